import { z } from "../lib/zod.ts";

// CSV import of contacts (docs/decisions/028): the file's text goes to the server, which parses it
// (papaparse), guesses the mapping from the headers, checks every row and answers a preview; the import sends the
// same file with the mapping the member confirmed. Nothing is imported twice: the e-mail address is the key.

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
export const IMPORT_TOO_LARGE = "The file is larger than 5 MB. Please split it into smaller files.";
export const IMPORT_BATCH_SIZE = 500;

export const IMPORT_FIELDS = ["firstName", "lastName", "fullName", "email", "phone", "company", "role", "interests", "tags", "status", "automation", "budget"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: "First name",
  lastName: "Last name",
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  role: "Role",
  interests: "Interests",
  tags: "Tags",
  status: "Status",
  automation: "Automation needs",
  budget: "Budget",
};

/** Header words that say which field a column holds (lower-cased, without spaces, dashes or underscores). */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  firstName: ["firstname", "first", "givenname", "forename", "nombre"],
  lastName: ["lastname", "last", "surname", "familyname", "apellido"],
  fullName: ["name", "fullname", "contact", "contactname"],
  email: ["email", "emailaddress", "mail", "correo"],
  phone: ["phone", "phonenumber", "mobile", "cell", "telephone", "tel", "telefono"],
  company: ["company", "brokerage", "organization", "organisation", "business", "agency", "firm"],
  role: ["role", "title", "jobtitle", "position"],
  interests: ["interests", "interest", "automationinterests"],
  tags: ["tags", "tag", "labels"],
  status: ["status", "leadstatus", "stage"],
  automation: ["automation", "automationneeds", "needs", "notes", "message", "comments"],
  budget: ["budget"],
};

const squash = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, "");

/** One field per column, from its header; a field is given to the first column that names it. */
export function guessMapping(headers: readonly string[]): (ImportField | "")[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const word = squash(header);
    const field = IMPORT_FIELDS.find((f) => !taken.has(f) && HEADER_WORDS[f].includes(word));
    if (!field) return "";
    taken.add(field);
    return field;
  });
}

export const ON_EXISTING = ["skip", "update"] as const;
export type OnExisting = (typeof ON_EXISTING)[number];

/** Why a mapping cannot be imported yet, in words; null when it can. */
export function mappingProblem(mapping: readonly (ImportField | "")[]): string | null {
  const used = mapping.filter((f): f is ImportField => f !== "");
  const twice = used.find((f, i) => used.indexOf(f) !== i);
  if (twice) return `${IMPORT_FIELD_LABELS[twice]} is chosen for two columns`;
  if (!used.includes("email")) return "Please choose the column that holds the e-mail address";
  if (!used.includes("firstName") && !used.includes("fullName")) return "Please choose the column that holds the first name or the full name";
  return null;
}

const mappingSchema = z.array(z.union([z.enum(IMPORT_FIELDS), z.literal("")], { message: "Please choose a field or “Don't import” for every column" })).max(200);

const fileFields = {
  csv: z.string({ message: "Please choose a CSV file" }).min(1, { message: "The file is empty" }).max(MAX_IMPORT_BYTES, { message: IMPORT_TOO_LARGE }),
  fileName: z.string().trim().max(200).default("contacts.csv"),
};

/** The preview: the mapping is guessed from the headers when absent, and a mapping not usable yet is told, not refused. */
export const contactImportPreviewSchema = z.object({ ...fileFields, mapping: mappingSchema.optional() });
export type ContactImportPreviewInput = z.input<typeof contactImportPreviewSchema>;

export const contactImportSchema = z.object({
  ...fileFields,
  /** Column i → field ("" = not imported). */
  mapping: mappingSchema.superRefine((mapping, ctx) => {
    const problem = mappingProblem(mapping);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  onExisting: z.enum(ON_EXISTING, { message: "Please choose whether existing contacts are skipped or updated" }).default("skip"),
});
export type ContactImportInput = z.input<typeof contactImportSchema>;

/** A row that cannot be imported: its row number as a spreadsheet shows it (the header is row 1). */
export const importRowErrorSchema = z.object({ row: z.number(), message: z.string(), values: z.array(z.string()) });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** How many errors an answer lists (all of them are in the error file). */
export const ERRORS_SHOWN = 100;

export const importPreviewSchema = z.object({
  delimiter: z.string(),
  headers: z.array(z.string()),
  mapping: z.array(z.union([z.enum(IMPORT_FIELDS), z.literal("")])),
  /** The first rows as they are in the file. */
  sample: z.array(z.array(z.string())),
  rows: z.number(),
  /** Valid rows whose e-mail is new. */
  newContacts: z.number(),
  /** Valid rows whose e-mail a contact already has (skipped or updated, as chosen). */
  existing: z.number(),
  errorCount: z.number(),
  errors: z.array(importRowErrorSchema),
  /** Set when the mapping cannot be used yet (no e-mail column…): the rows are not checked. */
  mappingProblem: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  /** Existing e-mail addresses left as they were (chosen, or nothing to change). */
  skipped: z.number(),
  failed: z.number(),
  errors: z.array(importRowErrorSchema),
  /** The failed rows as CSV (the file's columns plus Row and Error), for fixing and importing again; empty when none. */
  errorCsv: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
