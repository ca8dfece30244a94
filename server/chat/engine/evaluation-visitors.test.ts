import { describe, expect, it } from "vitest";
import { trainingExamples } from "./corpus.ts";
import { normalizeForMatching } from "./text.ts";
import { visitorDialogues, visitorMessages } from "./evaluation-visitors.ts";
import { LANGUAGES } from "./types.ts";

describe("realistic visitor evaluation set", () => {
  const messages = visitorMessages();
  const dialogues = visitorDialogues();
  const turns = [...messages, ...dialogues].flatMap((item) => item.turns);

  it("holds at least 400 labelled messages and 30 dialogues, in all four languages", () => {
    expect(turns.length).toBeGreaterThanOrEqual(400);
    expect(dialogues.length).toBeGreaterThanOrEqual(30);
    for (const lang of LANGUAGES) expect(turns.filter((t) => t.lang === lang).length, lang).toBeGreaterThanOrEqual(60);
  });

  it("is never trained on", () => {
    const trained = new Set(trainingExamples().map((e) => normalizeForMatching(e.text)));
    expect(turns.filter((t) => trained.has(normalizeForMatching(t.text))).map((t) => t.text)).toEqual([]);
  });
});

describe("judge", () => {
  it("looks for a bare figure outside our phone number, e-mail and links", async () => {
    const { judge } = await import("./evaluation-visitors.ts");
    const { sampleFacts } = await import("./sample-facts.ts");
    const reply = (response: string) => ({ response, context: { lead: {} } }) as unknown as Parameters<typeof judge>[1];
    const turn = { act: "question" as const, checks: ["says:10"], text: "how many minutes?", lang: "en" as const };
    expect(judge(turn, reply(`Our site doesn't say. Call ${sampleFacts.phone}.`), sampleFacts).failed).toContain("says:10");
    expect(judge(turn, reply("Add 10 more minutes for a gate or a lockbox."), sampleFacts).failed).not.toContain("says:10");
    expect(judge({ ...turn, checks: ["oneof:10,ten"] }, reply(`Write to ${sampleFacts.email} or call ${sampleFacts.phone}.`), sampleFacts).failed).toContain("oneof:10,ten");
  });

  it("fails a reply that still names what the visitor left out", async () => {
    const { judge } = await import("./evaluation-visitors.ts");
    const { sampleFacts } = await import("./sample-facts.ts");
    const reply = (response: string) => ({ response, context: { lead: {} } }) as unknown as Parameters<typeof judge>[1];
    const turn = { act: "question" as const, checks: ["without:$197,Voice_AI"], text: "which ones besides the phone one?", lang: "en" as const };
    expect(judge(turn, reply("Enhanced Messaging ($129/month) and Voice AI ($197/month)."), sampleFacts).failed).toContain("without:$197,Voice_AI");
    expect(judge(turn, reply("Enhanced Messaging ($129/month) and Market Dashboard ($149/month)."), sampleFacts).failed).not.toContain("without:$197,Voice_AI");
  });
});

describe("invented links", () => {
  it("the booking page and the site's social profiles are its own links; any other link is invented", async () => {
    const { wrongFacts } = await import("./evaluation.ts");
    const { sampleFacts } = await import("./sample-facts.ts");
    expect(wrongFacts(`Book: ${sampleFacts.bookingUrl}. Follow us on X: ${sampleFacts.social?.x ?? ""}, or LinkedIn: ${sampleFacts.social?.linkedin ?? ""}.`, sampleFacts)).toEqual([]);
    expect(wrongFacts("See https://x.example.com/someone-else for more.", sampleFacts)).toEqual(["link https://x.example.com/someone-else"]);
  });
});
