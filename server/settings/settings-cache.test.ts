import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { settings } from "../db/schema.ts";

// The stored settings a lead and the alert checks read are kept in memory while the content generation stands
// (a contact submission a round trip shorter). These tests move the generation by hand.

let t: TestContext;
let generation: number | undefined;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  generation = 1;
  t.deps.services.settings.followContentVersion(() => generation);
});

const service = () => t.deps.services.settings;
/** A change made behind the service's back, as another instance's save looks from here. */
const writeElsewhere = (category: string, key: string, value: string) =>
  t.deps.db.update(settings).set({ value }).where(and(eq(settings.category, category), eq(settings.key, key)));
const emailAlerts = async () => (await service().alertPolicy()).emailAlerts;

describe("settings kept between saves", () => {
  it("answers from memory while the generation stands, and reads again once it moves", async () => {
    expect(await emailAlerts()).toBe(true);
    await writeElsewhere("notifications", "email_alerts", "off");
    expect(await emailAlerts()).toBe(true);
    generation = 2;
    expect(await emailAlerts()).toBe(false);
  });

  it("starts over at once after a save on this instance", async () => {
    expect((await service().snapshot(["email"])).isSet("email", "smtp_host")).toBe(false);
    await service().set({ category: "email", key: "smtp_host", value: "smtp.example.com" });
    expect((await service().snapshot(["email"])).isSet("email", "smtp_host")).toBe(true);
  });

  it("keeps nothing before the content version has been read", async () => {
    generation = undefined;
    expect(await emailAlerts()).toBe(true);
    await writeElsewhere("notifications", "email_alerts", "off");
    expect(await emailAlerts()).toBe(false);
  });

  it("reads through a caller's transaction when nothing is kept, and keeps nothing read there", async () => {
    await writeElsewhere("notifications", "email_alerts", "off");
    generation = 3;
    // On the embedded database a read beside the open transaction would wait for it forever.
    const inside = await t.deps.db.transaction(async (tx) => {
      await tx.update(settings).set({ value: "on" }).where(and(eq(settings.category, "notifications"), eq(settings.key, "email_alerts")));
      return (await service().alertPolicy(tx)).emailAlerts;
    });
    expect(inside).toBe(true);
    await writeElsewhere("notifications", "email_alerts", "off");
    expect(await emailAlerts()).toBe(false);
  });
});
