import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractPhone } from "./contact-details.ts";
import { detectLanguage } from "./language.ts";
import { timesSaid } from "./multiples.ts";
import { findUnpublishedFigures } from "./price-guard.ts";
import { sampleFacts } from "./sample-facts.ts";

// Follow-ups that multiply a count said before (platforms or people), take a total as the count, sum add-ons named
// earlier; several listed places asked at once; Spanglish; a number read out in groups; a channel pointed back at.

const { conversation, ask } = useTrainedEngine();

describe("counts multiplied or stated as a total", () => {
  it("a total said is the count, not one more", () => {
    const [, total, tripled] = conversation("Setup fee for connecting Salesforce?", "plus Gmail, so 2 platforms in all?", "and three times that?");
    expect(total?.response).toMatch(/Starter Bundle/);
    expect(tripled?.response).toMatch(/Enterprise Bundle/);
  });
  it("el triple, in Spanish", () => {
    const [, reply] = conversation("Quiero conectar Outlook y Airtable, ¿qué es lo más barato?", "¿y si fuera el triple?");
    expect(reply?.response).toMatch(/Enterprise Bundle/);
  });
  it("gấp N lần the team, in Vietnamese", () => {
    const [, , reply] = conversation("Tôi làm một mình, nên chọn gói nào?", "nếu tôi tuyển thêm 3 người thì sao?", "còn gấp năm lần số đó?");
    expect(reply?.response).toMatch(/Enterprise/);
    expect(reply?.language).toBe("vi");
  });
  it("no count before: a multiple alone recommends nothing", () => {
    expect(ask("can it handle three times that?").response).not.toMatch(/Enterprise Bundle|Pro Bundle/);
  });
});

describe("a monthly sum of add-ons named earlier", () => {
  it("the first one plus that one", () => {
    const [, , reply] = conversation("Market Dashboard, Voice AI and Enhanced Messaging: monthly cost of each?", "which is cheapest?", "ok, the first one I listed plus that one, combined per month?");
    expect(reply?.response).toMatch(/\$278\/month/);
    expect(findUnpublishedFigures(reply?.response ?? "", sampleFacts.offerings)).toEqual([]);
  });
  it("两个加起来, in Chinese", () => {
    const [, reply] = conversation("Email Commander 和 Voice AI 各多少钱？", "这俩加起来每月多少？");
    expect(reply?.response).toMatch(/\$394/);
  });
  it("a figure that is no sum of the prices shown is still caught", () => {
    expect(findUnpublishedFigures("Voice AI $197/month and Market Dashboard $149/month: $350 together.", sampleFacts.offerings)).toEqual([]);
    expect(findUnpublishedFigures("Voice AI $197/month and Market Dashboard $149/month: $347 together.", sampleFacts.offerings)).toEqual([347]);
  });
});

describe("places, language and details", () => {
  it("two listed places asked at once are both answered", () => {
    expect(ask("Are Bellaire and Sugar Land in your area?").response).toMatch(/Bellaire and Sugar Land/);
    expect(ask("¿Cubren Katy y The Woodlands?").response).toMatch(/Katy y The Woodlands/);
  });
  it("Spanglish with a Spanish frame is Spanish", () => {
    expect(detectLanguage("Somos un brokerage de 30 agents en Sugar Land, queremos un CRM, which plan nos conviene?", null)).toBe("es");
  });
  it("a phone number read out in groups", () => {
    expect(extractPhone("sure: 832 - 555 - 04 - 19 (cell)")).toBe("832-555-0419");
    expect(extractPhone("we have 12 - 15 agents and 3 offices")).toBeUndefined();
  });
  it("someone to call, in unaccented Vietnamese", () => {
    expect(ask("co ai goi tu van cho em duoc khong?").act).toBe("handoff");
  });
  it("write me there, I don't answer calls", () => {
    expect(ask("mi correo es lucia@casas.example.com, mejor me escriben acá, no contesto llamadas").context.channel).toBe("email");
  });
});

describe("a lower-case name confirmed by an address further on", () => {
  it("name / company / e-mail", () => {
    expect(ask("marta iglesias / iglesias property group / marta.i@ipg.example.com, e-mail is best").context.lead.name).toBe("Marta Iglesias");
  });
});

describe("one reader of a multiple, for platform counts and team sizes alike", () => {
  it.each([
    ["what if we double?", 2],
    ["and times two?", 2],
    ["y si lo duplicamos?", 2],
    ["triple that", 3],
    ["gap 4 lan", 4],
    ["双倍呢", 2],
    ["let me double-check the list", 0],
  ] as const)("%s → %i", (said, factor) => {
    expect(timesSaid(said)).toBe(factor);
  });
});
