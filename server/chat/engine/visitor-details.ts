import type { ConversationContext } from "./context.ts";
import type { ChatEntities } from "./types.ts";

// What the visitor says of themselves (name, company, contact, role, team size), as the turn reads it.

/** A role or a team size answered, as the engine's profile reads it (for "which package fits us"). */
export function profileFrom(found: { role?: string; teamSize?: number }): ConversationContext["profile"] {
  if (found.teamSize !== undefined) return { size: found.teamSize >= 20 ? "brokerage" : found.teamSize <= 1 ? "solo" : "team", agents: found.teamSize };
  if (found.role === "broker") return { size: "brokerage" };
  if (found.role === "team_leader") return { size: "team" };
  return {};
}

/** "I'm Brian with Montrose Realty": the company's name is not a question about Montrose. */
export function withoutIntroduction(message: string, found: ChatEntities): string {
  let text = message;
  for (const value of [found.company, found.name, found.email, found.phone]) if (value) text = text.split(value).join(" ");
  // "Chị là Hạnh, quê Gò Dầu. …": the frame the name was said in ("chị là", "我叫") asks nothing once the name is out;
  // left alone it would be read as a part of its own ("I'm", "soy" left are read with what follows them).
  return found.name ? text.replace(INTRODUCTION_LEFT, " ") : text;
}

const INTRODUCTION_LEFT =
  /(?:(?<!\p{L})(?:(?:chị|em|anh|tôi|mình|tui|cô|chú|con|tớ)(?: tên)? là|tên (?:chị|em|anh|tôi|mình|tui) là)|我是|我叫)\s*(?=[,，、.。!！;；]|$)/giu;

export function withoutInterest(fields: ChatEntities): number {
  return Object.keys(fields).filter((k) => k !== "interest").length;
}

/** Something typed as an e-mail address (a word with an @ in it) that the e-mail pattern did not accept. */
export const BROKEN_EMAIL = /[\w.+-]+@[^\s,;]{0,60}|[^\s@]{0,60}@[\w.+-]+/;
