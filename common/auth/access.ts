import type { StaffRole } from "./roles.ts";

/**
 * Who may use what: the one map read by the server's guard on /api/admin and by the admin UI
 * (sidebar, dashboard cards, pages). docs/decisions/018-staff-roles.md explains each line.
 */
export const ADMIN_AREAS = [
  "dashboard",
  "content",
  "ai_content",
  "ai_automation",
  "contacts",
  "chat",
  "newsletter",
  "analytics",
  "n8n",
  "settings",
  "staff",
  "audit",
  "account",
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const AREA_ROLES: Record<AdminArea, readonly StaffRole[]> = {
  dashboard: ["owner", "admin", "editor", "sales"],
  content: ["owner", "admin", "editor"],
  ai_content: ["owner", "admin", "editor"],
  ai_automation: ["owner", "admin"],
  contacts: ["owner", "admin", "sales"],
  chat: ["owner", "admin", "sales"],
  newsletter: ["owner", "admin", "sales"],
  analytics: ["owner", "admin"],
  n8n: ["owner", "admin"],
  settings: ["owner", "admin"],
  // Viewing the staff page and inviting editors or sales; changing roles and removing people is the owner's (server/staff).
  staff: ["owner", "admin"],
  audit: ["owner", "admin"],
  // Everyone's own password, two-factor sign-in and sessions.
  account: ["owner", "admin", "editor", "sales"],
};

export const canUse = (role: StaffRole | null | undefined, area: AdminArea): boolean => !!role && AREA_ROLES[area].includes(role);

/**
 * [path prefix, area, method]: /api/admin paths (after the prefix) are given their area by the server's features, each
 * mount with its own (server/admin/admin-mounts.ts); a path that matches none is refused for every role.
 */
export type ApiAreaRule = readonly [prefix: string, area: AdminArea, method?: string];

/** Matches whole path segments: "/blog" covers "/blog" and "/blog/1", not "/blogroll". */
export function areaByPrefix(path: string, table: ReadonlyArray<readonly [string, AdminArea, string?]>, method?: string): AdminArea | null {
  let best: { length: number; area: AdminArea } | null = null;
  for (const [prefix, area, only] of table) {
    if (only && only !== method) continue;
    const matches = path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) best = { length: prefix.length, area };
  }
  return best?.area ?? null;
}

/** Admin pages and their area (the dashboard is "/admin" exactly). */
export const ADMIN_PAGE_AREAS: ReadonlyArray<readonly [path: string, area: AdminArea]> = [
  ["/admin/blog", "content"],
  ["/admin/testimonials", "content"],
  ["/admin/announcements", "content"],
  ["/admin/ai", "ai_content"],
  ["/admin/contacts", "contacts"],
  ["/admin/bookings", "contacts"],
  ["/admin/analytics", "analytics"],
  ["/admin/chat", "chat"],
  ["/admin/newsletter", "newsletter"],
  ["/admin/n8n", "n8n"],
  ["/admin/settings", "settings"],
  ["/admin/staff", "staff"],
  ["/admin/audit", "audit"],
  // The API reference describes the integrations' side of the app, as Settings does: owner and administrators.
  ["/admin/api", "settings"],
  ["/admin/account", "account"],
];

/** The area of an admin page; "/admin" and unknown pages (the not-found page) belong to the dashboard. */
export function pageArea(pathname: string): AdminArea {
  const path = pathname.replace(/\/+$/, "") || "/";
  return areaByPrefix(path, ADMIN_PAGE_AREAS) ?? "dashboard";
}

export const NO_ACCESS_MESSAGE = "You don't have access";
