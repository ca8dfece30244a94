import { useId, useState } from "react";
import { ListTodo } from "lucide-react";
import { mayListEveryonesTasks, type TaskScope } from "#common/contacts/contact-task.ts";
import { useAuth } from "#app/lib/auth.ts";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Switch } from "../../ui/switch.tsx";
import { Button } from "../../ui/button.tsx";
import { TaskItem } from "../contacts/tasks/task-item.tsx";
import { useDueTasks } from "../contacts/tasks/tasks-api.ts";

/**
 * The dashboard's "Overdue and due today" (docs/decisions/027): the member's open tasks due by the end of their day,
 * overdue first; the owner and administrators may switch to everyone's. Refetched by the live stream's events.
 */
export function DueTasksCard() {
  const { user } = useAuth();
  const canSeeAll = mayListEveryonesTasks(user?.role);
  const [scope, setScope] = useState<TaskScope>("mine");
  const tasks = useDueTasks(canSeeAll ? scope : "mine");
  const switchId = useId();
  const data = tasks.data;

  return (
    <Card className="min-w-0" data-testid="due-tasks" aria-labelledby={`${switchId}-title`}>
      <CardHeader>
        <CardTitle id={`${switchId}-title`} className="flex items-center gap-2">
          <ListTodo className="size-5 text-muted-foreground" aria-hidden />
          Overdue and due today
        </CardTitle>
        {canSeeAll && (
          <CardAction className="flex items-center gap-2 text-sm">
            <Switch id={switchId} checked={scope === "everyone"} onCheckedChange={(on) => setScope(on ? "everyone" : "mine")} />
            <label htmlFor={switchId}>Everyone's</label>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {tasks.isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : tasks.isError || !data ? (
          <div className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">The tasks could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void tasks.refetch()}>
              Try Again
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing overdue or due today. Tasks are added from a contact's card.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.overdue} overdue · {data.items.length - data.overdue} due later today
            </p>
            <ul className="grid gap-2" aria-label="Overdue and due today">
              {data.items.map((task) => (
                <TaskItem key={task.id} task={task} showContact showAssignee={data.scope === "everyone"} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
