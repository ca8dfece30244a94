import { describe, expect, it } from "vitest";
import { findUngrounded, type GroundingInput } from "./grounding.ts";
import { factsSection } from "./llm-prompt.ts";
import { sampleFacts } from "./sample-facts.ts";

const passage =
  "Hurricane Season Checklist /blog/hurricane-season-checklist /solutions#faq When the season starts: The Atlantic hurricane season starts on June 1 and runs through November 30. Most storms reach the Gulf in August and September.";
const sources = [passage, factsSection(sampleFacts), "when does hurricane season start? I'm Dana, dana@example.com, 281-555-0142"];
const names = [sampleFacts.siteName, "Custom AI Agents & Lead Capture", "Growth", "Voice AI", "Follow Up Boss", "HubSpot"];

const check = (reply: string, over: Partial<GroundingInput> = {}) => findUngrounded({ reply, language: "en", sources, names, ...over });
const kinds = (reply: string, over: Partial<GroundingInput> = {}) => check(reply, over).map((p) => p.kind);

describe("a model reply grounded in the passages, the facts and the visitor's words", () => {
  it.each([
    "Hurricane season starts on June 1 and runs through November 30. Our checklist: /blog/hurricane-season-checklist",
    `Call us at ${sampleFacts.phone} or e-mail ${sampleFacts.email}. Book here: ${sampleFacts.bookingUrl}`,
    "Call us at 713-555-0100, or 555-0100 from Houston.",
    "Our team is in Monday - Friday, 8:00 AM to 6 PM CST; this assistant answers 24/7.",
    "Our team is in Monday - Friday, 8:00 to 18:00.",
    "Voice AI is $197/month. Email Commander is $1,500 setup + $197/month.",
    "Setup for Communication tools runs $200-$350.",
    "Clients report a 300% lead capture increase and 20+ hours saved per week.",
    "Thanks Dana! The team will reach you at dana@example.com or 281-555-0142 within 24 hours.",
    "Use the contact form at /contact, or read the FAQ at /solutions.",
    "1. Book the consultation.\n2. Tell us about your team.",
    "Happy to help!",
  ])("passes %s", (reply) => {
    expect(check(reply)).toEqual([]);
  });

  it("passes a reply in the conversation's language that quotes English names and links", () => {
    expect(check("¡Claro! Custom AI Agents & Lead Capture y Voice AI ($197/month) funcionan con Follow Up Boss y HubSpot. Agenda aquí: /contact", { language: "es" })).toEqual([]);
    expect(check("Mùa bão bắt đầu từ ngày 1 tháng 6 và kéo dài đến ngày 30 tháng 11.", { language: "vi" })).toEqual([]);
    expect(check("飓风季从6月1日开始，到11月30日结束。详情：/blog/hurricane-season-checklist。", { language: "zh" })).toEqual([]);
    expect(check("Đội ngũ làm việc Thứ 2 - Thứ 6, 8:00 - 18:00.", { language: "vi" })).toEqual([]);
  });
});

describe("what a model reply may not state", () => {
  it.each([
    ["phone", "Call our direct line at (713) 555-0199."],
    ["phone", "WhatsApp us on +1 832 555 0123."],
    ["email", "Write to sales@bayoucity.ai for a quote."],
    ["figure", "Our clients see a 73% increase in closed deals."],
    ["figure", "Hurricane season starts on May 17."],
    ["figure", "We reply by 9:30 AM."],
    ["price", "Voice AI is $99/month."],
    ["price", "It costs about 450 dollars."],
    ["link", "Read more at https://bayou-ai-deals.example.com/offer"],
    ["link", "See bayoucity.ai/pricing for details."],
    ["link", "Our price list is at /pricing-secret."],
    ["link", "More in our post /blog/hurricane-insurance-guide."],
  ])("rejects an invented %s: %s", (kind, reply) => {
    expect(kinds(reply)).toContain(kind);
  });

  it("allows a translation's numbers for months, weekdays and the 24-hour clock only when the source has them", () => {
    const only = { sources: [`${passage} Team hours: Monday - Friday, 8 AM - 6 PM.`] };
    expect(check("The season runs from 6/1 to 11/30; the team works 8:00 to 18:00, days 2 to 6.", only)).toEqual([]);
    expect(check("The season starts in month 7.", only)).toEqual([{ kind: "figure", value: "7" }]);
    expect(check("The team works until 21:00.", only)).toEqual([{ kind: "figure", value: "21" }]);
  });

  it("rejects a reply in another language than the conversation's", () => {
    expect(kinds("¡Claro! Ofrecemos agentes de IA para equipos inmobiliarios de Houston y podemos ayudarte hoy.")).toEqual(["language"]);
    expect(kinds("We build AI agents for real estate teams in Houston, and we can help you today.", { language: "es" })).toEqual(["language"]);
    expect(kinds("我们为休斯顿的房地产团队打造人工智能助手。")).toEqual(["language"]);
  });

  it("names what is wrong, each once per occurrence", () => {
    expect(check("Call (713) 555-0199 or see /pricing: 73% of clients agree.")).toEqual([
      { kind: "link", value: "/pricing" },
      { kind: "phone", value: "7135550199" },
      { kind: "figure", value: "73" },
    ]);
  });

  it("reads figures the way they are written in each language", () => {
    expect(check("El Voice AI cuesta 197 dólares al mes.", { language: "es" })).toEqual([]);
    expect(kinds("El Voice AI cuesta 1.970 dólares al mes.", { language: "es" })).toEqual(["price"]);
    expect(check("Email Commander: US$1.500 de instalación.", { language: "es", names: [...names, "Email Commander"] })).toEqual([]);
  });
});
