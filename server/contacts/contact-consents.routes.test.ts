import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFormTokens } from "./form-token.ts";
import type { ContactDetail } from "#common/contacts/contact-types.ts";
import type { ContactConsent } from "#common/contacts/contact-consent.ts";
import type { ContactListPage } from "#common/contacts/contact-query.ts";
import { TEST_ADMIN } from "#tests/setup/test-app.ts";

// The contacts admin's side of issues 38 and 39: a lead's language (list, filter, card) and its consent to texts
// (history per channel, staff's revocation by hand).

let t: TestContext;
let auth: Record<string, string>;
let ip = 0;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  auth = await t.login();
});

const lead = {
  firstName: "Lucía",
  lastName: "Ramos",
  email: "lucia@example.com",
  phone: "(832) 555-0177",
  company: "Ramos Realty",
  automation: "Seguimiento automático de prospectos por WhatsApp",
  contactMethod: "whatsapp",
  formToken: "",
};
async function submit(body: Record<string, unknown>) {
  const formToken = createFormTokens(t.env.SECRET_KEY).issue(Date.now() - 10_000);
  const res = await t.request("/api/contact", { method: "POST", json: { ...lead, formToken, ...body }, headers: { "x-test-ip": `10.7.0.${++ip}` } });
  expect(res.status).toBe(200);
}
const api = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/admin/contacts${path}`, { ...init, headers: auth });
const idOf = async (email: string) => ((await (await api(`?search=${email}`)).json()) as ContactListPage).items[0]!.id;

describe("a lead's language in the contacts admin", () => {
  it("is on each list item and filters the list (language=es), with 400 for a language the site does not have", async () => {
    await submit({ locale: "es" });
    await submit({ email: "minh@example.com", locale: "vi" });
    await submit({ email: "bob@example.com" });
    const all = (await (await api("")).json()) as ContactListPage;
    expect(Object.fromEntries(all.items.map((c) => [c.email, c.language]))).toEqual({ "lucia@example.com": "es", "minh@example.com": "vi", "bob@example.com": "en" });
    const spanish = (await (await api("?language=es")).json()) as ContactListPage;
    expect(spanish.items.map((c) => c.email)).toEqual(["lucia@example.com"]);
    expect(spanish.total).toBe(1);
    expect(((await (await api("?language=all")).json()) as ContactListPage).total).toBe(3);
    const bad = await api("?language=fr");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.language).toBe("Language is en, es, vi or zh");
  });
});

describe("a contact's consent to texts in the contacts admin", () => {
  it("shows the form's grant with its words, then staff's revocation by hand, newest first", async () => {
    await submit({ locale: "es", textConsent: true });
    const id = await idOf("lucia@example.com");
    const detail = (await (await api(`/${id}`)).json()) as ContactDetail;
    expect(detail.consents).toHaveLength(1);
    expect(detail.consents[0]).toMatchObject({ channel: "whatsapp", action: "granted", source: "form", page: "/es/contact", phone: "+18325550177", staffName: null });
    expect(detail.consents[0]!.wording).toMatch(/^Sí, Bayou City AI puede enviarme mensajes de texto automatizados por WhatsApp/);

    const res = await api(`/${id}/consents`, { method: "POST", json: { channel: "whatsapp", note: "Asked on the phone call not to be texted" } });
    expect(res.status).toBe(201);
    const history = (await res.json()) as ContactConsent[];
    expect(history.map((e) => [e.channel, e.action, e.source])).toEqual([
      ["whatsapp", "revoked", "staff"],
      ["whatsapp", "granted", "form"],
    ]);
    expect(history[0]).toMatchObject({ staffName: TEST_ADMIN.name, wording: `Recorded by ${TEST_ADMIN.name}: Asked on the phone call not to be texted`, phone: "+18325550177" });
    // The ledger's rules see it: the channel is revoked.
    expect(await t.deps.services.consentLedger.state(t.deps.db, id, "whatsapp")).toBe("revoked");
    expect(((await (await api(`/${id}`)).json()) as ContactDetail).consents).toHaveLength(2);
  });

  it("has no events for a lead who left the box unchecked, and refuses a bad channel or an unknown contact", async () => {
    await submit({ contactMethod: "sms" });
    const id = await idOf("lucia@example.com");
    expect(((await (await api(`/${id}`)).json()) as ContactDetail).consents).toEqual([]);
    const bad = await api(`/${id}/consents`, { method: "POST", json: { channel: "email" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.channel).toBe("Please choose SMS or WhatsApp");
    expect((await api("/999999/consents", { method: "POST", json: { channel: "sms" } })).status).toBe(404);
  });
});
