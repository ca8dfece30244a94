import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH, renderForText } from "./channel-text.ts";

const base = "https://www.example.com";

describe("renderForText", () => {
  it("turns markdown into plain text and the site's paths into full addresses", () => {
    const out = renderForText("**Yes!** See [our solutions](/solutions) or the `contact form` at /contact.", { baseUrl: base, language: "en", offerBooking: false });
    expect(out).toBe("Yes! See our solutions: https://www.example.com/solutions or the contact form at https://www.example.com/contact.");
  });

  it("cuts a long reply after a sentence, keeping its lines, and keeps the link it would lose", () => {
    const bullets = Array.from({ length: 12 }, (_, i) => `• Service ${i}: agents that answer every lead in seconds.`).join("\n");
    const out = renderForText(`Here is what we build:\n${bullets}\nBook here: https://cal.example.com/x`, { baseUrl: base, language: "en", offerBooking: false });
    expect(out.split("\n").at(-1)).toBe("https://cal.example.com/x");
    expect(out.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH + 30);
    expect(out).toMatch(/^Here is what we build:\n• Service 0: agents that answer every lead in seconds.\n• Service 1/);
  });

  it("adds the booking page in the texter's language when booking is offered", () => {
    expect(renderForText("¡Con gusto!", { baseUrl: base, language: "es", offerBooking: true })).toBe("¡Con gusto!\n\nElija un horario para su consulta gratuita: https://www.example.com/book");
  });
});

describe("renderForText with the numbered times", () => {
  const times = "Reply 1, 2 or 3 to book:\n1) Tue, Dec 8, 10:00 AM CST\n2) Tue, Dec 8, 10:30 AM CST\n3) Tue, Dec 8, 11:00 AM CST";
  it("keeps the whole list and the link within the limit, shortening the answer instead", () => {
    const long = Array.from({ length: 20 }, (_, i) => `Sentence ${i} about what we build for agents.`).join(" ");
    const out = renderForText(`Happy to set that up! Book here: https://cal.example.com/x\n${long}`, { baseUrl: base, language: "en", offerBooking: true, times });
    expect(out).toBe(`Happy to set that up!\n\n${times}\nPick a time for a free consultation: ${base}/book`);
    expect(out.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    const oneLong = renderForText(`${"Very ".repeat(120)}long.`, { baseUrl: base, language: "en", offerBooking: true, times });
    expect(oneLong.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(oneLong).toContain(times);
  });
});
