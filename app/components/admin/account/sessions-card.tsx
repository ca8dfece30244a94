import { useState } from "react";
import { MonitorSmartphone } from "lucide-react";
import type { SessionDevice } from "#common/auth/account-schemas.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { plural } from "#common/lib/plural.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { SessionDeviceList } from "./session-device-list.tsx";
import { useEndOtherSessions, useEndSessionDevice, useSessionDevices } from "./account-api.ts";
import { StaffSessionsDialog } from "./staff-sessions-dialog.tsx";

export const formatWhen = (iso: string) => formatDateTime(iso);

/**
 * Where this member is signed in, one row per device (signing in again from one laptop adds to its count, not a
 * row), paged; expired sessions are not listed. End a device's sessions, or all but this device's.
 */
export function SessionsCard({ isOwner }: { isOwner: boolean }) {
  const [page, setPage] = useState(1);
  const devices = useSessionDevices(page);
  const endDevice = useEndSessionDevice();
  const endOthers = useEndOtherSessions();
  const data = devices.data;
  const others = (data?.total ?? 0) > 1 || (data?.items ?? []).some((d) => !d.current || d.sessions > 1);

  const failed = (err: unknown) => toast({ variant: "destructive", title: "Session not ended", description: errorMessage(err, "Please try again.") });
  function end(device: SessionDevice) {
    endDevice.mutate(device.id, {
      onSuccess: ({ ended }) => {
        toast({ title: "Sessions ended", description: `${device.device}: ${plural(ended, "session")} signed out.` });
        // The last row of the last page went: show the page before it.
        if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: failed,
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <MonitorSmartphone className="size-5" aria-hidden /> Sessions
          </h2>
        </CardTitle>
        <CardDescription>Where you are signed in, by device. End a session you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {devices.isLoading ? (
          <Skeleton className="h-24 w-full" aria-label="Loading sessions" />
        ) : devices.isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load your sessions. <button className="underline" onClick={() => void devices.refetch()}>Try again</button>
          </p>
        ) : (
          <SessionDeviceList data={data} label="Your sessions" onPage={setPage} onEnd={end} ending={endDevice.isPending ? (endDevice.variables ?? null) : null} />
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!others || endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: (res) => {
                  setPage(1);
                  toast({ title: "Other sessions ended", description: `${plural(res.ended, "session")} signed out; this device stays signed in.` });
                },
                onError: failed,
              })
            }
          >
            End all other sessions
          </Button>
          {isOwner && <StaffSessionsDialog />}
        </div>
      </CardContent>
    </Card>
  );
}

