import { findMentions } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// What one setup row includes, asked with more said around it (docs/decisions/015): "what does the Airtable setup cover?
// I don't want to pay just for a login", "¿qué incluye la instalación de Slack? o sea, ¿qué me hacen?", "la fila de
// Outlook y Gmail, ¿qué trae esa instalación?", "si me conectan WhatsApp, ¿qué trabajo hacen aparte de conectarlo?". The row named anywhere in the message is what is asked; its own answer
// lists what the setup includes. Not when an add-on, a bundle or a package is named too, or several rows are.
const INCLUDES_ASKED =
  /\b(?:que (?:incluye|incluyen|trae|traen|abarca|comprende|cubre|cubren|lleva)|que (?:me|nos) (?:hacen|incluyen|dan)|que hacen exactamente|what(?: s| is| does| do)? (?:\w+ ){0,5}(?:include|includes|included|cover|covers|involve|involves|come with|comes with|get us|get me|gets us|gets me|buy us|buy me)|what do (?:you|yall|you guys) (?:actually |exactly )?do|(?:lam|lam giup|lam dum|lam gium) (?:nhung |may )?(?:gi|cai gi|viec gi)|(?:gom|bao gom) (?:nhung )?(?:gi|cai gi)|chi (?:dang nhap|login|log in) thoi)\b/;
// "si me conectáis WhatsApp, ¿qué trabajo hacéis aparte de conectarlo?", "what work do you do besides connecting it?",
// "ngoài kết nối ra còn làm gì?": the work beyond the connection, which is the platform's setup row, connecting said.
// The visitor's existing data carried into the platform ("do our old contacts come across too?", "¿se pasan mis contactos
// viejos?", "老客户资料能导进去吗") is the row's data import.
const BEYOND_CONNECTING =
  /\b(?:(?:old|existing|current|our|my) (?:contacts|data|records|leads|clients|database)\b.{0,20}\b(?:come (?:across|over)|carry over|move over|get (?:imported|moved|transferred|migrated)|transfer\w*|migrat\w*)|(?:contactos|datos|registros) (?:viejos|antiguos|actuales)? ?(?:se )?(?:pasan|migran|importan|traspasan)|(?:danh ba|du lieu|khach) cu\b.{0,20}\b(?:chuyen qua|chuyen sang)|que (?:hacen|haceis) (?:exactamente|concretamente)|que (?:trabajo|trabajos) (?:hacen|haceis|hace|realizan|incluye|lleva)|(?:aparte|ademas|fuera) de (?:conectar\w*|enlazar\w*|la conexion)|what (?:work |else )?do (?:you|yall|you guys) (?:actually |exactly |really )?do|(?:besides|apart from|aside from|beyond|other than) (?:just )?(?:connecting|hooking|linking|the connection)|ngoai (?:viec )?(?:ket noi|noi))\b/;
// "when you set ours up": the setting up said around what is set up.
const CONNECTING = /\b(?:conect\w*|connect\w*|hookups?|hook\w* (?:\w+ )?up|wir\w* (?:\w+ )?up|set (?:ours|it|them|mine|that|this) up|enlaz\w*)\b/;
// "nối Google Sheets thì bên anh làm những gì cho tui, chỉ đăng nhập thôi hả": connecting one is its setup, in Vietnamese
// ("nối" read with its accent: folded, it is also "nói", to say). The verb says it too: "cuando me instalan Calendly".
const SETUP_WORD = /\b(?:instalacion|instal(?:an|en|ar|ara|aran|amos|arme|arnos|ado|ada)|conect(?:an|en|ar|amos)|setup|set up|set-up|setting up|sets up|hooking up|install\w*|fila|row|cai dat|ket noi)\b/;
const CONNECT_VI = /(?<![\p{L}])nối(?![\p{L}])/u;

// Chinese: "Gmail的安装包括什么", "那一档安装都含哪些服务", "接Outlook你们具体帮着做哪些事", "连Facebook除了连上还做什么":
// what the work covers, or what the agency does (你们/帮着 … 做什么), with a setup or a connection said (安装, 对接,
// 连, 接入, the row as "那一档"), the platform named.
const INCLUDES_ZH = /(?:包括|包含|包含了|涵盖|含|含有|管)(?:了)?(?:些)?(?:什么|哪些|啥|哪几样|哪几项)|(?:你们|你们家|帮着|帮我|帮我们|帮忙|具体|都)[^，。？！?!]{0,6}(?:做|干|弄|搞|负责)(?:了)?(?:些)?(?:什么|哪些|啥|哪几样)|(?:除了|不光|不只|不止)(?:是)?(?:连|接|对接|连接|接入|绑定|登录)[^，。？！?!]{0,8}还|只是?(?:连上|接上|登录|绑定)(?:一下)?(?:而已)?(?:吗|么|嘛)/;
const SETUP_ZH = /安装|装好|设置|配置|连接|连上|接上|接通|绑定|(?:连|接|对接|接入)(?=\s*[A-Za-z])|那一档|这一档|那档|这档|一档/u;

const PLATFORM_CHANNEL = /\b(twilio(?: sms)?|whatsapp|gmail|outlook|slack)\s*(?:text(?:ing|s)?|sms|messag(?:ing|es?)|e-?mails?|mail|inbox|chats?|mensajes|correos?|tin nhan|短信|消息|邮件|邮箱)/giu;

/** The setup row whose contents are asked ("¿qué incluye la instalación de X?"), said anywhere in the message. */
export function setupIncludesAsked(message: string): Resolved | null {
  const text = foldForRules(message);
  const beyond = BEYOND_CONNECTING.test(text) && (CONNECTING.test(text) || SETUP_WORD.test(text) || CONNECT_VI.test(message.toLowerCase().normalize("NFC")));
  const chinese = INCLUDES_ZH.test(message) && SETUP_ZH.test(message);
  if (!beyond && !chinese && (!INCLUDES_ASKED.test(text) || !(SETUP_WORD.test(text) || CONNECT_VI.test(message.toLowerCase().normalize("NFC"))))) return null;
  // "our Twilio texting", "el WhatsApp de mensajes", "Gmail邮件": the channel said after the platform's name is that
  // platform, not the messaging add-on, whose own words ("texting") it shares.
  // "we're not enterprise size or anything": a package set aside is no package asked about.
  const mentions = findMentions(message.replace(PLATFORM_CHANNEL, "$1").replace(/\bnot (?:an? )?(?:enterprise|growth|foundation)\b(?: (?:size|level|sized|tier|material))?/giu, " "));
  if (!mentions.setup || mentions.setups || mentions.addon || mentions.bundle || mentions.package) return null;
  return { answers: [{ t: "setup", key: mentions.setup }], topic: { kind: "setup", key: mentions.setup }, intent: "setup_fees" };
}
