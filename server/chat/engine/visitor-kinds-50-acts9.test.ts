import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asPlainEnglish } from "./scots-english.ts";

// Blind probes 49 and 50's acts and details, by mechanism, with phrasings written for these tests (never the visitors'
// own words): Scots words and dropped g's read as standard English (scots-english.ts); a "nobody…" in one sentence and a
// question in the next is no complaint; a star sign is no name and a horoscope is off-topic; "bórrenlo todo" deletes;
// "what if…"/"nếu…thì sao" goes on from the post just quoted; "what's it run to get that hooked up" after a platform
// named is its setup fee; a name signed at the end, a first name before "de <business>", a Vietnamese role before "ở".

const { ask, conversation } = useTrainedEngine();

describe("Scots words and dropped g's are read as standard English", () => {
  it.each([
    ["get me aff yer newsletter, it's nae use tae me", "get me off your newsletter, it's no use to me"],
    ["whit does the Growth package dae? it disnae say", "what does the Growth package dae? it doesn't say"],
    ["have ye got a post aboot storms?", "do you have a post about storms?"],
    ["I been waitin all week and heard nothin", "I been waiting all week and heard nothing"],
  ])("%s", (typed, read) => {
    expect(asPlainEnglish(typed)).toBe(read);
  });
  it.each(["Tae Kim here, 713-555-0100", "Whit Stillman, whit@example.com", "checkin at the front desk", "¿ye cuánto cobran?", "log in as admin"])(
    "%s is left alone",
    (typed) => {
      expect(asPlainEnglish(typed)).toBe(typed);
    },
  );
});

describe("Scots policy acts", () => {
  it("an opt-out off the mailing list", () => {
    const reply = ask("take me aff yer list please, ower many emails fae ye");
    expect(reply.act).toBe("opt_out");
  });
  it("a deletion of everything held", () => {
    expect(ask("I'd like everythin ye've stored aboot me deleted").act).toBe("deletion");
  });
  it("are ye a bot asks about the assistant, no person", () => {
    const reply = ask("are ye a real person or a robot?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/AI assistant/);
  });
  it("a call-back waited for since a day is a complaint", () => {
    expect(ask("been waitin since tuesday on a call back, still nothin").act).toBe("complaint");
  });
  it("which AI it is built on names both providers", () => {
    const reply = ask("whit AI models are ye using, just OpenAI or summat else?").response;
    expect(reply).toMatch(/Anthropic|Claude/);
    // Once: the list names OpenAI, so no "Yes, we work with OpenAI" after it; a platform with a setup fee keeps its fee.
    expect(reply.match(/OpenAI/g)).toHaveLength(1);
    expect(ask("what tech do you use? HubSpot too?").response).toMatch(/CRM setup \(HubSpot[^)]*\) is \$750/);
  });
});

describe("nobody in one sentence, a question in the next, is no complaint", () => {
  it("the add-on for tenants at night", () => {
    const reply = ask("our renters message us late at night in Chinese and nobody's awake. which add-on answers them 24/7 in their language?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Customer Service Agent/);
  });
  it("nobody answering the visitor in one sentence stays a complaint", () => {
    expect(ask("I wrote to you on Friday and nobody answered me").act).toBe("complaint");
  });
});

describe("a star sign is no name, a horoscope is off-topic", () => {
  it.each(["¿cómo me va en el amor esta semana según el horóscopo? soy Tauro", "what does my horoscope say for today? I'm a Pisces", "xem tử vi tuần này cho em với", "我的星座运势怎么样"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("off_topic");
    expect(reply.entities.name).toBeUndefined();
  });
  it("Leo stays a name", () => {
    expect(extractEntities("soy Leo, mi cel 713-555-0101").name).toBe("Leo");
  });
});

describe("bórrenlo todo after a privacy answer is a deletion", () => {
  it("Spanish", () => {
    const [, reply] = conversation("¿guardan lo que escribo en el chat?", "ok, elimínenlo todo por favor");
    expect(reply?.act).toBe("deletion");
  });
  it("asking whether it can all be erased is no deletion", () => {
    expect(ask("¿se puede borrar todo después?").act).not.toBe("deletion");
  });
});

describe("a case put to the post just quoted goes on from it", () => {
  it("Vietnamese", () => {
    const replies = conversation("có bài nào về lên lịch dẫn khách xem nhà tránh kẹt xe không", "nếu trời đổ mưa thì sao");
    expect(replies[1]?.act).toBe("question");
    expect(replies[1]?.response).toMatch(/10/);
  });
  it("Chinese", () => {
    const replies = conversation("有没有讲带看避开塞车的文章？", "如果下雨呢？");
    expect(replies[1]?.response).toMatch(/10/);
  });
  it("a what-if about fishing stays off-topic", () => {
    const replies = conversation("có bài nào về lên lịch dẫn khách xem nhà tránh kẹt xe không", "nếu trời mưa thì mai đi câu cá được không");
    expect(replies[1]?.act).toBe("off_topic");
  });
});

describe("the cost to hook up a platform named before is its setup fee", () => {
  it.each([
    "all we run is HubSpot, what's it run to get that hooked up for us",
    "Follow Up Boss is our one platform, what would it run to have it connected done-for-you",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/\$750.*\$1,200/);
  });
});

describe("lead details", () => {
  it("a name signed at the end of a message with a number", () => {
    const reply = ask("text me on 713-555-0166 when you can, this is Morag");
    expect(reply.entities.name).toBe("Morag");
  });
  it("a day signed at the end is no name", () => {
    expect(extractEntities("call me at 713-555-0166, it's Friday").name).toBeUndefined();
  });
  it("a first name before de <business>", () => {
    expect(extractEntities("Marisela de Bahía Azul Realty, me pueden escribir al 713-555-0177")).toMatchObject({ name: "Marisela", company: "Bahía Azul Realty" });
  });
  it("a department before de <business> is no name", () => {
    expect(extractEntities("Ventas de Bahía Azul Realty, 713-555-0177").name).toBeUndefined();
  });
  it("a Vietnamese role before ở names the business", () => {
    expect(extractEntities("Em là Lê Thu Hà, trợ lý ở Cypress Creek Homes, sđt 713-555-0188").company).toBe("Cypress Creek Homes");
  });
});
