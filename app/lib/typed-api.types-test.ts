/**
 * Type-level test of the client half of the contract (docs/decisions/040): `npm run typecheck` compiles this file
 * and each `@ts-expect-error` must meet an error. Nothing here runs: the calls sit in a function never called.
 */
import type { z } from "zod";
import type { taskViewSchema, dueTasksSchema } from "#common/contacts/contact-task.ts";
import { apiQueryKey, apiQueryOptions, typedApi, type ApiBody, type ApiOutput, type ApiQuery } from "./typed-api.ts";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectTrue = <T extends true>(value: T) => value;

// (c) The client's data type is the schema's output, as JSON: a change to the schema changes these types.
expectTrue<Equal<ApiOutput<"/api/admin/tasks", "GET", "/due">, z.output<typeof dueTasksSchema>>>(true);
expectTrue<Equal<ApiOutput<"/api/admin/tasks", "PATCH", "/:id">, z.output<typeof taskViewSchema>>>(true);
expectTrue<Equal<ApiBody<"/api/admin/tasks", "PATCH", "/:id">, { done: boolean }>>(true);
expectTrue<Equal<ApiQuery<"/api/admin/tasks", "/">["contactId"], number | `${number}` | undefined>>(true);
// A failure with a body of its own (the post's 409 version conflict) is not what a successful call reads.
expectTrue<Equal<ApiOutput<"/api/admin/blog", "PATCH", "/:id">["id"], number>>(true);

export function neverCalled() {
  const tasks = typedApi("/api/admin/tasks");
  // @ts-expect-error — no router is mounted at this path
  typedApi("/api/admin/task");
  // @ts-expect-error — the tasks router has no such path
  void tasks("GET", "/overdue");
  // @ts-expect-error — "/:id" is not read with GET
  void tasks("GET", "/:id", { params: { id: 1 } });
  // @ts-expect-error — the body's field is a boolean
  void tasks("PATCH", "/:id", { params: { id: 1 }, body: { done: "yes" } });
  // @ts-expect-error — the body is required
  void tasks("PATCH", "/:id", { params: { id: 1 } });
  // @ts-expect-error — "/:id" needs its id
  void tasks("PATCH", "/:id", { body: { done: true } });
  // @ts-expect-error — the due list's query has no such field
  void tasks("GET", "/due", { query: { until: "2026-11-29", day: "monday" } });
  // @ts-expect-error — scope is "mine" or "everyone"
  void tasks("GET", "/due", { query: { until: "2026-11-29", scope: "all" } });
  // @ts-expect-error — the same rules for the query key
  void apiQueryKey("/api/admin/tasks", "/", { query: { contact: 3 } });
  // @ts-expect-error — and for the query options
  void apiQueryOptions("/api/admin/blog", "/:id");
  return tasks("PATCH", "/:id", { params: { id: 1 }, body: { done: true } }).then((task) => {
    // @ts-expect-error — a task has no such field
    return task.colour;
  });
}
