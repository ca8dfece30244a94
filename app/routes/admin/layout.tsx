import { useEffect, useState } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/layout";
import { adminMeta, NOT_FOUND_TITLE } from "../../lib/page-title.ts";
import { AUTH_ME_KEY, useAuth, useLogout } from "../../lib/auth.ts";
import { ACCOUNT_GATE_EVENT } from "../../lib/api.ts";
import { useQueryClient } from "@tanstack/react-query";
import { LoginForm } from "../../components/admin/login-form.tsx";
import { AdminSidebar } from "../../components/admin/admin-sidebar.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { GeneralErrorBoundary } from "../../components/errors/general-error-boundary.tsx";
import { AdminProviders } from "../../components/admin/admin-providers.tsx";
import { NoAccess } from "../../components/admin/no-access.tsx";
import { LiveDesk } from "../../components/admin/live/live-desk.tsx";
import { canOpenPage } from "../../lib/access.ts";
import { ForcedPasswordChange, ForcedTwoFactorSetup } from "../../components/admin/account/account-gates.tsx";

// Every admin page names itself; this one is read only when a page failed and this layout shows the error.
export const meta: Route.MetaFunction = ({ error }) =>
  adminMeta(isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_TITLE : "Something Went Wrong");

const COLLAPSE_KEY = "admin_sidebar_collapsed";

/** Admin pages are client-driven: the session lives in localStorage, so the server renders only a shell. */
export default function AdminLayout() {
  return (
    <AdminProviders>
      <AdminLayoutContent />
    </AdminProviders>
  );
}

function AdminLayoutContent() {
  const [hydrated, setHydrated] = useState(false);
  const { user, isLoading } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  const queryClient = useQueryClient();
  // A rule that started mid-session (the owner now requires 2FA): the next refused call brings up its form.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: AUTH_ME_KEY });
    window.addEventListener(ACCOUNT_GATE_EVENT, refresh);
    return () => window.removeEventListener(ACCOUNT_GATE_EVENT, refresh);
  }, [queryClient]);

  useEffect(() => {
    setHydrated(true);
    setCollapsed(window.localStorage.getItem(COLLAPSE_KEY) === "1" || window.innerWidth < 768);
  }, []);

  if (!hydrated || isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center" aria-busy="true" aria-label="Loading the admin portal">
        <Skeleton className="h-40 w-80" />
      </div>
    );
  }
  if (!user) return <LoginForm redirectTo={location.pathname === "/admin/login" ? "/admin" : location.pathname + location.search} />;
  // The server answers 403 to every other admin call until these are done (server/auth/account-gate.ts).
  if (user.mustChangePassword) return <ForcedPasswordChange onLogout={onLogout} />;
  if (user.twoFactorSetupRequired) return <ForcedTwoFactorSetup onLogout={onLogout} />;

  function toggle() {
    setCollapsed((c) => {
      window.localStorage.setItem(COLLAPSE_KEY, c ? "0" : "1");
      return !c;
    });
  }
  function onLogout() {
    logout.mutate(undefined, {
      onSettled: () => {
        toast({ title: "Logged Out", description: "You have been signed out." });
        navigate("/");
      },
    });
  }

  return (
    <div className="flex min-h-screen bg-muted/30">
      <LiveDesk />
      <AdminSidebar collapsed={collapsed} onToggle={toggle} onLogout={onLogout} loggingOut={logout.isPending} />
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        {canOpenPage(user.role, location.pathname) ? <Outlet /> : <NoAccess role={user.role} />}
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
