/**
 * What the audit log records, with the label staff read. Add an action here before recording it:
 * the log page's filter and labels come from this list.
 */
export const AUDIT_ACTIONS = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Sign-in failed",
  "auth.sign_out": "Signed out",
  "auth.two_factor_failed": "Two-factor code refused",
  "auth.password_changed": "Password changed",
  "auth.password_reset_requested": "Password reset requested",
  "auth.password_reset": "Password reset",
  "auth.two_factor_enabled": "Two-factor sign-in turned on",
  "auth.two_factor_disabled": "Two-factor sign-in turned off",
  "auth.recovery_codes_regenerated": "Recovery codes replaced",
  "auth.session_ended": "Session ended",
  "staff.invited": "Staff member invited",
  "staff.invitation_revoked": "Invitation revoked",
  "staff.joined": "Invitation accepted",
  "staff.role_changed": "Role changed",
  "staff.suspended": "Staff member suspended",
  "staff.reactivated": "Staff member reactivated",
  "staff.removed": "Staff member removed",
  "settings.changed": "Setting changed",
  "contact.merged": "Contacts merged",
  "contact.status_changed": "Contact status changed",
  "contact.routing_changed": "Lead routing rules changed",
  "data.deleted": "Deleted",
  "data.exported": "Exported",
  "data.imported": "Imported",
  "backup.created": "Backup taken",
  "backup.downloaded": "Backup downloaded",
  "newsletter.test_sent": "Newsletter test sent",
  "newsletter.sent": "Newsletter issue sent",
  "assistant.answer_taught": "Answer taught to the assistant",
  "assistant.answer_changed": "Taught answer changed",
  "booking.created": "Booking made by staff",
  "booking.status_changed": "Booking status changed",
  "booking.host_added": "Booking host added",
  "booking.host_changed": "Booking hours changed",
  "booking.host_deactivated": "Booking host stopped taking consultations",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const isAuditAction = (value: unknown): value is AuditAction => typeof value === "string" && value in AUDIT_ACTIONS;

/** One line of the log as the admin API returns it. */
export interface AuditEntryView {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  actorName: string | null;
  action: AuditAction;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, string | number | boolean | null> | null;
}
