import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { findMentions } from "./mentions.ts";

// A tenth round of failure kinds seen with real visitors (blind probe 11), with phrasings written for these tests
// (never the visitors' own words).

const { ask, conversation } = useTrainedEngine();

describe("lead details: who to ask for, a first name with 'w/', a Chinese business before the name", () => {
  it.each<[string, Record<string, string>]>([
    ["281 555 0122 is the front desk, ask for Marcus", { name: "Marcus", phone: "281-555-0122" }],
    ["346-555-0131 es la oficina, pregunte por Graciela", { name: "Graciela" }],
    ["Priya w/ Bayou Crest Homes, priya@example.com", { name: "Priya", company: "Bayou Crest Homes" }],
    ["海湾置业的王丽，邮箱wangli@example.com", { name: "王丽", company: "海湾置业" }],
  ])("%s", (message, expected) => {
    const lead = ask(message).context.lead ?? {};
    for (const [key, value] of Object.entries(expected)) expect(lead[key as keyof typeof lead]).toBe(value);
  });

  it("我们公司的王丽，电话 713-555-0148 names her and no business", () => {
    const lead = ask("我们公司的王丽，电话 713-555-0148").context.lead ?? {};
    expect(lead.name).toBe("王丽");
    expect(lead.company).toBeUndefined();
  });

  it("asks for a demo without naming anyone", () => {
    expect(ask("call 713-555-0140 and ask for a demo").context.lead?.name).toBeUndefined();
  });
});

describe("policy: erasure by a pronoun, a person wanted instead of the bot, a call that never came", () => {
  it.each(["Please have all of it erased.", "tell me what you keep on me, then delete it all"])("%s is a deletion request", (message) => {
    expect(ask(message).act).toBe("deletion");
  });

  it.each(["could a person from your team take over from here?", "I'd rather not go through this with a chatbot", "I want someone to walk me through the options"])(
    "%s asks for a person",
    (message) => {
      const reply = ask(message);
      expect(reply.act).toBe("handoff");
      expect(reply.handoff).toBe(true);
    },
  );

  it("clients who would rather not deal with a bot are a question about the product", () => {
    expect(ask("my clients would rather not deal with a bot, does yours sound natural?").act).not.toBe("handoff");
  });

  it("a walk-through asked of the assistant itself is a question", () => {
    expect(ask("can you walk me through the packages?").act).not.toBe("handoff");
  });

  it("我上个月留了邮箱，到现在一封邮件都没收到 is a complaint", () => {
    expect(ask("我上个月留了邮箱，到现在一封邮件都没收到").act).toBe("complaint");
  });
});

describe("a package's name in another sense names no package", () => {
  it.each(["our slab has foundation issues, do you work with HubSpot?", "la fundación de mi iglesia nos habló de ustedes", "we're on Enterprise Street near the Galleria", "老房子的地基(foundation)有问题"])(
    "%s",
    (message) => {
      expect(findMentions(message).package).toBeUndefined();
    },
  );

  it.each<[string, string]>([
    ["what's in Foundation?", "foundation"],
    ["¿qué incluye el paquete fundación?", "foundation"],
    ["is Enterprise worth it for 30 agents?", "enterprise"],
  ])("%s still names %s", (message, key) => {
    expect(findMentions(message).package).toBe(key);
  });
});

describe("a place that only sets the scene is not answered; one asked about is", () => {
  it.each([
    "our condo in Montrose has foundation problems haha, anyway, do I need technical skills to use it?",
    "mi hermano vive en Baytown jaja, se necesitan conocimientos técnicos para usarlo?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/^No\b/);
    expect(reply.response).not.toMatch(/Montrose|Baytown/);
  });

  it("do you take clients in Montrose? my office is there", () => {
    expect(ask("do you take clients in Montrose? my office is there").response).toMatch(/Montrose/);
  });
});

describe("a place to visit us, which the site does not give", () => {
  it.each(["could I drop by your office one afternoon", "what is your street address", "văn phòng của các bạn ở đâu vậy?"])("%s is answered as unknown", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("unanswered");
    expect(reply.response).toMatch(/@|555/);
  });

  it("our e-mail address is not a place", () => {
    expect(ask("what's your e-mail address?").intent).not.toBe("unanswered");
  });
});

describe("a bare place after the areas asks to be served there", () => {
  it.each<[string, string, RegExp]>([
    ["¿en qué zonas trabajan?", "y en Galveston?", /Galveston no está entre las zonas/],
    ["which areas do you cover?", "and in Texas City?", /Texas City isn't among the areas/],
    ["bên bạn làm ở khu vực nào?", "còn ở Alief?", /Alief không có trong danh sách/],
    ["which areas do you cover?", "what about Texas City?", /Texas City isn't among the areas/],
  ])("%s → %s", (first, second, expected) => {
    const [, reply] = conversation(first, second);
    expect(reply!.response).toMatch(expected);
  });

  it("a listed area after the areas is a yes", () => {
    expect(conversation("which areas do you cover?", "what about Sugar Land?")[1]!.response).toMatch(/^Yes, we serve Sugar Land/);
  });

  it("a bare name without the areas before it is not a place", () => {
    expect(conversation("what does Growth include?", "and Brenham?")[1]!.response).not.toMatch(/isn't among the areas/);
  });
});

describe("a vendor's partner status, which the site never claims", () => {
  it.each(["is your team an official Salesforce partner?", "¿son socios certificados de HubSpot?"])("%s is answered as unknown", (message) => {
    expect(ask(message).intent).toBe("unanswered");
  });

  it("do you work with HubSpot? is still a yes", () => {
    expect(ask("do you work with HubSpot?").response).toMatch(/^Yes/);
  });
});
