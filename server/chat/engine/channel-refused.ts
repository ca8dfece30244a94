import { preferredChannel } from "./cues.ts";

/**
 * "mándeme mensaje de texto, no me llamen", "no me llamen, mejor WhatsApp al 832…", "nhắn tin cho tui, đừng gọi": with
 * the refused calls taken out (acts.ts), what is left still asks to be reached on another channel. A channel
 * named, not a refusal of contact: the visitor is a lead who prefers texts.
 */
export function anotherChannelAsked(withoutCalls: string): boolean {
  const channel = preferredChannel(withoutCalls);
  return channel !== null && channel !== "call";
}
