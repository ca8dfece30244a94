import { useLayoutEffect, useState } from "react";

// Toasts never cover a composer (a box staff type a reply into, and its Send button): a composer carries this
// attribute, and while a toast is open the toasts sit at the edge of the screen farther from it. Either edge leaves
// room on a phone and on a desktop, since a composer is a few lines tall.
export const AVOID_TOASTS = { "data-toasts-avoid": "" } as const;
const SELECTOR = "[data-toasts-avoid]";

export type ToastSide = "top" | "bottom";

/** The edge with more room beside the composers on screen; null when none is on screen (the usual place then). */
export function sideAwayFrom(rects: Pick<DOMRect, "top" | "bottom">[], screenHeight: number): ToastSide | null {
  const shown = rects.filter((r) => r.bottom > 0 && r.top < screenHeight);
  if (shown.length === 0) return null;
  const top = Math.min(...shown.map((r) => r.top));
  const bottom = Math.max(...shown.map((r) => r.bottom));
  return top >= screenHeight - bottom ? "top" : "bottom";
}

/**
 * Follows the composers while a toast is open. Read every frame rather than on scroll and resize alone: a page
 * change, a growing reply box or the on-screen keyboard moves a composer without either event, and a toast is
 * open for seconds only.
 */
export function useToastSide(open: boolean): ToastSide | null {
  const [side, setSide] = useState<ToastSide | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    let frame = 0;
    const measure = () => {
      const rects = [...document.querySelectorAll(SELECTOR)].map((el) => el.getBoundingClientRect());
      setSide(sideAwayFrom(rects, window.visualViewport?.height ?? window.innerHeight));
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return side;
}
