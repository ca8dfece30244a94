import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { analyticsEvents, blogPosts, contacts, leadSources, newsletterSubscribers, n8nInstances } from "../db/schema.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";
import { NEWSLETTER_SUCCESS_MESSAGE } from "#common/newsletter/newsletter-schemas.ts";
import { findLoneSurrogate, wellFormed } from "#common/lib/well-formed-text.ts";
import { cleanTag } from "#common/analytics/first-touch.ts";

// A lone UTF-16 surrogate ("\ud800" in JSON: half of a character) used to reach PostgreSQL: a jsonb column refused
// it (a 500), a text column replaced it without saying so.

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

const HALF = "\ud83d"; // the first half of 😀
/** Sends the JSON text as written: `JSON.stringify` writes a lone surrogate as the escape `\ud83d`. */
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => {
  const body = JSON.stringify(json);
  expect(body).toContain("\\ud83d");
  return t.request(path, { method: "POST", body, headers: { "content-type": "application/json", "x-test-ip": `10.2.0.${++ip}`, ...headers } });
};
const answer = async (res: Response) => (await res.json()) as { message: string; errors?: Record<string, string> };
const refusal = (field: string) => ({
  message: `The field "${field}" holds half of a character (a lone UTF-16 surrogate): please retype it`,
  errors: { [field]: "This field holds half of a character (a lone UTF-16 surrogate): please retype it" },
});

describe("public input nobody retypes keeps the rest of the text (� for the half character)", () => {
  it("a newsletter sign-up whose first touch holds one is taken, the touch stored with �", async () => {
    const res = await post("/api/newsletter", { email: "reader@example.com", firstTouch: { landingPage: "/blog", utmCampaign: `spring${HALF}` } });
    expect(res.status).toBe(200);
    expect(await answer(res)).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    const [subscriber] = await t.deps.db.select().from(newsletterSubscribers);
    expect(subscriber?.firstTouch).toEqual({ landingPage: "/blog", utmCampaign: "spring\ufffd" });
  });

  it("a campaign tag cut at 100 characters in the middle of an emoji is stored with �, not half of it", async () => {
    const campaign = `${"a".repeat(99)}😀 and more`;
    expect(cleanTag(campaign)).toBe(`${"a".repeat(99)}\ufffd`);
    const res = await t.request("/api/newsletter", { method: "POST", json: { email: "cut@example.com", firstTouch: { utmCampaign: campaign } }, headers: { "x-test-ip": `10.2.0.${++ip}` } });
    expect(res.status).toBe(200);
    const [subscriber] = await t.deps.db.select().from(newsletterSubscribers);
    expect(subscriber?.firstTouch).toEqual({ utmCampaign: `${"a".repeat(99)}\ufffd` });
  });

  it("an analytics event with one in its props or path is recorded, with �", async () => {
    expect((await post("/api/events", { type: "cta_click", path: "/", props: { label: `Book${HALF}` } })).status).toBe(204);
    expect((await post("/api/events", { type: "page_view", path: `/blog/a${HALF}`, props: { entry: true, utmSource: `news${HALF}`, referrer: "https://example.org/x" } })).status).toBe(204);
    expect((await post("/api/events", { type: "addon_row_click", path: "/solutions", props: { addon: `CRM${HALF}` } })).status).toBe(204);
    const rows = await t.deps.db.select().from(analyticsEvents);
    expect(rows.map((r) => [r.type, r.path, r.props])).toEqual(
      expect.arrayContaining([
        ["cta_click", "/", { label: "Book\ufffd" }],
        ["page_view", "/blog/a\ufffd", expect.objectContaining({ entry: true, utmSource: "news\ufffd" })],
        ["addon_row_click", "/solutions", { addon: "CRM\ufffd" }],
      ]),
    );
  });

  it("a contact form whose first touch holds one is taken", async () => {
    const res = await post("/api/contact", { ...SAMPLE_LEAD, firstTouch: { utmSource: `mail${HALF}` } });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(1);
    expect((await t.deps.db.select().from(leadSources))[0]?.utmSource).toBe("mail\ufffd");
  });
});

describe("text someone typed is refused with a 400 naming the field, and nothing is stored", () => {
  it("the contact form's message and a chat message", async () => {
    expect(await answer(await post("/api/contact", { ...SAMPLE_LEAD, automation: `Follow-ups ${HALF}` }))).toEqual(refusal("automation"));
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
    const chat = await post("/api/chat", { message: `hi ${HALF}`, visitorId: "visitor_1700000000000_abcdefabcdef" });
    expect(chat.status).toBe(400);
    expect((await answer(chat)).message).toBe(refusal("message").errors.message);
  });

  it("a staff member's contact tags, contact name and note", async () => {
    const contact = { firstName: "Ana", email: "ana@example.com", contactMethod: "email" };
    const tagged = await post("/api/admin/contacts", { ...contact, tags: ["vip", `open house ${HALF}`] }, auth);
    expect(tagged.status).toBe(400);
    expect(await answer(tagged)).toEqual(refusal("tags.1"));
    expect(await answer(await post("/api/admin/contacts", { ...contact, firstName: `Ana${HALF}` }, auth))).toEqual(refusal("firstName"));
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
    const created = await t.request("/api/admin/contacts", { method: "POST", json: contact, headers: auth });
    const { id } = (await created.json()) as { id: number };
    expect(await answer(await post(`/api/admin/contacts/${id}/notes`, { body: `Called ${HALF}` }, auth))).toEqual(refusal("body"));
  });

  it("a blog post's tags (a JSON column) and an n8n instance's name", async () => {
    const blog = await post("/api/admin/blog", { title: "A post", content: "Some text", tags: [`ai${HALF}`] }, auth);
    expect(blog.status).toBe(400);
    expect((await answer(blog)).errors).toEqual(refusal("tags.0").errors);
    expect(await t.deps.db.select().from(blogPosts)).toEqual([]);
    const n8n = await post("/api/admin/n8n/instances", { name: `Main${HALF}`, baseUrl: "https://n8n.example.com", apiKey: "key-123" }, auth);
    expect(await answer(n8n)).toEqual(refusal("name"));
    expect(await t.deps.db.select().from(n8nInstances)).toEqual([]);
  });

  it("a settings value; a query parameter that is not UTF-8 is no 500", async () => {
    const body = '{"category":"general","key":"contact_phone","value":"(281) 555-0177 \\udc00"}';
    const settings = await t.request("/api/admin/settings", { method: "POST", body, headers: { ...auth, "content-type": "application/json" } });
    expect(await answer(settings)).toEqual(refusal("value"));
    const query = await t.request(`/api/admin/contacts?search=${encodeURIComponent("Ana")}%ED%A0%BD`, { headers: auth });
    expect(query.status).not.toBe(500);
  });
});

describe("the text check", () => {
  it("finds a lone half anywhere, and leaves whole characters alone", () => {
    expect(findLoneSurrogate({ a: ["ok 😀", { b: `x${HALF}` }] })).toBe("a.1.b");
    expect(findLoneSurrogate({ a: "😀", b: "\udc00 low" })).toBe("b");
    expect(findLoneSurrogate({ [`k${HALF}`]: 1 })).toBe("k\ufffd");
    expect(findLoneSurrogate({ a: "😀 ✓ été" })).toBeNull();
    expect(wellFormed(`a${HALF}b\udc00😀`)).toBe("a\ufffdb\ufffd😀");
  });
});
