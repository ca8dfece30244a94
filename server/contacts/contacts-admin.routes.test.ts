import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createWebhookReceiver, type WebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { waitUntil } from "#tests/fakes/wait-until.ts";
import { contacts, n8nInstances, n8nWorkflows, outbox } from "../db/schema.ts";
import type { ContactDetail, WorkflowAssignment } from "#common/contacts/contact-types.ts";
import type { ContactListPage } from "#common/contacts/contact-query.ts";

let t: TestContext;
let auth: Record<string, string>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = createWebhookReceiver();
  await receiver.start();
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  receiver.clear();
  // Verify with the signing secret generated at (test) start.
  receiver.setSecret(await t.deps.services.settings.webhookSecret());
  auth = await t.login();
});

const capture = (over: Partial<Parameters<TestContext["deps"]["services"]["contacts"]["captureLead"]>[0]> = {}) =>
  t.deps.services.contacts.captureLead({
    source: "form",
    firstName: "Ana",
    lastName: "Agent",
    email: "ana@example.com",
    phone: "(713) 555-0101",
    company: "Heights Homes",
    role: "Real Estate Agent",
    automation: "More leads from Zillow please",
    contactMethod: "email",
    ...over,
  });
const api = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/admin/contacts${path}`, { ...init, headers: auth });

async function workflow(webhookUrl: string | null = null) {
  const [instance] = await t.deps.db.insert(n8nInstances).values({ name: "Agency n8n", baseUrl: "http://127.0.0.1:5678" }).returning();
  const [wf] = await t.deps.db
    .insert(n8nWorkflows)
    .values({ instanceId: instance!.id, remoteId: "wf-1", name: "New lead nurture", tags: ["leads"], webhookUrl })
    .returning();
  return wf!;
}

describe("/api/admin/contacts", () => {
  it("is for signed-in staff only", async () => {
    for (const [method, path] of [["GET", ""], ["DELETE", "/1"], ["GET", "/workflows/all"], ["GET", "/export.csv"], ["PATCH", "/1"]] as const) {
      expect((await t.request(`/api/admin/contacts${path}`, { method })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists leads newest first with source, status and deliveries", async () => {
    await t.deps.services.settings.set({ category: "webhooks", key: "contact_form_webhook", value: `${receiver.url}/hook` });
    const a = await capture();
    await t.deps.services.outbox.idle();
    await capture({ source: "chat", firstName: "", lastName: "", name: "Bo Broker", email: "", phone: "832-555-0100", role: "Broker" });
    const res = await api("");
    expect(res.status).toBe(200);
    const { items: list, total } = (await res.json()) as ContactListPage;
    expect(total).toBe(2);
    expect(list.map((c) => [c.name, c.source, c.status])).toEqual([
      ["Bo Broker", "chat", "new"],
      ["Ana Agent", "form", "new"],
    ]);
    const ana = list.find((c) => c.id === a.contact.id)!;
    expect(ana.interests).toEqual(["Lead Generation"]);
    expect(ana.deliveries).toEqual([expect.objectContaining({ kind: "webhook", status: "delivered", attempts: 1, lastError: null })]);
  });

  it("shows one lead with its notes and activity timeline", async () => {
    const { contact } = await capture();
    expect((await api(`/${contact.id}`, { method: "PATCH", json: { status: "contacted" } })).status).toBe(200);
    const note = await api(`/${contact.id}/notes`, { method: "POST", json: { body: "Called, wants a demo on Friday" } });
    expect(note.status).toBe(201);
    expect(await note.json()).toMatchObject({ body: "Called, wants a demo on Friday", author: "Test Admin" });
    const detail = (await (await api(`/${contact.id}`)).json()) as ContactDetail;
    expect(detail.status).toBe("contacted");
    expect(detail.notes.map((n) => n.body)).toEqual(["Called, wants a demo on Friday"]);
    expect(detail.activities.map((a) => a.description)).toEqual([
      "Note added by Test Admin: Called, wants a demo on Friday",
      "Status changed from New Lead to Contacted by Test Admin",
      "Lead received from the contact form",
    ]);
    expect((await api("/999999")).status).toBe(404);
    expect((await api("/abc")).status).toBe(404);
  });

  it("refuses an unknown status and an empty note", async () => {
    const { contact } = await capture();
    const status = await api(`/${contact.id}`, { method: "PATCH", json: { status: "maybe" } });
    expect(status.status).toBe(400);
    expect(((await status.json()) as { errors: Record<string, string> }).errors.status).toBe("Please choose one of the lead statuses");
    const note = await api(`/${contact.id}/notes`, { method: "POST", json: { body: "   " } });
    expect(note.status).toBe(400);
    expect(((await note.json()) as { errors: Record<string, string> }).errors.body).toBe("Please write a note");
    expect((await api("/424242", { method: "PATCH", json: { status: "won" } })).status).toBe(404);
  });

  it("deletes a lead, then answers 404", async () => {
    const { contact } = await capture();
    const res = await api(`/${contact.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Contact deleted successfully!" });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(0);
    expect((await api(`/${contact.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("exports the filtered list as CSV, neutralising formulas", async () => {
    await capture();
    await capture({ firstName: "Bo", lastName: "Broker", email: "bo@example.com", company: '=HYPERLINK("http://evil")', role: "Broker", language: "es", automation: "Newsletter, please;=1+2 in cell" });
    const all = await api("/export.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toContain("text/csv");
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...new Uint8Array(await all.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const text = await all.text();
    const lines = text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Name","First name","Last name","Email","Phone","Company","Role","Interests","Status","Owner","Tags","Source","Preferred contact","Preferred channel","Budget","Bundle","Automation needs","Created","Lead source","Landing page","Referrer","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Language"',
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`"Newsletter, please;'=1+2 in cell"`);
    const brokers = (await (await api("/export.csv?role=Broker")).text()).trim().split("\r\n");
    expect(brokers).toHaveLength(2);
    expect(brokers[1]).toContain("bo@example.com");
    // The lead's language, named as the CRM names it.
    expect(brokers[1]!.endsWith('"Spanish"')).toBe(true);
    const searched = (await (await api("/export.csv?search=heights&interest=Lead%20Generation")).text()).trim().split("\r\n");
    expect(searched.slice(1).map((l) => l.split('","')[3])).toEqual(["ana@example.com"]);
  });

  it("exports where each lead came from (source, landing page, referrer, UTM tags); blank when not recorded", async () => {
    await capture({ firstTouch: { landingPage: "/solutions", referrer: "https://www.google.com/search", utmSource: "google", utmMedium: "cpc", utmCampaign: "fall-listings", utmTerm: "crm", utmContent: "ad-2" } });
    await capture({ firstName: "Bo", lastName: "Broker", email: "bo@example.com" });
    const rows = (await (await api("/export.csv?sort=name")).text()).replace(/^\uFEFF/, "").trim().split("\r\n").map((l) => l.slice(1, -1).split('","'));
    const header = rows[0]!;
    const cells = (email: string) => Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[3] === email)![i]]));
    expect(cells("ana@example.com")).toMatchObject({ "Lead source": "google", "Landing page": "/solutions", Referrer: "https://www.google.com/search", "UTM source": "google", "UTM medium": "cpc", "UTM campaign": "fall-listings", "UTM term": "crm", "UTM content": "ad-2" });
    expect(cells("bo@example.com")).toMatchObject({ "Lead source": "", "Landing page": "", "UTM source": "", "UTM campaign": "" });
  });
});

describe("contact workflow assignments", () => {
  it("assigns, lists by contact id and unassigns, with the spec's messages", async () => {
    const { contact } = await capture();
    const wf = await workflow();
    const res = await api(`/${contact.id}/workflows`, { method: "POST", json: { workflowId: wf.id } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ message: "Workflow assigned successfully!", sentToWebhook: false });
    const map = (await (await api("/workflows/all")).json()) as Record<string, WorkflowAssignment[]>;
    expect(map).toEqual({
      [String(contact.id)]: [
        { workflowId: wf.id, workflowName: "New lead nurture", instanceName: "Agency n8n", workflowDescription: "Tags: leads", assignedAt: expect.any(String), isActive: true },
      ],
    });
    // Assigning again is harmless.
    expect((await api(`/${contact.id}/workflows`, { method: "POST", json: { workflowId: String(wf.id) } })).status).toBe(201);
    const del = await api(`/${contact.id}/workflows/${wf.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ message: "Workflow unassigned successfully!" });
    expect(await (await api("/workflows/all")).json()).toEqual({});
    expect((await api(`/${contact.id}/workflows/${wf.id}`, { method: "DELETE" })).status).toBe(404);
    const detail = (await (await api(`/${contact.id}`)).json()) as ContactDetail;
    expect(detail.activities.map((a) => a.description)).toContain("Workflow unassigned: New lead nurture");
  });

  it("answers 400 for a missing workflow id and 404 for unknown ones", async () => {
    const { contact } = await capture();
    const bad = await api(`/${contact.id}/workflows`, { method: "POST", json: {} });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.workflowId).toBe("Please choose a workflow");
    expect((await api(`/${contact.id}/workflows`, { method: "POST", json: { workflowId: 999 } })).status).toBe(404);
    const wf = await workflow();
    expect((await api(`/999/workflows`, { method: "POST", json: { workflowId: wf.id } })).status).toBe(404);
  });

  it("sends the contact to the workflow's webhook through the outbox", async () => {
    const { contact } = await capture();
    const wf = await workflow(`${receiver.url}/webhook/nurture`);
    const res = await api(`/${contact.id}/workflows`, { method: "POST", json: { workflowId: wf.id } });
    expect(await res.json()).toMatchObject({ sentToWebhook: true });
    await waitUntil(() => receiver.delivered.length === 1, { what: "workflow webhook" });
    expect(receiver.requests[0]!.path).toBe("/webhook/nurture");
    expect(receiver.requests[0]!.json).toMatchObject({ event: "contact.workflow_assigned", workflowName: "New lead nurture", contact: { id: contact.id, email: "ana@example.com", language: "en" } });
    await t.deps.services.outbox.idle();
    const rows = await t.deps.db.select().from(outbox);
    expect(rows).toEqual([expect.objectContaining({ kind: "workflow_webhook", status: "delivered", contactId: contact.id })]);
  });
});
