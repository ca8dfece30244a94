import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 18's hijacks and introductions, by shape, with phrasings written for these tests: a company's earnings,
// a road's special lanes, a matter the visitor says is no business of ours, personal insurance, a hacked personal
// account, the date a past storm struck, a cuisine's best restaurant with a purpose said after it; and names said
// as "it's X", "X aquí 😊", "ask for X", a Vietnamese full name, a Chinese business before "的". The same words asked
// of us stay questions.

const { ask } = useTrainedEngine();

describe("the world's matters, whatever name of ours they carry", () => {
  it.each([
    "HubSpot posted quarterly results this morning, did they miss estimates?",
    "are the HOV lanes on 290 open outbound on Sunday afternoons?",
    "Not about your services, but in my own Zapier account how do I filter out duplicate rows?",
    "which car insurance would you recommend for someone driving clients around Katy all day?",
    "my personal Facebook got hacked last night, how do I get it back before my open house?",
    "what date did Hurricane Harvey make landfall near Rockport? it's for a tenant safety talk",
    "best Sichuan restaurant in Sugar Land? we want to take the office out Friday.",
  ])("en: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "¿Zillow superó las expectativas en sus resultados trimestrales?",
    "¿El carril exprés de la I-10 abre los domingos?",
    "Nada que ver con ustedes: en mi propio n8n, ¿cómo hago que un flujo corra cada hora?",
    "¿Qué seguro de auto me recomiendan? Manejo todo el día por Pearland.",
    "Me hackearon el WhatsApp personal, ¿qué hago para recuperarlo?",
    "¿En qué fecha tocó tierra el huracán Ike en Galveston?",
  ])("es: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "Facebook cá nhân của em bị hack rồi, làm sao lấy lại vậy?",
    "Dạ, bão Harvey năm 2017 đổ bộ vào Houston ngày nào ạ? Em cần làm slide cho văn phòng.",
    "Nên mua bảo hiểm xe hãng nào rẻ ở Texas vậy anh?",
  ])("vi: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each(["Sugar Land 哪家湘菜馆比较正宗？想请客户吃饭。", "跟你们无关，我自己的 n8n 怎么设置每小时运行一次？", "Twilio 昨天的财报怎么样？", "飓风哈维是哪天登陆的？"])("zh: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "do you work with n8n?",
    "¿Tienen algo escrito sobre qué hacer con los inquilinos cuando viene un huracán?",
    "Dạ em từng làm bảo hiểm, giờ làm realtor một mình. Em nên chọn gói nào?",
    "does the scheduler avoid the toll roads when it plans showings?",
  ])("stays ours: %s", (message) => {
    expect(ask(message).act).not.toBe("off_topic");
  });
});

describe("names said in the ways probe 18 found", () => {
  it.each([
    ["it's Tamika Greene. call me at 713-555-0177 anytime", "Tamika Greene"],
    ["Text me at 281-555-0190 after lunch. Ask for Rogelio.", "Rogelio"],
    ["Lupita aquí 🙌 escríbeme al (832) 555-0133", "Lupita"],
    ["Dạ, em là Nguyễn Thị Hạnh, môi giới ở Katy. Số em là 832-555-0144 ạ.", "Nguyễn Thị Hạnh"],
  ])("%s", (message, name) => {
    const lead = (ask(message).context as { lead?: Record<string, string> }).lead ?? {};
    expect(lead["name"]).toBe(name);
  });
  it("a Chinese business before 的, as an item after the name", () => {
    const lead = (ask("我是王丽华，丽华地产的，在 Katy 管20套房，电话 (713) 555-0155。").context as { lead?: Record<string, string> }).lead ?? {};
    expect(lead["company"]).toBe("丽华地产");
  });
  it("'it's' before a day or a place names no one", () => {
    const lead = (ask("hey it's Tuesday, call me at 713-555-0177").context as { lead?: Record<string, string> }).lead ?? {};
    expect(lead["name"]).toBeUndefined();
  });
});
