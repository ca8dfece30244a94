import { z } from "zod";
import { safeFetch, UrlBlockedError, type OutboundGuard } from "./outbound-guard.ts";
import { findCause, networkFailure } from "./outbound/network-errors.ts";

export type HubspotConfig = { accessToken: string; baseUrl?: string; timeoutMs?: number; guard: Pick<OutboundGuard, "fetch"> };

export type HubspotContactInput = {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  jobtitle?: string;
  lifecyclestage?: string;
  hs_lead_status?: string;
  message?: string;
};

export type HubspotClient = {
  /** Creates the contact, or updates the one with this e-mail (never a 409). */
  upsertContact(input: HubspotContactInput): Promise<{ id: string; created: boolean }>;
  /** Resolves when the token is accepted and can read contacts. */
  checkConnection(): Promise<void>;
};

export class HubspotError extends Error {
  readonly status: number | undefined;
  readonly category: string | undefined;
  readonly retryable: boolean;
  /** Seconds HubSpot asked us to wait (429), when it said. */
  readonly retryAfterSec: number | undefined;

  constructor(message: string, options: { status?: number; category?: string; retryable: boolean; retryAfterSec?: number }) {
    super(message);
    this.name = "HubspotError";
    this.status = options.status;
    this.category = options.category;
    this.retryable = options.retryable;
    this.retryAfterSec = options.retryAfterSec;
  }
}

const errorBody = z.object({ category: z.string().optional(), errorType: z.string().optional() }).loose();
/** HubSpot's error categories (VALIDATION_ERROR, …) are a failure class; anything else in the body is not shown. */
const CATEGORY = /^[A-Z][A-Z0-9_]{1,60}$/;
const upsertResponse = z.object({
  results: z.array(z.object({ id: z.string(), new: z.boolean().optional() }).loose()),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

const DEFAULT_RETRY_AFTER_SEC = 10;

async function toHubspotError(response: Response): Promise<HubspotError> {
  const text = await response.text().catch(() => "");
  let parsed: z.infer<typeof errorBody>;
  try {
    parsed = errorBody.parse(JSON.parse(text));
  } catch {
    parsed = {};
  }
  const status = response.status;
  const named = parsed.category ?? parsed.errorType;
  const category = named && CATEGORY.test(named) ? named : undefined;
  const base = { status, category };
  if (status === 401) return new HubspotError("HubSpot rejected the access token", { ...base, retryable: false });
  if (status === 403) {
    return new HubspotError("HubSpot access token lacks the contacts read/write scopes", { ...base, retryable: false });
  }
  if (status === 429) {
    const header = Number(response.headers.get("retry-after"));
    const retryAfterSec = Number.isFinite(header) && header > 0 ? header : DEFAULT_RETRY_AFTER_SEC;
    return new HubspotError(`HubSpot rate limit reached; retry in ${retryAfterSec} s`, { ...base, retryable: true, retryAfterSec });
  }
  const detail = category ? ` (${category})` : "";
  return new HubspotError(`HubSpot answered HTTP ${status}${detail}`, { ...base, retryable: status >= 500 });
}

export function createHubspotClient(config: HubspotConfig): HubspotClient {
  const baseUrl = (config.baseUrl ?? "https://api.hubapi.com").replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await safeFetch(config.guard, `${baseUrl}${path}`, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const blocked = findCause(error, UrlBlockedError);
      if (blocked) throw blocked;
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new HubspotError(timedOut ? `HubSpot did not answer within ${timeoutMs} ms` : `HubSpot is unreachable: ${networkFailure(error)}`, { retryable: true });
    }
    if (!response.ok) throw await toHubspotError(response);
    return response.json();
  }

  return {
    async upsertContact(input) {
      const email = input.email.trim().toLowerCase();
      // Empty strings would clear values staff typed into HubSpot; send only what we know.
      const properties = Object.fromEntries(
        Object.entries({ ...input, email }).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== ""),
      );
      const json = await call("POST", "/crm/v3/objects/contacts/batch/upsert", {
        inputs: [{ id: email, idProperty: "email", properties }],
      });
      const parsed = upsertResponse.safeParse(json);
      const result = parsed.success ? parsed.data.results[0] : undefined;
      if (!result) throw new HubspotError("HubSpot did not upsert the contact", { retryable: false });
      return { id: result.id, created: result.new === true };
    },
    async checkConnection() {
      await call("GET", "/crm/v3/objects/contacts?limit=1");
    },
  };
}
