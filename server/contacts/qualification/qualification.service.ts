import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { contacts } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { ROLE_LABELS } from "#common/contacts/contact-roles.ts";
import { PREFERRED_CHANNEL_LABELS, type PreferredChannel } from "#common/contacts/contact-edit.ts";
import {
  QUALIFICATION_FIELD_LABELS,
  QUALIFICATION_FIELDS,
  storedQualificationSchema,
  TIMELINE_LABELS,
  type QualificationEdit,
  type QualificationField,
  type QualificationView,
  type StoredQualification,
  type Timeline,
} from "#common/contacts/qualification.ts";
import type { ContactRow } from "../lead-capture.ts";
import { recordActivity } from "../contact-history.ts";
import type { ExtractedQualification } from "./extract.ts";
import { scoreContact } from "./score.ts";
import type { OwnerRouting } from "./routing.ts";

/** The qualification fields of a contact, all seven, as one object (role and channel as their column values). */
type Fields = {
  role: string | null;
  teamSize: number | null;
  marketAreas: string[];
  tools: string[];
  problem: string;
  timeline: Timeline | null;
  preferredChannel: string | null;
};

export const storedOf = (row: Pick<ContactRow, "qualification">): StoredQualification => storedQualificationSchema.parse(row.qualification ?? {});
const fieldsOf = (row: ContactRow): Fields => {
  const { fromChat: _fromChat, ...q } = storedOf(row);
  return { ...q, role: row.role, preferredChannel: row.preferredChannel };
};

/** What the CRM card, the board and the live desk show of a contact's qualification. */
export function qualificationView(row: ContactRow): QualificationView {
  const stored = storedOf(row);
  return { ...stored, ...scoreContact({ role: row.role, qualification: stored, phone: row.phone, email: row.email }) };
}

function words(field: QualificationField, value: Fields[QualificationField]): string {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (field === "timeline") return TIMELINE_LABELS[value as Timeline] ?? String(value);
  if (field === "preferredChannel") return PREFERRED_CHANNEL_LABELS[value as PreferredChannel] ?? String(value);
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** "Team size — → 25": each field that changed, in the card's order. */
function describe(before: Fields, after: Fields): { changed: QualificationField[]; lines: string[] } {
  const changed = QUALIFICATION_FIELDS.filter((f) => words(f, before[f]) !== words(f, after[f]));
  return { changed, lines: changed.map((f) => `${QUALIFICATION_FIELD_LABELS[f]} ${words(f, before[f])} → ${words(f, after[f])}`) };
}

const isEmpty = (value: Fields[QualificationField]) => value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The chat's findings over what is known: a field staff (or the form) filled is never changed; lists grow. */
function learned(current: Fields, fromChat: QualificationField[], found: ExtractedQualification): Fields {
  const next = { ...current };
  const mayWrite = (field: QualificationField) => isEmpty(current[field]) || fromChat.includes(field);
  if (found.role && mayWrite("role")) next.role = ROLE_LABELS[found.role];
  if (found.teamSize && mayWrite("teamSize")) next.teamSize = found.teamSize;
  if (found.marketAreas && mayWrite("marketAreas")) next.marketAreas = [...new Set([...current.marketAreas, ...found.marketAreas])];
  if (found.tools && mayWrite("tools")) next.tools = [...new Set([...current.tools, ...found.tools])];
  if (found.problem && mayWrite("problem")) next.problem = found.problem;
  if (found.timeline && mayWrite("timeline")) next.timeline = found.timeline;
  if (found.preferredChannel && mayWrite("preferredChannel")) next.preferredChannel = found.preferredChannel;
  return next;
}

/** The contact's columns for these fields, with the score they earn. */
function columns(row: ContactRow, fields: Fields, fromChat: QualificationField[]) {
  const qualification: StoredQualification = {
    teamSize: fields.teamSize,
    marketAreas: fields.marketAreas,
    tools: fields.tools,
    problem: fields.problem,
    timeline: fields.timeline,
    fromChat: [...new Set(fromChat)],
  };
  const { score } = scoreContact({ role: fields.role, qualification, phone: row.phone, email: row.email });
  return { qualification, role: fields.role, preferredChannel: fields.preferredChannel, score, updatedAt: new Date() };
}

/** Qualification writes: what the chat learned, staff's edits, and the score and owner routing after any change. */
export function createQualificationService(db: Db, routing: OwnerRouting) {
  async function locked(tx: DbOrTx, id: number): Promise<ContactRow | undefined> {
    const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    return row;
  }

  /** Stores what a visitor's messages stated on their contact, never over what staff entered; routes a new fact. */
  async function learnFromChat(contactId: number, findings: ExtractedQualification[]): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await locked(tx, contactId);
      if (!row) return false;
      const before = fieldsOf(row);
      const stored = storedOf(row);
      const after = findings.reduce((fields, found) => learned(fields, stored.fromChat, found), before);
      const { changed, lines } = describe(before, after);
      if (changed.length === 0) return false;
      const [next] = await tx.update(contacts).set(columns(row, after, [...stored.fromChat, ...changed])).where(eq(contacts.id, contactId)).returning();
      await recordActivity(tx, contactId, { kind: "qualified", via: "chat", changes: lines });
      await routing.route(tx, next!);
      return true;
    });
  }

  /** Staff's edit: every field as given; a field staff change is theirs from now on (the chat leaves it alone). */
  async function edit(contactId: number, input: QualificationEdit, actor: string): Promise<ContactRow> {
    return db.transaction(async (tx) => {
      const row = await locked(tx, contactId);
      if (!row) throw notFound("Contact");
      const before = fieldsOf(row);
      const after: Fields = { ...input };
      const { changed, lines } = describe(before, after);
      if (changed.length === 0) return row;
      const fromChat = storedOf(row).fromChat.filter((f) => !changed.includes(f));
      const [next] = await tx.update(contacts).set(columns(row, after, fromChat)).where(eq(contacts.id, contactId)).returning();
      await recordActivity(tx, contactId, { kind: "qualified", via: "staff", actor, changes: lines });
      return (await routing.route(tx, next!)) ?? next!;
    });
  }

  /**
   * After a lead is captured or a contact edited elsewhere: the stored score follows its phone, e-mail and role, and
   * an unowned contact is routed by the rules. `staffSet`: fields staff just changed in the contact form (theirs now).
   */
  async function refresh(contactId: number, staffSet: QualificationField[] = []): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await locked(tx, contactId);
      if (!row) return;
      const stored = storedOf(row);
      const { score } = scoreContact({ role: row.role, qualification: stored, phone: row.phone, email: row.email });
      const fromChat = stored.fromChat.filter((f) => !staffSet.includes(f));
      const same = score === row.score && fromChat.length === stored.fromChat.length;
      const next = same ? row : (await tx.update(contacts).set({ score, qualification: { ...stored, fromChat } }).where(eq(contacts.id, contactId)).returning())[0]!;
      await routing.route(tx, next);
    });
  }

  return { learnFromChat, edit, refresh };
}
export type QualificationService = ReturnType<typeof createQualificationService>;
