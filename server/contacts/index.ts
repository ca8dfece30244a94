import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { settings } from "../settings/index.ts";
import { createLeadsServices } from "./leads-services.ts";
import { moveLeadSource } from "./lead-sources.ts";
import { contactsAdminRoutes } from "./contacts-admin.routes.ts";
import { contactRoutes } from "./contact-form.routes.ts";
import { createContactTasks } from "./contact-tasks.ts";
import { createTaskReminders, taskRemindersJob } from "./task-reminders.ts";
import { tasksAdminRoutes } from "./tasks.routes.ts";
import { outboxJob } from "../outbox/outbox-job.ts";

/** Leads from every source, the CRM's contacts, and the outbox that delivers what they trigger. */
export const contacts = defineFeature({
  name: "contacts",
  needs: [settings, integrations],
  services: (deps, { settings, outbound }) =>
    createLeadsServices({ env: deps.env, db: deps.db, logger: deps.logger, settings, rateLimits: deps.rateLimits, outbound, metrics: deps.metrics }),
  hooks: ({ contacts }) => {
    contacts.onMerge(moveLeadSource);
  },
  admin: [
    {
      mount: "/api/admin/contacts",
      routes: contactsAdminRoutes,
      // Sales read the routing rules (the card says why a lead went to whom); who gets which leads is decided by the
      // owner and administrators.
      access: [
        ["", "contacts"],
        ["/routing-rules", "settings", "PUT"],
      ],
      deletes: [
        [/^\/(\d+)$/, "contact $1"],
        [/^\/(\d+)\/workflows\/(\d+)$/, "workflow $2 of contact $1"],
      ],
    },
  ],
  api: [{ mount: "/api/contact", routes: contactRoutes }],
  jobs: (register, deps) => {
    register(outboxJob(deps.services.outbox));
  },
});

/** CRM tasks and their reminders (docs/decisions/027): a task saved already due is reminded at once. */
export const tasks = defineFeature({
  name: "tasks",
  needs: [contacts, settings],
  services: (deps, { outbox, settings }) => {
    const taskReminders = createTaskReminders({ db: deps.db, live: deps.live, settings, outbox, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL });
    return { taskReminders, tasks: createContactTasks(deps.db, { onDueSoon: () => taskReminders.kick() }) };
  },
  hooks: ({ contacts, tasks }) => {
    contacts.onMerge(tasks.moveToContact);
  },
  // Tasks on contacts and the dashboard's due list: whoever works contacts.
  admin: [{ mount: "/api/admin/tasks", routes: tasksAdminRoutes, access: "contacts", deletes: [[/^\/(\d+)$/, "task $1"]] }],
  jobs: (register, deps) => {
    register(taskRemindersJob(deps.services.taskReminders));
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/contacts": ReturnType<typeof contactsAdminRoutes>;
    "/api/admin/tasks": ReturnType<typeof tasksAdminRoutes>;
  }
  interface PublicApis {
    "/api/contact": ReturnType<typeof contactRoutes>;
  }
}
