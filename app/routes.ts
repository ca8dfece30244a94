import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "../common/i18n/locales.ts";

/**
 * The public pages that also live under /es/, /vi/, /zh/ (common/i18n/page-languages.ts): the same modules, with ids
 * of their own per language; each reads its language from the path. An unknown prefix stays a 404 ("*").
 */
const localizedPages = (locale: string) =>
  prefix(locale, [
    index("routes/public/home.tsx", { id: `${locale}/home` }),
    route("solutions", "routes/public/solutions.tsx", { id: `${locale}/solutions` }),
    route("blog", "routes/public/blog.tsx", { id: `${locale}/blog` }),
    route("blog/:slug", "routes/public/blog.$slug.tsx", { id: `${locale}/blog/:slug` }),
    route("contact", "routes/public/contact.tsx", { id: `${locale}/contact` }),
    route("privacy", "routes/public/privacy.tsx", { id: `${locale}/privacy` }),
  ]);

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("solutions", "routes/public/solutions.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog.$slug.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("book", "routes/public/book.tsx"),
    route("book/cancel/:token", "routes/public/book.cancel.$token.tsx"),
    route("book/reschedule/:token", "routes/public/book.reschedule.$token.tsx"),
    ...PREFIXED_LOCALES.flatMap(localizedPages),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/invite", "routes/admin/invite.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("ai", "routes/admin/ai.tsx"),
      route("n8n", "routes/admin/n8n.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      // "new" and an id: one route, so the page stays mounted when a new post's first autosave gives it an id.
      route("blog/:id", "routes/admin/blog-editor.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("announcements", "routes/admin/announcements.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("bookings", "routes/admin/bookings.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("chat", "routes/admin/chat.tsx"),
      route("chat/unanswered", "routes/admin/chat-unanswered.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("api", "routes/admin/api.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
