import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ContactListItem } from "#common/contacts/contact-types.ts";
import type { TaskView } from "#common/contacts/contact-task.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { TaskFormDialog } from "./task-form-dialog.tsx";
import { TaskItem } from "./task-item.tsx";
import { useContactTasks, useDeleteTask } from "./tasks-api.ts";

/** The contact card's tasks: add, edit, complete, delete (each written to the contact's timeline). */
export function ContactTasks({ contact }: { contact: Pick<ContactListItem, "id" | "name" | "ownerId"> }) {
  const tasks = useContactTasks(contact.id);
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<TaskView | "new" | null>(null);

  return (
    <div className="grid gap-3">
      <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setEditing("new")}>
        <Plus aria-hidden="true" />
        Add task
      </Button>
      {editing && <TaskFormDialog contact={contact} task={editing === "new" ? null : editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      {tasks.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : tasks.isError ? (
        <p className="text-sm text-destructive">The tasks could not be loaded.</p>
      ) : tasks.data?.length ? (
        <ul className="grid gap-2" aria-label={`Tasks for ${contact.name}`}>
          {tasks.data.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              actions={
                <>
                  <Button size="icon" variant="ghost" className="size-8" onClick={() => setEditing(task)} aria-label={`Edit task “${task.title}”`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="icon" variant="ghost" className="size-8 text-destructive hover:text-destructive" aria-label={`Delete task “${task.title}”`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title="Delete this task?"
                    description={`“${task.title}” will be removed; the contact's timeline keeps a line saying so.`}
                    onConfirm={() => remove.mutate(task)}
                  />
                </>
              }
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No tasks yet.</p>
      )}
    </div>
  );
}
