import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 141 and 142 (their misses read after their first runs; round 3 took their most general kinds only),
// with phrasings written for these tests, not copied from the probes: our hours asked by the day, the early hour or
// the lights going out; the assistant asked who answers; no more of our messages; what is held erased; a person or a
// call asked for; solo agents; the channel pointed back at the address given; the retention figure.

const { ask } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("our hours asked in more words", () => {
  it.each([
    ["你们公司早上几点有人？", /8 AM/],
    ["What time do y'all turn out the lights in the evening?", /6 PM/],
    ["Thứ Bảy bên con không có ai làm hả?", /Thứ Hai - Thứ Sáu/],
    ["¿Los sábados hay alguien, o qué días trabajan?", /lunes - viernes/],
    ["bên con làm mấy ngày một tuần?", /Thứ Hai - Thứ Sáu/],
    ["明天最早几点能打给我？", /8 AM/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("the earliest call asked in Spanish is a question, not a call asked for", () => {
    const reply = ask("¿Qué es lo más temprano que me pueden llamar el martes?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/8 AM/);
  });

  it("two questions joined by 'với lại'", () => {
    const reply = ask("văn phòng bên con mở cửa từ mấy giờ, với lại tự cài đặt thì có mất tiền không?");
    expect(reply.response).toMatch(/8 AM/);
    expect(reply.response).toMatch(/không có phí cài đặt/);
  });
});

describe("the assistant asked who answers", () => {
  it.each(["和我聊天的，是个人，还是电脑程序？", "现在回我的是你们的员工还是程序？", "¿Esto lo contesta una persona de verdad o un programa?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/不是真人|no una persona/);
  });
});

describe("acts in more words", () => {
  it.each([
    ["Enough texts to 832-555-0151, please.", "opt_out"],
    ["以后别再往281-555-0152发短信了。", "opt_out"],
    ["Ya no quiero más mensajes al 832-555-0153.", "opt_out"],
    ["Quiero que desaparezca todo lo mío de su sistema.", "deletion"],
    ["Bên con lưu gì của cô thì bỏ sạch đi.", "deletion"],
    ["Put me on with someone from your office, please.", "handoff"],
    ["叫你们的人来跟我讲，不要电脑回。", "handoff"],
    ["Em chuyển cho cô gặp một nhân viên bên em đi.", "handoff"],
    ["今晚八点拨832-555-0154找我。", "handoff"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("keeps how to stop the messages a question", () => {
    expect(ask("si elijo WhatsApp en el formulario y después ya no quiero mensajes, ¿cómo los cancelo?").act).toBe("question");
  });
});

describe("solo agents and the channel pointed back at", () => {
  it.each([
    "Thằng út mới thi đậu giấy phép, tự bươn chải. Chọn giúp nó một gói.",
    "我表姐卖房十年了，一直独自干。她该用哪个？",
    "Mi hija ya tiene la licencia y va a vender solita. ¿Cuál le queda?",
    "我儿子执照刚下来，打算自己出来做。选哪个套餐？",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Foundation/);
  });

  it.each([
    "Email của cô là hoa@example.com, có việc thì gửi email.",
    "Email của chị là lan@example.com, có gì gửi vào đấy cho chị.",
    "Le dejo mi correo: ana@example.com. Por ahí es mejor.",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(channel(reply)).toBe("email");
    expect(lead(reply)["email"]).toMatch(/@example\.com$/);
  });

  it.each(["用了以后，客户不跑掉的比例能涨多少？", "What's the figure you quote about holding on to clients?"])("the retention figure: %s", (message) => {
    expect(ask(message).response).toMatch(/40%/);
  });
});
