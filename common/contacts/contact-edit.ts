import { z } from "../lib/zod.ts";
import { ROLE_CHOICES } from "./contact-roles.ts";
import { automationInterests } from "../content/offerings.ts";
import { CONTACT_METHODS } from "./contact-form-fields.ts";
import { LEAD_STATUSES } from "./contact-types.ts";
import { recordId } from "../lib/record-id.ts";
import { PREFERRED_CHANNELS } from "./preferred-channels.ts";

// One schema for the contacts admin's create/edit form and POST/PUT /api/admin/contacts (docs/decisions/022).
// Staff type what they were told, so the public form's minimums (10-digit phone, 10 characters of needs) do not apply.

export { PREFERRED_CHANNELS, PREFERRED_CHANNEL_LABELS, type PreferredChannel } from "./preferred-channels.ts";

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

const optional = (max: number) => z.string({ message: "Please enter text" }).trim().max(max, { message: `Please keep this under ${max} characters` }).default("");
const choiceOrNone = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { message }), z.literal(""), z.null()], { message })
    .optional()
    .transform((v) => (v ? v : null));

const tag = z.string().trim().min(1).max(MAX_TAG_LENGTH, { message: `Tags are at most ${MAX_TAG_LENGTH} characters each` });

export const contactEditSchema = z
  .object({
    firstName: z.string({ message: "First name is required" }).trim().min(1, { message: "First name is required" }).max(100, { message: "Please keep this under 100 characters" }),
    lastName: optional(100),
    email: z
      .string({ message: "Please enter a valid email address" })
      .trim()
      .toLowerCase()
      .max(254, { message: "Please enter a valid email address" })
      .refine((v) => v === "" || z.email().safeParse(v).success, { message: "Please enter a valid email address" })
      .default(""),
    phone: optional(40),
    company: optional(200),
    role: choiceOrNone(ROLE_CHOICES, "Please choose one of the listed roles"),
    interests: z.array(z.enum(automationInterests, { message: "Please choose from the listed interests" })).max(automationInterests.length).default([]),
    automation: optional(5000),
    budget: optional(100),
    contactMethod: z.enum(CONTACT_METHODS, { message: "Please select a preferred contact method" }),
    status: z.enum(LEAD_STATUSES, { message: "Please choose one of the lead statuses" }).default("new"),
    ownerId: z
      .union([recordId("Please choose a staff member"), z.null()], { message: "Please choose a staff member" })
      .optional()
      .transform((v) => v ?? null),
    preferredChannel: choiceOrNone(PREFERRED_CHANNELS, "Please choose one of the listed channels"),
    tags: z
      .array(tag, { message: "Tags must be a list" })
      .max(MAX_TAGS, { message: `At most ${MAX_TAGS} tags` })
      .default([])
      .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]),
  })
  .superRefine((v, ctx) => {
    if (!v.email && v.phone.replace(/\D/g, "").length < 7) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "A contact needs an e-mail address or a phone number" });
    }
  });

export type ContactEditInput = z.input<typeof contactEditSchema>;
export type ContactEdit = z.output<typeof contactEditSchema>;

/** Splits "vip, referral ,  open house" as the tags field is typed. */
export const parseTags = (text: string): string[] => text.split(",").map((t) => t.trim()).filter(Boolean);

export const DUPLICATE_EMAIL_MESSAGE = "A contact with this e-mail address already exists";
export const DUPLICATE_EMAIL_CODE = "duplicate_email";

export const mergeContactsSchema = z.object({
  mergeId: recordId("Please choose the contact to merge"),
});

export const BULK_ACTIONS = ["status", "owner", "delete"] as const;
const ids = z
  .array(recordId("Please select contacts"), { message: "Please select contacts" })
  .min(1, { message: "Please select contacts" })
  .max(500, { message: "At most 500 contacts at once" })
  .transform((list) => [...new Set(list)]);

export const bulkContactsSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("status"), ids, status: z.enum(LEAD_STATUSES, { message: "Please choose one of the lead statuses" }) }),
    z.object({ action: z.literal("owner"), ids, ownerId: z.union([recordId("Please choose a staff member"), z.null()], { message: "Please choose a staff member" }) }),
    z.object({ action: z.literal("delete"), ids }),
  ],
  { message: "Please choose an action" },
);
export type BulkContactsInput = z.input<typeof bulkContactsSchema>;

/** A staff member a contact can be assigned to. */
export const contactOwnerSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type ContactOwner = z.infer<typeof contactOwnerSchema>;
