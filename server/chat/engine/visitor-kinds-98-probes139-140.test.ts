import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 139 and 140 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - a person of ours asked for, and a wait for us told, in more words; the assistant asked if it is a machine;
// - a solo agent told by how they sell, a fit asked with a place, "what would you put a crowd that size on";
// - our hours, reply time, results, data sent to an AI company, training, deletion and channels in more words;
// - a success manager asked of a package without one: no, and which package has it;
// - an add-on described while the office phone rings; a misread price corrected.

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("a person of ours asked for", () => {
  it.each([
    "I want somebody human on this, I'd rather not be typing to a computer.",
    "不想跟机器聊了，给我找个人来。",
    "莫让机器回了，帮我找个你们的人来讲。",
    "¿Me comunicas con alguien del equipo?",
    "Can somebody from your team get with me instead?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });

  it.each(["Have one of y'all's people call me Sunday at 9 in the morning, 832-555-0141.", "Tối Chủ nhật lúc 8 giờ gọi cho cô số 281-555-0142 nha."])("a call at a time: %s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });

  it("asks our hours when the earliest call is asked", () => {
    const reply = ask("Well then, what's the earliest somebody could ring me on Tuesday?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Monday - Friday, 8 AM/);
  });
});

describe("a wait for us told", () => {
  it.each([
    "I sent your form in Monday and nobody has said one word back.",
    "Bác gửi form bốn bữa nay mà không một ai gọi lại.",
    "Monday I put my number in your form and ain't heard one word since.",
    "Từ hôm thứ Ba cô đã để số, đến giờ vẫn chả thấy một cuộc gọi nào.",
    "I booked your free consultation for Friday and nobody ever came on the call.",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("complaint");
  });
});

describe("the assistant asked if it is a machine", () => {
  it.each([
    "Am I trading messages with a human being or some computer program?",
    "跟我聊天的是真的人还是电脑？",
    "Be honest, honey, is this a computer typing back to me or someone at a desk?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/not a person|不是真人/);
  });

  it("keeps a product question about who books showings", () => {
    expect(ask("is it the computer that books showings or someone on your team?").response).not.toMatch(/not a person/);
  });
});

describe("fit in more words", () => {
  it.each([
    ["My uncle has been selling houses alone in Crosby for 30 years. What should a man like that get?", /Foundation/],
    ["My cousin's brokerage up in Conroe has 45 agents in three offices. What would you put an operation that size on?", /Enterprise/],
    ["Mi tía vende por su cuenta hace diez años en Pasadena. ¿Qué le recomiendan?", /Foundation/],
    ["Mi sobrino sacó su licencia en abril. ¿Con cuál debería empezar?", /Foundation/],
    ["My aunt been working Katy all alone for 15 years. Which package is made for her?", /Foundation/],
    ["我女儿执照刚拿到，打算单枪匹马干。哪个套餐合适？", /Foundation/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("the site's words asked in more words", () => {
  it.each([
    ["do y'all work of a Saturday?", /Monday - Friday/],
    ["¿Ustedes trabajan los domingos?", /lunes - viernes/],
    ["你们下午几点就下班了？", /6 PM/],
    ["¿Cuánto se supone que tardan en contestar?", /24/],
    ["Si les mando el formulario, ¿qué tan rápido me contestan?", /24 horas/],
    ["AI làm số khách tiềm năng lên gấp mấy lần vậy?", /300%/],
    ["用了以后，回头客能多留住几成？", /40%/],
    ["Mấy tin nhắn cô gõ trong khung chat này có gửi qua công ty AI nào không?", /OpenAI|mô hình/],
    ["Esto que te escribo, ¿le llega a alguna compañía de IA?", /modelo de IA/],
    ["你们那AI底下用的是哪家公司的？", /OpenAI/],
    ["Nhân viên của cô mù công nghệ, bên con có cầm tay chỉ việc không?", /đào tạo/],
    ["好多老经纪人电脑都不会，你们能教会他们不？", /培训/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it.each(["我在你们这里留的资料，全部给我删掉。", "你们手里我的那些东西，统统删干净。"])("an erasure asked: %s", (message) => {
    expect(ask(message).act).toBe("deletion");
  });
});

describe("a success manager asked of a package", () => {
  it.each([
    ["does Growth include a dedicated success manager?", /^No\. Only Enterprise/],
    ["¿el Foundation trae gerente de cuenta dedicado?", /^No\. Solo Enterprise/],
    ["Growth有专属经理吗？", /^不包括。只有Enterprise/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("still says yes of Enterprise", () => {
    expect(ask("do you have a dedicated success manager in enterprise?").response).toMatch(/^Yes\. Enterprise includes/);
  });
});

describe("add-ons and details in more words", () => {
  it("an add-on described while the office phone rings, and its price read back wrongly", () => {
    const [first, second] = conversation("When my agents are out and the office phone keeps ringing, do you have an AI to pick that up? What's it cost?", "So that's $197 one time and it's mine for good?");
    expect(first?.response).toMatch(/Voice AI/);
    expect(first?.response).not.toMatch(/555-0100/);
    expect(second?.response).toMatch(/\$197\/month/);
  });

  it("an add-on that takes the calls, in Spanish", () => {
    expect(ask("¿Tienen una IA que atienda las llamadas que no contestamos? ¿Cuánto al mes?").response).toMatch(/Voice AI/);
  });

  it.each([
    ["Cô là Lê Thị Hoa, số 713-555-0143. Có gì con nhắn tin cho cô qua số đó.", "sms"],
    ["Bác là Trần Văn Ba, máy bác 713-555-0144, có gì cứ nhắn tin.", "sms"],
    ["我叫王芳，邮箱：fang@example.com，往后有事给我写邮件。", "email"],
  ])("%s", (message, expected) => {
    expect(channel(ask(message))).toBe(expected);
    expect(lead(ask(message))["name"]).toBeTruthy();
  });

  it("our texts told to stop, with 'có'", () => {
    expect(ask("Đừng có nhắn tin tới số 281-555-0145 nữa, cô không cần.").act).toBe("opt_out");
  });

  it("a leave-taking in northern Mandarin", () => {
    expect(ask("行了，先这么着，我得去开会了。").act).toBe("goodbye");
  });
});
