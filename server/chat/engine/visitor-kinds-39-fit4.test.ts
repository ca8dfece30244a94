import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Kinds of blind probes 37-38's misses in fit, add-ons, follow-ups and details, with phrasings written for these tests:
// one platform's setup asked as "connecting" it, a newsletter the visitor sends (not ours), "what package" asked bare
// after a profile, platforms "merged" into a bundle, an add-on added later, WhatsApp alone, who is on the team, the
// go-live time of the other, the smaller or the fastest package, and names given loosely.

const { ask, conversation } = useTrainedEngine();

describe("one platform connected for the visitor's own newsletter", () => {
  it("is not refused when the visitor's own newsletter is what the platform sends", () => {
    for (const message of ["quiero enviarles boletines a mis compradores por Mailchimp, ¿cuánto sale conectarlo?", "solo quiero conectar QuickBooks pa mandarle boletines a los inquilinos, ¿cuánto cuesta?"]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).toContain("$400");
    }
  });
});

describe("'what package' asked bare after the team's needs", () => {
  it("recommends from the profile", () => {
    const reply = ask("our office has 7 agents, they need lead follow-up sequences and reporting. what plan tho");
    expect(reply.response).toMatch(/I'd suggest Growth/);
  });
});

describe("names given loosely", () => {
  it("'its <lower-case full name>, <phone>' keeps the name", () => {
    const reply = ask("hey its dana whitfield, 832-555-0144, texts are best");
    expect(reply.response).toContain("Dana");
  });
  it("Vietnamese typed without marks keeps the name and the language", () => {
    const reply = ask("ten con la Pham Thu Ha, so dien thoai 832-555-0161 a");
    expect(reply.response).toContain("Pham Thu Ha");
    expect(reply.response).toMatch(/Cảm ơn|liên hệ/);
  });
});

describe("add-ons and bundles said otherwise", () => {
  it("platforms to 'gộp lại' are the bundle for their count", () => {
    expect(ask("em có Slack, Airtable, Calendly với HubSpot, gộp lại một lần được giá tốt hông").response).toContain("Pro Bundle");
  });
  it("an add-on to be added later to any package is the add-later answer, not put aside", () => {
    const reply = ask("el Market Dashboard se puede sumar después a cualquier plan?").response;
    expect(reply).toContain("cualquier paquete");
  });
  it("tenants writing on WhatsApp alone point at Enhanced Messaging", () => {
    expect(ask("mis inquilinos me mandan todo por WhatsApp, ¿qué tienen para eso?").response).toContain("Enhanced Messaging");
  });
  it("who is on the team, devs or agents, is the home page's 'Who we are'", () => {
    expect(ask("so who's on the team, coders or real estate folks?").response).toContain("automation engineers");
    expect(ask("who is on your team plan, how many seats?").response).not.toContain("automation engineers");
  });
});

describe("the go-live time, asked of a package picked otherwise", () => {
  it("'the other one' of two compared, after one's time", () => {
    const [, , third] = conversation("Growth or Enterprise, what's the difference?", "how long does the bigger one take to launch?", "what about the other one?");
    expect(third?.response).toContain("three to four");
    expect(third?.response).not.toContain("six to eight");
  });
  it("the fastest of the three, after their times", () => {
    const [, second] = conversation("¿cuánto tardan en dejarlo funcionando?", "¿y cuál de los paquetes es el más rápido?");
    expect(second?.response).toContain("Foundation");
    expect(second?.response).not.toMatch(/\bGrowth\b|\bEnterprise\b/);
  });
  it("'which of those two' after a comparison recommends from the profile", () => {
    const [, second] = conversation("Foundation or Growth?", "our team is 8 agents wanting automated follow-ups, so which of those two?");
    expect(second?.response).toMatch(/I'd suggest Growth/);
  });
  it("'borren todo' in a privacy conversation is a deletion request", () => {
    const [, second] = conversation("¿qué datos guardan de mí?", "bueno, entonces borren todo ya");
    expect(second?.act).toBe("deletion");
  });
  it("a polite 'thưa' before the question answers nothing by itself", () => {
    const reply = ask("thưa, con hỏi chút, gói Growth bao lâu thì xong ạ").response;
    expect(reply).toContain("ba đến bốn");
    expect(reply).not.toMatch(/^Không\./);
  });
});
