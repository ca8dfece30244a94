import type { ConversationContext } from "./context.ts";
import type { Resolved } from "./resolved.ts";
import { asksTestedFirst } from "./tested-first.ts";

// "does anyone check it's right before it goes live?", "¿alguien revisa que quedó bien antes de prenderlo?", "có ai kiểm
// tra trước khi chạy không?", "上线前有人检查吗？": after a setup fee or the self-setup, whether the connections are
// checked before launch: yes, in the site's own words (done for you, "we connect and test everything"; the free
// self-setup, "we review your connections before go-live").

const CHECK = String.raw`(?:check|checks|checked|checking|review|reviews|reviewed|test|tests|tested|verify|verifies|look(?:s)? (?:it )?over|double[- ]?check\w*|checa\w*|chequea\w*|revisa\w*|verifica\w*|prueba\w*|testea\w*|kiem tra|xem lai|coi lai|ra soat|test)`;
const BEFORE = String.raw`(?:before|prior to|antes de(?: que)?|truoc khi)`;
const LAUNCH = String.raw`(?:go(?:es|ing)? live|launch\w*|turn\w* (?:it )?on|switch\w* (?:it )?on|start\w*|prender\w*|encender\w*|activar\w*|lanzar\w*|salir en vivo|poner\w* en marcha|en marcha|arranca\w*|publicar\w*|chay|bat|hoat dong|go live|dua vao (?:dung|su dung))`;
const REVIEW_BEFORE_LAUNCH = new RegExp(String.raw`\b${CHECK}\b.{0,50}\b${BEFORE}\b.{0,25}\b${LAUNCH}|\b${BEFORE}\b.{0,25}\b${LAUNCH}\b.{0,40}\b${CHECK}\b|(?:检查|检测|测试|审核|核对|把关|看一下|看看).{0,12}(?:上线|启用|启动|开通|正式用)|(?:上线|启用|启动|开通)(?:前|之前).{0,12}(?:看一眼|看一下|看看|把关|过一遍|检查)|(?:上线|启用|启动|开通)(?:前|之前|以前).{0,12}(?:检查|检测|测试|审核|核对|把关|看一下)`);

/** Whether someone checks the connections before launch, asked in a conversation about setting up: the self-setup answer. */
export function reviewBeforeLaunch(text: string, base: ConversationContext): Resolved | null {
  // …or the self-setup said in the same message ("平台要是我们自己照着教程接，上线前你们会帮忙看一眼吗？", "if we set it up
  // ourselves, will you look it over before it goes live?").
  const selfSetupSaid = /\b(?:set (?:it |them )?up (?:ourselves|myself)|(?:do|connect) (?:it|them) (?:ourselves|myself)|self[- ]setup|(?:lo|las|los) (?:instalamos|conectamos|configuramos) nosotros|por nuestra cuenta|tu (?:cai|ket noi|lam))\b|(?:我们|自己)(?:照着教程)?(?:自己)?(?:接|装|安装|连)/.test(text);
  const setupThread = selfSetupSaid || base.topic?.kind === "setup" || base.topic?.kind === "bundle" || base.lastAnswers.some((a) => a.t === "setup" || (a.t === "entry" && a.id === "self-setup"));
  if (!setupThread || !REVIEW_BEFORE_LAUNCH.test(text)) return null;
  return { answers: [{ t: "extra", id: "launch-review" }], topic: base.topic, intent: "setup_fees" };
}

// Outside a setup thread, the question names what is checked: "do you test the connections before they go live?",
// "¿prueban la integración antes de activarla?", "có kiểm tra kết nối trước khi chạy không?", "平台对接上线前会测试吗？".
const CONNECTIONS = /\b(?:connections?|connected|integrations?|platforms?|setups?|set up|hook ?ups?|crm|conexion\w*|conectad\w*|integracion\w*|plataformas?|instalacion|ket noi|tich hop|nen tang|connect(?:s|ing)?|hook(?:s|ed|ing)? (?:\w+ ){0,2}up|wire[sd]? (?:\w+ ){0,2}up)\b|连接|对接|集成|平台|串接|安装/;

// The visitor setting the connections up alone and asking us to check they got it right: "if I do the setup myself, will
// you check I did it right?", "si lo conecto yo mismo, ¿me revisan que quedó bien?", "我自己设定连接，你们会帮我看有没有弄对吗？".
// "if we do the free self-setup": the option of doing it oneself, named, says the same.
const MYSELF = /\b(?:myself|ourselves|on (?:my|our) own|self[- ]?setup|herself|himself|themselves|on (?:her|his|their) own|in[- ]house|off your guides?|(?:yo|nosotros) mism[oa]s?|por (?:mi|nuestra) cuenta|tu (?:minh )?(?:cai|lam|man|ket noi|noi)|minh tu)\b|(?:我|我们)自己/;
// "tự nối", "tự cài": the Vietnamese verb of doing it oneself already says what is connected.
const MYSELF_CONNECTING = /\btu (?:minh )?(?:ket noi|noi|cai(?: dat)?|setup|set up)\b/;
// Or asking whether someone of ours looks it over at all, "right" unsaid: "có ai kiểm tra lại cho em không?", "bên mấy anh
// có coi lại mấy kết nối không?", "will anyone check my connections?" (a question: "có … không/hông", "will/does … ?").
const SOMEONE_CHECKS = /\b(?:co ai|(?:ben|may|cac) (?:\w+ ){0,2}co) (?:\w+ ){0,3}(?:kiem tra|coi lai|coi giup|xem lai|xem giup|ra soat|duyet)\b.*\b(?:khong|hong|ko|hem|hok)\b|\b(?:will|would|does|do|can) (?:someone|somebody|anyone|anybody|you|your team|y ?all)(?: guys)?(?: (?:on|at|from) (?:your|ur) (?:side|end|team))? (?:\w+ )?(?:check|review|look over|verify|double[- ]?check|look (?:it|them|things|that) over)\b/;
const CHECKED_RIGHT = /\b(?:check|review|look over|verify|revis\w*|checa\w*|chequea\w*|verifica\w*|kiem tra|xem (?:giup|lai|qua))\b.{0,40}\b(?:right|correct\w*|properly|ok|okay|bien|correct[oa]s?|dung|on)\b|(?:检查|审核|看一下|看看|帮我看|核对).{0,10}(?:对不对|弄对|对了|没问题|正确|有没有问题)/;

/** Whether the connections are checked before launch, asked on its own (folded text): the same answer as in a setup thread. */
export function launchReviewAsked(text: string): Resolved | null {
  const selfChecked = MYSELF.test(text) && (CHECKED_RIGHT.test(text) || SOMEONE_CHECKS.test(text)) && (CONNECTIONS.test(text) || MYSELF_CONNECTING.test(text));
  return selfChecked || (REVIEW_BEFORE_LAUNCH.test(text) && CONNECTIONS.test(text) && asksTestedFirst(text)) ? { answers: [{ t: "extra", id: "launch-review" }], topic: null, intent: "setup_fees" } : null;
}
