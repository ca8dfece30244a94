import { safeFetch, type OutboundGuard } from "../integrations/outbound-guard.ts";
import { networkFailure } from "../integrations/outbound/network-errors.ts";
import { GRAPH_VERSION, type WhatsappConfig } from "./whatsapp-settings.ts";

// The WhatsApp Cloud API (Meta's Graph API) for what the channel needs: send a text or an approved template, and read
// the phone number (the settings page's test). Bearer auth with the access token; JSON both ways.

const TIMEOUT_MS = 10_000;

/**
 * A failed call. `retryable`: sending again can help. `uncertain`: the request may have reached WhatsApp and the
 * message may be out (a 5xx or no answer), so the next attempt must not simply send again (docs/decisions/051).
 */
export class WhatsappError extends Error {
  readonly retryable: boolean;
  readonly uncertain: boolean;
  readonly status: number | null;
  readonly code: number | null;
  /** Read by the outbox: the earliest next attempt. */
  readonly retryAfterSec?: number;
  constructor(message: string, opts: { retryable: boolean; uncertain?: boolean; status?: number | null; code?: number | null; retryAfterSec?: number }) {
    super(message);
    this.name = "WhatsappError";
    this.retryable = opts.retryable;
    this.uncertain = opts.uncertain ?? false;
    this.status = opts.status ?? null;
    this.code = opts.code ?? null;
    if (opts.retryAfterSec !== undefined) this.retryAfterSec = opts.retryAfterSec;
  }
}

export type OutgoingWhatsapp =
  | { to: string; kind: "text"; body: string; callbackData: string }
  | { to: string; kind: "template"; template: { name: string; language: string; params: string[] }; callbackData: string };

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };

export function createGraphClient(config: WhatsappConfig, guard: Pick<OutboundGuard, "fetch">) {
  const base = `${config.apiUrl}/${GRAPH_VERSION}`;

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await safeFetch(guard, `${base}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${config.accessToken}`, accept: "application/json", ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      // A timeout may come after WhatsApp took the message; a refused connection never reached it.
      throw new WhatsappError(`WhatsApp is unreachable: ${timedOut ? `no answer within ${TIMEOUT_MS} ms` : networkFailure(error)}`, { retryable: true, uncertain: timedOut });
    }
    const text = await response.text();
    let json: GraphError & Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as typeof json) : {};
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (response.ok) return json;
    const code = typeof json.error?.code === "number" ? json.error.code : null;
    const said = typeof json.error?.message === "string" ? `: ${json.error.message.slice(0, 300)}` : "";
    const serverSide = response.status >= 500;
    throw new WhatsappError(`WhatsApp answered HTTP ${response.status}${code !== null ? ` (error ${code})` : ""}${said}`, {
      retryable: serverSide || response.status === 429,
      uncertain: serverSide,
      status: response.status,
      code,
    });
  }

  return {
    /** POST /{phone-number-id}/messages: the message's wamid. */
    async send(message: OutgoingWhatsapp): Promise<string> {
      const content =
        message.kind === "text"
          ? { type: "text", text: { preview_url: false, body: message.body } }
          : {
              type: "template",
              template: {
                name: message.template.name,
                language: { code: message.template.language },
                components: message.template.params.length ? [{ type: "body", parameters: message.template.params.map((text) => ({ type: "text", text })) }] : [],
              },
            };
      const json = (await call(`/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to: message.to, ...content, biz_opaque_callback_data: message.callbackData }),
      })) as { messages?: { id?: string }[] };
      const id = json.messages?.[0]?.id;
      if (!id) throw new WhatsappError("WhatsApp accepted the message without a message id", { retryable: false });
      return id;
    },

    /** GET the phone number: the settings page's test. */
    async check(): Promise<string> {
      const json = (await call(`/${encodeURIComponent(config.phoneNumberId)}`)) as { verified_name?: string; display_phone_number?: string };
      return `WhatsApp accepted the access token (number ${json.display_phone_number ?? config.phoneNumberId}, "${json.verified_name ?? "unnamed"}")`;
    },
  };
}
export type GraphClient = ReturnType<typeof createGraphClient>;
