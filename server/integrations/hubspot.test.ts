import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeHubspotServer } from "#tests/fakes/hubspot-server.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { createHubspotClient as create, HubspotError, type HubspotConfig, type HubspotContactInput } from "./hubspot.ts";

const createHubspotClient = (config: Omit<HubspotConfig, "guard">) => create({ ...config, guard: localGuard });

const accessToken = "pat-na1-test-token";
const hubspot = createFakeHubspotServer({ accessToken });

beforeAll(() => hubspot.start());
afterAll(() => hubspot.close());
beforeEach(() => {
  hubspot.clear();
  hubspot.rateLimitNext(0);
});

const client = () => createHubspotClient({ accessToken, baseUrl: hubspot.url, timeoutMs: 2_000 });

const lead: HubspotContactInput = {
  email: "Maria.Lopez@Example.com",
  firstname: "Maria",
  lastname: "Lopez",
  phone: "+1 713 555 0100",
  company: "Lopez Realty",
  jobtitle: "Broker",
  lifecyclestage: "lead",
  hs_lead_status: "NEW",
  message: "Need CRM integration",
};

async function rejection(promise: Promise<unknown>): Promise<HubspotError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HubspotError);
  return error as HubspotError;
}

describe("createHubspotClient", () => {
  it("creates a contact, then updates the same e-mail instead of failing with 409", async () => {
    const first = await client().upsertContact(lead);
    expect(first.created).toBe(true);
    expect(hubspot.contacts).toHaveLength(1);
    expect(hubspot.findByEmail("maria.lopez@example.com")?.properties).toMatchObject({
      email: "maria.lopez@example.com",
      firstname: "Maria",
      company: "Lopez Realty",
      hs_lead_status: "NEW",
      message: "Need CRM integration",
    });

    const second = await client().upsertContact({ ...lead, email: "maria.lopez@example.com", company: "Lopez Realty Group", jobtitle: "" });
    expect(second).toEqual({ id: first.id, created: false });
    expect(hubspot.contacts).toHaveLength(1);
    const stored = hubspot.findByEmail(lead.email)!.properties;
    expect(stored.company).toBe("Lopez Realty Group");
    // An empty value is not sent, so it does not wipe what HubSpot already holds.
    expect(stored.jobtitle).toBe("Broker");

    const sent = JSON.parse(hubspot.requests.at(-1)!.body) as unknown;
    expect(sent).toMatchObject({ inputs: [{ id: "maria.lopez@example.com", idProperty: "email" }] });
  });

  it("shows why the fake matters: the plain create endpoint answers 409 for an existing e-mail", async () => {
    await client().upsertContact(lead);
    const response = await fetch(`${hubspot.url}/crm/v3/objects/contacts`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ properties: { email: "maria.lopez@example.com" } }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ category: "CONFLICT", message: `Contact already exists. Existing ID: ${hubspot.contacts[0]!.id}` });
  });

  it("reports a rejected token as not retryable", async () => {
    const bad = createHubspotClient({ accessToken: "pat-na1-revoked", baseUrl: hubspot.url });
    for (const call of [() => bad.upsertContact(lead), () => bad.checkConnection()]) {
      const error = await rejection(call());
      expect(error.message).toBe("HubSpot rejected the access token");
      expect(error.status).toBe(401);
      expect(error.retryable).toBe(false);
    }
    expect(hubspot.contacts).toHaveLength(0);
  });

  it("reports a rate limit as retryable with the Retry-After seconds", async () => {
    hubspot.rateLimitNext(1, 7);
    const error = await rejection(client().upsertContact(lead));
    expect(error.status).toBe(429);
    expect(error.retryable).toBe(true);
    expect(error.retryAfterSec).toBe(7);
    expect(error.category).toBe("RATE_LIMIT");

    hubspot.rateLimitNext(1);
    expect((await rejection(client().upsertContact(lead))).retryAfterSec).toBe(10);

    await expect(client().upsertContact(lead)).resolves.toMatchObject({ created: true });
  });

  it("names HubSpot's status and error category, not its message text", async () => {
    const error = await rejection(client().upsertContact({ ...lead, lifecyclestage: "hot" }));
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("HubSpot answered HTTP 400 (VALIDATION_ERROR)");
  });

  it("checks the connection with the token", async () => {
    await expect(client().checkConnection()).resolves.toBeUndefined();
    const request = hubspot.requests.at(-1)!;
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/crm/v3/objects/contacts");
    expect(request.query.get("limit")).toBe("1");
  });

  it("reports an unreachable server as retryable", async () => {
    const down = createFakeHubspotServer({ accessToken });
    await down.start();
    const url = down.url;
    await down.close();
    const error = await rejection(createHubspotClient({ accessToken, baseUrl: url }).checkConnection());
    expect(error.message).toBe("HubSpot is unreachable: Connection refused");
    expect(error.retryable).toBe(true);
  });
});
