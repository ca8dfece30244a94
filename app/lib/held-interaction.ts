// Which clicks and submits on a section that has not hydrated are held for replay (docs/decisions/010), shared by
// the page's first inline script (scripts-after-paint.ts, before any module has loaded) and deferred.tsx.

/** A deferred section whose code has not taken over yet. */
export const WAITING_SECTION = "[data-deferred]:not([data-hydrated]):not([data-static])";
/** Clicks on these keep their native behaviour: form controls, labels, disclosures and in-page links. */
export const NATIVE_CLICK = "input, select, textarea, label, summary, [contenteditable], a[href^='#']";

/** What the first inline script held before the modules arrived (window.__bcaiHeld). */
export interface EarlyHeld {
  type: "click" | "submit";
  target: EventTarget | null;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __bcaiHeld?: EarlyHeld[];
    __bcaiHeldStop?: () => void;
  }
}
