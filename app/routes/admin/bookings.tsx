import { useState } from "react";
import { useSearchParams } from "react-router";
import { CalendarDays, CalendarPlus, List } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { ListPager } from "../../components/admin/lists/list-pager.tsx";
import { LoadFailed } from "../../components/admin/lists/load-failed.tsx";
import { BookingList } from "../../components/admin/bookings/booking-list.tsx";
import { BookingWeek } from "../../components/admin/bookings/booking-week.tsx";
import { BookingDetailsDialog } from "../../components/admin/bookings/booking-details-dialog.tsx";
import { NewBookingDialog } from "../../components/admin/bookings/new-booking-dialog.tsx";
import { BookingHostsPanel } from "../../components/admin/bookings/booking-hosts.tsx";
import { useBookingHosts, useBookings, type BookingFilters } from "../../components/admin/bookings/bookings-api.ts";
import { weekFromParam, weekRange } from "../../components/admin/bookings/booking-format.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { BOOKING_STATUS_LABELS, type BookingView } from "#common/booking/booking-admin-schemas.ts";
import { BOOKING_STATUSES, type BookingStatus } from "#common/booking/booking-types.ts";

export const meta = () => adminMeta("Bookings");

/** Upcoming (from now, soonest first), past (newest first) or all: the list view's time filter. */
const WHEN_OPTIONS = { upcoming: "Upcoming", past: "Past", all: "All times" } as const;
type When = keyof typeof WHEN_OPTIONS;

export default function AdminBookingsPage() {
  const [params, setParams] = useSearchParams();
  // Everything the page shows is in the address bar: ?tab=hosts, ?view=week&week=2026-11-30, ?host=3&status=booked…
  const tab = params.get("tab") === "hosts" ? "hosts" : "bookings";
  const view = params.get("view") === "week" ? "week" : "list";
  const status = (BOOKING_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as BookingStatus) : undefined;
  const hostId = Number(params.get("host")) || undefined;
  const when: When = params.get("when") === "past" ? "past" : params.get("when") === "all" ? "all" : "upcoming";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const monday = weekFromParam(params.get("week"));
  const [now] = useState(() => new Date().toISOString());

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) if (v === null || v === "") next.delete(k); else next.set(k, v);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const filters: BookingFilters =
    view === "week"
      ? { status, hostId, ...weekRange(monday), pageSize: 100 }
      : { status, hostId, page, ...(when === "upcoming" ? { from: now } : when === "past" ? { to: now, dir: "desc" as const } : { dir: "desc" as const }) };
  const bookings = useBookings(filters, tab === "bookings");
  const hosts = useBookingHosts();
  const [opened, setOpened] = useState<BookingView | null>(null);
  const [creating, setCreating] = useState(false);
  const items = bookings.data?.items ?? [];
  const current = opened ? (items.find((b) => b.id === opened.id) ?? opened) : null;

  const viewButton = (value: "list" | "week", label: string, Icon: typeof List) => (
    <Button type="button" size="sm" variant={view === value ? "default" : "ghost"} aria-pressed={view === value} onClick={() => update({ view: value === "list" ? null : value, page: null })}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <AdminPageHeader
        title="Bookings"
        description="Free consultations visitors booked from the chat and the booking page. Times are Houston time (Central)."
        actions={
          <Button onClick={() => setCreating(true)}>
            <CalendarPlus aria-hidden="true" />
            New booking
          </Button>
        }
      />
      {creating && <NewBookingDialog open onOpenChange={setCreating} />}
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === "hosts" ? "hosts" : null })}>
        <TabsList className="w-full justify-start sm:w-fit">
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="hosts">Hosts &amp; hours</TabsTrigger>
        </TabsList>
        <TabsContent value="bookings" className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:flex-wrap sm:items-end">
            <div className="inline-flex gap-1 self-start rounded-md border border-border p-1" role="group" aria-label="View">
              {viewButton("list", "List", List)}
              {viewButton("week", "Week", CalendarDays)}
            </div>
            <label className="grid gap-1 text-sm font-medium sm:w-48">
              Host
              <NativeSelect value={hostId ? String(hostId) : "all"} onChange={(e) => update({ host: e.target.value === "all" ? null : e.target.value, page: null })}>
                <option value="all">Every host</option>
                {(hosts.data?.hosts ?? []).map((h) => (
                  <option key={h.userId} value={h.userId}>
                    {h.name}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="grid gap-1 text-sm font-medium sm:w-44">
              Status
              <NativeSelect value={status ?? "all"} onChange={(e) => update({ status: e.target.value === "all" ? null : e.target.value, page: null })}>
                <option value="all">Any status</option>
                {BOOKING_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {BOOKING_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </label>
            {view === "list" && (
              <label className="grid gap-1 text-sm font-medium sm:w-40">
                When
                <NativeSelect value={when} onChange={(e) => update({ when: e.target.value === "upcoming" ? null : e.target.value, page: null })}>
                  {(Object.keys(WHEN_OPTIONS) as When[]).map((w) => (
                    <option key={w} value={w}>
                      {WHEN_OPTIONS[w]}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            )}
          </Card>
          {bookings.isLoading ? (
            <div className="grid gap-3" aria-busy="true" aria-label="Loading bookings">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : bookings.isError || !bookings.data ? (
            <Card>
              <LoadFailed error={bookings.error} retry={() => void bookings.refetch()} what="the bookings" />
            </Card>
          ) : view === "week" ? (
            <BookingWeek monday={monday} items={items} onWeek={(week) => update({ week })} onOpen={setOpened} />
          ) : (
            <BookingList
              items={items}
              onOpen={setOpened}
              footer={<ListPager label="Booking pages" page={page} pageSize={bookings.data.pageSize} total={bookings.data.total} onPage={(p) => update({ page: p > 1 ? String(p) : null })} />}
            />
          )}
          <BookingDetailsDialog booking={current} onOpenChange={(open) => !open && setOpened(null)} />
        </TabsContent>
        <TabsContent value="hosts">
          <BookingHostsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
