import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { MessageCircle } from "../ui/site-icons.tsx";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { OPEN_CHAT_EVENT } from "../../lib/chat-bridge.ts";
import { track } from "../../lib/analytics.ts";
import { takeOverHeld } from "../site/deferred.tsx";
import { whenIdle } from "../../lib/when-idle.ts";
import { conversationWithTeam, hasStoredConversation } from "./chat-stored.ts";
import type { ChatPanelState } from "./chat-panel.tsx";
import type { Locale } from "#common/i18n/locales.ts";
import { fill } from "#common/i18n/fill.ts";
import { usePageLanguage } from "../../lib/page-language.ts";

// The launcher is all that ships with the page. The panel's code is fetched on the first open, on hover
// of the button (intent), or when the browser is idle for a visitor who already has a conversation.
const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(loadPanel);

// The Contact page's 'Start Chat' button sends its own 'chat started' event: counting it here too would double it.
const SOURCES_THAT_TRACK_THEMSELVES = new Set(["contact"]);

/** The chat widget's floating button; also answers `openChat()` and OPEN_CHAT_EVENT. */
export function ChatLauncher({ site, locale = "en" }: { site: PublicSiteSettings; /** The page's language: the chat greets in it. */ locale?: Locale }) {
  const language = usePageLanguage();
  const text = language.chrome.chat;
  const [state, setState] = useState<ChatPanelState>("closed");
  const [requested, setRequested] = useState(false);
  const [unread, setUnread] = useState(0);
  // A question asked by the button that opened the chat; the id lets the same button ask again later.
  const [ask, setAsk] = useState<{ id: number; text: string } | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = useCallback((source?: string, question?: string) => {
    if (question) setAsk((current) => ({ id: (current?.id ?? 0) + 1, text: question }));
    if (stateRef.current === "closed") {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const from = source || "widget";
      if (!SOURCES_THAT_TRACK_THEMSELVES.has(from)) track("chat_started", { source: from });
    }
    setRequested(true);
    setState("open");
  }, []);

  useEffect(() => takeOverHeld("chat-launcher"), []);

  useEffect(() => {
    const handle = { open };
    window.bayouChat = handle;
    const onOpenEvent = (event: Event) => {
      const detail = (event as CustomEvent<{ source?: string; ask?: string } | undefined>).detail;
      open(detail?.source, detail?.ask);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpenEvent);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, onOpenEvent);
      if (window.bayouChat === handle) delete window.bayouChat;
    };
  }, [open]);

  // A conversation to resume: its code loads when the browser is idle. One with the team is also mounted (closed), so
  // a team member's reply shows as a mark on this button instead of waiting for the visitor to open the chat.
  // Looking (localStorage) waits for idle too: the first read of storage is a round trip to the browser process.
  useEffect(
    () =>
      whenIdle(() => {
        if (!hasStoredConversation()) return;
        if (conversationWithTeam()) setRequested(true);
        else void loadPanel();
      }),
    [],
  );

  const close = useCallback(() => {
    setState("closed");
    // Back to where the visitor was: the button that opened the chat, else the launcher.
    const target = returnFocus.current;
    requestAnimationFrame(() => (target?.isConnected && target !== document.body ? target : buttonRef.current)?.focus());
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        hidden={state !== "closed"}
        onClick={() => open("widget")}
        onPointerEnter={() => void loadPanel()}
        aria-label={unread ? fill(unread === 1 ? text.openUnreadOne : text.openUnreadMany, { count: unread }) : text.open}
        aria-haspopup="dialog"
        data-floating-control
        // A tap before the page's scripts arrive is held, then replayed here once the launcher works (takeOverHeld).
        data-deferred="chat-launcher"
        className="ui-button-primary fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full shadow-xl shadow-navy-950/30 transition-transform hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6 sm:bottom-6"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-white" data-testid="chat-unread-badge">
            {unread}
          </span>
        )}
      </button>
      {requested && (
        <Suspense fallback={state === "open" ? <p role="status" className="fixed right-6 bottom-6 z-40 rounded-full bg-card px-4 py-2 text-sm shadow-xl">{text.loading}</p> : null}>
          <ChatPanel site={site} locale={locale} text={language.translated?.chatPanel ?? null} state={state} ask={ask} onMinimize={() => setState("minimized")} onRestore={() => setState("open")} onClose={close} onUnread={setUnread} />
        </Suspense>
      )}
    </>
  );
}
