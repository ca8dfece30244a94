import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { errorMessage, fieldErrorsOf } from "#app/lib/api.ts";
import type { FieldErrors } from "#common/lib/api-error.ts";
import { toast } from "#app/components/ui/use-toast.ts";
import { BOOKING_STATUS_LABELS, type BookingCreate, type BookingHostRules, type BookingView, type StaffBookingStatus } from "#common/booking/booking-admin-schemas.ts";
import type { BookingStatus } from "#common/booking/booking-types.ts";
import { bookingWhen } from "./booking-format.ts";

// Consultation bookings and their hosts (docs/decisions/043). Query keys are the GET URLs, all under BOOKINGS_API, so a
// change refetches every list, week and contact card by that prefix.

export const BOOKINGS_API = "/api/admin/bookings";
const bookingsApi = typedApi(BOOKINGS_API);

export interface BookingFilters {
  status?: BookingStatus;
  hostId?: number;
  contactId?: number;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  dir?: "asc" | "desc";
}

export function useBookings(filters: BookingFilters, enabled = true) {
  return useQuery({ ...apiQueryOptions(BOOKINGS_API, "/", { query: filters }), placeholderData: keepPreviousData, enabled });
}

export function useBookingHosts() {
  return useQuery(apiQueryOptions(BOOKINGS_API, "/hosts"));
}

const refreshBookings = (qc: QueryClient) => qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(BOOKINGS_API) });

export function useCreateBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingCreate) => bookingsApi("POST", "/", { body }),
    onSuccess: async (booking) => {
      // A meeting still to come was e-mailed to the invitee (docs/decisions/044): staff should know it went out.
      const mailed = Date.parse(booking.start) > Date.now() ? ` The confirmation is on its way to ${booking.email}.` : "";
      toast({ title: "Booked", description: `${booking.name}, ${bookingWhen(booking.start, booking.end)} with ${booking.hostName ?? "the host"}.${mailed}` });
      await refreshBookings(qc);
    },
  });
}

/** A form's failed save: the server's field messages beside their fields, anything else as a toast. */
export const formFailed = (title: string, setErrors: (errors: FieldErrors) => void) => (error: unknown) => {
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) setErrors(fields);
  else toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });
};

const DONE_WORDS: Record<StaffBookingStatus, string> = { done: "Marked done", no_show: "Marked no-show", cancelled: "Booking cancelled" };

export function useSetBookingStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, status }: { booking: BookingView; status: StaffBookingStatus }) => bookingsApi("PATCH", "/:id", { params: { id: booking.id }, body: { status } }),
    onSuccess: async (booking, { status }) => {
      toast({ title: DONE_WORDS[status], description: status === "cancelled" ? `${booking.name}'s time is free again.` : `${booking.name}: ${BOOKING_STATUS_LABELS[booking.status]}.` });
      await Promise.all([refreshBookings(qc), booking.contactId !== null ? qc.invalidateQueries({ queryKey: ["/api/admin/contacts", booking.contactId] }) : null]);
    },
    onError: (error) => toast({ variant: "destructive", title: "Status not changed", description: errorMessage(error, "Please try again.") }),
  });
}

export function useSaveHost(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingHostRules) => bookingsApi("PUT", "/hosts/:userId", { params: { userId }, body }),
    onSuccess: async (host) => {
      toast({ title: "Booking hours saved", description: `${host.name}'s rules apply to new bookings from now on.` });
      await refreshBookings(qc);
    },
  });
}

export function useSetHostActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) => bookingsApi("PATCH", "/hosts/:userId", { params: { userId }, body: { active } }),
    onSuccess: async (host) => {
      toast({ title: host.active ? `${host.name} takes consultations again` : `${host.name} no longer takes consultations`, description: host.active ? undefined : "Their booked meetings stay as they are." });
      await refreshBookings(qc);
    },
    onError: (error) => toast({ variant: "destructive", title: "Not changed", description: errorMessage(error, "Please try again.") }),
  });
}

/** The next free times the draft rules would give (asked again as they change; nothing is saved). */
export function previewSlots(userId: number, rules: BookingHostRules, signal?: AbortSignal) {
  return bookingsApi("POST", "/hosts/:userId/preview", { params: { userId }, body: rules, signal });
}
