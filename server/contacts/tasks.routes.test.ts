import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, contactTasks, liveEvents, outbox, users } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { createTaskReminders } from "./task-reminders.ts";
import { staffMayReceive } from "../chat/chat-admin.routes.ts";
import type { ContactDetail, ContactListItem } from "#common/contacts/contact-types.ts";
import type { DueTasks, TaskView } from "#common/contacts/contact-task.ts";
import type { ContactEditInput } from "#common/contacts/contact-edit.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
// A task saved already due starts a sweep in the background: it ends before the tables are emptied.
afterEach(() => t.deps.services.taskReminders.idle());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const HOUR = 60 * 60_000;
const inHours = (h: number, from = Date.now()) => new Date(from + h * HOUR).toISOString();
const call = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => t.request(`/api/admin${path}`, { ...init, headers: init.headers ?? auth });
const memberId = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const ana: ContactEditInput = { firstName: "Ana", lastName: "Agent", email: "ana@example.com", phone: "713-555-0101", company: "Heights Homes", contactMethod: "email" };

async function contact(extra: Partial<ContactEditInput> = {}): Promise<ContactListItem> {
  const res = await call("/contacts", { method: "POST", json: { ...ana, ...extra } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ContactListItem;
}
async function addTask(body: Record<string, unknown>, headers = auth): Promise<TaskView> {
  const res = await call("/tasks", { method: "POST", json: { type: "call", title: "Follow up", dueAt: inHours(24), ...body }, headers });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TaskView;
}
const timeline = async (id: number) => ((await (await call(`/contacts/${id}`)).json()) as ContactDetail).activities.map((a) => a.description);
/** Reminders driven by a clock the test sets, as two instances would run them. */
function remindersAt(clock: { now: Date }) {
  const { db, services } = t.deps;
  // Queued, not sent: a sent staff e-mail keeps only its address and subject (outbox-store.ts), and the test reads its text.
  const queue = { enqueue: services.outbox.enqueue, kick: () => {} };
  return createTaskReminders({ db, live: services.live, settings: services.settings, outbox: queue, logger: createLogger("silent"), now: () => clock.now });
}
const reminderMails = () => t.deps.db.select().from(outbox).where(eq(outbox.kind, "staff_mail"));
const dueEvents = () => t.deps.db.select().from(liveEvents).where(eq(liveEvents.kind, "task_due"));

describe("tasks on a contact", () => {
  it("adds a task assigned to the contact's owner (else the member adding it), and writes it to the timeline", async () => {
    const sales = await t.loginAs("sales");
    const salesId = await memberId("sales@example.com");
    const owned = await contact({ ownerId: salesId });
    const task = await addTask({ contactId: owned.id, type: "meeting", title: "Listing walkthrough", notes: "Bring the CMA" });
    expect(task).toMatchObject({ contactId: owned.id, contactName: "Ana Agent", type: "meeting", title: "Listing walkthrough", notes: "Bring the CMA", assigneeId: salesId, assigneeName: "Test sales", done: false, remindedAt: null });
    const unowned = await contact({ email: "bo@example.com", firstName: "Bo" });
    expect((await addTask({ contactId: unowned.id }, sales)).assigneeName).toBe("Test sales");
    expect((await addTask({ contactId: unowned.id, assigneeId: await memberId(TEST_ADMIN.email) }, sales)).assigneeName).toBe(TEST_ADMIN.name);
    expect((await timeline(owned.id))[0]).toBe(`Task added by ${TEST_ADMIN.name}: Meeting “Listing walkthrough”, assigned to Test sales`);
    const list = (await (await call(`/tasks?contactId=${unowned.id}`)).json()) as TaskView[];
    expect(list).toHaveLength(2);
  });

  it("answers field messages for bad input, and 404 for an unknown contact", async () => {
    const c = await contact();
    const res = await call("/tasks", { method: "POST", json: { contactId: c.id, type: "fax", title: " ", dueAt: "tomorrow-ish", assigneeId: "me" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      type: "Please choose call, e-mail, meeting or to-do",
      title: "Please give the task a title",
      dueAt: "Please choose a due date and time",
      assigneeId: "Please choose a staff member",
    });
    await t.loginAs("editor");
    const editorAssigned = await call("/tasks", { method: "POST", json: { contactId: c.id, type: "call", title: "x", dueAt: inHours(1), assigneeId: await memberId("editor@example.com") } });
    expect(editorAssigned.status).toBe(400);
    expect(((await editorAssigned.json()) as { errors: Record<string, string> }).errors.assigneeId).toBe("Please choose a staff member who works contacts");
    expect((await call("/tasks", { method: "POST", json: { contactId: 99999, type: "call", title: "x", dueAt: inHours(1) } })).status).toBe(404);
    expect((await call("/tasks?contactId=99999")).status).toBe(404);
    expect(await t.deps.db.select().from(contactTasks)).toEqual([]);
  });

  it("edits, completes, reopens and deletes a task; each on the timeline, the delete in the audit log", async () => {
    const c = await contact();
    const task = await addTask({ contactId: c.id });
    const edited = await call(`/tasks/${task.id}`, { method: "PUT", json: { type: "email", title: "Send the proposal", notes: "", dueAt: inHours(48) } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ type: "email", title: "Send the proposal", assigneeName: TEST_ADMIN.name });
    expect((await call(`/tasks/${task.id}`, { method: "PATCH", json: { done: true } })).status).toBe(200);
    expect(((await (await call(`/tasks?contactId=${c.id}`)).json()) as TaskView[])[0]).toMatchObject({ done: true });
    expect((await call(`/tasks/${task.id}`, { method: "PATCH", json: { done: false } })).status).toBe(200);
    expect((await call(`/tasks/${task.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/tasks/${task.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(`/tasks/${task.id}`, { method: "PATCH", json: { done: true } })).status).toBe(404);
    expect((await timeline(c.id)).slice(0, 4)).toEqual([
      `Task “Send the proposal” deleted by ${TEST_ADMIN.name}`,
      `Task “Send the proposal” reopened by ${TEST_ADMIN.name}`,
      `Task “Send the proposal” completed by ${TEST_ADMIN.name}`,
      `Task “Send the proposal” edited by ${TEST_ADMIN.name}: type, title, due time`,
    ]);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "data.deleted"));
    expect(line).toMatchObject({ target: `task ${task.id}` });
  });

  it("moves tasks with a merge", async () => {
    const keep = await contact();
    const other = await contact({ email: "other@example.com" });
    await addTask({ contactId: other.id, title: "Call back" });
    expect((await call(`/contacts/${keep.id}/merge`, { method: "POST", json: { mergeId: other.id } })).status).toBe(200);
    expect(((await (await call(`/tasks?contactId=${keep.id}`)).json()) as TaskView[]).map((x) => x.title)).toEqual(["Call back"]);
  });
});

describe("overdue and due today", () => {
  it("lists the member's open tasks due by the end of their day, overdue first; everyone's for the owner and administrators only", async () => {
    const sales = await t.loginAs("sales");
    const admin = await t.loginAs("admin");
    const salesId = await memberId("sales@example.com");
    const c = await contact();
    // Due in the past: saved, then reminded at once by the kick (tested below).
    const late = await addTask({ contactId: c.id, title: "Late call", dueAt: inHours(-3), assigneeId: salesId });
    await addTask({ contactId: c.id, title: "Today", dueAt: inHours(2), assigneeId: salesId });
    await addTask({ contactId: c.id, title: "Next week", dueAt: inHours(24 * 7), assigneeId: salesId });
    await addTask({ contactId: c.id, title: "Owner's", dueAt: inHours(1) });
    const done = await addTask({ contactId: c.id, title: "Done already", dueAt: inHours(-1), assigneeId: salesId });
    await call(`/tasks/${done.id}`, { method: "PATCH", json: { done: true } });
    const until = encodeURIComponent(inHours(5));
    const mine = (await (await call(`/tasks/due?until=${until}`, { headers: sales })).json()) as DueTasks;
    expect(mine).toMatchObject({ scope: "mine", overdue: 1 });
    expect(mine.items.map((x) => x.title)).toEqual(["Late call", "Today"]);
    expect(mine.items[0]!.id).toBe(late.id);
    const refused = await call(`/tasks/due?until=${until}&scope=everyone`, { headers: sales });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only the owner and administrators can list everyone's tasks" });
    for (const headers of [auth, admin]) {
      const everyone = (await (await call(`/tasks/due?until=${until}&scope=everyone`, { headers })).json()) as DueTasks;
      expect(everyone.items.map((x) => x.title)).toEqual(["Late call", "Owner's", "Today"]);
    }
    expect((await call(`/tasks/due?until=soon`)).status).toBe(400);
  });

  it("lets sales work tasks; refuses editors; needs a session", async () => {
    const sales = await t.loginAs("sales");
    const c = await contact();
    const task = await addTask({ contactId: c.id }, sales);
    expect((await call(`/tasks/${task.id}`, { method: "PATCH", json: { done: true }, headers: sales })).status).toBe(200);
    const editor = await t.loginAs("editor");
    const body = { type: "call", title: "x", dueAt: inHours(1) };
    const calls = [["GET", `/tasks?contactId=${c.id}`, undefined], ["GET", `/tasks/due?until=${encodeURIComponent(inHours(1))}`, undefined], ["POST", "/tasks", { ...body, contactId: c.id }], ["PUT", `/tasks/${task.id}`, body], ["PATCH", `/tasks/${task.id}`, { done: false }], ["DELETE", `/tasks/${task.id}`, undefined]] as const;
    for (const [method, path, json] of calls) {
      expect((await call(path, { method, json, headers: editor })).status, `${method} ${path}`).toBe(403);
      expect((await t.request(`/api/admin${path}`, { method, json })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("reminders", () => {
  it("reminds the assignee once when the task falls due, however many instances sweep", async () => {
    const salesId = await memberId((await t.loginAs("sales"), "sales@example.com"));
    const c = await contact();
    const start = Date.now();
    const task = await addTask({ contactId: c.id, title: "Call about the offer", dueAt: inHours(2, start), assigneeId: salesId });
    await addTask({ contactId: c.id, title: "Later", dueAt: inHours(30, start), assigneeId: salesId });
    const clock = { now: new Date(start + HOUR) };
    const [a, b] = [remindersAt(clock), remindersAt(clock)];
    expect(await a.sendDue()).toBe(0);
    expect(await reminderMails()).toEqual([]);

    clock.now = new Date(start + 3 * HOUR);
    const claimed = await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
    expect(claimed.reduce((x, y) => x + y, 0)).toBe(1);
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ to: "sales@example.com", subject: "Task due: Call with Ana Agent: Call about the offer" });
    expect(String(mails[0]!.payload.text)).toContain("(America/Chicago)");
    const events = await dueEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ contactId: c.id, staffId: salesId });
    // Only the assignee's stream carries it.
    const event = { id: 1, kind: "task_due" as const, conversationId: null, contactId: c.id, actor: "system", staffId: salesId };
    expect(staffMayReceive({ id: salesId, role: "sales" }, event)).toBe(true);
    expect(staffMayReceive({ id: await memberId(TEST_ADMIN.email), role: "owner" }, event)).toBe(false);
    expect(((await (await call(`/tasks?contactId=${c.id}`)).json()) as TaskView[])[0]).toMatchObject({ id: task.id, remindedAt: clock.now.toISOString() });
    expect((await timeline(c.id))[0]).toBe("Reminder sent to Test sales (admin and e-mail): task “Call about the offer” is due");

    clock.now = new Date(start + 4 * HOUR);
    expect(await a.sendDue()).toBe(0);
    // A new due time is a new reminder; a done task is not reminded.
    await call(`/tasks/${task.id}`, { method: "PUT", json: { type: "call", title: "Call about the offer", dueAt: inHours(5, start), assigneeId: salesId } });
    clock.now = new Date(start + 6 * HOUR);
    expect(await b.sendDue()).toBe(1);
    const later = (await (await call(`/tasks?contactId=${c.id}`)).json()) as TaskView[];
    await call(`/tasks/${later.find((x) => x.title === "Later")!.id}`, { method: "PATCH", json: { done: true } });
    clock.now = new Date(start + 40 * HOUR);
    expect(await a.sendDue()).toBe(0);
    expect(await reminderMails()).toHaveLength(2);
  });

  it("follows Settings → Notifications: no e-mail with e-mail alerts off, held to the office's opening in quiet hours", async () => {
    const c = await contact();
    const { settings } = t.deps.services;
    // Saturday noon in Houston: the office (Mon-Fri 08:00-18:00 America/Chicago) opens Monday 08:00 CST.
    const saturday = new Date("2026-11-28T18:00:00Z");
    const clock = { now: saturday };
    await t.deps.db.insert(contactTasks).values({ contactId: c.id, type: "todo", title: "Quiet", dueAt: new Date(saturday.getTime() - HOUR), assigneeId: await memberId(TEST_ADMIN.email) });
    await settings.set({ category: "notifications", key: "quiet_hours", value: "on" });
    expect(await remindersAt(clock).sendDue()).toBe(1);
    const [held] = await reminderMails();
    expect(held!.nextAttemptAt.toISOString()).toBe("2026-11-30T14:00:00.000Z");

    await settings.set({ category: "notifications", key: "email_alerts", value: "off" });
    await t.deps.db.insert(contactTasks).values({ contactId: c.id, type: "call", title: "No mail", dueAt: new Date(saturday.getTime() - HOUR), assigneeId: await memberId(TEST_ADMIN.email) });
    expect(await remindersAt(clock).sendDue()).toBe(1);
    expect(await reminderMails()).toHaveLength(1);
    expect(await dueEvents()).toHaveLength(2);
    expect((await timeline(c.id))[0]).toBe("Reminder sent to Test Admin (admin): task “No mail” is due");
  });

  it("reminds a task saved already due at once (no wait for the job), still once", async () => {
    const c = await contact();
    const task = await addTask({ contactId: c.id, title: "Overdue call", dueAt: inHours(-1) });
    await t.deps.services.taskReminders.idle();
    expect(await dueEvents()).toHaveLength(1);
    expect(await t.deps.services.taskReminders.sendDue()).toBe(0);
    const [row] = await t.deps.db.select().from(contactTasks).where(and(eq(contactTasks.id, task.id)));
    expect(row!.remindedAt).not.toBeNull();
  });
});

describe("pipeline board", () => {
  it("counts contacts per status with the list's filters, and a move is a status change on the timeline and in the audit log", async () => {
    const a = await contact();
    await contact({ email: "b@example.com", firstName: "Bea", status: "qualified" });
    await contact({ email: "c@example.com", firstName: "Cy", company: "Katy Realty", status: "qualified" });
    const counts = await (await call("/contacts/pipeline?status=won")).json();
    expect(counts).toEqual({ counts: { new: 1, contacted: 0, qualified: 2, booked: 0, won: 0, lost: 0 }, total: 3 });
    expect(await (await call("/contacts/pipeline?search=katy")).json()).toMatchObject({ counts: { qualified: 1, new: 0 }, total: 1 });
    expect((await call(`/contacts/${a.id}`, { method: "PATCH", json: { status: "won" } })).status).toBe(200);
    expect((await timeline(a.id))[0]).toBe(`Status changed from New Lead to Won by ${TEST_ADMIN.name}`);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "contact.status_changed"));
    expect(line).toMatchObject({ target: `contact ${a.id}`, details: { from: "new", to: "won" } });
    const editor = await t.loginAs("editor");
    expect((await call("/contacts/pipeline", { headers: editor })).status).toBe(403);
  });
});
