import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 70's fourth round, on the misses of blind probes 203 (listinglaunch) and 204 (recruiting), first scored at
// cb31e708 before any of their misses was read (91.5 and 88.4 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("a growing team", () => {
  it("each agent's numbers are the performance dashboard's, whatever team is named", () => {
    expect(ask("does Growth give the team lead a dashboard with each agent's stats?").response).toMatch(/^Yes\. Growth includes “Performance dashboard”/);
    expect(ask("Gói Growth có cho coi số liệu của từng agent hông?").response).toMatch(/^Có\./);
  });

  it("a price per seat, job posts and commission splits are gaps", () => {
    expect(ask("do y'all charge per seat once we add agents?").response).toMatch(/doesn't say/);
    expect(ask("can you help us write a job posting for new agents?").response).toMatch(/doesn't say/);
    expect(ask("¿Manejan los splits de comisión?").response).toMatch(/no dice/);
    expect(ask("we're recruiting 6 more agents this year, which package?").response).toMatch(/^I'd suggest/);
  });
});

describe("a listing to launch", () => {
  it("a listing keyed into the MLS for them is a gap", () => {
    expect(ask("once it's written, will y'all enter the listing into the MLS for us?").response).toMatch(/doesn't say/);
  });
});

describe("our number and days", () => {
  it("'¿a qué número les llamo?' asks our phone, not a call back", () => {
    const r = ask("¿A qué número les llamo para hablar con alguien?");
    expect(r.act).toBe("question");
    expect(r.response).toMatch(/\(713\) 555-0100/);
  });

  it("how many days a week the office opens is our hours, in Vietnamese", () => {
    expect(ask("Văn phòng bên anh mở cửa mấy ngày trong tuần vậy?").response).toMatch(/Thứ Hai - Thứ Sáu/);
  });
});
