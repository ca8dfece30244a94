import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server HTML is the page: let the browser paint it before React starts hydrating. When the scripts arrive
// quickly (a warm cache, a fast network), hydrating at once would hold the first paint back behind that work
// (most of the hero's LCP; docs/decisions/017). A hidden tab does not paint, so it does not wait for a frame.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
