import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { parseId } from "../lib/validate.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import {
  contactTasksQuerySchema,
  dueTasksQuerySchema,
  dueTasksSchema,
  mayListEveryonesTasks,
  taskCreateSchema,
  taskDoneSchema,
  taskEditSchema,
  taskViewSchema,
} from "#common/contacts/contact-task.ts";
import { route } from "../openapi/route-contract.ts";
import type { TaskActor } from "./contact-tasks.ts";

export const EVERYONES_TASKS_REFUSED = "Only the owner and administrators can list everyone's tasks";

/**
 * /api/admin/tasks (the contacts area: owner, administrators, sales, as the contacts routes): tasks on contacts,
 * the dashboard's "overdue and due today" list, complete and delete. Every change is written to the contact's
 * timeline; a delete is written to the audit log by the admin router.
 */
export function tasksAdminRoutes(deps: AppDeps) {
  const tasks = deps.services.tasks;
  const actor = (c: Context<AppEnv>): TaskActor => ({ id: c.get("user").id, name: c.get("user").name });
  const taskId = (c: Context<AppEnv>) => parseId(c.req.param("id"), "Task");

  return new Hono<AppEnv>()
    .get(...route("/", { summary: "A contact's tasks: open ones by due time, then the done ones", query: contactTasksQuerySchema, responses: { 200: z.array(taskViewSchema) }, errors: [404] }, async (c) =>
      c.json(await tasks.forContact(c.req.valid("query").contactId)),
    ))

    .get(...route(
      "/due", {
        summary: "Open tasks due before `until` (overdue first): the member's own, or everyone's for the owner and administrators",
        query: dueTasksQuerySchema,
        responses: { 200: dueTasksSchema },
      },
      async (c) => {
        const { until, scope } = c.req.valid("query");
        const user = c.get("user");
        if (scope === "everyone" && !mayListEveryonesTasks(user.role)) throw new ApiError(403, EVERYONES_TASKS_REFUSED);
        const { items, overdue } = await tasks.due(until, scope === "everyone" ? null : user.id);
        return c.json({ items, overdue, scope });
      },
    ))

    .post(...route("/", { summary: "Add a task to a contact (assignee: the contact's owner unless chosen)", body: taskCreateSchema, responses: { 201: taskViewSchema }, errors: [404] }, async (c) => {
      const { contactId, ...edit } = c.req.valid("json");
      return c.json(await tasks.create(contactId, edit, actor(c)), 201);
    }))

    .put(...route("/:id", { summary: "Edit a task (a new due time is reminded again)", body: taskEditSchema, responses: { 200: taskViewSchema } }, async (c) =>
      c.json(await tasks.update(taskId(c), c.req.valid("json"), actor(c))),
    ))

    .patch(...route("/:id", { summary: "Mark a task done or not done", body: taskDoneSchema, responses: { 200: taskViewSchema } }, async (c) =>
      c.json(await tasks.setDone(taskId(c), c.req.valid("json").done, actor(c))),
    ))

    .delete(...route("/:id", { summary: "Delete a task", responses: { 200: messageSchema } }, async (c) => {
      await tasks.remove(taskId(c), actor(c));
      return c.json({ message: "Task deleted" });
    }));
}
