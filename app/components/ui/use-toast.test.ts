import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismiss, getToasts, reducer, toast, type ToastState } from "./use-toast.ts";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows at most one toast, the newest", () => {
    toast({ title: "Blog post created successfully!" });
    toast({ title: "Login Failed", description: "Invalid email or password", variant: "destructive" });
    expect(getToasts().map((t) => [t.title, t.variant, t.open])).toEqual([["Login Failed", "destructive", true]]);
  });

  it("closes on dismiss and removes 5000 ms later", () => {
    const handle = toast({ title: "Settings Updated" });
    handle.update({ description: "Your settings have been saved successfully." });
    expect(getToasts()[0]?.description).toBe("Your settings have been saved successfully.");
    handle.dismiss();
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it("dismisses through Radix's onOpenChange (swipe, close button, timeout)", () => {
    const onOpenChange = vi.fn();
    toast({ title: "Logged Out", onOpenChange });
    getToasts()[0]?.onOpenChange?.(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(getToasts()[0]?.open).toBe(false);
  });

  it("reducer removes every toast when no id is given", () => {
    const state: ToastState = { toasts: [{ id: "1", open: false }] };
    expect(reducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});
