// Qualification end to end through the API: learned in the chat, edited by staff, filtered, scored and routed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, contacts, users } from "../../db/schema.ts";
import type { ContactDetail, ContactListItem } from "#common/contacts/contact-types.ts";
import type { ContactListPage } from "#common/contacts/contact-query.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import type { QualificationEditInput, RoutingRuleInput, RoutingRuleView } from "#common/contacts/qualification.ts";

let t: TestContext;
let auth: Record<string, string>;
let counter = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const api = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/admin/contacts${path}`, { ...init, headers: auth });
const detail = async (id: number) => (await (await api(`/${id}`)).json()) as ContactDetail;
const adminId = async () => (await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)))[0]!.id;

async function chat(visitorId: string, message: string, conversationId?: string): Promise<ChatResponse> {
  const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: { "x-test-ip": `198.51.100.${++counter}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatResponse;
}
/** A visitor states their business first and gives an e-mail after: the contact gets what they said before. */
async function chatLead(first: string, email: string): Promise<number> {
  const visitor = `visitor_${Date.now()}_qual${String(++counter).padStart(4, "0")}`;
  const { conversationId } = await chat(visitor, first);
  await chat(visitor, `my email is ${email}`, conversationId);
  const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.email, email));
  expect(row, "the chat captured a lead").toBeDefined();
  return row!.id;
}
const editQualification = (id: number, json: QualificationEditInput) => api(`/${id}/qualification`, { method: "PUT", json });
const saveRules = (rules: RoutingRuleInput[]) => api("/routing-rules", { method: "PUT", json: { rules } });

describe("qualification learned in the chat", () => {
  it("stores role, team size, market, tool and timeline said before the e-mail, scores it and writes the timeline", async () => {
    const id = await chatLead("I'm a broker with 25 agents in Katy, we use Follow Up Boss, need it in the next month", "dana@example.com");
    const contact = await detail(id);
    expect(contact.role).toBe("Broker");
    expect(contact.qualification).toMatchObject({ teamSize: 25, marketAreas: ["Katy"], tools: ["Follow Up Boss"], timeline: "now", band: "hot" });
    expect(contact.qualification.reasons).toContainEqual({ text: "Team of 25", points: 25 });
    expect(contact.activities.map((a) => a.description)).toContainEqual(expect.stringMatching(/^Learned in the chat: .*Team size — → 25/));
  });

  it("never overwrites what staff entered, and fills what staff left empty", async () => {
    const id = await chatLead("Hi, I'm a real estate agent", "lee@example.com");
    const res = await editQualification(id, { role: "Team Leader", teamSize: 30, problem: "Slow follow-up" });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.id, id));
    await t.deps.services.contacts.learnQualification(id, [{ role: "broker", teamSize: 40, timeline: "1_3_months" }]);
    const after = await detail(id);
    expect(after.role).toBe("Team Leader");
    expect(after.qualification).toMatchObject({ teamSize: 30, problem: "Slow follow-up", timeline: "1_3_months" });
    expect(row!.score).toBeLessThan(after.qualification.score);
  });
});

describe("staff edit and filters", () => {
  it("answers field messages for bad input and keeps nothing", async () => {
    const id = await chatLead("hello there", "kim@example.com");
    const res = await editQualification(id, { role: "Wizard" as never, teamSize: 0, timeline: "someday" as never, marketAreas: ["x".repeat(81)] });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      role: "Please choose one of the listed roles",
      teamSize: "Team size is at least 1",
      timeline: "Please choose one of the listed timelines",
      "marketAreas.0": "Each entry is at most 80 characters",
    });
    expect((await detail(id)).qualification.teamSize).toBeNull();
  });

  it("filters the list by timeline and score band", async () => {
    const hot = await chatLead("I'm a broker with 25 agents, we need it asap", "hot@example.com");
    const cold = await chatLead("just browsing", "cold@example.com");
    const ids = async (query: string) => ((await (await api(`?${query}`)).json()) as ContactListPage).items.map((c) => c.id);
    expect(await ids("band=hot")).toEqual([hot]);
    expect(await ids("band=cold")).toEqual([cold]);
    expect(await ids("timeline=now")).toEqual([hot]);
    expect(await ids("band=all&role=Broker")).toEqual([hot]);
    expect((await api("?band=boiling")).status).toBe(400);
  });
});

describe("owner routing rules", () => {
  it("routes an unowned lead once to the first matching rule's owner, and never over an existing owner", async () => {
    const owner = await adminId();
    const bad = await saveRules([{ name: "Nothing", ownerId: owner }]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors["rules.0.role"]).toBe("A rule needs at least one condition: a role, a team size, a market area or a timeline");

    const saved = await saveRules([
      { name: "Small teams", minTeamSize: 2, marketArea: "Pearland", ownerId: owner },
      { name: "Big brokerages", minTeamSize: 20, ownerId: owner },
    ]);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as RoutingRuleView[]).map((r) => r.name)).toEqual(["Small teams", "Big brokerages"]);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "contact.routing_changed"));
    expect(audit?.details).toMatchObject({ before: "none", after: `1. Small teams → ${TEST_ADMIN.name}; 2. Big brokerages → ${TEST_ADMIN.name}` });

    const id = await chatLead("We have 40 agents in Katy", "big@example.com");
    const routed = await detail(id);
    expect(routed.ownerId).toBe(owner);
    const ownerLines = routed.activities.filter((a) => a.type === "owner").map((a) => a.description);
    expect(ownerLines).toEqual([`Owner changed from Unowned to ${TEST_ADMIN.name} by routing rule “Big brokerages”`]);

    // Another fact arrives later: the contact has its owner, so no rule runs again.
    await t.deps.services.contacts.learnQualification(id, [{ timeline: "now" }]);
    expect((await detail(id)).activities.filter((a) => a.type === "owner")).toHaveLength(1);

    const small = await chatLead("We're a team of 3", "small@example.com");
    expect((await detail(small)).ownerId).toBeNull();
  });

  it("leaves a contact that already has an owner with that owner", async () => {
    const owner = await adminId();
    await t.deps.services.auth.createUser({ email: "sam@example.com", name: "Sam Sales", password: TEST_ADMIN.password, role: "sales" });
    const sam = (await t.deps.db.select().from(users).where(eq(users.email, "sam@example.com")))[0]!.id;
    await saveRules([{ name: "Brokers", role: "broker", ownerId: sam }]);
    const res = await api("", { method: "POST", json: { firstName: "Bo", email: "bo@example.com", role: "Broker", contactMethod: "email", ownerId: owner } });
    const created = (await res.json()) as ContactListItem;
    expect(created.ownerId).toBe(owner);
    await editQualification(created.id, { role: "Broker", teamSize: 50 });
    expect((await detail(created.id)).ownerId).toBe(owner);
    const unowned = (await (await api("", { method: "POST", json: { firstName: "Al", email: "al@example.com", role: "Broker", contactMethod: "email" } })).json()) as ContactListItem;
    expect(unowned.ownerName).toBe("Sam Sales");
  });
});

describe("who may change the routing rules", () => {
  it("lets sales read the rules and refuses their changes; administrators save them", async () => {
    expect((await saveRules([{ name: "Brokers", role: "broker", ownerId: await adminId() }])).status).toBe(200);
    const sales = await t.loginAs("sales");
    const read = await t.request("/api/admin/contacts/routing-rules", { headers: sales });
    expect(read.status).toBe(200);
    expect(((await read.json()) as RoutingRuleView[]).map((r) => r.name)).toEqual(["Brokers"]);
    const put = await t.request("/api/admin/contacts/routing-rules", { method: "PUT", json: { rules: [] }, headers: sales });
    expect(put.status).toBe(403);
    expect(((await (await api("/routing-rules")).json()) as RoutingRuleView[]).map((r) => r.name)).toEqual(["Brokers"]);
  });
});
