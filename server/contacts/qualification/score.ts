import { roleKeyOf, ROLE_LABELS, type QualificationRole } from "#common/contacts/contact-roles.ts";
import { bandOf, type ScoreBand, type ScoreReason, type StoredQualification } from "#common/contacts/qualification.ts";

/** What the score reads of a contact: its role label, qualification, and whether it gave a phone and an e-mail. */
export interface ScoreInput {
  role: string | null;
  qualification: Pick<StoredQualification, "teamSize" | "marketAreas" | "tools" | "problem" | "timeline">;
  phone: string;
  email: string;
}

// A simple, transparent score (issue 37, item 6): every point has a reason staff can read ("why hot"). The weights
// favour who buys the most (brokerages, teams), who needs it soon, and who can be reached by phone.
const ROLE_POINTS: Record<QualificationRole, number> = { broker: 20, team_leader: 15, property_manager: 10, agent: 5, other: 0 };

function teamPoints(size: number): number {
  if (size >= 20) return 25;
  if (size >= 5) return 15;
  if (size >= 2) return 5;
  return 0;
}

const TIMELINE_REASONS = {
  now: ["Wants it within a month", 25],
  "1_3_months": ["Wants it in 1–3 months", 15],
  "3_6_months": ["Wants it in 3–6 months", 5],
} as const;

export interface Score {
  score: number;
  band: ScoreBand;
  reasons: ScoreReason[];
}

export function scoreContact(contact: ScoreInput): Score {
  const reasons: ScoreReason[] = [];
  const add = (text: string, points: number) => {
    if (points > 0) reasons.push({ text, points });
  };
  const q = contact.qualification;
  const role = roleKeyOf(contact.role);
  if (role) add(ROLE_LABELS[role], ROLE_POINTS[role]);
  if (q.teamSize) add(`Team of ${q.teamSize}`, teamPoints(q.teamSize));
  const timeline = q.timeline && q.timeline in TIMELINE_REASONS ? TIMELINE_REASONS[q.timeline as keyof typeof TIMELINE_REASONS] : null;
  if (timeline) add(timeline[0], timeline[1]);
  if (q.problem) add("Named the problem to solve", 10);
  if (q.tools.length) add(`Uses ${q.tools.join(", ")}`, 5);
  if (q.marketAreas.length) add(`Works in ${q.marketAreas.join(", ")}`, 5);
  if (contact.phone.replace(/\D/g, "").length >= 7) add("Gave a phone number", 10);
  if (contact.email) add("Gave an e-mail address", 5);
  const score = Math.min(100, reasons.reduce((sum, r) => sum + r.points, 0));
  return { score, band: bandOf(score), reasons };
}
