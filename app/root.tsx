import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { useContentLanguages } from "./lib/content-languages.ts";
import type { Route } from "./+types/root";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { ErrorScreen } from "./components/errors/error-screen.tsx";
import { Stylesheet } from "./lib/inline-stylesheet.tsx";
import { ScrollRestoration } from "./lib/scroll-restoration.tsx";
import adminStylesheet from "./app.css?url";
import siteStylesheet from "./site.css?url";
import { LOCALES } from "#common/i18n/locales.ts";
import { shownLocale } from "#common/i18n/shown-locale.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Public pages carry only their own rules; the admin's stylesheet is the superset (docs/decisions/017).
  const { pathname } = useLocation();
  const admin = /^\/admin(\/|$)/.test(pathname);
  // The language the page is shown in (its address's, or English where it is not translated yet: docs/decisions/048;
  // a post's: its own, app/lib/content-languages.ts).
  const content = useContentLanguages();
  return (
    <html lang={LOCALES[content?.shown ?? shownLocale(pathname)].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        <Meta />
        <Links />
        <Stylesheet href={admin ? adminStylesheet : siteStylesheet} />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Providers the admin needs live in its routes (AdminProviders), keeping public pages light. */
export default function App() {
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
