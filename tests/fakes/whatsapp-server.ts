import { randomBytes } from "node:crypto";
import { createFaults, createHttpFake, sendJson, type FakeRequest, type HttpFake } from "./http-fake.ts";
import { whatsappSignature } from "#server/whatsapp/whatsapp-signature.ts";

// Follows the WhatsApp Cloud API (Graph API) for what the WhatsApp channel uses: Bearer auth with the access token,
// POST /{version}/{phone-number-id}/messages (JSON; type text or template) answering {messaging_product, contacts,
// messages: [{id: "wamid.…"}]}, GET /{version}/{phone-number-id} (the number's details), GET /{version}/{waba-id}/
// message_templates, and Graph errors {error: {message, type, code, error_subcode, fbtrace_id}} (190: bad token,
// 100: bad parameter, 131026: undeliverable). Its webhooks are JSON "whatsapp_business_account" notifications signed
// with X-Hub-Signature-256 (HMAC-SHA256 of the body, keyed with the app secret); statuses carry the message's
// biz_opaque_callback_data.

export type FakeWhatsappMessage = {
  id: string;
  to: string;
  type: "text" | "template";
  body: string;
  template: { name: string; language: string; params: string[] } | null;
  callbackData: string | null;
  at: number;
};

/** A webhook request as Meta would send it: the JSON body and its headers. */
export type WhatsappDelivery = { body: string; headers: Record<string, string> };
export type WhatsappStatus = "sent" | "delivered" | "read" | "failed";

export type FakeWhatsappServer = HttpFake & {
  readonly requests: FakeRequest[];
  /** Messages accepted through the API (what recipients' phones got from the site). */
  readonly messages: FakeWhatsappMessage[];
  /** The next `count` API requests fail with `status` before doing anything (an outage) … */
  failNext(count: number, status?: number): void;
  /** … or accept the message and then answer 500 (the answer is lost; the message went out). */
  failAfterAcceptNext(count: number): void;
  /** A message from `waId` (digits, no +), signed with the app secret; `at` is when the customer sent it. */
  inbound(input: { waId: string; body?: string; id?: string; name?: string; type?: string; at?: Date }, secret?: string): WhatsappDelivery;
  /** Status notifications for one message, in the order given (duplicates and out-of-order allowed). */
  statuses(wamid: string, statuses: WhatsappStatus[], error?: { code: number; title: string; details?: string }): WhatsappDelivery[];
  /** Posts deliveries to the app's webhook URL; resolves with the answers' statuses. */
  post(url: string, deliveries: WhatsappDelivery[]): Promise<number[]>;
  clear(): void;
};

const wamid = () => `wamid.${randomBytes(24).toString("base64url")}`;

export function createFakeWhatsappServer(options: { phoneNumberId: string; businessAccountId: string; accessToken: string; appSecret: string; displayNumber?: string }): FakeWhatsappServer {
  const requests: FakeRequest[] = [];
  const messages: FakeWhatsappMessage[] = [];
  const faults = createFaults();
  let acceptThenFail = 0;
  const version = /^\/v\d+\.\d+/;
  const error = (res: Parameters<typeof sendJson>[0], status: number, code: number, message: string, type = "OAuthException") =>
    sendJson(res, status, { error: { message, type, code, fbtrace_id: randomBytes(8).toString("hex") } });
  const metadata = { display_phone_number: (options.displayNumber ?? "+1 555-0100").replace(/\D/g, ""), phone_number_id: options.phoneNumberId };

  const fake = createHttpFake(async (request, res) => {
    requests.push(request);
    const failed = await faults.take(res);
    if (failed !== null) return error(res, failed, 2, "Service temporarily unavailable", "OAuthException");
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) return error(res, 401, 190, "Invalid OAuth access token - Cannot parse access token");
    if (!version.test(request.path)) return error(res, 400, 2500, "Unknown path components");
    const path = request.path.replace(version, "");
    if (request.method === "GET" && path === `/${options.phoneNumberId}`) {
      return sendJson(res, 200, { verified_name: "Fake Agency", display_phone_number: options.displayNumber ?? "+1 555-0100", id: options.phoneNumberId, quality_rating: "GREEN" });
    }
    if (request.method === "GET" && path === `/${options.businessAccountId}/message_templates`) {
      return sendJson(res, 200, { data: [{ name: "follow_up", language: "en_US", status: "APPROVED", category: "UTILITY", components: [{ type: "BODY", text: "Hi {{1}}, following up on your question about {{2}}. Reply here to continue." }] }] });
    }
    if (request.method !== "POST" || path !== `/${options.phoneNumberId}/messages`) return error(res, 400, 100, `Unsupported ${request.method} request. Object with ID '${path.slice(1)}' does not exist`, "GraphMethodException");
    let body: { messaging_product?: string; to?: string; type?: string; text?: { body?: string }; template?: { name?: string; language?: { code?: string }; components?: { type: string; parameters?: { text?: string }[] }[] }; biz_opaque_callback_data?: string };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return error(res, 400, 100, "Invalid JSON body");
    }
    if (body.messaging_product !== "whatsapp") return error(res, 400, 100, "The parameter messaging_product is required.");
    const to = (body.to ?? "").replace(/^\+/, "");
    if (!/^\d{7,15}$/.test(to)) return error(res, 400, 100, "Invalid parameter: to");
    let message: FakeWhatsappMessage;
    if (body.type === "text" && body.text?.body) {
      message = { id: wamid(), to, type: "text", body: body.text.body, template: null, callbackData: body.biz_opaque_callback_data ?? null, at: Date.now() };
    } else if (body.type === "template" && body.template?.name) {
      const params = (body.template.components ?? []).find((c) => c.type === "body")?.parameters?.map((p) => p.text ?? "") ?? [];
      message = { id: wamid(), to, type: "template", body: "", template: { name: body.template.name, language: body.template.language?.code ?? "", params }, callbackData: body.biz_opaque_callback_data ?? null, at: Date.now() };
    } else {
      return error(res, 400, 100, "Invalid parameter: a text message needs text.body, a template message template.name");
    }
    messages.push(message);
    if (acceptThenFail > 0) {
      acceptThenFail--;
      return error(res, 500, 1, "An unknown error occurred", "OAuthException");
    }
    return sendJson(res, 200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: to }], messages: [{ id: message.id }] });
  });

  function signed(value: Record<string, unknown>, secret = options.appSecret): WhatsappDelivery {
    const body = JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: options.businessAccountId, changes: [{ value: { messaging_product: "whatsapp", metadata, ...value }, field: "messages" }] }] });
    return { body, headers: { "content-type": "application/json", "x-hub-signature-256": whatsappSignature(secret, body) } };
  }

  return Object.assign(fake, {
    requests,
    messages,
    failNext: faults.failNext,
    failAfterAcceptNext(count: number) {
      acceptThenFail = count;
    },
    inbound(input: { waId: string; body?: string; id?: string; name?: string; type?: string; at?: Date }, secret?: string): WhatsappDelivery {
      const at = input.at ?? new Date();
      const type = input.type ?? "text";
      const content = type === "text" ? { text: { body: input.body ?? "" } } : { [type]: { id: randomBytes(8).toString("hex"), mime_type: "image/jpeg", ...(input.body ? { caption: input.body } : {}) } };
      return signed({
        contacts: [{ profile: { name: input.name ?? "Customer" }, wa_id: input.waId }],
        messages: [{ from: input.waId, id: input.id ?? wamid(), timestamp: String(Math.floor(at.getTime() / 1000)), type, ...content }],
      }, secret);
    },
    statuses(id: string, statuses: WhatsappStatus[], err?: { code: number; title: string; details?: string }): WhatsappDelivery[] {
      const message = messages.find((m) => m.id === id);
      return statuses.map((status) =>
        signed({
          statuses: [{
            id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: message?.to ?? "",
            ...(message?.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
            ...(status === "failed" && err ? { errors: [{ code: err.code, title: err.title, message: err.title, error_data: { details: err.details ?? err.title } }] } : {}),
          }],
        }),
      );
    },
    async post(url: string, deliveries: WhatsappDelivery[]): Promise<number[]> {
      const answers: number[] = [];
      for (const d of deliveries) answers.push((await fetch(url, { method: "POST", body: d.body, headers: d.headers })).status);
      return answers;
    },
    clear() {
      requests.length = 0;
      messages.length = 0;
      faults.reset();
      acceptThenFail = 0;
    },
  });
}
