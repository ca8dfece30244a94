import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../ui/dialog.tsx";
import { FormField } from "../../../ui/form-field.tsx";
import { Input } from "../../../ui/input.tsx";
import { Textarea } from "../../../ui/textarea.tsx";
import { FormActions, OptionSelect } from "../../content/form-parts.tsx";
import { toast } from "../../../ui/use-toast.ts";
import { errorMessage, fieldErrorsOf } from "../../../../lib/api.ts";
import { useAuth } from "../../../../lib/auth.ts";
import { fieldErrors, type FieldErrors } from "../../../../../common/lib/api-error.ts";
import { TASK_TYPES, TASK_TYPE_LABELS, taskEditSchema, type TaskView } from "../../../../../common/contacts/contact-task.ts";
import type { ContactListItem } from "../../../../../common/contacts/contact-types.ts";
import { useOwners } from "../contacts-api.ts";
import { useSaveTask } from "./tasks-api.ts";

type Values = { type: string; title: string; notes: string; date: string; time: string; assigneeId: string };

const pad = (n: number) => String(n).padStart(2, "0");
/** The member's own zone: the inputs show and take local wall-clock time. */
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

function initial(task: TaskView | null, defaultAssignee: number | null): Values {
  if (task) {
    const due = new Date(task.dueAt);
    return { type: task.type, title: task.title, notes: task.notes, date: localDate(due), time: localTime(due), assigneeId: task.assigneeId ? String(task.assigneeId) : "" };
  }
  const nextHour = new Date();
  nextHour.setHours(nextHour.getHours() + 1, 0, 0, 0);
  return { type: "call", title: "", notes: "", date: localDate(nextHour), time: localTime(nextHour), assigneeId: defaultAssignee ? String(defaultAssignee) : "" };
}

/** "2026-11-28" and "15:30" in the member's zone → an ISO instant; "" when either is missing or invalid. */
function dueIso(date: string, time: string): string {
  if (!date || !time) return "";
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? "" : at.toISOString();
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
    const body = { type: values.type, title: values.title, notes: values.notes, dueAt: dueIso(values.date, values.time), assigneeId: values.assigneeId ? Number(values.assigneeId) : null };
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

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
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
            <FormField label="Due time" description={`Your time zone (${zone})`}>
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
