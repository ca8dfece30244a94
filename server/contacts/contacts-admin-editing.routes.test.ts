// The contacts admin's create, edit, merge, owners, server-side list paging and bulk actions (contacts-admin.routes.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, chatConversations, contactNotes, contactWorkflows, contacts, n8nInstances, n8nWorkflows, outbox, users } from "../db/schema.ts";
import type { ContactDetail, ContactListItem } from "#common/contacts/contact-types.ts";
import type { ContactListPage, ContactsOverview } from "#common/contacts/contact-query.ts";
import type { ContactEditInput, ContactOwner } from "#common/contacts/contact-edit.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const api = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  t.request(`/api/admin/contacts${path}`, { ...init, headers: init.headers ?? auth });
const ana: ContactEditInput = { firstName: "Ana", lastName: "Agent", email: "ana@example.com", phone: "713-555-0101", company: "Heights Homes", role: "Real Estate Agent", contactMethod: "email" };
async function create(body: ContactEditInput = ana, headers = auth): Promise<ContactListItem> {
  const res = await api("", { method: "POST", json: body, headers });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ContactListItem;
}
const detail = async (id: number) => (await (await api(`/${id}`)).json()) as ContactDetail;
const ownerId = async () => (await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)))[0]!.id;

describe("create and edit a contact", () => {
  it("creates a contact with every field and writes who added it to the timeline", async () => {
    const owner = await ownerId();
    const created = await create({ ...ana, interests: ["Lead Generation"], automation: "Zillow follow-ups", budget: "$500", status: "qualified", ownerId: owner, preferredChannel: "phone", tags: ["VIP", "vip", " open house "] });
    expect(created).toMatchObject({ name: "Ana Agent", source: "admin", status: "qualified", ownerId: owner, ownerName: TEST_ADMIN.name, preferredChannel: "phone", tags: ["vip", "open house"], interests: ["Lead Generation"] });
    expect((await detail(created.id)).activities.map((a) => a.description)).toEqual([`Contact added by ${TEST_ADMIN.name}`]);
  });

  it("says a hand-added contact notifies nobody, with SMTP and a staff address set up, while a lead that arrives is e-mailed", async () => {
    await t.deps.services.settings.set({ category: "email", key: "smtp_host", value: "127.0.0.1" });
    await t.deps.services.settings.set({ category: "email", key: "staff_email", value: "staff@example.com" });
    const added = await detail((await create()).id);
    expect(added.deliveries).toEqual([]);
    expect(added.deliveryNote).toBe("Added by hand: no notification is sent. E-mail, webhooks and the CRM receive only leads from the form, chat or newsletter.");
    const lead = await t.deps.services.contacts.captureLead({ source: "form", name: "Lee Lead", email: "lee@example.com" });
    const arrived = await detail(lead.contact.id);
    expect(arrived.deliveries.map((d) => d.kind).sort()).toEqual(["email", "lead_mail"]);
    expect(arrived.deliveryNote).toBeNull();
  });

  it("answers field messages for bad input and keeps nothing", async () => {
    const res = await api("", { method: "POST", json: { firstName: " ", email: "not-an-email", contactMethod: "fax", tags: ["x".repeat(41)] } });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      firstName: "First name is required",
      email: "Please enter a valid email address",
      contactMethod: "Please select a preferred contact method",
      "tags.0": "Tags are at most 40 characters each",
    });
    const none = await api("", { method: "POST", json: { firstName: "Solo", contactMethod: "sms" } });
    expect(((await none.json()) as { errors: Record<string, string> }).errors.email).toBe("A contact needs an e-mail address or a phone number");
    const badOwner = await api("", { method: "POST", json: { ...ana, ownerId: 99999 } });
    expect(badOwner.status).toBe(400);
    expect(((await badOwner.json()) as { errors: Record<string, string> }).errors.ownerId).toBe("Please choose a staff member who works contacts");
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
  });

  it("catches a duplicate e-mail (any case) with the existing contact's id, on create and on edit", async () => {
    const first = await create();
    const dup = await api("", { method: "POST", json: { ...ana, firstName: "Other", email: "ANA@example.com" } });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      message: "A contact with this e-mail address already exists",
      errors: { email: "A contact with this e-mail address already exists" },
      code: "duplicate_email",
      details: { existingId: first.id },
    });
    const bo = await create({ ...ana, firstName: "Bo", email: "bo@example.com" });
    const edit = await api(`/${bo.id}`, { method: "PUT", json: { ...ana, firstName: "Bo", email: "ana@example.com" } });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { details: { existingId: number } }).details.existingId).toBe(first.id);
    // Saving a contact with its own address is no duplicate.
    expect((await api(`/${first.id}`, { method: "PUT", json: { ...ana, company: "New Co" } })).status).toBe(200);
  });

  it("records each change on the timeline as old → new, and nothing when nothing changed", async () => {
    const created = await create();
    const res = await api(`/${created.id}`, { method: "PUT", json: { ...ana, email: "ana.new@example.com", status: "contacted", ownerId: await ownerId(), tags: ["vip"] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: "ana.new@example.com", status: "contacted", ownerName: TEST_ADMIN.name, tags: ["vip"] });
    expect((await api(`/${created.id}`, { method: "PUT", json: { ...ana, email: "ana.new@example.com", status: "contacted", ownerId: await ownerId(), tags: ["vip"] } })).status).toBe(200);
    const activities = (await detail(created.id)).activities.map((a) => a.description);
    expect(activities).toEqual([
      `Edited by ${TEST_ADMIN.name}: Email ana@example.com → ana.new@example.com; Status New Lead → Contacted; Owner Unowned → ${TEST_ADMIN.name}; Tags — → vip`,
      `Contact added by ${TEST_ADMIN.name}`,
    ]);
    expect((await api("/99999", { method: "PUT", json: ana })).status).toBe(404);
  });
});

describe("merge", () => {
  it("moves notes, timeline, workflows, deliveries and conversations to the kept contact and deletes the other", async () => {
    const keep = await create({ ...ana, phone: "", tags: ["vip"] });
    const other = await create({ ...ana, firstName: "Ana M.", email: "ana.m@example.com", phone: "713-555-0199", tags: ["referral"], interests: ["Social Media"] });
    await api(`/${other.id}/notes`, { method: "POST", json: { body: "Met at the open house" } });
    const [instance] = await t.deps.db.insert(n8nInstances).values({ name: "n8n", baseUrl: "http://127.0.0.1:5678" }).returning();
    const [wf1, wf2] = await t.deps.db.insert(n8nWorkflows).values([
      { instanceId: instance!.id, remoteId: "a", name: "Nurture", tags: [] },
      { instanceId: instance!.id, remoteId: "b", name: "Welcome", tags: [] },
    ]).returning();
    await t.deps.db.insert(contactWorkflows).values([{ contactId: keep.id, workflowId: wf1!.id }, { contactId: other.id, workflowId: wf1!.id }, { contactId: other.id, workflowId: wf2!.id }]);
    await t.deps.db.insert(outbox).values({ kind: "email", contactId: other.id, payload: {}, status: "delivered" });
    await t.deps.db.insert(chatConversations).values({ id: "conv-merge", visitorId: "v1", contactId: other.id });

    const res = await api(`/${keep.id}/merge`, { method: "POST", json: { mergeId: other.id } });
    expect(res.status).toBe(200);
    const merged = (await res.json()) as ContactDetail;
    expect(merged).toMatchObject({ id: keep.id, email: "ana@example.com", phone: "713-555-0199", tags: ["vip", "referral"], interests: ["Social Media"] });
    expect(merged.notes.map((n) => n.body)).toEqual(["Met at the open house"]);
    expect(merged.activities[0]!.description).toBe(`Merged by ${TEST_ADMIN.name} with contact #${other.id} (Ana M. Agent, ana.m@example.com): its timeline, notes, workflows, deliveries and conversations are now here`);
    expect(merged.activities.map((a) => a.description)).toContain(`Contact added by ${TEST_ADMIN.name}`);
    expect(merged.activities.filter((a) => a.description.startsWith("Note added")).length).toBe(1);
    expect(merged.deliveries).toHaveLength(1);
    expect((await t.deps.db.select().from(contactWorkflows).where(eq(contactWorkflows.contactId, keep.id))).map((w) => w.workflowId).sort()).toEqual([wf1!.id, wf2!.id].sort());
    expect((await t.deps.db.select().from(chatConversations))[0]!.contactId).toBe(keep.id);
    expect(await t.deps.db.select().from(contacts).where(eq(contacts.id, other.id))).toEqual([]);
    expect(await t.deps.db.select().from(contactNotes).where(eq(contactNotes.contactId, keep.id))).toHaveLength(1);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "contact.merged"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, target: `contact ${keep.id}`, details: { kept: keep.id, removed: other.id } });
  });

  it("refuses a merge with itself or with a contact that is gone", async () => {
    const keep = await create();
    const self = await api(`/${keep.id}/merge`, { method: "POST", json: { mergeId: keep.id } });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { errors: Record<string, string> }).errors.mergeId).toBe("Please choose another contact");
    expect((await api(`/${keep.id}/merge`, { method: "POST", json: { mergeId: 99999 } })).status).toBe(400);
    expect((await api(`/99999/merge`, { method: "POST", json: { mergeId: keep.id } })).status).toBe(404);
    expect((await api(`/${keep.id}/merge`, { method: "POST", json: {} })).status).toBe(400);
  });
});

describe("owners", () => {
  it("lists the staff who work contacts, and a removed member's contacts become unowned", async () => {
    await t.loginAs("editor");
    const sales = await t.loginAs("sales");
    const owners = (await (await api("/owners")).json()) as ContactOwner[];
    expect(owners.map((o) => o.email).sort()).toEqual(["admin@example.com", "sales@example.com"]);
    const salesId = owners.find((o) => o.email === "sales@example.com")!.id;
    const editorId = (await t.deps.db.select().from(users).where(eq(users.email, "editor@example.com")))[0]!.id;
    expect((await api("", { method: "POST", json: { ...ana, ownerId: editorId } })).status).toBe(400);
    const mine = await create({ ...ana, ownerId: salesId }, sales);
    expect(mine.ownerName).toBe("Test sales");
    const res = await t.request(`/api/admin/staff/${salesId}`, { method: "DELETE", headers: auth });
    expect(res.status).toBe(200);
    expect((await detail(mine.id)).ownerId).toBeNull();
  });
});

describe("list: pages, sorting, search and filters on the server", () => {
  async function seed() {
    const owner = await ownerId();
    const people = [
      { firstName: "Cara", lastName: "Zed", email: "cara@example.com", phone: "281-555-0001", company: "Zed Realty", role: "Broker", status: "won", ownerId: owner },
      { firstName: "Abe", lastName: "Young", email: "abe@example.com", phone: "", company: "Bayou Homes", role: "Real Estate Agent", status: "new", ownerId: null, interests: ["Lead Generation"] },
      { firstName: "Bea", lastName: "Xu", email: "", phone: "(713) 555-0177", company: "Heights", role: "Team Leader", status: "contacted", ownerId: owner },
    ] as const;
    const ids: number[] = [];
    for (const p of people) ids.push((await create({ ...p, contactMethod: "email", interests: "interests" in p ? [...p.interests] : [] })).id);
    return ids;
  }
  const names = async (query: string) => {
    const res = await api(`?${query}`);
    expect(res.status, query).toBe(200);
    return ((await res.json()) as ContactListPage).items.map((c) => c.firstName);
  };

  it("pages newest first and reports the total and the whole set's summary", async () => {
    const [cara] = await seed();
    // 'This Week' is the last 7 days: Cara came in 8 days ago (still listed after the newer two).
    await t.deps.db.update(contacts).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(contacts.id, cara!));
    await t.deps.db.insert(outbox).values({ kind: "email", contactId: cara!, payload: {}, status: "failed", attempts: 5, lastError: "Connection refused" });
    const page1 = (await (await api("?pageSize=2")).json()) as ContactListPage;
    expect(page1.items.map((c) => c.firstName)).toEqual(["Bea", "Abe"]);
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const page2 = (await (await api("?pageSize=2&page=2&role=Broker")).json()) as ContactListPage;
    expect(page2).toMatchObject({ items: [], total: 1 });
    const overview = (await (await api("/overview")).json()) as ContactsOverview;
    expect(overview.summary).toEqual({ total: 3, thisWeek: 2, agents: 1, brokers: 1 });
    expect(overview.deliveryProblems).toEqual([{ id: cara, deliveries: [expect.objectContaining({ status: "failed", lastError: "Connection refused" })] }]);
  });

  it("sorts by name, status and owner, either way", async () => {
    await seed();
    expect(await names("sort=name")).toEqual(["Abe", "Bea", "Cara"]);
    expect(await names("sort=name&dir=desc")).toEqual(["Cara", "Bea", "Abe"]);
    expect(await names("sort=status")).toEqual(["Abe", "Bea", "Cara"]);
    expect(await names("sort=owner")).toEqual(["Bea", "Cara", "Abe"]);
    expect(await names("sort=created&dir=asc")).toEqual(["Cara", "Abe", "Bea"]);
  });

  it("searches name, e-mail, company and phone digits, and filters by role, interest, status and owner", async () => {
    await seed();
    expect(await names("search=ZED")).toEqual(["Cara"]);
    expect(await names("search=abe%40")).toEqual(["Abe"]);
    expect(await names("search=bayou")).toEqual(["Abe"]);
    expect(await names("search=7135550177")).toEqual(["Bea"]);
    expect(await names("search=100%25")).toEqual([]);
    expect(await names("role=Broker")).toEqual(["Cara"]);
    expect(await names("interest=Lead%20Generation")).toEqual(["Abe"]);
    expect(await names("status=contacted&role=all")).toEqual(["Bea"]);
    expect(await names("owner=me")).toEqual(["Bea", "Cara"]);
    expect(await names("owner=none")).toEqual(["Abe"]);
  });

  it("answers 400 with field messages for a bad query", async () => {
    const res = await api("?page=0&sort=colour&pageSize=1000");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toMatchObject({ page: "Pages start at 1", sort: "Sort by created, name, status or owner", pageSize: "Page size is 1 to 100" });
  });
});

describe("bulk actions", () => {
  it("sets status and owner with a timeline line each, exports the selected and deletes them with an audit line", async () => {
    const a = await create();
    const b = await create({ ...ana, firstName: "Bo", email: "bo@example.com" });
    const c = await create({ ...ana, firstName: "Cy", email: "cy@example.com" });
    const status = await api("/bulk", { method: "POST", json: { action: "status", ids: [a.id, b.id], status: "qualified" } });
    expect(await status.json()).toEqual({ message: "2 contacts updated", count: 2 });
    expect((await detail(a.id)).activities[0]!.description).toBe(`Status changed from New Lead to Qualified by ${TEST_ADMIN.name}`);
    const owner = await ownerId();
    expect(await (await api("/bulk", { method: "POST", json: { action: "owner", ids: [a.id, c.id], ownerId: owner } })).json()).toMatchObject({ count: 2 });
    expect((await detail(c.id)).activities[0]!.description).toBe(`Owner changed from Unowned to ${TEST_ADMIN.name} by ${TEST_ADMIN.name}`);
    expect((await api("/bulk", { method: "POST", json: { action: "owner", ids: [a.id], ownerId: 99999 } })).status).toBe(400);
    expect((await api("/bulk", { method: "POST", json: { action: "status", ids: [] , status: "won" } })).status).toBe(400);

    const csv = (await (await api(`/export.csv?ids=${a.id},${c.id}`)).text()).trim().split("\r\n");
    expect(csv).toHaveLength(3);
    expect(csv.join("\n")).not.toContain("bo@example.com");

    const del = await api("/bulk", { method: "POST", json: { action: "delete", ids: [a.id, b.id, 99999] } });
    expect(await del.json()).toEqual({ message: "2 contacts deleted", count: 2 });
    expect((await t.deps.db.select().from(contacts)).map((r) => r.id)).toEqual([c.id]);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "data.deleted"));
    expect(line).toMatchObject({ target: "2 contacts", details: { ids: `${a.id},${b.id}` } });
  });
});

describe("who may", () => {
  it("lets sales create, edit, merge and use bulk actions; refuses editors; needs a session", async () => {
    const sales = await t.loginAs("sales");
    const a = await create(ana, sales);
    const b = await create({ ...ana, email: "b@example.com" }, sales);
    expect((await api(`/${a.id}`, { method: "PUT", json: { ...ana, company: "X" }, headers: sales })).status).toBe(200);
    expect((await api("/bulk", { method: "POST", json: { action: "status", ids: [a.id], status: "won" }, headers: sales })).status).toBe(200);
    expect((await api(`/${a.id}/merge`, { method: "POST", json: { mergeId: b.id }, headers: sales })).status).toBe(200);
    const editor = await t.loginAs("editor");
    const calls = [["GET", "?page=1"], ["POST", ""], ["PUT", `/${a.id}`], ["POST", `/${a.id}/merge`], ["POST", "/bulk"], ["GET", "/owners"], ["GET", "/overview"]] as const;
    for (const [method, path] of calls) {
      const json = method === "GET" ? undefined : ana;
      expect((await api(path, { method, json, headers: editor })).status, `${method} ${path}`).toBe(403);
      expect((await t.request(`/api/admin/contacts${path}`, { method, json })).status, `${method} ${path}`).toBe(401);
    }
  });
});
