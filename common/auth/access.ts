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
 * /api/admin paths (after the prefix) and their area; the longest matching prefix wins, and an entry with a
 * method applies to that method only. A path that matches none is refused for every role: a new route must be
 * placed here first.
 */
export const ADMIN_API_AREAS: ReadonlyArray<readonly [prefix: string, area: AdminArea, method?: string]> = [
  ["/stats", "dashboard"],
  ["/activity", "dashboard"],
  ["/blog", "content"],
  ["/media", "content"],
  ["/testimonials", "content"],
  ["/announcements", "content"],
  ["/ai/content", "ai_content"],
  ["/ai/generate-blog", "ai_content"],
  ["/ai/blog-suggestions", "ai_content"],
  ["/ai/tasks", "ai_automation"],
  ["/ai/generate-workflows", "ai_automation"],
  ["/ai/workflow-suggestions", "ai_automation"],
  ["/ai/contact-insights", "ai_automation"],
  ["/contacts", "contacts"],
  // Tasks on contacts and the dashboard's due list (docs/decisions/027): whoever works contacts.
  ["/tasks", "contacts"],
  ["/chat", "chat"],
  ["/newsletter", "newsletter"],
  ["/analytics", "analytics"],
  ["/n8n", "n8n"],
  // Sales assign follow-up workflows to their leads: they read the list of workflows, nothing else of n8n.
  ["/n8n/workflows", "contacts", "GET"],
  ["/settings", "settings"],
  // Backups hold every lead and staff account: the settings area's roles (owner and administrators).
  ["/backups", "settings"],
  ["/staff", "staff"],
  ["/audit", "audit"],
  ["/account", "account"],
  // Other members' sessions: the routes also require the owner.
  ["/sessions", "staff"],
];

/** Matches whole path segments: "/blog" covers "/blog" and "/blog/1", not "/blogroll". */
function longestPrefixArea(path: string, table: ReadonlyArray<readonly [string, AdminArea, string?]>, method?: string): AdminArea | null {
  let best: { length: number; area: AdminArea } | null = null;
  for (const [prefix, area, only] of table) {
    if (only && only !== method) continue;
    const matches = path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) best = { length: prefix.length, area };
  }
  return best?.area ?? null;
}

/** The area of an /api/admin request, its path given without the prefix ("/blog/3"), or null when it has none. */
export const apiArea = (path: string, method = "GET"): AdminArea | null =>
  longestPrefixArea(path.replace(/\/+$/, "") || "/", ADMIN_API_AREAS, method.toUpperCase());

/** Admin pages and their area (the dashboard is "/admin" exactly). */
export const ADMIN_PAGE_AREAS: ReadonlyArray<readonly [path: string, area: AdminArea]> = [
  ["/admin/blog", "content"],
  ["/admin/testimonials", "content"],
  ["/admin/announcements", "content"],
  ["/admin/ai", "ai_content"],
  ["/admin/contacts", "contacts"],
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
  return longestPrefixArea(path, ADMIN_PAGE_AREAS) ?? "dashboard";
}

export const NO_ACCESS_MESSAGE = "You don't have access";
