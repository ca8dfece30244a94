import { Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { appContext } from "../../lib/app-context.ts";
import { GeneralErrorBoundary } from "../../components/errors/general-error-boundary.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { site: await services.settings.publicSite() };
}

function Shell({ siteName, children }: { siteName: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50">
        Skip to content
      </a>
      <header className="border-b border-border">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
          <Link to="/" className="font-semibold">
            {siteName}
          </Link>
          <div className="flex items-center gap-6 text-sm">
            <Link to="/solutions">Solutions</Link>
            <Link to="/blog">Blog</Link>
            <Link to="/contact" className="rounded-md bg-primary px-3 py-2 text-primary-foreground">
              Deploy AI
            </Link>
          </div>
        </nav>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
        <Link to="/admin">Admin Access</Link>
        <p className="mt-2">© {new Date().getFullYear()} {siteName}. All rights reserved.</p>
      </footer>
    </div>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell siteName={loaderData.site.siteName}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell siteName="Bayou City AI">
      <GeneralErrorBoundary />
    </Shell>
  );
}
