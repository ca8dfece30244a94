import { createContext, useContext } from "react";

/**
 * Stylesheets are written into the HTML rather than linked: a linked stylesheet holds the first paint back by one
 * more round trip (most of the hero's LCP was that wait; docs/decisions/017). On the server this context reads a built
 * stylesheet's text by its URL (`entry.server.tsx`); the browser never needs the text (no CSS in the JavaScript).
 */
export const InlineCssContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

/** True where the server already wrote the stylesheet into this document. */
function inlinedInDocument(href: string): boolean {
  return typeof document !== "undefined" && document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;
}

/**
 * A React 19 hoisted style (`precedence`): hydration skips `style[data-precedence]`, and the browser adopts the
 * server's element by its `data-href`, so the client renders it with no text and never replaces it. Where the text
 * is not in the document — the dev server, or a page reached by a client-side navigation that needs a stylesheet the
 * first page did not — the ordinary link is used (React waits for it before showing the page).
 */
export function Stylesheet({ href }: { href: string }) {
  const readCss = useContext(InlineCssContext);
  const css = readCss?.(href);
  if (css !== undefined || inlinedInDocument(href)) {
    return (
      <style href={href} precedence="default">
        {css ?? ""}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}
