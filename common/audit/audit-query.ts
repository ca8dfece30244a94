import { z } from "../lib/zod.ts";
import { isoTime, type SameShape } from "../lib/api-shapes.ts";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryView } from "./audit-actions.ts";
import { recordIdParam } from "../lib/record-id.ts";

const day = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (day.test(v) && !Number.isNaN(Date.parse(v))), { message: `${label} must be a date (YYYY-MM-DD)` });

/** GET /api/admin/audit query: every field optional; dates are whole days, "to" included. */
export const auditQuerySchema = z.object({
  action: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v): v is AuditAction | undefined => v === undefined || v in AUDIT_ACTIONS, { message: "Unknown action" }),
  actorId: recordIdParam("Unknown person").optional().or(z.literal("").transform(() => undefined)),
  q: z.string().trim().max(200, { message: "Use at most 200 characters" }).optional(),
  from: optionalDate("From"),
  to: optionalDate("To"),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(1),
});
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;

const auditEntryViewSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export const _AUDIT_ENTRY_SHAPE: SameShape<z.infer<typeof auditEntryViewSchema>, AuditEntryView> = true;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntryViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
