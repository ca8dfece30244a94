import { CHAT_EMPTY_RESPONSE_TEXT, chatFailureText } from "../chat/chat-types.ts";

// The chat panel's own words in English (part of the chrome dictionary: site-chrome.ts), loaded with the panel. The
// panel starts in the page's language; the assistant's replies then follow the visitor's.

export const chatPanelEn = {
  /** {siteName}. The first message of a new conversation. */
  welcome:
    "Hi! I'm the {siteName} assistant. Ask me about our AI agents, packages, add-ons or booking a free consultation.\n¿Prefiere español? ¡Escríbame en español!",
  /** {siteName}. */
  title: "{siteName} Assistant",
  /** {name}. */
  staffHere: "{name} from the team is here",
  waitingOffline: "Waiting for the team · offline now",
  waiting: "Waiting for a team member",
  teamOnline: "AI assistant · team online",
  always: "AI assistant · answers 24/7",
  /** {count}. */
  unreadBadge: "{count} new",
  restore: "Restore chat",
  /** {count}. */
  restoreUnreadOne: "Restore chat ({count} new message)",
  restoreUnreadMany: "Restore chat ({count} new messages)",
  minimize: "Minimize chat",
  close: "Close chat",
  log: "Chat messages",
  /** {name}. */
  typing: "{name} is typing…",
  aTeamMember: "A team member",
  thinking: "Thinking...",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  send: "Send message",
  /** A team member's name when it is not known, above and before their message. */
  team: "Team",
  teamTag: "team",
  teamMember: "Team member",
  you: "You: ",
  assistant: "Assistant: ",
  /** {email}. When the reply could not be fetched. */
  failure: chatFailureText("{email}"),
  empty: CHAT_EMPTY_RESPONSE_TEXT,
  waitingNote: {
    online: "Someone from the team is online and will answer here shortly.",
    unknown:
      "A team member will answer here as soon as one is free. If no one is online, leave your name, e-mail or phone and how you prefer to be contacted, and we will follow up.",
    /** {hours} (the office hours setting), {back} (one of the two below). */
    offline:
      "No one from the team is online right now (office hours: {hours}). Leave your name, e-mail or phone and whether you prefer a call, a text or an e-mail, and we will follow up {back}. Your messages here are kept.",
    backSoon: "as soon as someone is free",
    /** {when}. */
    backAtOpening: "when the office opens, {when}",
    /** {time}; {day} (a weekday). */
    today: "today at {time}",
    tomorrow: "tomorrow at {time}",
    onDay: "{day} at {time}",
  },
};

export type ChatPanelText = typeof chatPanelEn;
