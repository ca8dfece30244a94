import { NavLink } from "react-router";
import { cn } from "#app/lib/utils.ts";

const TABS = [
  { to: "/admin/chat", label: "Conversations", end: true },
  { to: "/admin/chat/unanswered", label: "Unanswered", end: false },
] as const;

/** The chat area's two views: the live inbox and what the assistant could not answer. */
export function ChatTabs() {
  return (
    <nav aria-label="Chat views" className="mb-4 flex gap-1 border-b">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn("-mb-px border-b-2 px-3 py-2 text-sm font-medium", isActive ? "border-brand text-foreground" : "border-transparent text-muted-foreground hover:text-foreground")
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
