import { WORKFLOW_PRIORITIES, WORKFLOW_SUGGESTIONS_SHOWN, type WorkflowPriority, type WorkflowSuggestionDraft } from "#common/ai/workflow-suggestion.ts";
import { automationInterests, REPLY_WITHIN_HOURS } from "#common/content/offerings.ts";
import { HOUSTON_CALENDAR } from "./houston-calendar.ts";
import { houstonDay, seasonPhase } from "./season-window.ts";
import { countPhrases, matchText, percent, plural } from "./text.ts";
import {
  BASELINE_TEMPLATES,
  INTENT_GROUPS,
  INTEREST_TEMPLATES,
  LEAD_ESCALATION,
  NEWSLETTER_WELCOME,
  TEAM_ROUTING,
  TENANT_REQUESTS,
  type WorkflowTemplate,
} from "./workflow-rules.ts";

/*
 * Workflow suggestions derived from the agency's data, each with the figures that led to it:
 * - a workflow failing 10%+ of at least 5 runs → fix it (critical from 25%);
 * - leads still 'new' after the promised 24 hours → escalation (critical from 3 leads or 25% of leads);
 * - an interest chosen by 2+ recent leads that no active workflow covers → the matching automation
 *   (high from 3 leads that are 25%+ of leads or include 2+ brokers/team leaders);
 * - a group of chat questions with 5+ asks and 15%+ of business questions, not covered → its follow-up
 *   (high from 30%);
 * - team roles (brokers and team leaders) 30%+ of 3+ leads → routing; 2+ property managers → tenant
 *   requests (high in or just before hurricane season); 3+ newsletter leads → welcome sequence;
 * - a paused workflow that has run before → review it.
 * Below 3 suggestions, proven starting points are added with low confidence.
 * Confidence = 40 + 35 x signal strength (0-1) + 22 x (1 - e^(-sample/8)), at most 97.
 */

export type WorkflowLeadFacts = { role: string | null; interests: readonly string[]; source: string; createdAt: Date | string; status: string };
export type WorkflowFacts = { name: string; active: boolean; executionCount: number; successCount: number; tags: readonly string[] };
export type WorkflowSuggestionInput = {
  leads: readonly WorkflowLeadFacts[];
  chatIntents: readonly { intent: string; count: number }[];
  workflows: readonly WorkflowFacts[];
  now: Date;
};

export const RECENT_LEAD_DAYS = 90;
const DAY_MS = 86_400_000;
const TEAM_ROLES = new Set(["Broker", "Team Leader"]);
const SMALL_TALK_INTENTS = new Set(["greeting", "thanks", "goodbye", "off_topic", "injection", "lead_details", "unknown", "error"]);

export function confidence(sample: number, strength: number): number {
  const s = Math.max(0, Math.min(1, strength));
  return Math.min(97, Math.round(40 + 35 * s + 22 * (1 - Math.exp(-Math.max(0, sample) / 8))));
}

type Found = Omit<WorkflowSuggestionDraft, "status" | "title" | "description" | "difficulty" | "category"> & { template: WorkflowTemplate };

function roleBreakdown(leads: readonly WorkflowLeadFacts[]): string {
  const counts = new Map<string, number>();
  for (const lead of leads) counts.set(lead.role ?? "role not given", (counts.get(lead.role ?? "role not given") ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([role, n]) => (n === 1 || role === "role not given" ? `${n} ${role}` : `${n} ${role}s`))
    .join(", ");
}

export function suggestWorkflows(input: WorkflowSuggestionInput, max = WORKFLOW_SUGGESTIONS_SHOWN): WorkflowSuggestionDraft[] {
  const now = input.now.getTime();
  const recent = input.leads.filter((l) => {
    const age = now - new Date(l.createdAt).getTime();
    return age >= 0 && age <= RECENT_LEAD_DAYS * DAY_MS;
  });
  const workflows = input.workflows.map((w) => ({ ...w, text: matchText(`${w.name} ${w.tags.join(" ")}`) }));
  const coveredBy = (t: WorkflowTemplate) => workflows.find((w) => w.active && countPhrases(w.text, t.covers) > 0);
  const pausedMatch = (t: WorkflowTemplate) => workflows.find((w) => !w.active && countPhrases(w.text, t.covers) > 0);
  const pausedNote = (t: WorkflowTemplate) => {
    const paused = pausedMatch(t);
    return paused ? ` The inactive workflow "${paused.name}" could be reactivated for this.` : "";
  };
  const found: Found[] = [];

  // Failing workflows.
  const failing = workflows
    .map((w) => ({ w, failures: Math.max(0, w.executionCount - w.successCount) }))
    .filter(({ w, failures }) => w.executionCount >= 5 && failures / w.executionCount >= 0.1)
    .sort((a, b) => b.failures - a.failures || a.w.name.localeCompare(b.w.name))
    .slice(0, 2);
  for (const { w, failures } of failing) {
    const rate = failures / w.executionCount;
    found.push({
      key: `fix:${w.name}`,
      template: {
        title: `Fix the failing "${w.name}" workflow`,
        description: `Add an error alert and automatic retries to "${w.name}", check its credentials and inputs, then replay the failed runs.`,
        difficulty: "Medium",
        category: "Reliability",
        covers: [],
      },
      priority: rate >= 0.25 ? "critical" : "high",
      aiConfidence: confidence(w.executionCount, rate * 2),
      estimatedImpact: `Recovers up to ${plural(failures, "failed run")} (${percent(failures, w.executionCount)}% of ${w.executionCount})`,
      rationale: `${failures} of ${w.executionCount} executions of "${w.name}" failed (${percent(failures, w.executionCount)}%); the workflow is ${w.active ? "active" : "inactive"}.`,
    });
  }

  // Leads past the promised reply time.
  const waiting = recent.filter((l) => l.status === "new" && now - new Date(l.createdAt).getTime() > REPLY_WITHIN_HOURS * 3_600_000);
  if (waiting.length > 0) {
    const share = waiting.length / recent.length;
    found.push({
      key: "leads:escalation",
      template: LEAD_ESCALATION,
      priority: waiting.length >= 3 || share >= 0.25 ? "critical" : "high",
      aiConfidence: confidence(recent.length, 0.5 + share),
      estimatedImpact: `${waiting.length} of ${recent.length} recent leads answered within ${REPLY_WITHIN_HOURS} hours instead of waiting`,
      rationale: `${waiting.length} of ${recent.length} leads from the last ${RECENT_LEAD_DAYS} days are still 'new' more than ${REPLY_WITHIN_HOURS} hours after they arrived (${percent(waiting.length, recent.length)}%).${coveredBy(LEAD_ESCALATION) ? ` "${coveredBy(LEAD_ESCALATION)!.name}" exists but is not catching them.` : ""}`,
    });
  }

  // Interests without an automation.
  for (const interest of automationInterests) {
    const template = INTEREST_TEMPLATES[interest];
    const leads = recent.filter((l) => l.interests.some((i) => i.toLowerCase() === interest.toLowerCase()));
    if (leads.length < 2 || coveredBy(template)) continue;
    const share = leads.length / recent.length;
    const team = leads.filter((l) => l.role !== null && TEAM_ROLES.has(l.role)).length;
    found.push({
      key: `interest:${interest.toLowerCase().replaceAll(" ", "-")}`,
      template,
      priority: leads.length >= 3 && (share >= 0.25 || team >= 2) ? "high" : "medium",
      aiConfidence: confidence(leads.length, share + (team >= 2 ? 0.2 : 0)),
      estimatedImpact: `Serves ${leads.length} of ${recent.length} recent leads (${percent(leads.length, recent.length)}%)${team > 0 ? `, ${team} of them brokers or team leaders` : ""}`,
      rationale: `${leads.length} of ${recent.length} leads in the last ${RECENT_LEAD_DAYS} days chose ${interest} (${roleBreakdown(leads)}); no active workflow covers it.${pausedNote(template)}`,
    });
  }

  // What the chat is asked.
  const business = input.chatIntents.filter((i) => !SMALL_TALK_INTENTS.has(i.intent) && i.count > 0);
  const chatTotal = business.reduce((n, i) => n + i.count, 0);
  for (const group of INTENT_GROUPS) {
    const count = business.filter((i) => group.intents.includes(i.intent)).reduce((n, i) => n + i.count, 0);
    const share = chatTotal > 0 ? count / chatTotal : 0;
    if (count < 5 || share < 0.15 || coveredBy(group.template)) continue;
    found.push({
      key: `chat:${group.key}`,
      template: group.template,
      priority: share >= 0.3 ? "high" : "medium",
      aiConfidence: confidence(count, share * 1.5),
      estimatedImpact: `Follows up on ${percent(count, chatTotal)}% of business chat questions (${count})`,
      rationale: `${count} of ${chatTotal} business chat questions (${percent(count, chatTotal)}%) were about ${group.label}; no active workflow follows up on them.${pausedNote(group.template)}`,
    });
  }

  // Roles and sources.
  const team = recent.filter((l) => l.role !== null && TEAM_ROLES.has(l.role));
  if (recent.length >= 3 && team.length / recent.length >= 0.3 && !coveredBy(TEAM_ROUTING)) {
    found.push({
      key: "roles:team-routing",
      template: TEAM_ROUTING,
      priority: "medium",
      aiConfidence: confidence(team.length, team.length / recent.length),
      estimatedImpact: `Every lead of ${plural(team.length, "team-run business", "team-run businesses")} gets an owner and a follow-up timer`,
      rationale: `${team.length} of ${recent.length} recent leads (${percent(team.length, recent.length)}%) are brokers or team leaders (${roleBreakdown(team)}), who share leads across agents.`,
    });
  }
  const managers = recent.filter((l) => l.role === "Property Manager");
  if (managers.length >= 2 && !coveredBy(TENANT_REQUESTS)) {
    const hurricane = HOUSTON_CALENDAR.find((s) => s.key === "hurricane-season")!;
    const phase = seasonPhase(hurricane.windows, houstonDay(input.now));
    const storm = phase.phase === "peak" || phase.phase === "active" || (phase.phase === "upcoming" && phase.daysUntil <= hurricane.leadDays);
    found.push({
      key: "roles:tenant-requests",
      template: TENANT_REQUESTS,
      priority: storm || managers.length / recent.length >= 0.3 ? "high" : "medium",
      aiConfidence: confidence(managers.length, managers.length / recent.length + (storm ? 0.2 : 0)),
      estimatedImpact: `Fewer calls and faster repairs for ${plural(managers.length, "property manager")}${storm ? ", with storm alerts ready for hurricane season" : ""}`,
      rationale: `${managers.length} of ${recent.length} recent leads are property managers${storm ? "; hurricane season (Jun 1 - Nov 30) is open or about to open" : ""}.`,
    });
  }
  const newsletter = recent.filter((l) => l.source === "newsletter");
  if (newsletter.length >= 3 && !coveredBy(NEWSLETTER_WELCOME) && !found.some((f) => f.key === "interest:email-marketing")) {
    found.push({
      key: "sources:newsletter-welcome",
      template: NEWSLETTER_WELCOME,
      priority: "medium",
      aiConfidence: confidence(newsletter.length, newsletter.length / recent.length),
      estimatedImpact: `Starts a conversation with ${plural(newsletter.length, "new subscriber")}`,
      rationale: `${newsletter.length} of ${recent.length} recent leads came from the newsletter sign-up, and no active workflow welcomes them.`,
    });
  }

  // A paused workflow with a history.
  const paused = workflows.filter((w) => !w.active && w.executionCount > 0 && !found.some((f) => f.key === `fix:${w.name}`)).sort((a, b) => b.executionCount - a.executionCount)[0];
  if (paused) {
    found.push({
      key: `review:${paused.name}`,
      template: { title: `Review the paused "${paused.name}" workflow`, description: `"${paused.name}" ran before and is now inactive: reactivate it if the need remains, or archive it to keep the instance tidy.`, difficulty: "Easy", category: "Reliability", covers: [] },
      priority: "low",
      aiConfidence: confidence(paused.executionCount, 0.3),
      estimatedImpact: `Restores an automation that already ran ${plural(paused.executionCount, "time")}`,
      rationale: `"${paused.name}" is inactive after ${paused.executionCount} executions (${percent(paused.successCount, paused.executionCount)}% successful).`,
    });
  }

  // Not enough data yet.
  for (const base of BASELINE_TEMPLATES) {
    if (found.length >= 3) break;
    if (coveredBy(base) || found.some((f) => f.template.title === base.title)) continue;
    found.push({
      key: base.key,
      template: base,
      priority: "low",
      aiConfidence: confidence(0, 0),
      estimatedImpact: "A proven starting point for Houston real-estate teams",
      rationale: `Little data yet (${plural(recent.length, "lead")} in ${RECENT_LEAD_DAYS} days, ${plural(input.workflows.length, "workflow")}); no active workflow covers this.`,
    });
  }

  const rank = (p: WorkflowPriority) => WORKFLOW_PRIORITIES.indexOf(p);
  return found
    .map((f, order) => ({ f, order }))
    .sort((a, b) => rank(a.f.priority) - rank(b.f.priority) || b.f.aiConfidence - a.f.aiConfidence || a.order - b.order)
    .slice(0, Math.max(0, max))
    .map(({ f: { template, ...rest } }) => ({
      key: rest.key,
      title: template.title,
      description: template.description,
      priority: rest.priority,
      aiConfidence: rest.aiConfidence,
      estimatedImpact: rest.estimatedImpact,
      difficulty: template.difficulty,
      category: template.category,
      status: "suggested" as const,
      rationale: rest.rationale,
    }));
}
