import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { readAct } from "./acts.ts";

// Blind probes 151 and 152, the rest of their misses (read after their first runs), with phrasings written for these
// tests, not copied from the probes: a thanks closed by a blessing; an aside with figures beside a question of ours;
// the assistant at night; where their clients' data lives; the add-on they have against a new one; no move up needed
// for an add-on; a call moved to a working day; a date to meet and the fastest package; a budget told earlier.

const { conversation } = useTrainedEngine();

describe("a thanks closed by a blessing is a thanks", () => {
  it.each([
    ["thank you kindly, y'all were a real help. God bless", "thanks"],
    ["Muchas gracias por todo, me orientó bastante. Que Dios le bendiga.", "thanks"],
    ["Cám ơn em nhiều lắm nha, Chúa ban phước cho em.", "thanks"],
    ["merci beaucoup, that helps", "thanks"],
    // Taking leave as well stays a farewell.
    ["gracias, hasta luego, que Dios la acompañe", "goodbye"],
  ])("%s", (message, act) => {
    expect(readAct(message, false).act).toBe(act);
  });

  it("Cantonese thanks, read after its words are put in Mandarin", () => {
    expect(conversation("唔该晒，讲得好明白。")[0]?.act).toBe("thanks");
  });
});

describe("an aside with figures beside a question of ours", () => {
  it("answers the question of ours, not the sum", () => {
    const [zh] = conversation("老家寄来6箱荔枝干，一箱25美元，总共多少钱？另外 Growth 多久能上线？");
    expect(zh?.response).toMatch(/三到四周/);
    const [connect] = conversation("今晚请同事食烧鹅，8个人每人40蚊，一共几多？另外问下，帮我接 Airtable 要多少钱？");
    expect(answerKeys(connect!)).toEqual(["setup:data-tools"]);
    const [en] = conversation("We're driving to Amarillo for Thanksgiving, 600 miles. If I can do 8 hours a day at 60, how many days is that? And while we're away will your bot still answer leads?");
    expect(en?.response).toMatch(/24\/7|around the clock/);
    expect(en?.response).not.toMatch(/among the areas/);
  });

  it("a sum asked of our own prices is no aside", () => {
    const [reply] = conversation("Voice AI at 197 plus Enhanced Messaging at 129, how much would that be a month?");
    expect(reply?.response).not.toMatch(/only help with questions about/);
  });
});

describe("the assistant at night", () => {
  it.each([
    "¿Su asistente contesta en la madrugada?",
    "你们的机器人半夜会回客人吗？",
    "while I'm on vacation will the AI keep replying to leads?",
  ])("%s", (message) => {
    expect(conversation(message)[0]?.response).toMatch(/24\/7/);
  });
});

describe("where their clients' data lives", () => {
  it.each([
    "we worry about customer info. who ends up keeping it, and do you hand it over to anyone?",
    "我啲客户资料会存喺边？",
    "Dữ liệu khách hàng của em sẽ lưu ở đâu, trên máy chủ bên anh hả?",
  ])("%s", (message) => {
    expect(answerKeys(conversation(message)[0]!)).toEqual(["entry:data-safety"]);
  });

  it("where our servers are stays a gap of the site", () => {
    expect(conversation("where are your servers located?")[0]?.response).toMatch(/doesn't say/);
  });
});

describe("the add-on they have against a new one, and no move up needed for it", () => {
  it("prices both, then says no change of package is needed", () => {
    const [need, both, onto] = conversation(
      "We already have Growth with the Market Dashboard. Our phones ring all night and nobody picks up, what can we add?",
      "the one we already have or this new one, which is cheaper?",
      "do we need to move up to Enterprise to add it?",
    );
    expect(answerKeys(need!)).toContain("need:voice-ai");
    expect(both?.response).toContain("$149/month");
    expect(both?.response).toContain("$197/month");
    expect(onto?.response).toMatch(/^No need to change packages\. .*any package/);
  });

  it("in Chinese, with a phone that nobody answers and the one compared told by its use", () => {
    const [need, both] = conversation("我们已经用 Foundation，加了 Email Commander。晚上好多来电没人接，有什么可以加？", "我已经有的那个跟这个新的，每个月哪个贵？");
    expect(answerKeys(need!)).toContain("need:voice-ai");
    expect(both?.response).toContain("$197");
    const [, other] = conversation("有没有能帮我接电话的附加服务？", "那它跟回短信的那个比，哪个便宜？");
    expect(other?.response).toContain("$197");
    expect(other?.response).toContain("$129");
    expect(readAct("你们的电话一直没人接", false).act).toBe("complaint");
  });

  it("in Vietnamese, asked as two parts", () => {
    const [, onto] = conversation("Voice AI giá bao nhiêu?", "Cái đó gắn vào gói hiện tại của em được không, hay phải đổi gói lớn hơn?");
    expect(onto?.response).toMatch(/^Không cần đổi gói\./);
    expect(onto?.response).not.toMatch(/^Có\./);
  });
});

describe("a call asked for a day we do not work, then moved", () => {
  it("answers our days, then notes the new time as part of the request", () => {
    const [call, days, moved] = conversation("Can someone call me Sunday around 9am? 281-555-0133", "you guys work that day?", "fine, Tuesday at 3 then, same number");
    expect(call?.handoff).toBe(true);
    expect(days?.response).toMatch(/Monday - Friday/);
    expect(moved?.response).toMatch(/^Noted/);
    const [, esDays, esMoved] = conversation("¿Me llaman el domingo a las 9? Mi número es 281-555-0133", "¿Y ustedes trabajan ese día?", "Ah, está bien. Entonces el martes a las 3, al mismo número.");
    expect(esDays?.response).toMatch(/lunes - viernes/);
    expect(esMoved?.response).toMatch(/^Anotado/);
  });
});

describe("a date to meet, the fastest package, and a budget told before", () => {
  it("gives the go-live time of the package meant", () => {
    const [, meet, fastest] = conversation(
      "Somos 7 agentes y queremos seguimiento automático y visitas según el tráfico. ¿Qué paquete?",
      "Firmamos el 1 de junio y lo necesito funcionando para el 20. ¿Alcanza con ese?",
      "¿Y cuál sale más rápido, aunque traiga menos?",
    );
    expect(meet?.response).toMatch(/tres a cuatro semanas/);
    expect(fastest?.response).toMatch(/Foundation.*dos semanas/);
  });

  it("lists the add-ons within the budget the visitor gave earlier", () => {
    const [, within] = conversation("我每个月附加服务最多花150美元，有没有能回WhatsApp的？", "在我刚才说的那个预算里，还有哪个也放得下？");
    expect(within?.response).toContain("$129");
    expect(within?.response).toContain("$149");
    expect(within?.response).not.toContain("$197");
  });
});
