import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast-signal.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster only once something asks for a toast, so pages that never show one (most public pages)
 * download neither it nor the toast store. Toasts queued before it loads are shown when it mounts.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
