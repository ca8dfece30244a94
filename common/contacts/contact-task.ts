import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import type { StaffRole } from "../auth/roles.ts";
import { recordId, recordIdParam } from "../lib/record-id.ts";

// Tasks and reminders on a contact (docs/decisions/027): one schema for the task form and
// POST/PUT /api/admin/tasks. Due times travel as ISO instants; the form turns the member's local date and time
// into one, and every reader shows it in their own zone.

export const TASK_TYPES = ["call", "email", "meeting", "todo"] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_TYPE_LABELS: Record<TaskType, string> = { call: "Call", email: "E-mail", meeting: "Meeting", todo: "To-do" };

/** Roles that may list everyone's tasks on the dashboard; others see their own (their contacts' tasks stay readable). */
export const TASKS_EVERYONE_ROLES: readonly StaffRole[] = ["owner", "admin"];
export const mayListEveryonesTasks = (role: string | undefined | null) => (TASKS_EVERYONE_ROLES as readonly string[]).includes(role ?? "");

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 5000;

const dueAt = z
  .string({ message: "Please choose a due date and time" })
  .trim()
  .min(1, { message: "Please choose a due date and time" })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: "Please choose a due date and time" })
  .transform((v) => new Date(v).toISOString());

const assigneeId = z
  .union([recordId("Please choose a staff member"), z.null()], { message: "Please choose a staff member" })
  .optional()
  .transform((v) => v ?? null);

/** What staff edit: type, title, notes, due time and assignee (null: the contact's owner, else the member saving). */
export const taskEditSchema = z.object({
  type: z.enum(TASK_TYPES, { message: "Please choose call, e-mail, meeting or to-do" }),
  title: z
    .string({ message: "Please give the task a title" })
    .trim()
    .min(1, { message: "Please give the task a title" })
    .max(TASK_TITLE_MAX, { message: `Please keep the title under ${TASK_TITLE_MAX} characters` }),
  notes: z.string({ message: "Please enter text" }).trim().max(TASK_NOTES_MAX, { message: `Notes are limited to ${TASK_NOTES_MAX} characters` }).default(""),
  dueAt,
  assigneeId,
});
export type TaskEdit = z.output<typeof taskEditSchema>;
export type TaskEditInput = z.input<typeof taskEditSchema>;

export const taskCreateSchema = taskEditSchema.extend({
  contactId: recordId("Please choose a contact"),
});
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

export const taskDoneSchema = z.object({ done: z.boolean({ message: "done is true or false" }) });

export const taskViewSchema = z.object({
  id: z.number(),
  contactId: z.number(),
  contactName: z.string(),
  type: z.enum(TASK_TYPES),
  title: z.string(),
  notes: z.string(),
  dueAt: isoTime,
  assigneeId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  done: z.boolean(),
  doneAt: isoTime.nullable(),
  /** When the reminder went out (e-mail queued and the admin told); null until the task is due. */
  remindedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type TaskView = z.infer<typeof taskViewSchema>;

/** GET /api/admin/tasks?contactId=…: a contact's tasks, open ones first by due time, then the done ones. */
export const contactTasksQuerySchema = z.object({
  contactId: recordIdParam("contactId must be a contact's id"),
});

export const TASK_SCOPES = ["mine", "everyone"] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

/**
 * GET /api/admin/tasks/due: open tasks due before `until` (the end of the member's day, in their zone: the browser
 * sends it), overdue ones first. "everyone" needs a role of TASKS_EVERYONE_ROLES.
 */
export const dueTasksQuerySchema = z.object({
  until: z
    .string({ message: "until is an ISO date-time" })
    .refine((v) => !Number.isNaN(Date.parse(v)), { message: "until is an ISO date-time" })
    .transform((v) => new Date(v)),
  scope: z.enum(TASK_SCOPES, { message: "scope is mine or everyone" }).default("mine"),
});

export const dueTasksSchema = z.object({
  items: z.array(taskViewSchema),
  /** How many of them are past due now. */
  overdue: z.number(),
  scope: z.enum(TASK_SCOPES),
});
export type DueTasks = z.infer<typeof dueTasksSchema>;

/** Overdue: still open and its due time has passed. */
export const isOverdue = (task: Pick<TaskView, "done" | "dueAt">, now = Date.now()) => !task.done && Date.parse(task.dueAt) < now;
