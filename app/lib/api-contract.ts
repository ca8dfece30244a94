/**
 * The typed contract between the API and the admin client (docs/decisions/020): each admin router's
 * own type, as the server builds it. Types only — nothing of server/ reaches the browser bundle. A handler that
 * answers a different shape changes these types, and the client code reading the old shape stops compiling.
 */
import type { accountRoutes } from "../../server/auth/account.routes.ts";
import type { staffSessionsRoutes } from "../../server/auth/staff-sessions.routes.ts";
import type { statsRoutes } from "../../server/admin/stats.routes.ts";
import type { activityRoutes } from "../../server/admin/activity.routes.ts";
import type { blogAdminRoutes } from "../../server/blog/blog-admin.routes.ts";
import type { backupAdminRoutes } from "../../server/backup/backup.routes.ts";
import type { testimonialsAdminRoutes } from "../../server/testimonials/testimonials.routes.ts";
import type { announcementsAdminRoutes } from "../../server/announcements/announcements.routes.ts";
import type { newsletterAdminRoutes } from "../../server/newsletter/newsletter.routes.ts";
import type { newsletterIssueRoutes } from "../../server/newsletter/newsletter-issues.routes.ts";
import type { n8nAdminRoutes } from "../../server/n8n/n8n.routes.ts";
import type { contactsAdminRoutes } from "../../server/contacts/contacts-admin.routes.ts";
import type { tasksAdminRoutes } from "../../server/contacts/tasks.routes.ts";
import type { settingsAdminRoutes } from "../../server/settings/settings.routes.ts";
import type { aiAdminRoutes } from "../../server/ai/ai.routes.ts";
import type { analyticsAdminRoutes } from "../../server/analytics/analytics-admin.routes.ts";
import type { staffAdminRoutes } from "../../server/auth/staff/staff.routes.ts";
import type { auditAdminRoutes } from "../../server/audit/audit.routes.ts";
import type { chatAdminRoutes } from "../../server/chat/chat-admin.routes.ts";
import type { taughtAnswersRoutes } from "../../server/chat/taught/taught-answers.routes.ts";
import type { authRoutes } from "../../server/auth/auth.routes.ts";
import type { invitationRoutes } from "../../server/auth/staff/invitation.routes.ts";
import type { contactRoutes } from "../../server/contacts/contact-form.routes.ts";
import type { newsletterPublicRoutes } from "../../server/newsletter/newsletter.routes.ts";

/** /api/admin/chat: the live inbox, transcripts, takeover and replies, the dashboard count, needs attention. */
export type ChatAdminApi = ReturnType<typeof chatAdminRoutes>;
/** /api/admin/chat/unanswered and /api/admin/chat/taught-answers: teaching the assistant. */
export type TaughtAnswersApi = ReturnType<typeof taughtAnswersRoutes>;
/** Mounted at /api/admin/account. */
export type AccountApi = ReturnType<typeof accountRoutes>;
/** /api/admin/sessions */
export type StaffSessionsApi = ReturnType<typeof staffSessionsRoutes>;
/** /api/admin/stats */
export type StatsApi = ReturnType<typeof statsRoutes>;
/** /api/admin/activity */
export type ActivityApi = ReturnType<typeof activityRoutes>;
/** /api/admin/blog */
export type BlogApi = ReturnType<typeof blogAdminRoutes>;
/** /api/admin/testimonials */
export type TestimonialsApi = ReturnType<typeof testimonialsAdminRoutes>;
/** /api/admin/announcements */
export type AnnouncementsApi = ReturnType<typeof announcementsAdminRoutes>;
/** /api/admin/newsletter */
export type NewsletterApi = ReturnType<typeof newsletterAdminRoutes>;
/** /api/admin/newsletter/issues */
export type NewsletterIssuesApi = ReturnType<typeof newsletterIssueRoutes>;
/** /api/admin/n8n */
export type N8nApi = ReturnType<typeof n8nAdminRoutes>;
/** /api/admin/contacts */
export type ContactsApi = ReturnType<typeof contactsAdminRoutes>;
/** /api/admin/tasks: tasks on contacts and the dashboard's due list. */
export type TasksApi = ReturnType<typeof tasksAdminRoutes>;
/** /api/admin/settings */
export type SettingsApi = ReturnType<typeof settingsAdminRoutes>;
/** /api/admin/backups */
export type BackupsApi = ReturnType<typeof backupAdminRoutes>;
/** /api/admin/ai */
export type AiApi = ReturnType<typeof aiAdminRoutes>;
/** /api/admin/analytics */
export type AnalyticsApi = ReturnType<typeof analyticsAdminRoutes>;
/** /api/admin/staff */
export type StaffApi = ReturnType<typeof staffAdminRoutes>;
/** /api/admin/audit */
export type AuditApi = ReturnType<typeof auditAdminRoutes>;

// Public and sign-in routers: their pages name only the answer's type (no typed caller in the public bundle).
/** /api/auth (sign-in, two-factor step, me, sign-out, /password/forgot and /password/reset) */
export type AuthApi = ReturnType<typeof authRoutes>;
/** /api/auth/invitations */
export type InvitationApi = ReturnType<typeof invitationRoutes>;
/** /api/contact */
export type ContactFormApi = ReturnType<typeof contactRoutes>;
/** /api/newsletter */
export type NewsletterSignupApi = ReturnType<typeof newsletterPublicRoutes>;
