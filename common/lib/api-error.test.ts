import { describe, expect, it, vi } from "vitest";
import { z } from "./zod.ts";
import { ApiError, fieldErrors, isApiError, readApiErrorBody } from "./api-error.ts";

describe("the API's error shape", () => {
  it("is recognised by its brand, also when another copy of the module threw it", async () => {
    const error = new ApiError(400, "Please check: email", { errors: { email: "Please enter a valid email address" } });
    expect(isApiError(error)).toBe(true);
    expect(error.body).toEqual({ message: "Please check: email", errors: { email: "Please enter a valid email address" } });
    // The page build bundles its own copy of common/: a fresh module instance stands in for it.
    vi.resetModules();
    const copy = await import("./api-error.ts");
    expect(copy.ApiError).not.toBe(ApiError);
    expect(copy.isApiError(error)).toBe(true);
    expect(isApiError(Object.assign(new Error("x"), { status: 400 }))).toBe(false);
    expect(new ApiError(404, "Contact not found").body).toEqual({ message: "Contact not found" });
  });

  it("keys field messages as the server answers them: first message per dotted path", () => {
    const result = z.object({ a: z.string().min(2, "too short").max(1, "too long"), b: z.object({ c: z.number("c must be a number") }) }).safeParse({ a: "x", b: {} });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ a: "too short", "b.c": "c must be a number" });
  });

  it("reads a failed answer's body, keeping only text messages", () => {
    expect(readApiErrorBody({ message: "Nope", errors: { email: "Bad", n: 3 } })).toEqual({ message: "Nope", errors: { email: "Bad" } });
    expect(readApiErrorBody("text")).toBeNull();
    expect(readApiErrorBody({ errors: ["x"] })).toEqual({});
  });
});
