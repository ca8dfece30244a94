import Papa from "papaparse";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import { badRequest } from "../lib/errors.ts";
import { toCsv } from "../lib/csv.ts";
import { contactEditSchema, type ContactEdit } from "#common/contacts/contact-edit.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#common/contacts/contact-types.ts";
import { contactRoles } from "#common/content/contact-options.ts";
import { automationInterests } from "#common/content/offerings.ts";
import {
  ERRORS_SHOWN,
  guessMapping,
  IMPORT_BATCH_SIZE,
  IMPORT_FIELD_LABELS,
  MAX_IMPORT_ROWS,
  mappingProblem,
  type ImportField,
  type ImportPreview,
  type ImportResult,
  type ImportRowError,
  type OnExisting,
} from "#common/contacts/contact-import.ts";
import { describeChanges } from "./contact-changes.ts";
import { editable, fullName } from "./contact-editor.ts";
import { recordActivity, recordActivities } from "./contact-history.ts";
import { storedOf } from "./qualification/qualification.service.ts";
import { scoreContact } from "./qualification/score.ts";
import type { ContactRow } from "./lead-capture.ts";

// CSV import of contacts (docs/decisions/028). Stateless: the preview and the import each parse
// the file the page sends. The e-mail address is the key, so a second import of the same file creates nothing.

type Mapping = (ImportField | "")[];
type Parsed = { headers: string[]; rows: { row: number; values: string[] }[]; delimiter: string; broken: Map<number, string> };
type Candidate = { row: number; values: string[]; edit: ContactEdit; mapped: Set<ImportField> };

const SAMPLE_ROWS = 5;
const SPLIT_LIST = /[;,|]/;

/** UTF-8 with or without a byte-order mark; comma, semicolon or tab separated (papaparse guesses which). */
export function parseCsv(text: string): Parsed {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimitersToGuess: [",", ";", "\t"], skipEmptyLines: false });
  const [header = [], ...records] = result.data;
  // Spreadsheet row numbers: the header is row 1; a quoted line break stays inside its row.
  const broken = new Map<number, string>();
  for (const e of result.errors) if (e.type === "Quotes" && e.row !== undefined) broken.set(e.row + 1, "A quoted value is not closed (a \" is missing)");
  const rows = records.map((values, i) => ({ row: i + 2, values: values.map((v) => v.trim()) })).filter((r) => r.values.some((v) => v !== ""));
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} can be imported at once. Please split it.`);
  return { headers: header.map((h) => h.trim()), rows, delimiter: result.meta.delimiter, broken };
}

const byLowerCase = <T extends string>(choices: readonly T[]) => new Map(choices.map((c) => [c.toLowerCase(), c]));
const ROLES = byLowerCase(contactRoles);
const INTERESTS = byLowerCase(automationInterests);
const STATUSES = new Map<string, string>([...LEAD_STATUSES.map((s) => [s, s] as const), ...LEAD_STATUSES.map((s) => [LEAD_STATUS_LABELS[s].toLowerCase(), s] as const)]);

/** One row as a contact, or what is wrong with it in words. */
function toCandidate(row: { row: number; values: string[] }, mapping: Mapping): Candidate | ImportRowError {
  const cell: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, i) => {
    if (field) cell[field] = row.values[i] ?? "";
  });
  const problems: string[] = [];
  const choose = (field: ImportField, choices: Map<string, string>, what: string) => {
    const value = cell[field] ?? "";
    if (!value) return undefined;
    const found = choices.get(value.toLowerCase());
    if (!found) problems.push(`${IMPORT_FIELD_LABELS[field]} “${value}” is not one of the ${what}`);
    return found;
  };
  const list = (text = "") => text.split(SPLIT_LIST).map((v) => v.trim()).filter(Boolean);
  const interests = list(cell.interests).map((v) => {
    const found = INTERESTS.get(v.toLowerCase());
    if (!found) problems.push(`Interest “${v}” is not one of the listed interests`);
    return found;
  });
  const [first = "", ...rest] = (cell.fullName ?? "").split(/\s+/).filter(Boolean);
  const email = (cell.email ?? "").toLowerCase();
  if (!email) problems.push("Email is missing (the e-mail address is how a second import knows the contact)");
  const input = {
    firstName: cell.firstName || first,
    lastName: cell.lastName || rest.join(" "),
    email,
    phone: cell.phone ?? "",
    company: cell.company ?? "",
    role: choose("role", ROLES, "listed roles") ?? null,
    interests: interests.filter((v) => v !== undefined),
    automation: cell.automation ?? "",
    budget: cell.budget ?? "",
    contactMethod: "email",
    status: choose("status", STATUSES, "lead statuses") ?? "new",
    tags: list(cell.tags),
  };
  const parsed = contactEditSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      const label = field in IMPORT_FIELD_LABELS ? IMPORT_FIELD_LABELS[field as ImportField] : field;
      const text = `${label}: ${issue.message}`;
      if (!(field === "email" && !email) && !problems.includes(text)) problems.push(text);
    }
  }
  if (problems.length || !parsed.success) return { row: row.row, message: problems.join("; "), values: row.values };
  return { row: row.row, values: row.values, edit: parsed.data, mapped: new Set(mapping.filter((f): f is ImportField => f !== "")) };
}

/** Every row checked: the good ones, and the errors (a broken row, a bad value, an e-mail seen earlier in the file). */
function check(parsed: Parsed, mapping: Mapping): { valid: Candidate[]; errors: ImportRowError[] } {
  const valid: Candidate[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const row of parsed.rows) {
    const broken = parsed.broken.get(row.row);
    const candidate = broken ? { row: row.row, message: broken, values: row.values } : toCandidate(row, mapping);
    if (!("edit" in candidate)) {
      errors.push(candidate);
      continue;
    }
    const earlier = seen.get(candidate.edit.email);
    if (earlier !== undefined) {
      errors.push({ row: row.row, message: `The same e-mail address as row ${earlier}`, values: row.values });
      continue;
    }
    seen.set(candidate.edit.email, row.row);
    valid.push(candidate);
  }
  return { valid, errors };
}

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const sameEmail = (emails: string[]) => inArray(sql`lower(${contacts.email})`, emails);

/** An update fills in what the file has: empty cells keep the contact's value; tags and interests are added to. */
function updated(before: ReturnType<typeof editable>, c: Candidate): ReturnType<typeof editable> {
  const after = { ...before };
  const has = (f: ImportField) => c.mapped.has(f);
  const text = (f: "firstName" | "lastName" | "phone" | "company" | "automation" | "budget", value: string) => {
    if (value) after[f] = value;
  };
  if (has("firstName") || has("fullName")) text("firstName", c.edit.firstName);
  if (has("lastName") || has("fullName")) text("lastName", c.edit.lastName);
  text("phone", c.edit.phone);
  text("company", c.edit.company);
  text("automation", c.edit.automation);
  text("budget", c.edit.budget);
  if (c.edit.role) after.role = c.edit.role;
  if (has("status")) after.status = c.edit.status;
  after.interests = [...new Set([...before.interests, ...c.edit.interests])];
  const tags = new Map(before.tags.map((t) => [t.toLowerCase(), t]));
  for (const t of c.edit.tags) if (!tags.has(t.toLowerCase())) tags.set(t.toLowerCase(), t);
  after.tags = [...tags.values()];
  return after;
}

/** The stored score follows an imported role, phone and e-mail, as after any other edit (the list's band filter reads it). */
const scoreOf = (c: Pick<ContactEdit, "role" | "phone" | "email">, qualification: unknown) =>
  scoreContact({ role: c.role, qualification: storedOf({ qualification: qualification as ContactRow["qualification"] }), phone: c.phone, email: c.email }).score;

export function createContactImport(db: Db) {
  async function countExisting(emails: string[]): Promise<number> {
    let found = 0;
    for (const part of chunks(emails, 1000)) {
      const rows = await db.selectDistinct({ email: sql<string>`lower(${contacts.email})` }).from(contacts).where(sameEmail(part));
      found += rows.length;
    }
    return found;
  }

  async function preview(input: { csv: string; mapping?: Mapping }): Promise<ImportPreview> {
    const parsed = parseCsv(input.csv);
    const mapping = input.mapping ?? guessMapping(parsed.headers);
    const base = { delimiter: parsed.delimiter, headers: parsed.headers, mapping, sample: parsed.rows.slice(0, SAMPLE_ROWS).map((r) => r.values), rows: parsed.rows.length };
    const problem = mappingProblem(mapping);
    if (problem) return { ...base, newContacts: 0, existing: 0, errorCount: 0, errors: [], mappingProblem: problem };
    const { valid, errors } = check(parsed, mapping);
    const existing = await countExisting(valid.map((c) => c.edit.email));
    return { ...base, newContacts: valid.length - existing, existing, errorCount: errors.length, errors: errors.slice(0, ERRORS_SHOWN), mappingProblem: null };
  }

  /** One batch in one transaction, under the same per-address locks as lead capture and the contact form. */
  async function importBatch(tx: Tx, batch: Candidate[], onExisting: OnExisting, note: string) {
    const emails = batch.map((c) => c.edit.email).sort();
    await tx.execute(sql`select count(pg_advisory_xact_lock(hashtext('lead:' || k))) from (select unnest(array[${sql.join(emails.map((e) => sql`${e}`), sql`, `)}]::text[]) as k order by 1) as keys`);
    const found = await tx.select().from(contacts).where(sameEmail(emails));
    const byEmail = new Map(found.map((r) => [r.email.toLowerCase(), r]));
    const fresh = batch.filter((c) => !byEmail.has(c.edit.email));
    let created = 0;
    let changed = 0;
    if (fresh.length) {
      const inserted = await tx
        .insert(contacts)
        .values(fresh.map((c) => ({ ...c.edit, name: fullName(c.edit), source: "import", score: scoreOf(c.edit, {}) })))
        .returning({ id: contacts.id });
      await recordActivities(tx, inserted.map((r) => ({ contactId: r.id, activity: { kind: "imported", via: "new", note } })));
      created = inserted.length;
    }
    if (onExisting === "update") {
      for (const c of batch) {
        const row = byEmail.get(c.edit.email);
        if (!row) continue;
        const before = editable(row);
        const after = updated(before, c);
        const changes = describeChanges(before, after, () => "");
        if (!changes.length) continue;
        const { ownerId: _owner, ...values } = after;
        await tx.update(contacts).set({ ...values, name: fullName(after), score: scoreOf(after, row.qualification), updatedAt: new Date() }).where(eq(contacts.id, row.id));
        await recordActivity(tx, row.id, { kind: "imported", via: "update", note, changes });
        changed++;
      }
    }
    return { created, changed };
  }

  async function run(input: { csv: string; fileName: string; mapping: Mapping; onExisting: OnExisting }, actor: string): Promise<ImportResult> {
    const parsed = parseCsv(input.csv);
    const { valid, errors } = check(parsed, input.mapping);
    const note = `from ${input.fileName || "a CSV file"} by ${actor}`;
    let created = 0;
    let updatedCount = 0;
    for (const batch of chunks(valid, IMPORT_BATCH_SIZE)) {
      const done = await db.transaction((tx) => importBatch(tx, batch, input.onExisting, note));
      created += done.created;
      updatedCount += done.changed;
    }
    const errorCsv = errors.length ? toCsv(["Row", "Error", ...parsed.headers], errors.map((e) => [e.row, e.message, ...e.values])) : "";
    return { created, updated: updatedCount, skipped: valid.length - created - updatedCount, failed: errors.length, errors: errors.slice(0, ERRORS_SHOWN), errorCsv };
  }

  return { preview, run };
}
export type ContactImport = ReturnType<typeof createContactImport>;
