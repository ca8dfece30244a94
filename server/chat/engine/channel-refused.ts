import type { Channel } from "./context.ts";
import { preferredChannel } from "./channel-cues.ts";

// A channel refused in so many words: "don't call", "no texts please", "I don't want e-mails", "no me llamen",
// "别打电话". Said beside another channel asked for ("I don't want texts, e-mail me instead", "please don't text me,
// I'd rather get an email", "no me llamen, mejor WhatsApp"), it is a preference between channels, not an opt-out.
// Rules run on folded text.
const REFUSED: [Channel, RegExp][] = [
  ["call", /\b(?:(?:please )?(?:dont|do not|never) call(?: me)?|no (?:phone )?calls?|no me llamen|no me llames|sin llamadas|nada de llamadas|(?:i )?(?:dont|do not) (?:want|like|need) (?:any )?(?:phone )?calls|not (?:a (?:big )?fan of|big on|into) (?:phone )?call(?:s|ing)?)\b|别打电话|不要打电话|别打给我|不要打给我|不要来电/g],
  ["sms", /\b(?:(?:please )?(?:dont|do not|never) (?:text|txt|sms)(?: me)?|no (?:texts?|txts?|sms|text messages)|(?:i )?(?:dont|do not) (?:want|like|need) (?:any )?(?:texts|txts|sms|text messages|texting)|not (?:a (?:big )?fan of|big on|into) (?:texts|texting|text messages|sms))\b/g],
  ["email", /\b(?:(?:please )?(?:dont|do not|never) e-?mail(?: me)?|no e-?mails?|(?:i )?(?:dont|do not) (?:want|like|need) (?:any )?e-?mails|not (?:a (?:big )?fan of|big on|into) e-?mails?(?:ing)?)\b/g],
];

/** The folded text with the channels it refuses taken out, and which they were. */
export function withoutRefusedChannels(text: string): { rest: string; refused: Channel[] } {
  const refused = REFUSED.filter(([, pattern]) => new RegExp(pattern.source).test(text)).map(([channel]) => channel);
  return { rest: REFUSED.reduce((t, [, pattern]) => t.replace(pattern, " "), text), refused };
}

/**
 * "mándeme mensaje de texto, no me llamen", "no me llamen, mejor WhatsApp al 832…", "nhắn tin cho tui, đừng gọi": with
 * the refused channels taken out, what is left still asks to be reached on another channel. A channel named, not a
 * refusal of contact: the visitor is a lead who prefers that channel.
 */
export function anotherChannelAsked(rest: string, refused: readonly Channel[] = ["call"]): boolean {
  const channel = preferredChannel(rest);
  return channel !== null && !refused.includes(channel);
}
