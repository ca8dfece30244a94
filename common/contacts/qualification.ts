import { z } from "../lib/zod.ts";
import { QUALIFICATION_ROLES, ROLE_CHOICES, ROLE_LABELS } from "./contact-roles.ts";
import { PREFERRED_CHANNELS } from "./preferred-channels.ts";
import { recordId } from "../lib/record-id.ts";

// What a lead told us about their business (issue 37, item 6): learned in the chat or typed by staff, kept on the
// contact. The role and preferred channel are the contact's own columns (one notion of each); the rest is one jsonb.

export const TIMELINES = ["now", "1_3_months", "3_6_months", "later", "unknown"] as const;
export type Timeline = (typeof TIMELINES)[number];
export const TIMELINE_LABELS: Record<Timeline, string> = {
  now: "Now (within a month)",
  "1_3_months": "In 1–3 months",
  "3_6_months": "In 3–6 months",
  later: "Later",
  unknown: "Not sure yet",
};

/** The fields the chat may learn; a field the chat set may be corrected by the chat, one staff set never is. */
export const QUALIFICATION_FIELDS = ["role", "teamSize", "marketAreas", "tools", "problem", "timeline", "preferredChannel"] as const;
export type QualificationField = (typeof QUALIFICATION_FIELDS)[number];
export const QUALIFICATION_FIELD_LABELS: Record<QualificationField, string> = {
  role: "Role",
  teamSize: "Team size",
  marketAreas: "Market areas",
  tools: "Current CRM / tools",
  problem: "Main problem",
  timeline: "Timeline",
  preferredChannel: "Preferred channel",
};

export const MAX_LIST_ITEMS = 20;
const listItem = z.string().trim().min(1).max(80, { message: "Each entry is at most 80 characters" });
const list = (what: string) =>
  z
    .array(listItem, { message: `${what} must be a list` })
    .max(MAX_LIST_ITEMS, { message: `At most ${MAX_LIST_ITEMS} ${what.toLowerCase()}` })
    .default([])
    .transform((items) => [...new Map(items.map((i) => [i.toLowerCase(), i])).values()]);
const teamSize = z
  .number({ message: "Team size is a whole number" })
  .int({ message: "Team size is a whole number" })
  .min(1, { message: "Team size is at least 1" })
  .max(10_000, { message: "Team size is at most 10,000" });

/** The jsonb column `contacts.qualification` (everything but role and preferred channel). */
export const storedQualificationSchema = z.object({
  teamSize: teamSize.nullable().default(null),
  marketAreas: z.array(z.string()).default([]),
  tools: z.array(z.string()).default([]),
  problem: z.string().default(""),
  timeline: z.enum(TIMELINES).nullable().default(null),
  /** The fields whose current value the chat assistant learned (the rest were typed by staff or the form). */
  fromChat: z.array(z.enum(QUALIFICATION_FIELDS)).default([]),
});
export type StoredQualification = z.output<typeof storedQualificationSchema>;
export const EMPTY_QUALIFICATION: StoredQualification = { teamSize: null, marketAreas: [], tools: [], problem: "", timeline: null, fromChat: [] };

const choiceOrNone = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { message }), z.literal(""), z.null()], { message })
    .optional()
    .transform((v) => (v ? v : null));

/** PUT /api/admin/contacts/:id/qualification: staff's edit of every qualification field at once. */
export const qualificationEditSchema = z.object({
  role: choiceOrNone(ROLE_CHOICES, "Please choose one of the listed roles"),
  teamSize: z
    .union([teamSize, z.null()], { message: "Team size is a whole number" })
    .optional()
    .transform((v) => v ?? null),
  marketAreas: list("Market areas"),
  tools: list("Tools"),
  problem: z.string({ message: "Please enter text" }).trim().max(1000, { message: "Please keep this under 1000 characters" }).default(""),
  timeline: choiceOrNone(TIMELINES, "Please choose one of the listed timelines"),
  preferredChannel: choiceOrNone(PREFERRED_CHANNELS, "Please choose one of the listed channels"),
});
export type QualificationEditInput = z.input<typeof qualificationEditSchema>;
export type QualificationEdit = z.output<typeof qualificationEditSchema>;

export const SCORE_BANDS = ["hot", "warm", "cold"] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
export const SCORE_BAND_LABELS: Record<ScoreBand, string> = { hot: "Hot", warm: "Warm", cold: "Cold" };
/** The lowest score of each band. */
export const SCORE_BAND_FLOORS: Record<ScoreBand, number> = { hot: 60, warm: 30, cold: 0 };
export const bandOf = (score: number): ScoreBand => (score >= SCORE_BAND_FLOORS.hot ? "hot" : score >= SCORE_BAND_FLOORS.warm ? "warm" : "cold");

export const scoreReasonSchema = z.object({ text: z.string(), points: z.number() });
export type ScoreReason = z.infer<typeof scoreReasonSchema>;

/** What the CRM card, the board and the live desk show. */
export const qualificationViewSchema = z.object({
  teamSize: z.number().nullable(),
  marketAreas: z.array(z.string()),
  tools: z.array(z.string()),
  problem: z.string(),
  timeline: z.enum(TIMELINES).nullable(),
  fromChat: z.array(z.enum(QUALIFICATION_FIELDS)),
  score: z.number(),
  band: z.enum(SCORE_BANDS),
  reasons: z.array(scoreReasonSchema),
});
export type QualificationView = z.infer<typeof qualificationViewSchema>;

// Routing rules (staff set them in the CRM's settings): the first rule a new or newly qualified unowned contact
// matches names its owner.

export const MAX_ROUTING_RULES = 50;
export const routingRuleSchema = z
  .object({
    name: z.string({ message: "Please name the rule" }).trim().min(1, { message: "Please name the rule" }).max(100, { message: "Please keep the name under 100 characters" }),
    role: choiceOrNone(QUALIFICATION_ROLES, "Please choose one of the listed roles"),
    minTeamSize: z
      .union([z.number({ message: "Team size is a whole number" }).int({ message: "Team size is a whole number" }).min(1, { message: "Team size is at least 1" }).max(10_000, { message: "Team size is at most 10,000" }), z.null()], {
        message: "Team size is a whole number",
      })
      .optional()
      .transform((v) => v ?? null),
    marketArea: z.string({ message: "Please enter text" }).trim().max(80, { message: "Please keep this under 80 characters" }).default(""),
    timeline: choiceOrNone(TIMELINES, "Please choose one of the listed timelines"),
    ownerId: recordId("Please choose the staff member who gets these leads"),
  })
  .superRefine((rule, ctx) => {
    if (!rule.role && rule.minTeamSize === null && !rule.marketArea && !rule.timeline) {
      ctx.addIssue({ code: "custom", path: ["role"], message: "A rule needs at least one condition: a role, a team size, a market area or a timeline" });
    }
  });
export type RoutingRuleInput = z.input<typeof routingRuleSchema>;
export type RoutingRule = z.output<typeof routingRuleSchema>;

/** PUT /api/admin/contacts/routing-rules: the whole ordered list at once (the first match wins). */
export const routingRulesSchema = z.object({
  rules: z.array(routingRuleSchema, { message: "Rules must be a list" }).max(MAX_ROUTING_RULES, { message: `At most ${MAX_ROUTING_RULES} rules` }),
});
export type RoutingRulesInput = z.input<typeof routingRulesSchema>;

export const routingRuleViewSchema = z.object({
  name: z.string(),
  role: z.enum(QUALIFICATION_ROLES).nullable(),
  minTeamSize: z.number().nullable(),
  marketArea: z.string(),
  timeline: z.enum(TIMELINES).nullable(),
  ownerId: z.number(),
  ownerName: z.string(),
});
export type RoutingRuleView = z.infer<typeof routingRuleViewSchema>;

/** "Broker · team ≥ 20 · Katy → Dana": a rule as one line. */
export function describeRule(rule: Pick<RoutingRule, "role" | "minTeamSize" | "marketArea" | "timeline">): string {
  const parts = [
    rule.role ? ROLE_LABELS[rule.role] : null,
    rule.minTeamSize !== null ? `team of ${rule.minTeamSize} or more` : null,
    rule.marketArea ? `market area contains “${rule.marketArea}”` : null,
    rule.timeline ? `timeline ${TIMELINE_LABELS[rule.timeline].toLowerCase()}` : null,
  ];
  return parts.filter(Boolean).join(" and ");
}
