import { findMentions } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// What one setup row includes, asked with more said around it (docs/decisions/015): "what does the Airtable setup cover?
// I don't want to pay just for a login", "¿qué incluye la instalación de Slack? o sea, ¿qué me hacen?", "la fila de
// Outlook y Gmail, ¿qué trae esa instalación?", "si me conectan WhatsApp, ¿qué trabajo hacen aparte de conectarlo?". The row named anywhere in the message is what is asked; its own answer
// lists what the setup includes. Not when an add-on, a bundle or a package is named too, or several rows are.
const INCLUDES_ASKED =
  /\b(?:que (?:incluye|incluyen|trae|traen|abarca|comprende|cubre|cubren|lleva)|que (?:me|nos) (?:hacen|incluyen|dan)|que hacen exactamente|what(?: s| is| does| do)? (?:\w+ ){0,5}(?:include|includes|included|cover|covers|involve|involves|come with|comes with)|what do (?:you|yall|you guys) (?:actually |exactly )?do|(?:lam|lam giup|lam dum|lam gium) (?:nhung |may )?(?:gi|cai gi|viec gi)|(?:gom|bao gom) (?:nhung )?(?:gi|cai gi)|chi (?:dang nhap|login|log in) thoi)\b/;
// "si me conectáis WhatsApp, ¿qué trabajo hacéis aparte de conectarlo?", "what work do you do besides connecting it?",
// "ngoài kết nối ra còn làm gì?": the work beyond the connection, which is the platform's setup row, connecting said.
const BEYOND_CONNECTING =
  /\b(?:que (?:hacen|haceis) (?:exactamente|concretamente)|que (?:trabajo|trabajos) (?:hacen|haceis|hace|realizan|incluye|lleva)|(?:aparte|ademas|fuera) de (?:conectar\w*|enlazar\w*|la conexion)|what (?:work |else )?do (?:you|yall|you guys) (?:actually |exactly |really )?do|(?:besides|apart from|aside from|beyond|other than) (?:just )?(?:connecting|hooking|linking|the connection)|ngoai (?:viec )?(?:ket noi|noi))\b/;
const CONNECTING = /\b(?:conect\w*|connect\w*|hook\w* (?:\w+ )?up|enlaz\w*)\b/;
// "nối Google Sheets thì bên anh làm những gì cho tui, chỉ đăng nhập thôi hả": connecting one is its setup, in Vietnamese
// ("nối" read with its accent: folded, it is also "nói", to say). The verb says it too: "cuando me instalan Calendly".
const SETUP_WORD = /\b(?:instalacion|instal(?:an|en|ar|ara|aran|amos|arme|arnos|ado|ada)|setup|set up|set-up|install\w*|fila|row|cai dat|ket noi)\b/;
const CONNECT_VI = /(?<![\p{L}])nối(?![\p{L}])/u;

/** The setup row whose contents are asked ("¿qué incluye la instalación de X?"), said anywhere in the message. */
export function setupIncludesAsked(message: string): Resolved | null {
  const text = foldForRules(message);
  const beyond = BEYOND_CONNECTING.test(text) && (CONNECTING.test(text) || SETUP_WORD.test(text) || CONNECT_VI.test(message.toLowerCase().normalize("NFC")));
  if (!beyond && (!INCLUDES_ASKED.test(text) || !(SETUP_WORD.test(text) || CONNECT_VI.test(message.toLowerCase().normalize("NFC"))))) return null;
  const mentions = findMentions(message);
  if (!mentions.setup || mentions.setups || mentions.addon || mentions.bundle || mentions.package) return null;
  return { answers: [{ t: "setup", key: mentions.setup }], topic: { kind: "setup", key: mentions.setup }, intent: "setup_fees" };
}
