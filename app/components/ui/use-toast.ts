import * as React from "react";
import type { ToastActionElement, ToastProps } from "./toast.tsx";
import { signalToast } from "./toast-signal.ts";

// At most 1 toast at a time, removed 5000 ms after it is dismissed.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 5000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastState = { toasts: ToasterToast[] };

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure (unlike shadcn's, the removal timer lives in `dismiss`), so it can be tested on its own. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// Module-level store so `toast()` works outside React (query callbacks, plain functions).
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let memoryState: ToastState = { toasts: [] };
let count = 0;

function dispatch(action: ToastAction): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(toastId, timer);
}

/** Closes one toast, or all of them without an id. */
export function dismiss(toastId?: string): void {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch({ type: "DISMISS_TOAST", toastId });
}

export type Toast = Omit<ToasterToast, "id">;

export function toast({ onOpenChange, ...props }: Toast) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const update = (next: Partial<Toast>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const close = () => dismiss(id);
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        onOpenChange?.(open);
        if (!open) close();
      },
    },
  });
  signalToast();
  return { id, dismiss: close, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => memoryState;

/** Current toasts outside React (tests, debugging). */
export function getToasts(): ToasterToast[] {
  return memoryState.toasts;
}
const serverSnapshot: ToastState = { toasts: [] };
const getServerSnapshot = () => serverSnapshot;

export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: state.toasts, toast, dismiss };
}
