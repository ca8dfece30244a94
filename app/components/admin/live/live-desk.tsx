import { useEffect, useRef, useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { canUse } from "#common/auth/access.ts";
import { CHAT_STATS_KEY, useChatStats, useStaffAlerts } from "../chat/chat-admin-api.ts";
import type { LiveEvent, StaffAlertSettings } from "#common/chat/live-types.ts";
import { liveEventSchema } from "#common/chat/chat-admin-schemas.ts";
import { getAuthToken } from "#app/lib/api.ts";
import { typedApi } from "#app/lib/typed-api.ts";
import { useAuth } from "#app/lib/auth.ts";
import { cn } from "#app/lib/utils.ts";
import { toast } from "../../ui/use-toast.ts";
import { connectSse, type LiveState } from "./sse-reader.ts";

// The admin's live connection (docs/decisions/021-live-lead-desk.md): one stream per tab, opened for members of the
// chat area. Events are ids: the lists they concern are refetched, and a few of them are announced.

export const LIVE_EVENTS_URL = "/api/admin/chat/events";
export { CHAT_STATS_KEY };
const BROWSER_NOTIFY_KEY = "live_browser_notifications";

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
let state: LiveState = "connecting";
const stateListeners = new Set<() => void>();

/** Subscribes a page to the live events (the inbox's typing indicator); returns the unsubscribe. */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: LiveState) {
  state = next;
  for (const l of stateListeners) l();
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (fn) => {
      stateListeners.add(fn);
      return () => stateListeners.delete(fn);
    },
    () => state,
    () => "connecting",
  );
}

const LIVE_PREFIXES = ["/api/admin/chat", "/api/admin/contacts", "/api/admin/tasks", "/api/admin/stats", "/api/admin/activity"];

function refetch(queryClient: QueryClient, prefixes: string[]) {
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && prefixes.some((p) => (q.queryKey[0] as string).startsWith(p)),
  });
}

export function browserNotificationsWanted(): boolean {
  try {
    return window.localStorage.getItem(BROWSER_NOTIFY_KEY) === "1" && "Notification" in window && Notification.permission === "granted";
  } catch {
    return false;
  }
}

/** Asks the browser's permission (from a click) and remembers the member's choice for this browser. */
export async function setBrowserNotifications(on: boolean): Promise<boolean> {
  if (!on) {
    window.localStorage.setItem(BROWSER_NOTIFY_KEY, "0");
    return false;
  }
  if (!("Notification" in window)) return false;
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  window.localStorage.setItem(BROWSER_NOTIFY_KEY, permission === "granted" ? "1" : "0");
  return permission === "granted";
}

/** The title of the member's task on this contact reminded last (null when it cannot be read). */
async function dueTaskTitle(contactId: number | null, memberId: number | undefined): Promise<string | null> {
  if (!contactId) return null;
  try {
    const tasks = await typedApi("/api/admin/tasks")("GET", "/", { query: { contactId } });
    const reminded = tasks.filter((t) => t.remindedAt && !t.done && t.assigneeId === memberId).sort((a, b) => Date.parse(b.remindedAt!) - Date.parse(a.remindedAt!));
    return reminded[0]?.title ?? null;
  } catch {
    return null;
  }
}

/** Until the settings arrive every alert shows: a lead announced twice is better than one missed. */
const ALL_ALERTS: StaffAlertSettings = { adminAlerts: true, desktopAlerts: true, quietNow: false };

/**
 * A page that lists an event's news live itself: no pop-up over it for that (the inbox shows who is waiting, the
 * contacts page the new lead's row).
 */
/** A booking event's actor says what the visitor did (server/booking/booking-notify.ts). */
const BOOKING_ALERTS: Record<string, readonly [title: string, body: string]> = {
  booked: ["Consultation booked", "A visitor booked a consultation. Open the contact to prepare."],
  rescheduled: ["Consultation moved", "A visitor moved their consultation to another time."],
  cancelled: ["Consultation cancelled", "A visitor cancelled their consultation."],
};

const HANDOFF_ALERTS: Record<string, readonly [title: string, body: string]> = {
  sms: ["A new text message", "Open the chat inbox to answer it."],
  whatsapp: ["A new WhatsApp message", "Open the chat inbox to answer it."],
  no_reply: ["A text is waiting for an answer", "Nobody on the team has replied to it yet. Open the chat inbox to answer it."],
  visitor: ["A visitor asked for a person", "Open the chat inbox to take over the conversation."],
};
const SHOWN_BY_PAGE: Partial<Record<LiveEvent["kind"], string>> = { handoff: "/admin/chat", lead: "/admin/contacts" };
const pageShows = (kind: LiveEvent["kind"], pathname: string) => {
  const page = SHOWN_BY_PAGE[kind];
  return !!page && (pathname === page || pathname.startsWith(`${page}/`));
};

function announce(alerts: StaffAlertSettings, title: string, description: string, onOpen: () => void, shownByPage = false) {
  if (alerts.adminAlerts && !shownByPage) toast({ title, description });
  if (alerts.desktopAlerts && browserNotificationsWanted() && document.hidden) {
    const n = new Notification(title, { body: description, tag: title });
    n.onclick = () => {
      window.focus();
      onOpen();
      n.close();
    };
  }
}

/** Opens the live stream for a member of the chat area; renders nothing. Mounted once by the admin layout. */
export function LiveDesk() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // A ref: the stream must not reconnect because the router handed out a new function.
  const navigate = useRef(useNavigate());
  const pathname = useRef("");
  pathname.current = useLocation().pathname;
  const allowed = canUse(user?.role, "chat");
  const seesLeads = canUse(user?.role, "contacts");
  // Settings → Notifications, read through a ref: a change must not reconnect the stream.
  const alertsQuery = useStaffAlerts(allowed);
  const alerts = useRef(ALL_ALERTS);
  alerts.current = alertsQuery.data ?? ALL_ALERTS;

  useEffect(() => {
    if (!allowed) return;
    return connectSse(
      LIVE_EVENTS_URL,
      (): Record<string, string> => {
        const token = getAuthToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      {
        onState: setState,
        onReady: () => refetch(queryClient, LIVE_PREFIXES),
        onEvent: (_kind, data) => {
          // An event this client cannot read (a newer server's kind, a broken line) is skipped; the next "ready" refetches.
          let event: LiveEvent;
          try {
            const parsed = liveEventSchema.safeParse(JSON.parse(data));
            if (!parsed.success) return;
            event = parsed.data;
          } catch {
            return;
          }
          for (const l of listeners) l(event);
          if (event.kind === "typing") return;
          const open = (to: string) => () => void navigate.current(to);
          if (event.kind === "task_due") {
            // A reminder for this member (the server sends it to the assignee only); events carry ids, so the
            // task's title is read from the contact's tasks.
            refetch(queryClient, ["/api/admin/tasks", "/api/admin/contacts"]);
            const to = event.contactId ? `/admin/contacts?contact=${event.contactId}` : "/admin";
            void dueTaskTitle(event.contactId, user?.id).then((title) =>
              announce(alerts.current, "Task due", title ? `“${title}” is due now.` : "A task assigned to you is due now.", open(to)),
            );
            return;
          }
          refetch(queryClient, event.kind === "lead" || event.kind === "booking" || event.kind === "delivery_failed" ? LIVE_PREFIXES : ["/api/admin/chat", "/api/admin/stats"]);
          if (event.kind === "handoff" && event.conversationId) {
            const to = `/admin/chat?c=${encodeURIComponent(event.conversationId)}`;
            // A text waits for staff when the assistant does not answer texts (Settings → SMS); no_reply: one has waited too long.
            const [title, body] = HANDOFF_ALERTS[event.actor ?? ""] ?? HANDOFF_ALERTS.visitor!;
            // The inbox shows a new request; that one has waited too long it does not say, so that alert shows there too.
            announce(alerts.current, title, body, open(to), event.actor !== "no_reply" && pageShows("handoff", pathname.current));
          } else if (event.kind === "lead" && seesLeads) {
            announce(alerts.current, "New lead", "A new contact just came in.", open("/admin/contacts"), pageShows("lead", pathname.current));
          } else if (event.kind === "booking" && seesLeads) {
            const to = event.contactId ? `/admin/contacts?contact=${event.contactId}` : "/admin/contacts";
            const [title, body] = BOOKING_ALERTS[event.actor ?? ""] ?? BOOKING_ALERTS.booked!;
            announce(alerts.current, title, body, open(to));
          } else if (event.kind === "delivery_failed" && seesLeads && alerts.current.adminAlerts) {
            toast({ title: "A delivery failed", description: "A lead e-mail, webhook or CRM sync gave up after its retries.", variant: "destructive" });
          }
        },
        onRefused: () => setState("reconnecting"),
      },
    );
  }, [allowed, seesLeads, queryClient, user?.id]);

  return null;
}

/**
 * The chat inbox entry's live count: conversations whose visitor is waiting for a person. The number is shown; the
 * link's name reads "Chat Inbox (N waiting for a person)". Nothing while nobody waits.
 */
export function WaitingCount({ collapsed }: { collapsed: boolean }) {
  const { user } = useAuth();
  const allowed = canUse(user?.role, "chat");
  const stats = useChatStats(allowed);
  const waiting = stats.data?.waiting ?? 0;
  if (!allowed || waiting === 0) return null;
  return (
    <span data-testid="live-waiting-badge" className={cn(!collapsed && "ml-auto", collapsed && "absolute top-0.5 right-0.5")}>
      <span
        aria-hidden
        className={cn(
          "flex min-w-5 items-center justify-center rounded-full bg-warning px-1.5 text-xs leading-5 font-semibold text-warning-foreground tabular-nums",
          collapsed && "min-w-4 px-1 text-[0.625rem] leading-4",
        )}
      >
        {waiting}
      </span>
      <span className="sr-only"> ({waiting} waiting for a person)</span>
    </span>
  );
}
