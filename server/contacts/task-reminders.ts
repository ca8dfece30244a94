import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contactTasks, contacts, users } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";
import { DEFAULT_TIME_ZONE, nextOfficeOpening } from "#common/settings/office-hours.ts";
import { TASK_TYPE_LABELS, type TaskType } from "#common/contacts/contact-task.ts";
import { recordActivity } from "./contact-history.ts";

/** Tasks claimed per transaction: a backlog after downtime goes out in a few short transactions. */
const BATCH = 50;

export interface TaskRemindersDeps {
  db: Db;
  live: Pick<LiveHub, "publish">;
  settings: Pick<SettingsService, "alertPolicy" | "get">;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  logger: Logger;
  /** The admin's address for the link in the e-mail (PUBLIC_URL). */
  publicUrl?: string;
  /** The clock the job reads; tests drive it. */
  now?: () => Date;
}

function dueWords(at: Date, zone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(at) + ` (${zone})`;
  } catch {
    return at.toISOString();
  }
}

/**
 * Reminds a task's assignee when it falls due (docs/decisions/027): an event on their admin stream
 * (a pop-up, per Settings → Notifications) and an e-mail through the outbox (off with "E-mail alerts"; held until
 * the office opens during quiet hours). The "sent" marker (remindedAt) is set by the same UPDATE that claims the
 * task (FOR UPDATE SKIP LOCKED, only where it is still null), in the transaction that queues the e-mail and the
 * event: a task is reminded once, whichever instance's job or kick gets it first.
 */
export function createTaskReminders(deps: TaskRemindersDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  let again = false;

  async function batch(at: Date, mail: { on: boolean; notBefore?: Date; zone: string }): Promise<number> {
    const sent = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: contactTasks.id })
        .from(contactTasks)
        .where(and(isNull(contactTasks.doneAt), isNull(contactTasks.remindedAt), lte(contactTasks.dueAt, at)))
        .orderBy(asc(contactTasks.dueAt), asc(contactTasks.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const claimed = await tx.update(contactTasks).set({ remindedAt: at }).where(inArray(contactTasks.id, due)).returning({ id: contactTasks.id });
      if (claimed.length === 0) return 0;
      const rows = await tx
        .select({ task: contactTasks, contactName: contacts.name, email: users.email, name: users.name, status: users.status })
        .from(contactTasks)
        .innerJoin(contacts, eq(contacts.id, contactTasks.contactId))
        .leftJoin(users, eq(users.id, contactTasks.assigneeId))
        .where(inArray(contactTasks.id, claimed.map((c) => c.id)));
      for (const { task, contactName, email, name, status } of rows) {
        // An unassigned task (its member was removed) has nobody to remind: the marker is set all the same.
        // (email and name are both null or both set: they come from one joined member row.)
        if (task.assigneeId === null || !email || name === null || status !== "active") continue;
        const what = `${TASK_TYPE_LABELS[task.type as TaskType] ?? task.type} with ${contactName}: ${task.title}`;
        const channels = ["admin"];
        if (mail.on) {
          const link = deps.publicUrl ? `${deps.publicUrl.replace(/\/$/, "")}/admin/contacts?contact=${task.contactId}` : null;
          await deps.outbox.enqueue(tx, [
            {
              kind: "staff_mail",
              contactId: null,
              notBefore: mail.notBefore,
              payload: {
                to: email,
                subject: `Task due: ${what}`,
                text: [
                  `Hi ${name},`,
                  "",
                  `Your task is due ${dueWords(task.dueAt, mail.zone)}:`,
                  "",
                  `${what}`,
                  ...(task.notes ? ["", task.notes] : []),
                  "",
                  link ? `Open the contact: ${link}` : "Open the contact in the admin's Contacts page.",
                ].join("\n"),
              },
            },
          ]);
          channels.push("e-mail");
        }
        await deps.live.publish({ kind: "task_due", contactId: task.contactId, actor: "system", staffId: task.assigneeId }, tx);
        await recordActivity(tx, task.contactId, { kind: "task", action: "reminded", assignee: name, channels, title: task.title });
      }
      return claimed.length;
    });
    return sent;
  }

  /** Reminds every open task due by `at` that was not reminded yet; returns how many were claimed. */
  async function sendDue(at: Date = now()): Promise<number> {
    const policy = await deps.settings.alertPolicy();
    const zone = (await deps.settings.get("general", "time_zone")).trim() || DEFAULT_TIME_ZONE;
    const held = policy.quietHours && !policy.officeOpen(at);
    const mail = { on: policy.emailAlerts, notBefore: held ? (nextOfficeOpening(policy.schedule, at) ?? undefined) : undefined, zone };
    let total = 0;
    for (;;) {
      const n = await batch(at, mail);
      total += n;
      if (n < BATCH) break;
    }
    if (total > 0) deps.outbox.kick();
    return total;
  }

  /** Runs a sweep soon (a task saved already due); one at a time per instance, a kick during a run runs once more. */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await sendDue();
      } while (again);
      return total;
    })()
      .catch((err: unknown) => {
        logger.warn({ err }, "task reminders: the sweep failed (the job retries)");
        return 0;
      })
      .finally(() => (running = null));
  }

  return {
    sendDue,
    kick,
    /** Resolves when a kicked sweep has finished (tests, shutdown). */
    idle: async () => void (await running),
  };
}
export type TaskReminders = ReturnType<typeof createTaskReminders>;

/** The safety net: reminds what fell due since the last run (a kick handles tasks saved already due). */
export function taskRemindersJob(reminders: TaskReminders): JobDefinition {
  return {
    key: "task-reminders",
    title: "CRM task reminders (admin and e-mail)",
    type: "delivery",
    schedule: "*/30 * * * * *",
    run: async () => {
      const n = await reminders.sendDue();
      return n === 0 ? "nothing due" : `${n} task reminder${n === 1 ? "" : "s"} sent`;
    },
  };
}
