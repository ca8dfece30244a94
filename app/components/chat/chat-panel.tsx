import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Maximize2, Minus, SendHorizontal, X } from "lucide-react";
import type { PublicSiteSettings } from "../../../common/settings/settings-catalog.ts";
import { CHAT_MAX_MESSAGE_LENGTH } from "../../../common/chat/chat-types.ts";
import { cn } from "../../lib/utils.ts";
import { BrandMark } from "../site/brand-mark.tsx";
import { loadConversation, saveConversation, visitorId, type ChatMessage, type StoredConversation } from "./chat-storage.ts";
import { newMessage, requestReply } from "./chat-client.ts";
import { linkify } from "./linkify.tsx";

export type ChatPanelState = "open" | "minimized" | "closed";

export interface ChatPanelProps {
  site: PublicSiteSettings;
  state: ChatPanelState;
  /** A question to send as soon as the panel is open (from "Ask our AI about Growth"). */
  ask?: { id: number; text: string } | null;
  onMinimize(): void;
  onRestore(): void;
  onClose(): void;
}

const welcomeText = (siteName: string) =>
  `Hi! I'm the ${siteName} assistant. Ask me about our AI agents, packages, add-ons or booking a free consultation.\n¿Prefieres español? ¡Escríbeme en español!`;

const iconButton = "inline-flex size-9 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white";

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === "visitor";
  return (
    <li id={`chat-msg-${message.id}`} className={cn("flex scroll-mt-3", mine ? "justify-end" : "justify-start")}>
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line",
          mine ? "rounded-br-md bg-navy-900 text-white" : "rounded-bl-md bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? "You: " : "Assistant: "}</span>
        {linkify(message.content)}
      </p>
    </li>
  );
}

/** The chat panel (spec §2, §4, §5, §8). Loaded on demand by chat-launcher.tsx; stays mounted once opened so a pending reply is not lost. */
export default function ChatPanel({ site, state, ask, onMinimize, onRestore, onClose }: ChatPanelProps) {
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

  // Spec §4: a welcome message the first time the chat opens with an empty history.
  useEffect(() => {
    if (state === "open" && conversation.messages.length === 0) {
      update((c) => (c.messages.length === 0 ? { ...c, messages: [newMessage("ai", welcomeText(site.siteName), { intent: "greeting", sentiment: "neutral" })] } : c));
    }
  }, [state, conversation.messages.length, site.siteName, update]);

  useEffect(() => {
    if (state === "open") inputRef.current?.focus();
    else if (state === "minimized") restoreRef.current?.focus();
  }, [state]);
  const last = conversation.messages.at(-1);
  useEffect(() => {
    if (state !== "open") return;
    // A long answer is read from its first line: show the start of a new reply, the end of anything else.
    const reply = !pending && last?.sender === "ai" ? document.getElementById(`chat-msg-${last.id}`) : null;
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
    update((c) => ({ ...c, messages: [...c.messages, newMessage("visitor", message)] }));
    const { reply, conversationId } = await requestReply(
      { message, visitorId: visitorId(), ...(conversation.conversationId ? { conversationId: conversation.conversationId } : {}) },
      site.contactEmail,
    );
    update((c) => ({ conversationId: conversationId ?? c.conversationId, messages: [...c.messages, reply] }));
    setPending(false);
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
    // Spec §5: Enter sends, Shift+Enter makes a new line (and an IME composition is never cut short).
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
            {site.siteName} Assistant
          </h2>
          <p className="text-xs text-slate-300">AI assistant · answers 24/7</p>
        </div>
        {minimized ? (
          <button ref={restoreRef} type="button" onClick={onRestore} aria-label="Restore chat" className={iconButton}>
            <Maximize2 aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button type="button" onClick={onMinimize} aria-label="Minimize chat" className={iconButton}>
            <Minus aria-hidden="true" className="size-4" />
          </button>
        )}
        <button type="button" onClick={onClose} aria-label="Close chat" className={iconButton}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>

      <div hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        {/* role="log" on a wrapper: on the <ol> itself it would replace the list role its items need. */}
        <div ref={logRef} role="log" aria-live="polite" aria-label="Chat messages" className="flex-1 overflow-y-auto overscroll-contain p-4">
          <ol className="space-y-3">
          {conversation.messages.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
          {pending && (
            // No role="status" of its own: the log around it is already a polite live region.
            <li className="flex items-center gap-2 text-sm text-muted-foreground">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:-0.2s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:-0.1s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-brand" />
              </span>
              Thinking...
            </li>
          )}
          <li ref={endRef} aria-hidden="true" />
          </ol>
        </div>
        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t bg-background p-3">
          <label htmlFor={`${titleId}-input`} className="sr-only">
            Your message
          </label>
          <textarea
            id={`${titleId}-input`}
            ref={inputRef}
            rows={1}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            maxLength={CHAT_MAX_MESSAGE_LENGTH}
            placeholder="Type your message..."
            className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
          />
          <button
            type="submit"
            disabled={pending || draft.trim() === ""}
            aria-label="Send message"
            className="inline-flex size-10 shrink-0 items-center justify-center ui-button-primary rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
          >
            <SendHorizontal aria-hidden="true" className="size-4" />
          </button>
        </form>
      </div>
    </section>
  );
}
