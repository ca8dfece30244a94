import { Fragment, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Maximize2, Minus, SendHorizontal, X } from "lucide-react";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { CHAT_MAX_MESSAGE_LENGTH } from "#common/chat/chat-types.ts";
import { cn } from "../../lib/utils.ts";
import { BrandMark } from "../site/brand-mark.tsx";
import { loadConversation, saveConversation, saveWithTeam, visitorId, type StoredConversation } from "./chat-storage.ts";
import { conversationWithTeam } from "./chat-stored.ts";
import { conversationEventsUrl, fetchAvailability, fetchConversation, newMessage, requestReply, sendTyping } from "./chat-client.ts";
import { TYPING_SEND_MS, TYPING_SHOW_MS, type ConversationStatus, type TeamAvailability } from "#common/chat/live-types.ts";
import { Bubble, newTeamMessages, WaitingNote } from "./chat-messages.tsx";
import { ChatBookingOffer } from "./chat-booking-offer.tsx";
import { leadFirstTouch } from "../../lib/first-touch.ts";
import { browserTimeZone } from "../../lib/browser-time-zone.ts";
import { LOCALES, type Locale } from "#common/i18n/locales.ts";
import { fill } from "#common/i18n/fill.ts";
import { chatPanelEn, type ChatPanelText } from "#common/i18n/chat-panel.ts";

export type ChatPanelState = "open" | "minimized" | "closed";

export interface ChatPanelProps {
  site: PublicSiteSettings;
  /** The page's language: a new conversation's welcome is in it (the assistant then follows the visitor's). */
  locale?: Locale;
  /** The panel's words in that language when it is not English (they come with the page's data); English is built in. */
  text?: ChatPanelText | null;
  state: ChatPanelState;
  /** A question to send as soon as the panel is open (from "Ask our AI about Growth"). */
  ask?: { id: number; text: string } | null;
  onMinimize(): void;
  onRestore(): void;
  onClose(): void;
  /** Team replies the visitor has not seen (arrived while the panel was closed or minimized). */
  onUnread?(count: number): void;
}

const iconButton = "inline-flex size-9 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white";

/** The chat panel. Loaded on demand by chat-launcher.tsx; stays mounted once opened so a pending reply is not lost. */
export default function ChatPanel({ site, locale = "en", text, state, ask, onMinimize, onRestore, onClose, onUnread }: ChatPanelProps) {
  const t = text ?? chatPanelEn;
  const [conversation, setConversation] = useState<StoredConversation>(loadConversation);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  const update = useCallback((next: (current: StoredConversation) => StoredConversation) => {
    setConversation((current) => {
      const value = next(current);
      saveConversation(value);
      return value;
    });
  }, []);

  // The live desk: a team member may join, reply and leave; the stream is this conversation's only.
  const [status, setStatus] = useState<ConversationStatus | null>(null);
  // Until the first sync: what the last page knew (a conversation with the team keeps listening while closed).
  const [withTeam, setWithTeam] = useState(conversationWithTeam);
  const [unread, setUnread] = useState(0);
  const unseenIds = useRef(new Set<string>());
  const stateRef = useRef(state);
  stateRef.current = state;
  const conversationRef = useRef(conversation);
  conversationRef.current = conversation;
  const [staffName, setStaffName] = useState<string | null>(null);
  const [staffTyping, setStaffTyping] = useState(false);
  const lastTypingSent = useRef(0);
  const conversationId = conversation.conversationId;
  const sync = useCallback(async () => {
    if (!conversationId) return;
    const server = await fetchConversation(conversationId, visitorId());
    if (!server) return;
    setStatus(server.status);
    setStaffName(server.staffName);
    const team = server.status === "waiting" || server.status === "assigned";
    setWithTeam(team);
    saveWithTeam(team);
    if (stateRef.current !== "open") {
      // Ids, not a count: two syncs racing over one reply count it once.
      const unseen = newTeamMessages(conversationRef.current, server).filter((m) => m.sender === "staff" && !unseenIds.current.has(m.id));
      for (const m of unseen) unseenIds.current.add(m.id);
      if (unseen.length) setUnread(unseenIds.current.size);
    }
    update((c) => {
      const added = newTeamMessages(c, server);
      return added.length ? { ...c, messages: [...c.messages, ...added] } : c;
    });
    if (server.messages.at(-1)?.sender === "staff") setStaffTyping(false);
  }, [conversationId, update]);
  const listening = conversationId !== null && (state !== "closed" || withTeam);
  useEffect(() => {
    if (state !== "open") return;
    unseenIds.current.clear();
    setUnread(0);
  }, [state]);
  useEffect(() => onUnread?.(unread), [unread, onUnread]);

  // Who can answer: someone from the team online now, or the office hours (asked when the panel opens and when the
  // visitor starts waiting for a person).
  const [availability, setAvailability] = useState<TeamAvailability | null>(null);
  const waiting = status === "waiting";
  useEffect(() => {
    if (state !== "open") return;
    let live = true;
    void fetchAvailability().then((a) => live && a && setAvailability(a));
    return () => {
      live = false;
    };
  }, [state, waiting]);
  useEffect(() => {
    if (!listening || !conversationId || typeof EventSource === "undefined") return;
    // EventSource reconnects by itself when a stream ends (a quiet one ends after a minute); every (re)connection
    // starts with "ready", and the widget catches up then. A refusal (429: too many streams) closes it for good, so a
    // new one is tried a while later: the widget does not stay without the team's replies.
    const url = conversationEventsUrl(conversationId, visitorId());
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let refusals = 0;
    let typingTimer: ReturnType<typeof setTimeout> | null = null;
    const onChange = () => void sync();
    const connect = () => {
      const current = new EventSource(url);
      source = current;
      current.addEventListener("ready", () => {
        refusals = 0;
        onChange();
      });
      current.addEventListener("message", onChange);
      current.addEventListener("conversation", onChange);
      current.addEventListener("typing", () => {
        setStaffTyping(true);
        if (typingTimer) clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setStaffTyping(false), TYPING_SHOW_MS);
      });
      current.addEventListener("error", () => {
        if (current.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(connect, Math.min(300_000, 30_000 * 2 ** refusals++) * (0.75 + Math.random() * 0.5));
      });
    };
    connect();
    return () => {
      source?.close();
      if (retry) clearTimeout(retry);
      if (typingTimer) clearTimeout(typingTimer);
    };
  }, [listening, conversationId, sync]);

  function onDraft(value: string) {
    setDraft(value);
    // Only a member handling the conversation sees it; the assistant does not need to know.
    if (status !== "assigned" || !conversationId || !value.trim() || Date.now() - lastTypingSent.current < TYPING_SEND_MS) return;
    lastTypingSent.current = Date.now();
    sendTyping(conversationId, visitorId());
  }

  // A welcome message the first time the chat opens with an empty history.
  useEffect(() => {
    if (state === "open" && conversation.messages.length === 0) {
      update((c) => (c.messages.length === 0 ? { ...c, messages: [newMessage("ai", fill(t.welcome, { siteName: site.siteName }), { intent: "greeting", sentiment: "neutral" })] } : c));
    }
  }, [state, conversation.messages.length, site.siteName, t.welcome, update]);

  useEffect(() => {
    if (state === "open") inputRef.current?.focus();
    else if (state === "minimized") restoreRef.current?.focus();
  }, [state]);
  const last = conversation.messages.at(-1);
  useEffect(() => {
    if (state !== "open") return;
    // A long answer is read from its first line: show the start of a new reply, the end of anything else.
    const reply = !pending && (last?.sender === "ai" || last?.sender === "staff") ? document.getElementById(`chat-msg-${last.id}`) : null;
    if (reply && reply.offsetHeight > (logRef.current?.clientHeight ?? 0) - 24) reply.scrollIntoView({ block: "start" });
    else endRef.current?.scrollIntoView({ block: "end" });
  }, [state, last, pending]);
  // The input is disabled while waiting, which drops its focus: give it back with the answer.
  useEffect(() => {
    if (!pending && state === "open") inputRef.current?.focus();
  }, [pending, state]);

  async function send(text?: string) {
    const message = (text ?? draft).trim();
    if (!message || pending) return;
    if (text === undefined) setDraft("");
    setPending(true);
    lastTypingSent.current = 0;
    update((c) => ({ ...c, messages: [...c.messages, newMessage("visitor", message)] }));
    const { reply, conversationId: id } = await requestReply(
      { message, visitorId: visitorId(), firstTouch: leadFirstTouch(), timeZone: browserTimeZone(), ...(conversation.conversationId ? { conversationId: conversation.conversationId } : {}) },
      site.contactEmail,
      t,
    );
    update((c) => ({ conversationId: id ?? c.conversationId, messages: reply ? [...c.messages, reply] : c.messages }));
    setPending(false);
    // A request for a person, or a first message: the status (and the stream) follow from the server.
    if (!reply || conversation.conversationId === null) void sync();
  }

  // "Ask our AI about Growth": the button's question is asked once the panel is open, like a visitor would.
  const asked = useRef(0);
  useEffect(() => {
    if (state !== "open" || !ask || ask.id === asked.current || pending) return;
    asked.current = ask.id;
    void send(ask.text);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter makes a new line (and an IME composition is never cut short).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const minimized = state === "minimized";
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={state === "closed"}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        "fixed z-40 flex flex-col overflow-hidden border-navy-900/10 bg-card text-card-foreground shadow-2xl shadow-navy-950/30",
        minimized
          ? "right-4 bottom-4 w-[min(384px,calc(100vw-2rem))] rounded-2xl border sm:right-6 sm:bottom-6"
          : "inset-0 sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[500px] sm:max-h-[calc(100dvh-3rem)] sm:w-[384px] sm:rounded-2xl sm:border",
      )}
      data-testid="chat-panel"
      data-state={state}
    >
      {/* A div, not <header>: a second banner landmark beside the site's would confuse landmark navigation. */}
      <div className="flex items-center gap-3 bg-navy-950 px-4 py-3 text-white">
        <BrandMark width={36} height={36} className="size-9 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            {fill(t.title, { siteName: site.siteName })}
          </h2>
          <p className="text-xs text-slate-300" data-testid="chat-subtitle">
            {status === "assigned" && staffName
              ? fill(t.staffHere, { name: staffName })
              : status === "waiting"
                ? availability?.teamOnline === false
                  ? t.waitingOffline
                  : t.waiting
                : availability?.teamOnline
                  ? t.teamOnline
                  : t.always}
          </p>
        </div>
        {minimized && unread > 0 && (
          <span className="rounded-full bg-teal-300 px-2 py-0.5 text-xs font-semibold text-navy-950" data-testid="chat-unread-minimized">
            {fill(t.unreadBadge, { count: unread })}
          </span>
        )}
        {minimized ? (
          <button ref={restoreRef} type="button" onClick={onRestore} aria-label={unread ? fill(unread === 1 ? t.restoreUnreadOne : t.restoreUnreadMany, { count: unread }) : t.restore} className={iconButton}>
            <Maximize2 aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button type="button" onClick={onMinimize} aria-label={t.minimize} className={iconButton}>
            <Minus aria-hidden="true" className="size-4" />
          </button>
        )}
        <button type="button" onClick={onClose} aria-label={t.close} className={iconButton}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>

      <div hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        {/* role="log" on a wrapper: on the <ol> itself it would replace the list role its items need. */}
        <div ref={logRef} role="log" aria-live="polite" aria-label={t.log} className="flex-1 overflow-y-auto overscroll-contain p-4">
          <ol className="space-y-3">
          {conversation.messages.map((m) => (
            <Fragment key={m.id}>
              <Bubble message={m} text={t} />
              {m.sender === "ai" && m.offer === "booking" && <ChatBookingOffer message={m} conversationId={conversation.conversationId} />}
            </Fragment>
          ))}
          {status === "waiting" && !pending && (
            <li className="rounded-xl bg-muted px-3 py-2 text-xs leading-relaxed text-muted-foreground" data-testid="chat-waiting-note">
              <WaitingNote availability={availability} text={t.waitingNote} intl={LOCALES[locale].intl} />
            </li>
          )}
          {staffTyping && (
            <li className="text-xs text-muted-foreground" data-testid="chat-staff-typing">
              {fill(t.typing, { name: staffName ?? t.aTeamMember })}
            </li>
          )}
          {pending && (
            // No role="status" of its own: the log around it is already a polite live region.
            <li className="flex items-center gap-2 text-sm text-muted-foreground">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:-0.2s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:-0.1s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-brand" />
              </span>
              {t.thinking}
            </li>
          )}
          <li ref={endRef} aria-hidden="true" />
          </ol>
        </div>
        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t bg-background p-3">
          <label htmlFor={`${titleId}-input`} className="sr-only">
            {t.inputLabel}
          </label>
          <textarea
            id={`${titleId}-input`}
            ref={inputRef}
            rows={1}
            value={draft}
            onChange={(e) => onDraft(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            maxLength={CHAT_MAX_MESSAGE_LENGTH}
            placeholder={t.placeholder}
            className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
          />
          <button
            type="submit"
            disabled={pending || draft.trim() === ""}
            aria-label={t.send}
            className="inline-flex size-10 shrink-0 items-center justify-center ui-button-primary rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
          >
            <SendHorizontal aria-hidden="true" className="size-4" />
          </button>
        </form>
      </div>
    </section>
  );
}
