import { describe, expect, it } from "vitest";
import { preferredChannel } from "./channel-cues.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractCompany } from "./company-name.ts";
import { extractName } from "./person-name.ts";

// Lead details from blind probe 12's misses, by kind, with phrasings written for these tests (never the visitors' own
// words): lower-case lists, "&"/"and Co" in a business's name, "w" for "with", "tên X", a name confirmed by the
// address after it, and the call and text channels as people type them in four languages.

const { ask, conversation } = useTrainedEngine();

describe("names and companies", () => {
  it.each<[string, Record<string, string>]>([
    // A lower-case name first in a list, then a business with "&" or "and Co".
    ["keisha brown, brown & sons homes, 713-555-0141", { name: "Keisha Brown", company: "Brown & Sons Homes" }],
    ["tom ruiz, ruiz and co realty, tom@example.com", { name: "Tom Ruiz", company: "Ruiz And Co Realty" }],
    ["ana lópez, lópez y asociados, 832-555-0190", { name: "Ana López", company: "López Y Asociados" }],
    // "w" for "with" before a capitalised business.
    ["hey im w Park & Lee Realty, 281 555 0122", { company: "Park & Lee Realty" }],
    // "công ty Minh …": Minh is part of the business's name, not "my" (mình).
    ["Em là Lê Hoa, công ty Minh Phát Homes, sđt 832-555-0102", { name: "Lê Hoa", company: "Minh Phát Homes" }],
    // "tên X" opening a clause, and explicit names said last.
    ["email hoa@example.com nhé, tên Trường", { name: "Trường" }],
    ["nhắn qua số 713-555-0107, tên Hạnh", { name: "Hạnh" }],
    ["correo paco@example.com, me llamo Paco", { name: "Paco" }],
    ["电话 832-555-0166，我叫周敏", { name: "周敏" }],
    // A lone name in lower case, confirmed by the e-mail address right after it.
    ["marcus, marcus.t@example.com", { name: "Marcus" }],
  ])("%s", (message, expected) => {
    const lead = ask(message).context.lead ?? {};
    for (const [key, value] of Object.entries(expected)) expect(lead[key as keyof typeof lead]).toBe(value);
  });

  it.each([
    "sales, sales@example.com",
    "quick question, our team, 713-555-0100",
    "ok, 713-555-0100",
  ])("%s names nobody", (message) => {
    expect(extractName(message)).toBeUndefined();
  });

  it("a name typed after 'w' is not read as a person called W", () => {
    expect(extractName("im w Bayou Oaks Realty, 713-555-0100")).toBeUndefined();
  });

  it("'công ty mình là …' is still my company", () => {
    expect(extractCompany("công ty mình là Sao Mai Realty, 713-555-0100")).toBe("Sao Mai Realty");
  });

  it("a role at a business stays a role ('coordinator at Oak Homes'), with the business stored", () => {
    expect(extractCompany("I'm Ravi Shah, office coordinator at Oak Hollow Homes: ravi@example.com")).toBe("Oak Hollow Homes");
  });
});

describe("channels", () => {
  it.each<[string, string]>([
    ["txt me pls, 713-555-0112", "sms"],
    ["textéame al 832-555-0113", "sms"],
    ["nhắn tin cho tôi nha 281-555-0114", "sms"],
    ["发短信给我吧 713-555-0115", "sms"],
    ["phone me at 713-555-0116, a call suits me better than e-mail", "call"],
    ["best to reach me over the phone: 281-555-0117", "call"],
    ["calls are better than email for me, 346-555-0118", "call"],
    ["cell 713 555 0119, pls call anytime", "call"],
    ["prefiero que me llamen, 832-555-0120", "call"],
    ["gọi cho mình nhé, 713-555-0121", "call"],
    ["ưu tiên gọi điện hơn email: 281-555-0123", "call"],
    ["电话联系我就行，713-555-0124", "call"],
  ])("%s → %s", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });

  it.each([
    "we miss every call after 6pm, pls help",
    "tư vấn gói cho tôi nhé",
    "can the bot answer a phone call?",
  ])("%s names no channel", (message) => {
    expect(preferredChannel(message)).toBeNull();
  });

  it("a field label is no channel: 'Email: …, call me' asks for a call", () => {
    expect(preferredChannel("Email: jo@example.com, call me pls")).toBe("call");
  });

  it("'por correo:' names the channel, not a label", () => {
    expect(preferredChannel("escríbanme solo por correo: jo@example.com")).toBe("email");
  });
});

describe("acts: an address to be written to is details, a call asked for is a handoff, in every language", () => {
  it.each([
    "email me at rosa@example.com",
    "发邮件给我：rosa@example.com",
    "correo rosa@example.com, escríbanme por correo",
    "Gửi email cho em nhé: rosa@example.com",
    "邮箱：rosa@example.com，请发邮件联系我",
  ])("%s → details, channel email", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("details");
    expect(reply.context.channel).toBe("email");
  });

  it.each(["please call me at 713-555-0125", "llámeme al 713-555-0125", "gọi cho tôi: 713-555-0125", "请打电话给我 713-555-0125"])(
    "%s → handoff, channel call",
    (message) => {
      const reply = ask(message);
      expect(reply.act).toBe("handoff");
      expect(reply.context.channel).toBe("call");
    },
  );

  it("a person asked for with an address stays a handoff", () => {
    expect(ask("can someone from your team email me? rosa@example.com").act).toBe("handoff");
  });

  it("a plain 'my email is …' stays details with no channel", () => {
    const reply = ask("my email is rosa@example.com");
    expect(reply.act).toBe("details");
    expect(reply.context.channel).toBeNull();
  });
});

describe("in a dialogue", () => {
  it("a channel and a lower-case name given in later turns are kept", () => {
    const replies = conversation("how much is the Starter bundle?", "ok txt me at 346 555 0126", "dana, dana.w@example.net");
    expect(replies[1]!.context.channel).toBe("sms");
    expect(replies[2]!.context.lead.name).toBe("Dana");
    expect(replies[2]!.context.channel).toBe("sms");
  });
});
