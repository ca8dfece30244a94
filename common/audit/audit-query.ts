import { z } from "../lib/zod.ts";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryView } from "./audit-actions.ts";

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
  actorId: z.coerce.number().int().positive({ message: "Unknown person" }).optional().or(z.literal("").transform(() => undefined)),
  q: z.string().trim().max(200, { message: "Use at most 200 characters" }).optional(),
  from: optionalDate("From"),
  to: optionalDate("To"),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(1),
});
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;

export interface AuditListResponse {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}
