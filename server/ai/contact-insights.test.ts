import { describe, expect, it } from "vitest";
import { computeContactInsights, type InsightDelivery, type InsightLead } from "./contact-insights.ts";

const now = new Date("2026-03-10T15:00:00Z");
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

function lead(ageHours: number, role: string | null, interests: string[], source: string, status: string, replyAfterHours: number | null): InsightLead {
  const createdAt = at(ageHours);
  return { createdAt: createdAt.toISOString(), role, interests, source, status, firstContactAt: replyAfterHours === null ? null : new Date(createdAt.getTime() + replyAfterHours * HOUR) };
}

const leads: InsightLead[] = [
  // This week (6)
  lead(3, "Broker", ["CRM Integration"], "form", "new", null),
  lead(48, "Broker", ["CRM Integration", "Lead Generation"], "chat", "new", null),
  lead(96, "Real Estate Agent", ["Lead Generation"], "form", "new", null),
  lead(100, "Broker", ["CRM Integration"], "form", "contacted", 1),
  lead(120, "Property Manager", ["Email Marketing"], "chat", "contacted", 2),
  lead(150, "Real Estate Agent", [], "form", "qualified", 3),
  // The week before (4)
  lead(180, "Broker", ["CRM Integration"], "form", "contacted", 5),
  lead(200, "Real Estate Agent", ["Lead Generation"], "newsletter", "won", 30),
  lead(250, "Property Manager", ["Email Marketing"], "chat", "contacted", null),
  lead(300, null, ["Lead Generation"], "form", "lost", null),
  // Older (2)
  lead(480, "Broker", ["CRM Integration"], "form", "contacted", null),
  lead(960, "Real Estate Agent", ["Social Media"], "form", "contacted", null),
];

const deliveries: InsightDelivery[] = [
  ...Array.from({ length: 6 }, () => ({ kind: "email", status: "delivered", lastError: null })),
  { kind: "hubspot", status: "failed", lastError: "HubSpot rejected the API key" },
  { kind: "hubspot", status: "failed", lastError: "HubSpot rejected the API key" },
  { kind: "email", status: "failed", lastError: "SMTP server unreachable at smtp.example.com:587" },
  { kind: "webhook", status: "pending", lastError: null },
];

describe("computeContactInsights", () => {
  it("computes every finding with exact numbers", () => {
    expect(computeContactInsights({ leads, deliveries, chat: { conversations: 50, withLead: 4 }, now })).toEqual([
      { key: "volume", title: "Lead volume", finding: "6 new leads in the last 7 days, up 50% from 4 the week before.", metric: "6 this week (+50%)", severity: "info" },
      {
        key: "waiting",
        title: "Waiting over 24 hours",
        finding: "2 leads have waited more than 24 hours for a first reply; the oldest for 4 days.",
        metric: "2 waiting",
        severity: "critical",
      },
      {
        key: "reply-time",
        title: "Time to first reply",
        finding: "Median first reply after 3 hours across 5 answered leads; 4 of 5 (80%) within 24 hours.",
        metric: "3 hours median",
        severity: "info",
      },
      {
        key: "interests",
        title: "Interest mix",
        finding: "Top interest: CRM Integration, 5 of 12 leads (42%); then Lead Generation 4 (33%) and Email Marketing 2 (17%).",
        metric: "CRM Integration 42%",
        severity: "info",
      },
      {
        key: "roles",
        title: "Role mix",
        finding: "Top role: Brokers, 5 of 12 leads (42%); then Real Estate Agents 4 (33%) and Property Managers 2 (17%).",
        metric: "Brokers 42%",
        severity: "info",
      },
      {
        key: "sources",
        title: "Lead sources",
        finding: "Top source: contact form, 8 of 12 leads (67%); then chat assistant 3 (25%) and newsletter 1 (8%).",
        metric: "contact form 67%",
        severity: "info",
      },
      {
        key: "deliveries",
        title: "Delivery failures",
        finding: "3 of 10 deliveries failed (HubSpot 2, staff e-mail 1); error: “HubSpot rejected the API key”.",
        metric: "3 failed",
        severity: "critical",
      },
      { key: "chat-conversion", title: "Chat-to-lead conversion", finding: "4 of 50 chat conversations (8%) became leads.", metric: "8%", severity: "info" },
    ]);
  });

  it("says so plainly when there is no data", () => {
    const insights = computeContactInsights({ leads: [], deliveries: [], chat: { conversations: 0, withLead: 0 }, now });
    expect(insights.map((i) => [i.key, i.finding, i.metric, i.severity])).toEqual([
      ["volume", "No new leads in the last 7 days, and none the week before.", "0 this week", "info"],
      ["waiting", "No lead is waiting beyond the promised 24 hours for a first reply.", "0 waiting", "info"],
      ["deliveries", "No deliveries to e-mail, webhooks or the CRM yet.", "0 failed", "info"],
      ["chat-conversion", "No chat conversations yet.", "0%", "info"],
    ]);
  });

  it("warns on a drop in volume, a single late lead and a chat that never converts", () => {
    const few = [
      lead(30, "Team Leader", ["Workflow Automation"], "chat", "new", null),
      ...[170, 190, 210, 230].map((age) => lead(age, "Broker", ["CRM Integration"], "form", "contacted", 0.5)),
    ];
    const insights = computeContactInsights({ leads: few, deliveries: [{ kind: "hubspot", status: "delivered", lastError: null }, { kind: "email", status: "pending", lastError: null }], chat: { conversations: 40, withLead: 0 }, now });
    const byKey = Object.fromEntries(insights.map((i) => [i.key, i]));
    expect(byKey.volume).toMatchObject({ finding: "1 new lead in the last 7 days, down 75% from 4 the week before.", metric: "1 this week (-75%)", severity: "warning" });
    expect(byKey.waiting).toMatchObject({ finding: "1 lead has waited more than 24 hours for a first reply; the oldest for 30 hours.", severity: "warning" });
    expect(byKey["reply-time"]).toMatchObject({ finding: "Median first reply after 30 min across 4 answered leads; 4 of 4 (100%) within 24 hours.", metric: "30 min median" });
    expect(byKey.roles!.finding).toBe("Top role: Brokers, 4 of 5 leads (80%); then Team Leaders 1 (20%).");
    expect(byKey.deliveries).toMatchObject({ finding: "None of the 2 deliveries failed (1 pending).", severity: "info" });
    expect(byKey["chat-conversion"]).toMatchObject({ finding: "0 of 40 chat conversations (0%) became leads.", severity: "warning" });
  });
});
