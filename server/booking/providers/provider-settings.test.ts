import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeCalcomServer } from "#tests/fakes/calcom-server.ts";
import { createFakeCaldavServer } from "#tests/fakes/caldav-server.ts";
import type { SettingView } from "#common/settings/setting-value.ts";

let t: TestContext;
let auth: Record<string, string>;
const cal = createFakeCalcomServer({ apiKey: "cal_live_key", eventTypeId: 77 });
const dav = createFakeCaldavServer({ username: "host", password: "pw", displayName: "Consultations" });

const save = (key: string, value: string) => t.request("/api/admin/settings", { method: "POST", json: { category: "calendar", key, value }, headers: auth });
const test = async (target: string) => {
  const res = await t.request("/api/admin/settings/test", { method: "POST", json: { target }, headers: auth });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
};

beforeAll(async () => {
  await Promise.all([cal.start(), dav.start()]);
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await Promise.all([cal.close(), dav.close()]);
});
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

describe("Settings → Calendar", () => {
  it("lists the calendar settings, secrets masked, the provider 'none' out of the box", async () => {
    await save("calcom_api_key", "cal_live_key");
    const views = ((await (await t.request("/api/admin/settings", { headers: auth })).json()) as SettingView[]).filter((s) => s.category === "calendar");
    expect(views.map((s) => s.key)).toEqual(["booking_provider", "calcom_api_key", "calcom_event_type_id", "calcom_webhook_secret", "calcom_base_url", "caldav_url", "caldav_username", "caldav_password"]);
    expect(views[0]).toMatchObject({ value: "none" });
    expect(views[1]).toMatchObject({ secret: true, isSet: true });
    expect(views[1]!.value).not.toContain("cal_live_key");
    expect(views.filter((s) => s.secret).map((s) => s.key)).toEqual(["calcom_api_key", "calcom_webhook_secret", "caldav_password"]);
  });

  it("says which providers there are when the choice is not one of them", async () => {
    const res = await save("booking_provider", "google");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('"none", "calcom" (Cal.com) or "caldav"');
    expect((await save("booking_provider", "caldav")).status).toBe(200);
  });

  it("tests the Cal.com connection: what is missing, a wrong key, then the event type's name", async () => {
    expect(await test("calcom")).toEqual({ status: 400, message: "Set the Cal.com API key and event type ID first" });
    await save("calcom_api_key", "cal_wrong");
    await save("calcom_event_type_id", "77");
    await save("calcom_base_url", cal.url);
    expect(await test("calcom")).toEqual({ status: 502, message: "Cal.com refused the request (HTTP 401)" });
    await save("calcom_api_key", "cal_live_key");
    expect(await test("calcom")).toEqual({ status: 200, message: 'Cal.com accepted the API key and can book "Free consultation"' });
    cal.failNext(1, 503);
    expect(await test("calcom")).toEqual({ status: 502, message: "Cal.com is unreachable: HTTP 503" });
  });

  it("tests the CalDAV connection with PROPFIND", async () => {
    expect(await test("caldav")).toEqual({ status: 400, message: "Set the CalDAV calendar URL and user name first" });
    await save("caldav_url", dav.calendarUrl);
    await save("caldav_username", "host");
    await save("caldav_password", "nope");
    expect(await test("caldav")).toEqual({ status: 502, message: "The calendar refused the request (HTTP 401)" });
    await save("caldav_password", "pw");
    expect(await test("caldav")).toEqual({ status: 200, message: 'The calendar "Consultations" accepted the login and can be booked' });
  });
});
