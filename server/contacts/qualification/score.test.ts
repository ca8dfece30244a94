import { describe, expect, it } from "vitest";
import { EMPTY_QUALIFICATION } from "#common/contacts/qualification.ts";
import { scoreContact } from "./score.ts";

describe("scoreContact", () => {
  it("gives every point a reason: a broker with 25 agents who wants it now and gave a phone is hot", () => {
    const score = scoreContact({
      role: "Broker",
      qualification: { ...EMPTY_QUALIFICATION, teamSize: 25, timeline: "now", tools: ["Follow Up Boss"] },
      phone: "(713) 555-0142",
      email: "",
    });
    expect(score.reasons).toEqual([
      { text: "Broker", points: 20 },
      { text: "Team of 25", points: 25 },
      { text: "Wants it within a month", points: 25 },
      { text: "Uses Follow Up Boss", points: 5 },
      { text: "Gave a phone number", points: 10 },
    ]);
    expect(score.score).toBe(85);
    expect(score.band).toBe("hot");
  });

  it("is warm for an agent with a timeline and contact details, cold with nothing known", () => {
    expect(scoreContact({ role: "Real Estate Agent", qualification: { ...EMPTY_QUALIFICATION, timeline: "1_3_months" }, phone: "", email: "a@b.co" })).toMatchObject({ score: 25, band: "cold" });
    expect(scoreContact({ role: "Team Leader", qualification: { ...EMPTY_QUALIFICATION, teamSize: 6, problem: "Slow follow-up" }, phone: "", email: "a@b.co" })).toMatchObject({ score: 45, band: "warm" });
    expect(scoreContact({ role: null, qualification: EMPTY_QUALIFICATION, phone: "", email: "" })).toEqual({ score: 0, band: "cold", reasons: [] });
  });

  it("never goes over 100 and gives nothing for a later timeline or a team of one", () => {
    const full = scoreContact({
      role: "Broker",
      qualification: { teamSize: 80, marketAreas: ["Katy"], tools: ["kvCORE"], problem: "Leads go cold", timeline: "now" },
      phone: "7135550142",
      email: "b@c.co",
    });
    expect(full.score).toBe(100);
    const later = scoreContact({ role: "Other", qualification: { ...EMPTY_QUALIFICATION, teamSize: 1, timeline: "later" }, phone: "", email: "" });
    expect(later).toEqual({ score: 0, band: "cold", reasons: [] });
  });
});
