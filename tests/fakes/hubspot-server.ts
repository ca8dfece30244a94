import type { ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { createHttpFake, sendJson, type FakeRequest, type HttpFake } from "./http-fake.ts";

// Follows HubSpot's documented CRM contacts v3 API (private-app bearer auth, create / update /
// read / list, batch upsert by e-mail) including its error bodies, for the endpoints we use.

export type FakeHubspotContact = {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  archived: false;
};

export type FakeHubspotServer = HttpFake & {
  readonly requests: FakeRequest[];
  readonly contacts: FakeHubspotContact[];
  findByEmail(email: string): FakeHubspotContact | undefined;
  /** Answer the next `count` requests with 429 (and `Retry-After` when given). */
  rateLimitNext(count: number, retryAfterSec?: number): void;
  clear(): void;
};

const KNOWN_PROPERTIES = new Set([
  "email", "firstname", "lastname", "phone", "mobilephone", "company", "jobtitle", "website",
  "address", "city", "state", "zip", "country", "message", "lifecyclestage", "hs_lead_status",
]);
const OPTIONS: Record<string, string[]> = {
  lifecyclestage: ["subscriber", "lead", "marketingqualifiedlead", "salesqualifiedlead", "opportunity", "customer", "evangelist", "other"],
  hs_lead_status: ["NEW", "OPEN", "IN_PROGRESS", "OPEN_DEAL", "UNQUALIFIED", "ATTEMPTED_TO_CONTACT", "CONNECTED", "BAD_TIMING"],
};
const CONTACTS = "/crm/v3/objects/contacts";

function error(res: ServerResponse, status: number, category: string, message: string, extra: Record<string, unknown> = {}): void {
  sendJson(res, status, { status: "error", message, correlationId: randomUUID(), category, ...extra });
}

/** HubSpot's VALIDATION_ERROR for unknown properties and invalid options, or undefined when valid. */
function invalidProperties(properties: Record<string, unknown>): string | undefined {
  const problems: Record<string, unknown>[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (!KNOWN_PROPERTIES.has(name)) {
      problems.push({ isValid: false, message: `Property "${name}" does not exist`, error: "PROPERTY_DOESNT_EXIST", name, localizedErrorMessage: `Property "${name}" does not exist` });
    } else if (typeof value !== "string") {
      problems.push({ isValid: false, message: `${String(value)} is not a valid string`, error: "INVALID_STRING", name });
    } else if (OPTIONS[name] && value !== "" && !OPTIONS[name].includes(value)) {
      problems.push({ isValid: false, message: `${value} was not one of the allowed options: [${OPTIONS[name].join(", ")}]`, error: "INVALID_OPTION", name });
    }
  }
  return problems.length ? `Property values were not valid: ${JSON.stringify(problems)}` : undefined;
}

export function createFakeHubspotServer(options: { accessToken: string }): FakeHubspotServer {
  const requests: FakeRequest[] = [];
  const contacts: FakeHubspotContact[] = [];
  let nextId = 1001;
  let rateLimit = { count: 0, retryAfterSec: undefined as number | undefined };

  const findByEmail = (email: string) => contacts.find((c) => c.properties.email === email.trim().toLowerCase());
  const find = (id: string, idProperty: string | null) => (idProperty === "email" ? findByEmail(id) : contacts.find((c) => c.id === id));

  function create(properties: Record<string, string>): FakeHubspotContact {
    const now = new Date().toISOString();
    const id = String(nextId++);
    const email = properties.email?.trim().toLowerCase();
    const contact: FakeHubspotContact = {
      id,
      properties: { ...properties, ...(email ? { email } : {}), createdate: now, lastmodifieddate: now, hs_object_id: id },
      createdAt: now,
      updatedAt: now,
      archived: false,
    };
    contacts.push(contact);
    return contact;
  }

  function update(contact: FakeHubspotContact, properties: Record<string, string>): FakeHubspotContact {
    const now = new Date().toISOString();
    Object.assign(contact.properties, properties, { lastmodifieddate: now });
    contact.updatedAt = now;
    return contact;
  }

  function readProperties(body: string): Record<string, string> | string {
    const json = JSON.parse(body) as { properties?: Record<string, unknown> };
    const properties = json.properties ?? {};
    return invalidProperties(properties) ?? (properties as Record<string, string>);
  }

  const fake = createHttpFake((request, res) => {
    requests.push(request);
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return error(res, 401, "INVALID_AUTHENTICATION", "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview");
    }
    if (rateLimit.count > 0) {
      rateLimit.count--;
      const headers: Record<string, string> = rateLimit.retryAfterSec ? { "retry-after": String(rateLimit.retryAfterSec) } : {};
      res.writeHead(429, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify({ status: "error", message: "You have reached your ten_secondly_rolling limit.", errorType: "RATE_LIMIT", correlationId: randomUUID(), policyName: "TEN_SECONDLY_ROLLING" }));
      return;
    }
    const { method, path, query } = request;

    if (method === "POST" && path === `${CONTACTS}/batch/upsert`) {
      const inputs = (JSON.parse(request.body) as { inputs?: { id?: string; idProperty?: string; properties?: Record<string, unknown> }[] }).inputs ?? [];
      for (const input of inputs) {
        if (input.idProperty !== "email") return error(res, 400, "VALIDATION_ERROR", `Unable to perform update/upsert by non-unique 0-1 property ${input.idProperty ?? ""}`.trim());
        if (!input.id) return error(res, 400, "VALIDATION_ERROR", "Missing id for upsert input");
        const invalid = invalidProperties(input.properties ?? {});
        if (invalid) return error(res, 400, "VALIDATION_ERROR", invalid);
      }
      const startedAt = new Date().toISOString();
      const results = inputs.map((input) => {
        const properties = { ...(input.properties as Record<string, string>), email: input.id!.toLowerCase() };
        const existing = findByEmail(input.id!);
        return existing ? { ...update(existing, properties), new: false } : { ...create(properties), new: true };
      });
      return sendJson(res, 200, { status: "COMPLETE", results, startedAt, completedAt: new Date().toISOString() });
    }

    if (method === "POST" && path === CONTACTS) {
      const properties = readProperties(request.body);
      if (typeof properties === "string") return error(res, 400, "VALIDATION_ERROR", properties);
      const existing = properties.email ? findByEmail(properties.email) : undefined;
      if (existing) return error(res, 409, "CONFLICT", `Contact already exists. Existing ID: ${existing.id}`);
      return sendJson(res, 201, create(properties));
    }

    if (method === "GET" && path === CONTACTS) {
      const limit = Math.min(Number(query.get("limit") ?? 10) || 10, 100);
      const after = Number(query.get("after") ?? 0) || 0;
      const page = contacts.slice(after, after + limit);
      const next = after + limit < contacts.length ? { paging: { next: { after: String(after + limit), link: `${fake.url}${CONTACTS}?after=${after + limit}` } } } : {};
      return sendJson(res, 200, { results: page, ...next });
    }

    const single = path.startsWith(`${CONTACTS}/`) ? decodeURIComponent(path.slice(CONTACTS.length + 1)) : undefined;
    if (single !== undefined && !single.includes("/") && (method === "GET" || method === "PATCH")) {
      const contact = find(single, query.get("idProperty"));
      if (!contact) return error(res, 404, "OBJECT_NOT_FOUND", "Object not found.  objectId are usually numeric.");
      if (method === "GET") return sendJson(res, 200, contact);
      const properties = readProperties(request.body);
      if (typeof properties === "string") return error(res, 400, "VALIDATION_ERROR", properties);
      return sendJson(res, 200, update(contact, properties));
    }

    error(res, 404, "OBJECT_NOT_FOUND", `No route for ${method} ${path}`);
  });

  return {
    start: fake.start,
    close: fake.close,
    get port() {
      return fake.port;
    },
    get url() {
      return fake.url;
    },
    requests,
    contacts,
    findByEmail,
    rateLimitNext(count, retryAfterSec) {
      rateLimit = { count, retryAfterSec };
    },
    clear() {
      requests.length = 0;
      contacts.length = 0;
    },
  };
}
