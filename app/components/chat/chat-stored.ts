// What the chat launcher (on every public page) needs to know about stored chat state, apart from the rest of
// chat-storage.ts, which only the chat panel needs.

export const CONVERSATION_KEY = "chat_conversation_id";
/** Set while a team member handles the conversation or the visitor waits for one: their replies must reach a closed widget. */
export const WITH_TEAM_KEY = "chat_with_team";

export function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the chat still works, it just forgets on reload
  }
}

/** A conversation to resume: the launcher then loads the panel's code while the browser is idle. */
export function hasStoredConversation(): boolean {
  return read(CONVERSATION_KEY) !== null;
}

/** The stored conversation is with the team (waiting or assigned): the launcher listens for replies while closed. */
export function conversationWithTeam(): boolean {
  return hasStoredConversation() && read(WITH_TEAM_KEY) === "1";
}
