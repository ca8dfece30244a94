import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 81 and 82, the lead's share, by mechanism, with phrasings written for these tests: Pidgin "dis is"
// before a name; a Vietnamese child introducing themself as "Con là …"; "there" pointing back at the address left.

const { ask, conversation } = useTrainedEngine();

describe("names", () => {
  it("'dis is' introduces a name as 'this is' does", () => {
    expect(ask("aloha, dis is Makana Keawe from Mauka Homes, call me 808-555-0142").entities.name).toBe("Makana Keawe");
  });

  it("'Con là …' introduces a child's name", () => {
    expect(ask("Con là Trần Thảo Vy, con của chú Tư. Bên mình nhắn số này cho con nha: 832-555-0166").entities.name).toBe("Trần Thảo Vy");
  });

  it("Spanish 'con la' is no introduction", () => {
    expect(ask("con la mejor atención, Ana, 713-555-0199").entities.name ?? "").not.toMatch(/mejor/i);
  });
});

describe("the address left, then 'write me there'", () => {
  it.each(["le dejo mi correo y me escriben allí: rosa.m@example.org", "mejor les paso mi correo y me contactan ahí: dale.p@example.org"])("%s asks for e-mail", (message) => {
    expect(ask(message).context.channel).toBe("email");
  });
});

describe("how fast the AI answers the visitor's leads", () => {
  it.each([
    ["how quick does the assistant reply when a buyer messages at midnight?", /in seconds/],
    ["¿en cuánto tiempo le contesta el bot a un prospecto nuevo?", /en segundos/],
    ["con AI đó trả lời khách mất bao lâu vậy?", /vài giây/],
    ["你们的机器人回复新客户有多快？", /几秒/],
  ])("%s", (message, answer) => {
    expect(ask(message).response).toMatch(answer);
  });

  it("how fast our team replies is still the team's 24 hours", () => {
    expect(ask("how fast does your team reply?").response).toMatch(/24 hours/);
  });
});

describe("whether it fits them, after a role of ours was told", () => {
  it("says yes", () => {
    const replies = conversation("I'm a broker with a small office in Katy", "would this be useful for me?");
    expect(replies.at(-1)?.response).toMatch(/^Yes\./);
  });

  it("without a role it says whom we serve, no yes", () => {
    expect(ask("would this be useful for me?").response).not.toMatch(/^Yes/);
  });
});

describe("a longer message whose last sentence takes leave", () => {
  it.each([
    "Thôi cô đi đón cháu đây, hôm nào rảnh cô hỏi tiếp nghen. Chào con nhé",
    "ok that's everything I wanted to know for now, my partner and I will talk it over this weekend. Talk soon!",
  ])("%s is a goodbye", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it.each([
    "I have to run to a showing in Katy now and my assistant will follow up on what we discussed, so please send the summary to her. Bye.",
    "we have 12 agents in Katy and need follow-up for leads from Zillow, HAR and our website, what would you suggest. Bye",
  ])("%s still asks", (message) => {
    expect(ask(message).act).not.toBe("goodbye");
  });
});

describe("a message read in another spelling keeps the name given before", () => {
  it.each([
    ["Soy Carla Ruiz de Casa Sol Realty, mi correo es carla@example.org", "¿y cuál es el presio del Voice AI?"],
    ["hi, I'm Dana Ortiz from Bayou Crest Realty, text me 713-555-0199", "mahalo, that was super helpful"],
  ])("%s, then %s", (first, second) => {
    const replies = conversation(first, second);
    const lead = replies.at(-1)?.context.lead;
    expect(lead?.name).toBe(replies[0]?.entities.name);
    expect(lead?.company).toBe(replies[0]?.entities.company);
  });
});

describe("Sunset Heights is not our 'Heights'", () => {
  it("is not said to be served", () => {
    expect(ask("do you work in Sunset Heights?").response).not.toMatch(/^Yes/);
  });
});
