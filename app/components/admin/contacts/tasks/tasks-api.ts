import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TaskCreateInput, TaskEditInput, TaskScope, TaskView } from "#common/contacts/contact-task.ts";
import { errorMessage } from "#app/lib/api.ts";
import { apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { toast } from "#app/components/ui/use-toast.ts";

// Tasks on contacts (docs/decisions/027). Query keys are the GET URLs, as everywhere in the admin, all under TASKS_API,
// so a save, a reminder event or the live stream's "ready" refetches every task list by that prefix.

export const TASKS_API = "/api/admin/tasks";
const tasksApi = typedApi(TASKS_API);

const contactTasksQuery = (contactId: number) => apiQueryOptions(TASKS_API, "/", { query: { contactId } });

/** The end of the member's day in their own zone: the dashboard lists what is due by then. */
export function endOfToday(now = new Date()): string {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

export function useContactTasks(contactId: number, enabled = true) {
  return useQuery({ ...contactTasksQuery(contactId), enabled });
}

export function useDueTasks(scope: TaskScope, enabled = true) {
  const until = endOfToday();
  return useQuery({ ...apiQueryOptions(TASKS_API, "/due", { query: { until, scope } }), enabled });
}

/** Every task list and the contact's card (its timeline shows the change). */
export const refreshTasks = (qc: QueryClient, contactId?: number) =>
  Promise.all([
    qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(TASKS_API) }),
    contactId !== undefined ? qc.invalidateQueries({ queryKey: ["/api/admin/contacts", contactId] }) : Promise.resolve(),
  ]);

const failed = (title: string) => (error: unknown) => toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

export function useSaveTask(taskId: number | null, contactId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskEditInput) =>
      taskId === null ? tasksApi("POST", "/", { body: { ...body, contactId } satisfies TaskCreateInput }) : tasksApi("PUT", "/:id", { params: { id: taskId }, body }),
    onSuccess: async () => {
      toast({ title: taskId === null ? "Task added" : "Task updated" });
      await refreshTasks(qc, contactId);
    },
  });
}

export function useSetTaskDone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, done }: { task: TaskView; done: boolean }) => tasksApi("PATCH", "/:id", { params: { id: task.id }, body: { done } }),
    onSuccess: async (task) => {
      toast({ title: task.done ? "Task completed" : "Task reopened" });
      await refreshTasks(qc, task.contactId);
    },
    onError: failed("Task not changed"),
  });
}

export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskView) => tasksApi("DELETE", "/:id", { params: { id: task.id } }),
    onSuccess: async (_data, task) => {
      toast({ title: "Task deleted" });
      await refreshTasks(qc, task.contactId);
    },
    onError: failed("Task not deleted"),
  });
}
