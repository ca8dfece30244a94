import { useState } from "react";
import { CalendarClock, Pencil, UserPlus } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { useAuth } from "#app/lib/auth.ts";
import { LoadFailed } from "../lists/load-failed.tsx";
import { DEFAULT_HOST_FORM, type BookingHost, type BookingHostRules } from "#common/booking/booking-admin-schemas.ts";
import { formatOfficeHours } from "#common/settings/office-hours.ts";
import { HostFormDialog } from "./host-form-dialog.tsx";
import { useBookingHosts, useSetHostActive } from "./bookings-api.ts";

type Editing = Pick<BookingHost, "userId" | "name"> & BookingHostRules;

const minutes = (n: number) => (n % 60 === 0 && n >= 60 ? `${n / 60} h` : `${n} min`);

/** Who takes consultations and on what rules; a member adds themselves, the owner and administrators anyone. */
export function BookingHostsPanel() {
  const hosts = useBookingHosts();
  const setActive = useSetHostActive();
  const { user } = useAuth();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [adding, setAdding] = useState("");

  if (hosts.isLoading) return <Skeleton className="h-48 w-full" aria-label="Loading the hosts" />;
  if (hosts.isError || !hosts.data) return <Card><LoadFailed error={hosts.error} retry={() => void hosts.refetch()} what="the hosts" /></Card>;
  const { mayEditOthers } = hosts.data;
  const mayEdit = (userId: number) => mayEditOthers || userId === user?.id;
  const addable = hosts.data.staff.filter((s) => mayEdit(s.id));

  return (
    <div className="grid gap-4">
      {editing && <HostFormDialog key={editing.userId} host={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      {addable.length > 0 && (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
          <label className="grid flex-1 gap-1.5 text-sm font-medium">
            Add a host
            <NativeSelect value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose a staff member…</option>
              {addable.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.id === user?.id ? `${s.name} (you)` : s.name}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            disabled={!adding}
            onClick={() => {
              const member = addable.find((s) => String(s.id) === adding);
              if (member) setEditing({ userId: member.id, name: member.name, ...DEFAULT_HOST_FORM });
              setAdding("");
            }}
          >
            <UserPlus aria-hidden="true" />
            Set their hours
          </Button>
        </Card>
      )}
      {hosts.data.hosts.length === 0 ? (
        <Card>
          <EmptyState icon={CalendarClock} title="No one takes consultations yet" description="Add a host above: visitors can book as soon as one has weekly hours." />
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Booking hosts">
          {hosts.data.hosts.map((h) => (
            <li key={h.userId}>
              <Card className="h-full gap-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{h.name}</h3>
                    <p className="truncate text-sm text-muted-foreground">{h.email}</p>
                  </div>
                  <Badge variant={h.active ? "success" : "outline"}>{h.active ? "Takes consultations" : "Paused"}</Badge>
                </div>
                <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-2 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Hours</dt>
                  <dd>{formatOfficeHours(h.weeklyHours, h.timeZone)}</dd>
                  <dt className="text-muted-foreground">Meetings</dt>
                  <dd>
                    {minutes(h.meetingMinutes)}, {minutes(h.bufferMinutes)} buffer, every {minutes(h.stepMinutes)}
                  </dd>
                  <dt className="text-muted-foreground">Booking window</dt>
                  <dd>
                    {h.minNoticeMinutes > 0 ? `${minutes(h.minNoticeMinutes)} notice` : "No notice needed"}, up to {h.horizonDays} days ahead
                  </dd>
                  <dt className="text-muted-foreground">Days off</dt>
                  <dd>{[h.holidaysOff ? "Houston holidays" : "", ...h.daysOff].filter(Boolean).join(", ") || "None"}</dd>
                  <dt className="text-muted-foreground">Meets on</dt>
                  <dd className="break-words">{h.meetingLink || h.meetingPhone || "Calls the visitor"}</dd>
                </dl>
                {mayEdit(h.userId) && (
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-3">
                    <label className="flex items-center gap-2 text-sm">
                      <Switch checked={h.active} disabled={setActive.isPending} onCheckedChange={(active) => setActive.mutate({ userId: h.userId, active })} aria-label={`${h.name} takes consultations`} />
                      Takes consultations
                    </label>
                    <Button size="sm" variant="outline" onClick={() => setEditing(h)}>
                      <Pencil aria-hidden="true" />
                      Edit hours
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
