import type { QueryFunction } from "@tanstack/react-query";
import { readApiErrorBody, type ApiErrorBody, type FieldErrors } from "#common/lib/api-error.ts";

export const AUTH_TOKEN_KEY = "auth_token";

export function getAuthToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    else window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Private mode without storage: the session simply does not survive a reload.
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** An error's message is "STATUS: body-or-statusText"; status and parsed body ride along for forms. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The API's `{message, errors?}` (common/lib/api-error.ts), or null when the answer was not JSON. */
  readonly body: Partial<ApiErrorBody> | null;
  /** The answer's whole JSON, for the few answers that carry more than the error shape (a post's version conflict). */
  readonly data: unknown;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.data = parseJson(text);
    this.body = readApiErrorBody(this.data);
  }
}

/** Fired when the server sends the signed-in member to a form first (a forced password change, the owner's 2FA rule). */
export const ACCOUNT_GATE_EVENT = "admin:account-gate";

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    const error = new ApiRequestError(res.status, text);
    if (res.status === 403 && (error.body?.code === "password_change_required" || error.body?.code === "two_factor_setup_required")) {
      window.dispatchEvent(new Event(ACCOUNT_GATE_EVENT));
    }
    throw error;
  }
}

/** Cookies always included; bearer token when stored; JSON content type only with a body. */
export async function apiRequest(method: string, url: string, data?: unknown, init: { signal?: AbortSignal } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers["Content-Type"] = "application/json";
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown, init: { signal?: AbortSignal } = {}): Promise<T> {
  return readJson<T>(await apiRequest(method, url, data, init));
}

/**
 * A successful answer's JSON, as the type its route declares (a type of app/lib/api-contract.ts, named by the caller):
 * the one place parsed JSON is given its type, for the callers that fetch on their own (the chat widget's no-store reads).
 */
export async function readJson<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query function: GET of the query key parts joined with "/". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const token = getAuthToken();
    const res = await fetch(queryKey.join("/"), {
      credentials: "include",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The server's per-field messages of a failed form (`errors` of common/lib/api-error.ts); none for other failures. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? (error.body?.errors ?? {}) : {};
}

/** The server's message for one field of a failed form, when it named one. */
export function fieldError(error: unknown, field: string): string | undefined {
  return fieldErrorsOf(error)[field];
}

/** The server's own words for a failed request, for toasts: "{message}" of the JSON body, else the raw text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.body?.message ?? (error.message.replace(/^\d+:\s*/, "") || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Saves a file the API answers (a CSV export): the bearer token lives in localStorage, so a plain link cannot
 * download it. The name is the answer's Content-Disposition filename, else `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await apiRequest("GET", url);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  saveFile(await res.blob(), name);
}

/** Offers `blob` to the browser as a download named `name` (an API's file, or one the page made). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
