import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster only once something asks for a toast, so pages that never show one
 * (most public pages) do not download it. Toasts queued before it loads are shown when it mounts.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
