import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asksOfAThirdParty } from "./third-party.ts";
import { foldForRules } from "./text.ts";

// Blind probe 15's hijacks, by kind, with phrasings written for these tests (never the visitors' own words): a local
// recommendation, a third party's hours, a repair's price, a group's capacity, another vendor's licences or settings,
// a choice made for personal life, or trivia about the city, asked while naming a place we serve or a platform we
// connect. Each is off-topic; the same words asked of us stay questions.

const { ask } = useTrainedEngine();

describe("asked of someone else, whatever place or vendor it names", () => {
  it.each([
    "can you suggest a florist near Memorial Villages? it's a closing gift",
    "any idea where I can rent a bounce house in Cypress for my son's party?",
    "who has the best crawfish near Clear Lake right now?",
    "when does the Heights farmers market open on saturday",
    "is Buc-ee's in Katy open 24 hours?",
    "how much does a roof replacement run in Pearland these days",
    "what's the max number of participants in a Teams call?",
    "does Outlook allow me to recover deleted emails after 30 days?",
    "Should we license Zoom Pro or Business for the office?",
    "which is better for my daughter's birthday invitations, Canva or Evite?",
    "why is Texas so humid in August lol",
    "know any good vets around the Woodlands? my dog is sick, we're 3 agents here",
  ])("en: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it.each([
    "¿dónde rentan sillas y mesas en Pasadena? es para la posada de la oficina",
    "¿sabes de algún buen contador en Bellaire para mis impuestos?",
    "¿a qué hora abre el consulado de México en Houston?",
    "¿cuánto cuesta reparar el aire acondicionado de la troca?",
    "¿cuántas personas caben en un grupo de WhatsApp?",
    "¿Google Workspace me deja cambiar el dominio del correo?",
    "¿cuál es mejor para los votos de mi boda, ChatGPT o Claude?",
  ])("es: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it.each([
    "Chị muốn tìm một tiệm hoa ở Katy để gửi hoa cho khách mới mua nhà, em có biết chỗ nào không?",
    "Em có biết nha sĩ nào giỏi ở Bellaire không?",
    "chi co biet gia su tieng Anh nao gioi o Sugar Land khong",
    "Sửa máy lạnh xe hết bao nhiêu tiền vậy em?",
    "Costco ở Katy mấy giờ đóng cửa vậy?",
    "Nhóm Zalo tối đa được bao nhiêu người?",
    "Microsoft 365 có cho đổi tên người dùng không?",
    "Tai sao Houston hay ngap nuoc vay?",
  ])("vi: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it.each([
    "Katy 有没有好的中餐馆推荐？",
    "Sugar Land 附近有没有好的钢琴老师推荐？我女儿想学琴。",
    "休斯顿的动物园几点开门？",
    "修空调大概多少钱？",
    "Zoom 会议最多可以有多少人参加？",
    "推荐一个 Sugar Land 的牙医吧，客户要补牙",
    "Google Workspace 可以免费改域名吗？",
    "写婚礼誓词用 Claude 还是 ChatGPT 比较好？",
  ])("zh: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("the same words asked of us stay questions", () => {
  it.each([
    "which package do you recommend for a team of 8?",
    "can you recommend a package for a solo agent?",
    "do you work with Microsoft 365?",
    "can the assistant answer on WhatsApp?",
    "is your office open on saturdays?",
    "when does it open?",
    "how much does it cost to set up HubSpot?",
    "how many people can use the assistant at the same time?",
    "where can I find your contact form?",
    "any good reads on using ai for listings",
    "¿qué paquete me recomiendan para 5 agentes?",
    "¿a qué hora cierran los sábados?",
    "¿cuánto cuesta cambiar de paquete?",
    "¿cuál es la mejor forma de contactarlos?",
    "Văn phòng bên anh mấy giờ đóng cửa?",
    "thứ Sáu mấy giờ đóng cửa?",
    "Có kết nối với Microsoft 365 không?",
    "du lieu khach thue cua toi nam o dau?",
    "你们几点下班？",
    "请问你们周六几点关门？",
    "换成Growth套餐要多少钱？",
    "能对接 Google Workspace 吗？",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("question");
    expect(asksOfAThirdParty(foldForRules(message))).toBe(false);
  });

  it("still answers our part when another part asks of someone else", () => {
    expect(ask("what time does the Galleria close? also what are your office hours?").response).toMatch(/8 AM/);
    expect(ask("¿me recomiendas un buen mecánico en Katy? y otra cosa, ¿trabajan con Follow Up Boss?").act).toBe("question");
    expect(ask("Em biết tiệm phở nào ngon ở Bellaire không? À mà bên anh có kết nối với HubSpot không?").act).toBe("question");
    expect(ask("附近有没有好的餐厅推荐？另外你们支持HubSpot吗？").response).toMatch(/HubSpot/);
  });

  it("does not read the scene beside an off-topic request as a profile to recommend for", () => {
    expect(ask("can you recommend a good caterer in Katy? we're 30 agents").act).toBe("off_topic");
    expect(ask("你能推荐一家 Katy 的修车店吗？我们团队有5个人").act).toBe("off_topic");
  });
});
