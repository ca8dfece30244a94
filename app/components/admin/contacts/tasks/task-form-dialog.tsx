import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormActions, OptionSelect } from "../../content/form-parts.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { errorMessage, fieldErrorsOf } from "#app/lib/api.ts";
import { useAuth } from "#app/lib/auth.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import { TASK_TYPES, TASK_TYPE_LABELS, taskEditSchema, type TaskView } from "#common/contacts/contact-task.ts";
import type { ContactListItem } from "#common/contacts/contact-types.ts";
import { useOwners } from "../contacts-api.ts";
import { useSaveTask } from "./tasks-api.ts";
import { fromWallClock, toWallClock } from "#common/lib/zoned-time.ts";
import { ADMIN_TIME_ZONE } from "#common/lib/format-date.ts";

type Values = { type: string; title: string; notes: string; date: string; time: string; assigneeId: string };

/** The inputs show and take the office's wall-clock time (Houston's), whatever zone the browser runs in. */
function initial(task: TaskView | null, defaultAssignee: number | null): Values {
  if (task) {
    const due = toWallClock(task.dueAt) ?? { date: "", time: "" };
    return { type: task.type, title: task.title, notes: task.notes, ...due, assigneeId: task.assigneeId ? String(task.assigneeId) : "" };
  }
  // The next full hour there (Houston's offset is whole hours, so this is the next full hour anywhere).
  const inAnHour = toWallClock(Date.now() + 3_600_000)!;
  const next = { date: inAnHour.date, time: `${inAnHour.time.slice(0, 2)}:00` };
  return { type: "call", title: "", notes: "", ...next, assigneeId: defaultAssignee ? String(defaultAssignee) : "" };
}

/** Add (task null) or edit a task on a contact; the assignee defaults to the contact's owner, else the member. */
export function TaskFormDialog({ contact, task, open, onOpenChange }: { contact: Pick<ContactListItem, "id" | "name" | "ownerId">; task: TaskView | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useAuth();
  const [values, setValues] = useState<Values>(() => initial(task, contact.ownerId ?? user?.id ?? null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const owners = useOwners();
  const save = useSaveTask(task?.id ?? null, contact.id);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { type: values.type, title: values.title, notes: values.notes, dueAt: fromWallClock(values), assigneeId: values.assigneeId ? Number(values.assigneeId) : null };
    const parsed = taskEditSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else toast({ variant: "destructive", title: "Task not saved", description: errorMessage(error, "Please try again.") });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{task ? "Edit task" : `New task for ${contact.name}`}</DialogTitle>
          <DialogDescription>The assignee is reminded in the admin and by e-mail when it falls due.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={task ? "Edit task" : "New task"}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Type" error={errors.type}>
              {(control) => <OptionSelect value={values.type} onChange={set("type")} options={TASK_TYPES.map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] }))} control={control} />}
            </FormField>
            <FormField label="Assignee" error={errors.assigneeId}>
              {(control) => (
                <OptionSelect
                  value={values.assigneeId}
                  onChange={set("assigneeId")}
                  options={(owners.data ?? []).map((o) => ({ value: String(o.id), label: o.id === user?.id ? `${o.name} (you)` : o.name }))}
                  control={control}
                />
              )}
            </FormField>
          </div>
          <FormField label="Title" error={errors.title} required>
            <Input autoComplete="off" placeholder="Call about the listing" value={values.title} onChange={(e) => set("title")(e.target.value)} />
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Due date" error={errors.dueAt} required>
              <Input type="date" value={values.date} onChange={(e) => set("date")(e.target.value)} />
            </FormField>
            <FormField label="Due time" description={`Houston time (${ADMIN_TIME_ZONE})`}>
              <Input type="time" value={values.time} onChange={(e) => set("time")(e.target.value)} />
            </FormField>
          </div>
          <FormField label="Notes" error={errors.notes}>
            <Textarea rows={3} value={values.notes} onChange={(e) => set("notes")(e.target.value)} />
          </FormField>
          <FormActions saving={save.isPending} onCancel={() => onOpenChange(false)} submitLabel={task ? "Save task" : "Add task"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
