import { useContext, useEffect, useLayoutEffect } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useNavigation,
} from "react-router";

/**
 * React Router's <ScrollRestoration>, without touching sessionStorage on a fresh page load. The first read of
 * sessionStorage in a document is a synchronous round trip to the browser process (3–37 ms measured on this project's
 * 2-core machine), and the stock component makes it in its inline script, while the page parses and before the first
 * paint (it reads again in a layout effect while it hydrates). Positions are stored under the history entry's key,
 * and a page reached by a new navigation has a brand-new entry (its key is made right here), so there is nothing to
 * find: storage is read only on a reload or a back/forward load, where the entry and its key already existed. Saving
 * on pagehide merges into what other pages of the tab stored. Everything else is the stock behaviour (same storage
 * key, same restore, hash and reset rules on client navigations).
 */
const SCROLL_STORAGE_KEY = "react-router-scroll-positions";

// The page's inline script: restore the position of a reloaded or revisited entry before the first paint.
const restoreOnLoad = (storageKey: string) => {
  const state = window.history.state as { key?: string } | null;
  if (!state || !state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const y: unknown = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[state.key];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
};

/** Whether this document was loaded into a history entry that existed before (reload, back/forward). */
function revisitedEntry(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry !== undefined && entry.type !== "navigate";
}

function readStored(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) || "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

// Positions of this tab's entries, by history key; the router writes into this object as it navigates.
const positions: Record<string, number> = {};

export function ScrollRestoration() {
  const framework = useContext(FrameworkContext);
  const { router } = useContext(DataRouterContext) ?? {};
  const { restoreScrollPosition, preventScrollReset } = useContext(DataRouterStateContext) ?? {};
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = "manual";
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      if (navigation.state === "idle") positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ ...readStored(), ...positions }));
      } catch {
        // Storage blocked or full: positions are kept for this page's life only.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, [navigation.state, location]);

  useLayoutEffect(() => {
    if (revisitedEntry()) Object.assign(positions, { ...readStored(), ...positions });
    return router?.enableScrollRestoration(positions, () => window.scrollY);
  }, [router]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false || restoreScrollPosition === undefined) return;
    if (typeof restoreScrollPosition === "number") {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    try {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) {
        target.scrollIntoView();
        return;
      }
    } catch {
      // An undecodable hash scrolls nowhere in particular: fall through to the top.
    }
    if (preventScrollReset === true) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  if (!framework || framework.isSpaMode) return null;
  return (
    <script
      nonce={framework.nonce}
      suppressHydrationWarning
      // The script has done its work by the time the page hydrates (React leaves its text alone): only the server's
      // build carries it, which keeps it out of the page's JavaScript.
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? `(${restoreOnLoad.toString()})(${JSON.stringify(SCROLL_STORAGE_KEY)})` : "",
      }}
    />
  );
}
