import { Link, useLocation } from "react-router";
import { LogOut, PanelLeftClose, PanelLeftOpen, Sparkles, UserRound } from "lucide-react";
import { cn } from "../../lib/utils.ts";
import { isNavActive, navFor } from "./admin-nav.ts";
import { useCan } from "../../lib/access.ts";
import { Button } from "../ui/button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip.tsx";
import { WaitingCount } from "./live/live-desk.tsx";

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function AdminSidebar({ collapsed, onToggle, onLogout, loggingOut }: Props) {
  const { pathname } = useLocation();
  const can = useCan();
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        "sticky top-0 flex h-screen shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200",
        collapsed ? "w-16" : "w-64",
      )}
    >
      <div className="flex h-16 items-center gap-2 border-b border-border px-3">
        <Link to="/" className="flex min-w-0 items-center gap-2 font-semibold">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="size-4" aria-hidden />
          </span>
          {/* The name read out starts with the text shown (WCAG 2.5.3), collapsed or not. */}
          <span className={collapsed ? "sr-only" : "truncate"}>Admin Portal</span>
          <span className="sr-only"> (go to the website)</span>
        </Link>
      </div>
      <nav aria-label="Admin" className="flex-1 space-y-1 overflow-y-auto p-2">
        {navFor(can).map((item) => {
          const active = isNavActive(item.to, pathname);
          const link = (
            <Link
              key={item.to}
              to={item.to}
              aria-current={active ? "page" : undefined}
              className={cn(
                "relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors",
                active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <item.icon className="size-4 shrink-0" aria-hidden />
              {collapsed ? <span className="sr-only">{item.label}</span> : <span>{item.label}</span>}
              {item.count === "waiting" && <WaitingCount collapsed={collapsed} />}
            </Link>
          );
          return collapsed ? (
            <Tooltip key={item.to}>
              <TooltipTrigger asChild>{link}</TooltipTrigger>
              <TooltipContent side="right">{item.label}</TooltipContent>
            </Tooltip>
          ) : (
            link
          );
        })}
      </nav>
      <div className="space-y-1 border-t border-border p-2">
        <Link
          to="/admin/account"
          aria-current={pathname === "/admin/account" ? "page" : undefined}
          className={cn(
            "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors",
            pathname === "/admin/account" ? "bg-primary text-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
          )}
        >
          <UserRound className="size-4 shrink-0" aria-hidden />
          {collapsed ? <span className="sr-only">Account</span> : <span>Account</span>}
        </Link>
        <Button variant="ghost" className="w-full justify-start gap-3 px-3" onClick={onToggle} aria-expanded={!collapsed}>
          {collapsed ? <PanelLeftOpen className="size-4" aria-hidden /> : <PanelLeftClose className="size-4" aria-hidden />}
          {collapsed ? <span className="sr-only">Expand sidebar</span> : <span>Collapse</span>}
        </Button>
        <Button variant="ghost" className="w-full justify-start gap-3 px-3" onClick={onLogout} disabled={loggingOut}>
          <LogOut className="size-4" aria-hidden />
          {collapsed ? <span className="sr-only">Logout</span> : <span>Logout</span>}
        </Button>
      </div>
    </aside>
  );
}
