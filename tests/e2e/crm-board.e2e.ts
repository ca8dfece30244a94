import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { E2E_ADMIN, baseUrl, launchBrowser, newPage, settled, signIn, shot, whenShown } from "./support/browser.ts";
import { axeViolations } from "./support/axe.ts";

// The pipeline board (a card dragged with the mouse, two moved with the keyboard: its menu and
// its handle) and a task due in the past: overdue on the dashboard, and its reminder in the admin.
let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => browser.close());

const SHOTS = process.env.E2E_SHOTS;
const run = Date.now().toString(36);

async function api<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/admin${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const addContact = (firstName: string) =>
  api<{ id: number; name: string }>("/contacts", { method: "POST", json: { firstName, lastName: `Board ${run}`, email: `${firstName.toLowerCase()}.${run}@example.com`, contactMethod: "email" } });
const statusOf = async (id: number) => (await api<{ status: string }>(`/contacts/${id}`)).status;

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const cardIn = (col: Locator, name: string) => col.getByRole("listitem", { name, exact: true });
const countOf = async (col: Locator) => Number(await col.getByTestId("board-count").innerText());
/** The column's count once the server's figures have arrived ("…" until then). */
async function loadedCount(col: Locator): Promise<number> {
  await expect.poll(async () => Number.isNaN(await countOf(col))).toBe(false);
  return countOf(col);
}

/** A crowded board: every column past its first page ("Load more"), so the page scrolls and columns are long. */
async function crowdTheBoard() {
  const statuses = ["new", "contacted", "qualified", "booked", "won", "lost"];
  for (let batch = 0; batch < 11; batch++)
    await Promise.all(
      statuses.flatMap((status) =>
        [0, 1].map((i) =>
          api("/contacts", { method: "POST", json: { firstName: `Crowd${batch}${i}`, lastName: `${status} ${run}`, email: `crowd.${status}.${batch}.${i}.${run}@example.com`, contactMethod: "email", status } }),
        ),
      ),
    );
}

describe("pipeline board and tasks", () => {
  it("drags a card across the board with the mouse and moves one with the keyboard; the counts follow", async () => {
    await crowdTheBoard();
    const dragged = await addContact("Drago");
    const keyed = await addContact("Keya");
    const spaced = await addContact("Spacey");
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/contacts?view=board");
    await settled(page);
    await expect.poll(() => cardIn(column(page, "new"), dragged.name).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const contactedBefore = await loadedCount(column(page, "contacted"));

    // Mouse: press on the card's handle, move over the Contacted column in steps, release.
    const handle = page.getByRole("button", { name: `Drag ${dragged.name} (New Lead)` });
    const from = (await handle.boundingBox())!;
    const to = (await column(page, "contacted").boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => cardIn(column(page, "contacted"), dragged.name).isVisible()).toBe(true);
    await expect.poll(() => countOf(column(page, "contacted"))).toBe(contactedBefore + 1);
    await expect.poll(() => statusOf(dragged.id)).toBe("contacted");

    // Keyboard, the menu: the card's "Move to…" menu, opened and used with keys alone.
    const qualifiedBefore = await loadedCount(column(page, "qualified"));
    await page.getByRole("button", { name: `Move ${keyed.name} to…` }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Qualified" }).press("Enter");
    await expect.poll(() => cardIn(column(page, "qualified"), keyed.name).isVisible()).toBe(true);
    await expect.poll(() => countOf(column(page, "qualified"))).toBe(qualifiedBefore + 1);
    await expect.poll(() => statusOf(keyed.id)).toBe("qualified");
    if (SHOTS) await shot(page, { path: `${SHOTS}/board-1280.png`, fullPage: true });

    // Keyboard, the handle: Space picks the card up, each arrow is one column (announced), Escape cancels, and Space
    // drops it; the handle keeps the focus in its new column.
    const heard = (text: string) => expect.poll(() => page.getByTestId("board-announcement").innerText()).toBe(text);
    const spacedHandle = () => page.getByRole("button", { name: new RegExp(`^Drag ${spaced.name} `) });
    await spacedHandle().focus();
    await page.keyboard.press("Space");
    await heard(`Picked up ${spaced.name}. It is over New Lead. Left and right arrows choose a status, Space drops it, Escape cancels.`);
    await page.keyboard.press("ArrowRight");
    await heard(`${spaced.name} is over Contacted.`);
    expect(await column(page, "contacted").getAttribute("class")).toContain("border-brand");
    await page.keyboard.press("Escape");
    await heard(`Moving ${spaced.name} was cancelled.`);
    await page.keyboard.press("Space");
    await heard(`Picked up ${spaced.name}. It is over New Lead. Left and right arrows choose a status, Space drops it, Escape cancels.`);
    const wonBefore = await loadedCount(column(page, "won"));
    for (const status of ["Contacted", "Qualified", "Consultation booked", "Won"]) {
      await page.keyboard.press("ArrowRight");
      await heard(`${spaced.name} is over ${status}.`);
    }
    await page.keyboard.press("Space");
    await heard(`${spaced.name} was dropped on Won.`);
    await expect.poll(() => cardIn(column(page, "won"), spaced.name).isVisible()).toBe(true);
    await expect.poll(() => countOf(column(page, "won"))).toBe(wonBefore + 1);
    await expect.poll(() => statusOf(spaced.id)).toBe("won");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Drag ${spaced.name} (Won)`);

    // The move is a status change on the contact's timeline.
    const detail = await api<{ activities: { description: string }[] }>(`/contacts/${keyed.id}`);
    expect(detail.activities[0]!.description).toMatch(/^Status changed from New Lead to Qualified by /);
    await context.close();
  });

  it("drags a card by its body, not only the handle; a click on its name still opens the contact", async () => {
    const carded = await addContact("Cardin");
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/contacts?view=board");
    await settled(page);
    const card = cardIn(column(page, "new"), carded.name);
    await expect.poll(() => card.isVisible()).toBe(true);
    const lostBefore = await loadedCount(column(page, "lost"));

    // Press on the card's text (its right half: away from the handle), move over the Lost column, release.
    const from = (await card.getByText(carded.name, { exact: true }).boundingBox())!;
    const to = (await column(page, "lost").boundingBox())!;
    await page.mouse.move(from.x + from.width * 0.75, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width * 0.75 + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => cardIn(column(page, "lost"), carded.name).isVisible()).toBe(true);
    await expect.poll(() => countOf(column(page, "lost"))).toBe(lostBefore + 1);
    await expect.poll(() => statusOf(carded.id)).toBe("lost");
    expect(new URL(page.url()).searchParams.get("contact")).toBeNull();

    await cardIn(column(page, "lost"), carded.name).getByRole("link").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("contact")).toBe(String(carded.id));
    await context.close();
  });

  it("adds a task due in the past: the reminder pops up and the dashboard lists it as overdue", async () => {
    const contact = await addContact("Tasha");
    const { page, context } = await newPage(browser);
    await signIn(page);
    // The reminder goes out on the live stream as the task is saved: the stream must be open by then.
    const streaming = page.waitForResponse((r) => r.url().includes("/api/admin/chat/events") && r.ok() && new URL(page.url()).pathname === "/admin/contacts");
    await page.goto(`/admin/contacts?contact=${contact.id}`);
    await settled(page);
    await streaming;
    const card = page.getByRole("article", { name: contact.name, exact: true });
    await expect.poll(() => card.getByRole("button", { name: "Add task" }).isVisible()).toBe(true);
    await card.getByRole("button", { name: "Add task" }).click();
    const form = page.getByRole("form", { name: "New task" });
    const title = `Call ${contact.name} back`;
    // The pop-up is caught whenever it shows: a loaded run's axe check can outlast it, or another file's toast replace it.
    const popped = whenShown(page, `“${title}” is due now.`);
    await form.getByLabel("Title").fill(title);
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    await form.getByLabel("Due date").fill(`${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`);
    await form.getByLabel("Due time").fill("09:30");
    await form.getByRole("button", { name: "Add task" }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    const task = card.getByRole("listitem", { name: title });
    await expect.poll(() => task.getByText("Overdue").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The reminder: a pop-up naming the task (the live stream, to the assignee), and the task marked as reminded.
    await popped;
    await expect.poll(() => task.getByText("Reminder sent").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Dashboard" }).first().click();
    const due = page.getByTestId("due-tasks");
    const row = due.getByRole("listitem", { name: title });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByText("Overdue").isVisible()).toBe(true);
    expect(await row.getByRole("link", { name: contact.name }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await shot(page, { path: `${SHOTS}/dashboard-tasks-1280.png` });

    // Completing it from the dashboard takes it off the list.
    await row.getByRole("checkbox", { name: `Mark “${title}” done` }).click();
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });
});
