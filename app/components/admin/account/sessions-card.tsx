import { MonitorSmartphone } from "lucide-react";
import type { SessionView } from "../../../../common/auth/account-schemas.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useEndOtherSessions, useEndSession, useSessions } from "./account-api.ts";
import { StaffSessionsDialog } from "./staff-sessions-dialog.tsx";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** Where this member is signed in: end any one, or all but this device. */
export function SessionsCard({ isOwner }: { isOwner: boolean }) {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const failed = (err: unknown) => toast({ variant: "destructive", title: "Session not ended", description: errorMessage(err, "Please try again.") });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <MonitorSmartphone className="size-5" aria-hidden /> Sessions
          </h2>
        </CardTitle>
        <CardDescription>Where you are signed in. End a session you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isLoading ? (
          <Skeleton className="h-24 w-full" aria-label="Loading sessions" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load your sessions. <button className="underline" onClick={() => void sessions.refetch()}>Try again</button>
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Your sessions">
            {(sessions.data ?? []).map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                ending={endOne.isPending && endOne.variables === s.id}
                onEnd={() => endOne.mutate(s.id, { onSuccess: () => toast({ title: "Session ended", description: `${s.device} is signed out.` }), onError: failed })}
              />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={others === 0 || endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: (data) => toast({ title: "Other sessions ended", description: `${data.ended} signed out; this device stays signed in.` }),
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

export function SessionRow({ session, onEnd, ending }: { session: SessionView; onEnd?: () => void; ending?: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="session-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge>This device</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ip ?? "Unknown address"} · signed in {formatWhen(session.createdAt)} · last seen {formatWhen(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && onEnd && (
        <Button variant="outline" size="sm" onClick={onEnd} disabled={ending} aria-label={`End session: ${session.device}, ${session.ip ?? "unknown address"}`}>
          End session
        </Button>
      )}
    </li>
  );
}
