import { BarChart3, BookOpen, Bot, CalendarDays, FileText, LayoutDashboard, Mail, Megaphone, MessageSquareQuote, MessagesSquare, ScrollText, Settings, UserCog, Users, Workflow, type LucideIcon } from "lucide-react";
import { pageArea, type AdminArea } from "#common/auth/access.ts";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** A live count shown beside the label: visitors waiting for a person, on the chat inbox. */
  count?: "waiting";
}

/** The items a role sees: those whose page it may open (common/auth/access.ts). */
export const navFor = (can: (area: AdminArea) => boolean) => ADMIN_NAV.filter((item) => can(pageArea(item.to)));

export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard },
  { label: "Blog Posts", to: "/admin/blog", icon: FileText },
  { label: "Testimonials", to: "/admin/testimonials", icon: MessageSquareQuote },
  { label: "Announcements", to: "/admin/announcements", icon: Megaphone },
  { label: "Contacts", to: "/admin/contacts", icon: Users },
  { label: "Bookings", to: "/admin/bookings", icon: CalendarDays },
  { label: "Chat Inbox", to: "/admin/chat", icon: MessagesSquare, count: "waiting" },
  { label: "Newsletter", to: "/admin/newsletter", icon: Mail },
  { label: "Analytics", to: "/admin/analytics", icon: BarChart3 },
  { label: "AI Management", to: "/admin/ai", icon: Bot },
  { label: "n8n Integration", to: "/admin/n8n", icon: Workflow },
  { label: "Settings", to: "/admin/settings", icon: Settings },
  { label: "Staff", to: "/admin/staff", icon: UserCog },
  { label: "Audit Log", to: "/admin/audit", icon: ScrollText },
  { label: "API Reference", to: "/admin/api", icon: BookOpen },
];

/** The active entry: exact match for /admin, prefix match for the others. */
export function isNavActive(itemTo: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (itemTo === "/admin") return path === "/admin";
  return path === itemTo || path.startsWith(itemTo + "/");
}
