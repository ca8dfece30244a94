import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createLogger } from "../lib/logger.ts";
import { createLiveHub, type LiveHub } from "./live-hub.ts";

// An event's id is taken at insert, the row is seen at commit: two writers can commit in the other order. The reader
// must still deliver the earlier id once it appears (a staff reply lost this way reached the widget only when its
// stream reconnected, a minute later).

describe("live events committed out of id order", () => {
  let ctx: TestContext;
  let hub: LiveHub;
  const received: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    hub = createLiveHub({ database: ctx.deps.database, logger: createLogger("silent"), pollMs: 20 });
    const sub = hub.subscribe({ caps: [], accepts: () => true, send: (e) => void received.push(e.id), close: () => undefined });
    expect(sub.ok).toBe(true);
    await hub.ready();
  });
  afterAll(async () => {
    await hub?.close();
    await ctx?.close();
  });

  const nextId = async (): Promise<number> => {
    const { rows } = (await ctx.deps.db.execute(sql`select nextval(pg_get_serial_sequence('live_events', 'id')) as id`)) as unknown as { rows: { id: string | number }[] };
    return Number(rows[0]!.id);
  };
  const insertWithId = (id: number) =>
    ctx.deps.db.execute(sql`insert into live_events (id, kind, conversation_id, actor) overriding system value values (${id}, 'message', 'conv-gap', 'staff')`);

  it("delivers the earlier id when it commits after a later one, and each event once", async () => {
    const first = await nextId();
    const second = await nextId();
    await insertWithId(second);
    await expect.poll(() => received.includes(second), { timeout: 10_000 }).toBe(true);
    await insertWithId(first);
    await expect.poll(() => received.includes(first), { timeout: 10_000 }).toBe(true);
    await hub.publish({ kind: "message", conversationId: "conv-gap", actor: "staff" });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3);
    expect(new Set(received).size).toBe(received.length);
  });
});
