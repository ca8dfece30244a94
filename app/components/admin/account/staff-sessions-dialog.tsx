import { useState } from "react";
import { Users } from "lucide-react";
import { ROLE_LABELS, isStaffRole } from "../../../../common/auth/roles.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAuth } from "../../../lib/auth.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../../ui/dialog.tsx";
import { useEndStaffSessions, useStaffSessions } from "./account-api.ts";
import { plural } from "../../../../common/lib/plural.ts";

/** The owner's view of everyone's sessions: sign a member out everywhere (a lost laptop, someone leaving). */
export function StaffSessionsDialog() {
  const [open, setOpen] = useState(false);
  const staff = useStaffSessions(open);
  const end = useEndStaffSessions();
  // The owner's own row keeps this session (the server does too).
  const me = useAuth().user?.id;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Users className="size-4" aria-hidden /> Staff sessions
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Staff sessions</DialogTitle>
          <DialogDescription>End every session of a staff member: they are signed out on all their devices at once.</DialogDescription>
        </DialogHeader>
        {staff.isLoading ? (
          <Skeleton className="h-32 w-full" aria-label="Loading staff" />
        ) : staff.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the staff list.
          </p>
        ) : (
          <ul className="max-h-[60vh] divide-y divide-border overflow-y-auto rounded-md border border-border" aria-label="Staff members">
            {(staff.data ?? []).map((m) => {
              const self = m.id === me;
              return (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="staff-sessions-row">
                <div className="min-w-0">
                  <p className="truncate font-medium">{m.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {m.email} · {isStaffRole(m.role) ? ROLE_LABELS[m.role] : m.role} · {plural(m.sessions, "session")}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={m.sessions <= (self ? 1 : 0) || (end.isPending && end.variables === m.id)}
                  aria-label={self ? "End your other sessions" : `End all sessions of ${m.name}`}
                  onClick={() =>
                    end.mutate(m.id, {
                      onSuccess: (data) => toast({ title: "Sessions ended", description: `${m.name}: ${data.ended} signed out.` }),
                      onError: (err) => toast({ variant: "destructive", title: "Sessions not ended", description: errorMessage(err, "Please try again.") }),
                    })
                  }
                >
                  {self ? "End other sessions" : "End all sessions"}
                </Button>
              </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
