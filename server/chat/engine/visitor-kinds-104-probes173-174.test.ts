import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 173 and 174 (first scored at 5a282c1, before any of their misses was read: 87.9 and 89.9 %), with
// phrasings written for these tests: what the site never says beside an offering named, training asked as who shows the
// staff, a bill priced per unit, and the round-the-clock agent typed without its marks.

const { ask } = useTrainedEngine();

describe("what the site never says, beside an offering named", () => {
  it.each([
    ["can the social scheduler put my rentals on craigslist too?"],
    ["my old assistant took rent checks at the desk, does your voice AI do that?"],
    ["¿El contrato de ustedes viene en español?"],
    ["Khi khách dọn ra, bên em có kiểm tra nhà và chụp hình lại không?"],
  ])("%s", (message) => {
    expect(ask(message).intent).toBe("unanswered");
  });
});

describe("asked in other words", () => {
  it("who shows the staff how it works is the training", () => {
    expect(ask("once we sign, who teaches our leasing agents the system?").response).toMatch(/training/);
  });

  it("a bill priced per unit, in Vietnamese and Chinese, is an errand", () => {
    expect(ask("Anh mua 4 thùng cam, mỗi thùng 25 đô, ship 10 đô, tổng cộng bao nhiêu?").act).toBe("off_topic");
    expect(ask("买了5箱橘子，每箱30块，一共多少钱？").act).toBe("off_topic");
  });

  it("one person on y'all's side is one of ours, not a solo agent", () => {
    expect(ask("my cousin runs 50 agents in 4 offices and wants one person on y'all's side to call. which package?").response).toMatch(/Enterprise/);
  });

  it("the round-the-clock agent typed without its marks", () => {
    expect(ask("dich vu cham soc khach 24/7 gia bao nhieu vay").response).toContain("24/7 Customer Service Agent");
  });
});
