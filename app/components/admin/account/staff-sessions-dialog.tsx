import { useState } from "react";
import { Users } from "lucide-react";
import { ROLE_LABELS, isStaffRole } from "#common/auth/roles.ts";
import { errorMessage } from "#app/lib/api.ts";
import { useAuth } from "#app/lib/auth.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../../ui/dialog.tsx";
import { useEndMemberSessionDevice, useEndStaffSessions, useMemberSessionDevices, useStaffSessions } from "./account-api.ts";
import { SessionDeviceList } from "./session-device-list.tsx";
import type { SessionDevice } from "#common/auth/account-schemas.ts";
import { plural } from "#common/lib/plural.ts";

/** The owner's view of everyone's sessions: sign a member out everywhere (a lost laptop, someone leaving). */
export function StaffSessionsDialog() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
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
          <DialogDescription>Where each staff member is signed in, by device. End one device's sessions, or all of a member's at once.</DialogDescription>
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
                <div className="flex flex-wrap gap-2">
                  <Button variant="ghost" size="sm" aria-expanded={shown === m.id} aria-label={`Devices of ${m.name}`} disabled={m.sessions === 0} onClick={() => setShown(shown === m.id ? null : m.id)}>
                    {shown === m.id ? "Hide devices" : "Devices"}
                  </Button>
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
                </div>
                {shown === m.id && <MemberDevices userId={m.id} name={m.name} />}
              </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** One member's sessions by device, paged, as their own account page lists them. */
function MemberDevices({ userId, name }: { userId: number; name: string }) {
  const [page, setPage] = useState(1);
  const devices = useMemberSessionDevices(userId, page);
  const endDevice = useEndMemberSessionDevice(userId);
  const data = devices.data;
  function end(device: SessionDevice) {
    endDevice.mutate(device.id, {
      onSuccess: ({ ended }) => {
        toast({ title: "Sessions ended", description: `${name}, ${device.device}: ${plural(ended, "session")} signed out.` });
        if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (err) => toast({ variant: "destructive", title: "Sessions not ended", description: errorMessage(err, "Please try again.") }),
    });
  }
  if (devices.isLoading) return <Skeleton className="h-16 w-full basis-full" aria-label={`Loading the sessions of ${name}`} />;
  if (devices.isError || !data) {
    return (
      <p role="alert" className="basis-full text-sm text-destructive">
        Failed to load the sessions of {name}.
      </p>
    );
  }
  return (
    <div className="basis-full">
      <SessionDeviceList data={data} label={`Sessions of ${name}`} onPage={setPage} onEnd={end} ending={endDevice.isPending ? (endDevice.variables ?? null) : null} />
    </div>
  );
}
