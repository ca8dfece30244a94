/**
 * How the page asks the chat widget to open: call the widget directly when it is mounted,
 * otherwise broadcast OPEN_CHAT_EVENT, which the widget listens for (and which loads it on demand).
 */
export const OPEN_CHAT_EVENT = "bayou:open-chat";

export interface ChatWidgetHandle {
  /** Opens the chat; `ask` is sent as the visitor's first question ("Ask our AI about Growth"). */
  open(source?: string, ask?: string): void;
}

declare global {
  interface Window {
    bayouChat?: ChatWidgetHandle;
  }
}

export function openChat(source?: string, ask?: string): void {
  if (typeof window === "undefined") return;
  if (window.bayouChat) window.bayouChat.open(source, ask);
  else window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: { source, ask } }));
}
