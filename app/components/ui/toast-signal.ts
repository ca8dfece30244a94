// How the root's LazyToaster learns that a toast exists without loading the toast store (use-toast.ts) on every
// page: the store raises this signal, and the toaster (which does read the store) loads on the first one.

const TOAST_EVENT = "bayou:toast";

export function signalToast(): void {
  if (typeof document === "undefined") return;
  document.documentElement.dataset.toasts = "shown";
  window.dispatchEvent(new Event(TOAST_EVENT));
}

/** Calls `onToast` once a toast has been asked for (at once if one already was); returns the unsubscribe. */
export function onFirstToast(onToast: () => void): () => void {
  if (document.documentElement.dataset.toasts === "shown") {
    onToast();
    return () => {};
  }
  window.addEventListener(TOAST_EVENT, onToast, { once: true });
  return () => window.removeEventListener(TOAST_EVENT, onToast);
}
