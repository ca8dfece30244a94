/**
 * The typed contract between the API and the client (docs/decisions/040): every router the browser calls, keyed by
 * the path it is mounted at, as the server builds it. Types only — nothing of server/ reaches the browser bundle.
 * Each router's type carries its routes' contracts (params, query, body, answers by status), so changing a schema on
 * the server changes these types and the client code reading the old shape stops compiling.
 */
import type { features } from "#server/features.ts";
import type { blogPublicRoutes } from "#server/blog/blog-public.routes.ts";
import type { accountRoutes } from "#server/auth/account.routes.ts";
import type { staffSessionsRoutes } from "#server/auth/staff-sessions.routes.ts";
import type { statsRoutes } from "#server/admin/stats.routes.ts";
import type { activityRoutes } from "#server/admin/activity.routes.ts";
import type { blogAdminRoutes } from "#server/blog/blog-admin.routes.ts";
import type { backupAdminRoutes } from "#server/backup/backup.routes.ts";
import type { mediaAdminRoutes } from "#server/media/media.routes.ts";
import type { testimonialsAdminRoutes } from "#server/testimonials/testimonials.routes.ts";
import type { announcementsAdminRoutes } from "#server/announcements/announcements.routes.ts";
import type { newsletterAdminRoutes, newsletterPublicRoutes } from "#server/newsletter/newsletter.routes.ts";
import type { newsletterIssueRoutes } from "#server/newsletter/newsletter-issues.routes.ts";
import type { n8nAdminRoutes } from "#server/n8n/n8n.routes.ts";
import type { contactsAdminRoutes } from "#server/contacts/contacts-admin.routes.ts";
import type { tasksAdminRoutes } from "#server/contacts/tasks.routes.ts";
import type { settingsAdminRoutes } from "#server/settings/settings.routes.ts";
import type { aiAdminRoutes } from "#server/ai/ai.routes.ts";
import type { analyticsAdminRoutes } from "#server/analytics/analytics-admin.routes.ts";
import type { staffAdminRoutes } from "#server/auth/staff/staff.routes.ts";
import type { auditAdminRoutes } from "#server/audit/audit.routes.ts";
import type { chatAdminRoutes } from "#server/chat/chat-admin.routes.ts";
import type { taughtAnswersRoutes } from "#server/chat/taught/taught-answers.routes.ts";
import type { authRoutes } from "#server/auth/auth.routes.ts";
import type { invitationRoutes } from "#server/auth/staff/invitation.routes.ts";
import type { contactRoutes } from "#server/contacts/contact-form.routes.ts";
import type { chatRoutes } from "#server/chat/chat.routes.ts";
import type { bookingRoutes } from "#server/booking/booking.routes.ts";
import type { publicApiRoutes } from "#server/public-api.routes.ts";
import type { openApiRoutes } from "#server/openapi/openapi.routes.ts";

/** The admin routers (under /api/admin, behind the staff guards), by mount path. */
export type AdminApis = {
  "/api/admin/account": ReturnType<typeof accountRoutes>;
  "/api/admin/sessions": ReturnType<typeof staffSessionsRoutes>;
  "/api/admin/stats": ReturnType<typeof statsRoutes>;
  "/api/admin/activity": ReturnType<typeof activityRoutes>;
  "/api/admin/blog": ReturnType<typeof blogAdminRoutes>;
  "/api/admin/media": ReturnType<typeof mediaAdminRoutes>;
  "/api/admin/testimonials": ReturnType<typeof testimonialsAdminRoutes>;
  "/api/admin/announcements": ReturnType<typeof announcementsAdminRoutes>;
  "/api/admin/newsletter/issues": ReturnType<typeof newsletterIssueRoutes>;
  "/api/admin/newsletter": ReturnType<typeof newsletterAdminRoutes>;
  "/api/admin/n8n": ReturnType<typeof n8nAdminRoutes>;
  "/api/admin/contacts": ReturnType<typeof contactsAdminRoutes>;
  "/api/admin/tasks": ReturnType<typeof tasksAdminRoutes>;
  "/api/admin/settings": ReturnType<typeof settingsAdminRoutes>;
  /** The live inbox, transcripts, takeover and replies, the dashboard count, needs attention. */
  "/api/admin/chat": ReturnType<typeof chatAdminRoutes> | ReturnType<typeof taughtAnswersRoutes>;
  "/api/admin/ai": ReturnType<typeof aiAdminRoutes>;
  "/api/admin/analytics": ReturnType<typeof analyticsAdminRoutes>;
  "/api/admin/staff": ReturnType<typeof staffAdminRoutes>;
  "/api/admin/audit": ReturnType<typeof auditAdminRoutes>;
  "/api/admin/backups": ReturnType<typeof backupAdminRoutes>;
};

/**
 * The public and sign-in routers. Their pages import only these types (`ApiOutput`, `ApiBody`) and call
 * `apiJson`, so no public chunk gains zod or the typed caller.
 */
export type PublicApis = {
  /** Sign-in, two-factor step, me, sign-out, /password/forgot and /password/reset. */
  "/api/auth": ReturnType<typeof authRoutes>;
  "/api/auth/invitations": ReturnType<typeof invitationRoutes>;
  "/api/contact": ReturnType<typeof contactRoutes>;
  "/api/blog": ReturnType<typeof blogPublicRoutes>;
  "/api/newsletter": ReturnType<typeof newsletterPublicRoutes>;
  "/api/chat": ReturnType<typeof chatRoutes>;
  /** Consultation booking: free times, booking one, the e-mail's cancel and reschedule links. */
  "/api/booking": ReturnType<typeof bookingRoutes>;
  /** /site; the public routers mounted under it are listed on their own. */
  "/api": ReturnType<typeof publicApiRoutes>;
  "/api/openapi.json": ReturnType<typeof openApiRoutes>;
};

export type Apis = AdminApis & PublicApis;

// The maps above list each router once by hand: a router's type read through the features list is circular (the
// routers read Services, which the features build), so TypeScript would see some as `any`. Their mount paths are
// read from the list, though: a feature's admin mount missing here, or an admin path here no feature mounts, fails
// this check.
type Feature = (typeof features)[number];
/** The literal mount paths of the features' admin routers (a feature seen through its general type adds none). */
type MountsOf<K extends "admin"> = NonNullable<Feature[K]> extends readonly (infer M)[]
  ? M extends { mount: `/api${infer Rest}` } ? (string extends Rest ? never : `/api${Rest}`) : never
  : never;
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies SameKeys<keyof AdminApis, MountsOf<"admin">>;
