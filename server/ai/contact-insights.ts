import type { ContactInsight, InsightSeverity } from "#common/ai/contact-insight.ts";
import { REPLY_WITHIN_HOURS } from "#common/content/offerings.ts";
import { percent, plural } from "./text.ts";

// Findings about the leads, computed from plain rows: weekly volume and trend, who is waiting past the
// promised reply time, how fast replies come, interest / role / source mix, delivery failures and how
// often a chat turns into a lead. Each is one sentence with its numbers; an LLM may rephrase them later.

export type InsightLead = {
  createdAt: Date | string;
  role: string | null;
  interests: readonly string[];
  source: string;
  status: string;
  firstContactAt: Date | string | null;
};
export type InsightDelivery = { kind: string; status: string; lastError: string | null };
export type ContactInsightInput = {
  leads: readonly InsightLead[];
  deliveries: readonly InsightDelivery[];
  chat: { conversations: number; withLead: number };
  now: Date;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROLE_PLURALS: Record<string, string> = { "Real Estate Agent": "Real Estate Agents", Broker: "Brokers", "Team Leader": "Team Leaders", "Property Manager": "Property Managers" };
const SOURCE_LABELS: Record<string, string> = { form: "contact form", chat: "chat assistant", newsletter: "newsletter" };
const DELIVERY_LABELS: Record<string, string> = { email: "staff e-mail", webhook: "contact-form webhook", hubspot: "HubSpot", newsletter_webhook: "newsletter webhook", workflow_webhook: "workflow webhook" };

const time = (value: Date | string) => new Date(value).getTime();
const label = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key]! : key);

function duration(ms: number): string {
  const hours = ms / HOUR_MS;
  if (hours < 1) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (hours < 48) return `${Number(hours.toFixed(1))} hours`;
  return `${Math.floor(hours / 24)} days`;
}

function counted(keys: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** "Top role: Brokers, 6 of 12 leads (50%); then Real Estate Agents 4 (33%) and Property Managers 2 (17%)." */
function mixFinding(what: string, entries: [string, number][], total: number): string {
  const [first, ...rest] = entries.slice(0, 3);
  const then = rest.map(([name, n]) => `${name} ${n} (${percent(n, total)}%)`);
  return `Top ${what}: ${first![0]}, ${first![1]} of ${plural(total, "lead")} (${percent(first![1], total)}%)${then.length > 0 ? `; then ${then.join(" and ")}` : ""}.`;
}

function volume(leads: readonly InsightLead[], now: number): ContactInsight {
  const ages = leads.map((l) => now - time(l.createdAt));
  const thisWeek = ages.filter((age) => age >= 0 && age < 7 * DAY_MS).length;
  const lastWeek = ages.filter((age) => age >= 7 * DAY_MS && age < 14 * DAY_MS).length;
  const change = lastWeek > 0 ? percent(thisWeek - lastWeek, lastWeek) : 0;
  const trend =
    lastWeek === 0
      ? thisWeek === 0 ? "and none the week before" : "up from none the week before"
      : change === 0 ? `the same as the week before (${lastWeek})` : `${change > 0 ? "up" : "down"} ${Math.abs(change)}% from ${lastWeek} the week before`;
  const severity: InsightSeverity = (thisWeek === 0 && lastWeek > 0) || change <= -50 ? "warning" : "info";
  return {
    key: "volume",
    title: "Lead volume",
    finding: `${thisWeek === 0 ? "No" : thisWeek} new ${thisWeek === 1 ? "lead" : "leads"} in the last 7 days, ${trend}.`,
    metric: `${thisWeek} this week${lastWeek > 0 ? ` (${change > 0 ? "+" : ""}${change}%)` : ""}`,
    severity,
  };
}

function waiting(leads: readonly InsightLead[], now: number): ContactInsight {
  const ages = leads.filter((l) => l.status === "new" && l.firstContactAt === null).map((l) => now - time(l.createdAt)).filter((age) => age > REPLY_WITHIN_HOURS * HOUR_MS);
  const oldest = Math.max(0, ...ages);
  return {
    key: "waiting",
    title: `Waiting over ${REPLY_WITHIN_HOURS} hours`,
    finding:
      ages.length === 0
        ? `No lead is waiting beyond the promised ${REPLY_WITHIN_HOURS} hours for a first reply.`
        : `${plural(ages.length, "lead has", "leads have")} waited more than ${REPLY_WITHIN_HOURS} hours for a first reply; the oldest for ${duration(oldest)}.`,
    metric: `${ages.length} waiting`,
    severity: ages.length === 0 ? "info" : ages.length >= 3 || oldest >= 72 * HOUR_MS ? "critical" : "warning",
  };
}

function replyTime(leads: readonly InsightLead[]): ContactInsight | null {
  const delays = leads.filter((l) => l.firstContactAt !== null).map((l) => time(l.firstContactAt!) - time(l.createdAt)).filter((d) => d >= 0).sort((a, b) => a - b);
  if (delays.length === 0) return null;
  const mid = Math.floor(delays.length / 2);
  const median = delays.length % 2 === 1 ? delays[mid]! : (delays[mid - 1]! + delays[mid]!) / 2;
  const inTime = delays.filter((d) => d <= REPLY_WITHIN_HOURS * HOUR_MS).length;
  return {
    key: "reply-time",
    title: "Time to first reply",
    finding: `Median first reply after ${duration(median)} across ${plural(delays.length, "answered lead")}; ${inTime} of ${delays.length} (${percent(inTime, delays.length)}%) within ${REPLY_WITHIN_HOURS} hours.`,
    metric: `${duration(median)} median`,
    severity: median > REPLY_WITHIN_HOURS * HOUR_MS ? "warning" : "info",
  };
}

function deliveries(rows: readonly InsightDelivery[]): ContactInsight {
  const failed = rows.filter((d) => d.status === "failed");
  const pending = rows.filter((d) => d.status === "pending").length;
  const byKind = counted(failed.map((d) => d.kind));
  const example = byKind.length > 0 ? failed.find((d) => d.kind === byKind[0]![0] && d.lastError)?.lastError : undefined;
  const finding =
    rows.length === 0
      ? "No deliveries to e-mail, webhooks or the CRM yet."
      : failed.length === 0
        ? `None of the ${rows.length} deliveries failed${pending > 0 ? ` (${pending} pending)` : ""}.`
        : `${failed.length} of ${rows.length} deliveries failed (${byKind.map(([kind, n]) => `${label(DELIVERY_LABELS, kind)} ${n}`).join(", ")})${example ? `; error: “${example}”` : ""}.`;
  return {
    key: "deliveries",
    title: "Delivery failures",
    finding,
    metric: `${failed.length} failed`,
    severity: failed.length === 0 ? "info" : failed.length >= 5 || failed.length / rows.length >= 0.2 ? "critical" : "warning",
  };
}

function chatConversion(chat: ContactInsightInput["chat"]): ContactInsight {
  const rate = percent(chat.withLead, chat.conversations);
  return {
    key: "chat-conversion",
    title: "Chat-to-lead conversion",
    finding: chat.conversations === 0 ? "No chat conversations yet." : `${chat.withLead} of ${plural(chat.conversations, "chat conversation")} (${rate}%) became leads.`,
    metric: `${rate}%`,
    severity: chat.conversations >= 20 && chat.withLead / chat.conversations < 0.02 ? "warning" : "info",
  };
}

export function computeContactInsights(input: ContactInsightInput): ContactInsight[] {
  const now = input.now.getTime();
  const { leads } = input;
  const insights: (ContactInsight | null)[] = [volume(leads, now), waiting(leads, now), replyTime(leads)];
  if (leads.length > 0) {
    const interests = counted(leads.flatMap((l) => [...new Set(l.interests)]));
    insights.push({
      key: "interests",
      title: "Interest mix",
      finding: interests.length > 0 ? mixFinding("interest", interests, leads.length) : `None of the ${plural(leads.length, "lead")} chose an automation interest.`,
      metric: interests.length > 0 ? `${interests[0]![0]} ${percent(interests[0]![1], leads.length)}%` : "none",
      severity: "info",
    });
    const roles = counted(leads.map((l) => (l.role ? label(ROLE_PLURALS, l.role) : "Role not given")));
    insights.push({ key: "roles", title: "Role mix", finding: mixFinding("role", roles, leads.length), metric: `${roles[0]![0]} ${percent(roles[0]![1], leads.length)}%`, severity: "info" });
    const sources = counted(leads.map((l) => label(SOURCE_LABELS, l.source)));
    insights.push({ key: "sources", title: "Lead sources", finding: mixFinding("source", sources, leads.length), metric: `${sources[0]![0]} ${percent(sources[0]![1], leads.length)}%`, severity: "info" });
  }
  insights.push(deliveries(input.deliveries), chatConversion(input.chat));
  return insights.filter((i): i is ContactInsight => i !== null);
}
