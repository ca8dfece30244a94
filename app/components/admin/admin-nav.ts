import { Bot, FileText, LayoutDashboard, Megaphone, MessageSquareQuote, Settings, Users, Workflow, type LucideIcon } from "lucide-react";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard },
  { label: "Blog Posts", to: "/admin/blog", icon: FileText },
  { label: "Testimonials", to: "/admin/testimonials", icon: MessageSquareQuote },
  { label: "Announcements", to: "/admin/announcements", icon: Megaphone },
  { label: "Contacts", to: "/admin/contacts", icon: Users },
  { label: "AI Management", to: "/admin/ai", icon: Bot },
  { label: "n8n Integration", to: "/admin/n8n", icon: Workflow },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];

/** Spec §2: exact match for /admin, prefix match for the others. */
export function isNavActive(itemTo: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (itemTo === "/admin") return path === "/admin";
  return path === itemTo || path.startsWith(itemTo + "/");
}
