import type { Answer } from "./knowledge/answer-types.ts";
import { contentText } from "./knowledge/content-text.ts";
import type { Topic } from "./context.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";
import { PACKAGE_KEYS } from "#common/content/packages.ts";
import type { Package, PackageKey } from "#common/content/packages.ts";

// A visitor who already has one of our packages and whose business changed: "we're on Growth but the team shrank to
// just me, what's the step down?", "Tenemos el paquete Growth… ¿cuál es el más pequeño al que me puedo pasar?",
// "我们现在用的是Growth…有没有更小的套餐？" → the package one step down (or up), and then "what would I lose if I
// switch to that one?", "¿qué dejaría de tener?", "换成那个会少了哪些功能？" → what the one they have includes against
// what the other includes. The package they said they have stays with the conversation (context.heldPackage).

// Folded text (foldForRules): no accents, lower case; Chinese as written.
const NAME = "(enterprise|growth|foundation)";
const HELD = [
  String.raw`\b(?:we(?:re| are)|im|i am|currently|already|right now|now) (?:\w+ ){0,2}?(?:on|using|with|paying for|subscribed to|signed up for) (?:the |your )?${NAME}\b`,
  String.raw`\b(?:we|i|we ve|weve|ive|i ve|we have|i have|we had|i had) (?:have|had|got|use|used|bought|pay for|signed up for|went with|picked|been on|been using|been with) (?:the |your )?${NAME}(?: package| plan| tier)?\b`,
  String.raw`\b(?:our|my) (?:current )?${NAME} (?:package|plan|tier)\b`,
  String.raw`\b(?:tenemos|tengo|usamos|uso|estamos en|estoy en|contratamos|contrate|pagamos|pago|compramos|compre) (?:ahorita |ahora |ya )?(?:el |su )?(?:paquete |plan )?${NAME}\b`,
  String.raw`\b(?:dang|hien (?:tai )?(?:dang )?|da) ?(?:xai|dung|o|co|mua|dang ky|xai|chay) (?:cai )?(?:goi )?${NAME}\b`,
].map((p) => new RegExp(p));
const HELD_ZH = /(?:现在|目前|已经|原来|一直|我们|我)+(?:在)?(?:用的是|用的|在用|用着|用|买了|买的|订了|订的是|订的|有|是)(?:的是)?\s?(?:你们的?)?\s?(enterprise|growth|foundation)/;

// One step down or up from the package they have.
const DOWN = new RegExp(
  [
    String.raw`\b(?:step (?:it )?down|downgrade|scale (?:it )?back|drop down|move down|go down|the next (?:one |package |plan )?down|a (?:level|tier) down|the one below)\b`,
    String.raw`\b(?:smaller|cheaper|smallest|more basic|lower) (?:package|plan|tier|one|option)\b|\bsomething smaller\b`,
    String.raw`\b(?:paquete|plan) mas (?:pequeno|chico|barato|basico|sencillo|ligero)\b|\b(?:el|uno|algo) mas (?:pequeno|chico|chiquito|barato|basico|sencillo|ligero)\b|\bbajar(?:me|nos)? (?:de|a) (?:paquete|plan)\b`,
    String.raw`\b(?:goi|cai) (?:nao )?(?:nho|re|thap|nhe|gon) hon\b|\b(?:xuong|ha) goi\b|\bgoi nho nhat\b`,
    "更小|小一点|小一些|小一档|低一档|降级|降一档|便宜一点的套餐|小点的|简单一点的套餐|基础一点的",
  ].join("|"),
);
const UP = new RegExp(
  [
    String.raw`\b(?:step (?:it )?up|upgrade|move up|go up|the next (?:one |package |plan )?up|a (?:level|tier) up|the one above)\b`,
    String.raw`\b(?:bigger|larger|bigger one|more complete) (?:package|plan|tier|one|option)\b`,
    String.raw`\b(?:paquete|plan) mas (?:grande|completo)\b|\b(?:el|uno|algo) mas (?:grande|completo)\b|\bsubir(?:me|nos)? (?:de|a) (?:paquete|plan)\b`,
    String.raw`\b(?:goi|cai) (?:lon|cao) hon\b|\bnang goi\b|\blen goi (?!khac\b)|\bnang cap\b`,
    "更大的套餐|大一档|高一档|升级|升一档",
  ].join("|"),
);

// What changes between them: "what would I lose", "¿qué dejaría de tener?", "mất những cái chi", "会少了哪些功能".
const CHANGE = new RegExp(
  [
    String.raw`\bwhat (?:would|will|do|did|should|am) (?:i|we) (?:\w+ )?(?:lose|give up|miss|be missing|be giving up|lose out on|gain|get extra|get on top)\b`,
    String.raw`\bwhat(?:s| is| would be| gets?) (?:missing|lost|left out|cut|dropped|gone)\b|\bwhat goes away\b|\bwhat changes\b|\bwhat(?:s| is) the difference\b`,
    String.raw`\bque (?:\w+ )?(?:dejaria|dejariamos|dejo|perderia|perderiamos|pierdo|perdemos|me faltaria|nos faltaria|faltaria|ganaria|ganariamos|cambia|cambiaria)\b|\bque diferencia\b`,
    String.raw`\bmat (?:nhung |may )?(?:cai )?(?:gi|chi)\b|\bthieu (?:nhung )?(?:cai )?(?:gi|chi)\b|\bkhac (?:gi|chi|nhau)\b|\bduoc them (?:nhung )?(?:cai )?(?:gi|chi)\b|\bbot (?:nhung )?(?:cai )?(?:gi|chi)\b`,
    "少了?(?:哪些|什么|啥)|(?:哪些|什么|啥)(?:功能|东西|服务)?(?:就)?没(?:有)?了|会少|失去|没了哪些|差在哪|差了?(?:哪些|什么)|多了?(?:哪些|什么|啥)|区别",
  ].join("|"),
);

// "So với gói lúc nãy thì xuống gói này anh ấy mất những gì?", "compared with the one before, what does he lose?", "¿qué
// pierde frente al de antes?", "跟刚才那个比少了什么？": the package talked of before the one now is where the move starts.
const EARLIER = /\b(?:luc nay|hoi nay|ban nay|vua nay|(?:goi|cai) (?:truoc|cu|kia)|the (?:one|package|plan) (?:before|earlier|from before|you said first)|the (?:first|earlier|previous|other|old) (?:one|package|plan)|(?:el|al|del) (?:anterior|de antes|primero|otro)|que (?:el|al) (?:anterior|de antes))\b|刚才|之前(?:那个|的)|原来(?:那个|的)|前面那个/;

/** The move from the package talked of before to the one now, when the message asks what changes and points back. */
export function changeFromBefore(message: string, recent: readonly Answer[][], topic: Topic | null): Extract<Answer, { t: "package-change" }> | null {
  const text = foldForRules(message);
  const now = packageShown(topic);
  if (!now || !CHANGE.test(text) || !EARLIER.test(text)) return null;
  const keyOf = (a: Answer): string | null => (a.t === "package" || a.t === "recommend" ? a.key : null);
  const before = [...recent].reverse().flatMap((answers) => answers.map(keyOf)).find((k): k is PackageKey => k !== null && k !== now && (PACKAGE_KEYS as readonly string[]).includes(k));
  return before ? { t: "package-change", from: before, to: now, step: false } : null;
}

/** The package the visitor says they have now, if this message says so. */
export function heldPackageSaid(message: string): PackageKey | null {
  const text = foldForRules(message);
  for (const p of [...HELD, HELD_ZH]) {
    const m = p.exec(text);
    if (m?.[1]) return m[1] as PackageKey;
  }
  return null;
}

const bySize = (key: PackageKey): number => PACKAGE_KEYS.indexOf(key); // 0 = the biggest

/**
 * The answer to a package change asked by someone who has `held`: the package one step down or up ("step"), or what
 * changes in moving to the one named or last discussed. Null when the message asks neither.
 */
export function packageChangeAsked(message: string, held: PackageKey, topic: Topic | null, named: string | undefined): Extract<Answer, { t: "package-change" }> | null {
  const text = foldForRules(message);
  const other = named && named !== held && (PACKAGE_KEYS as readonly string[]).includes(named) ? (named as PackageKey) : null;
  const shown = packageShown(topic) === held ? null : packageShown(topic);
  // "Chuyển xuống gói đó thì anh mất những cái chi?": what is lost in the move asked, whatever words name the move.
  if (CHANGE.test(text) && (other ?? shown)) return { t: "package-change", from: held, to: other ?? shown ?? held, step: false };
  // "Gắn thêm cái đó vô gói Growth…, hay bắt buộc lên gói khác?": after an add-on, a package's move is where it goes.
  if (topic?.kind === "addon" || (topic?.kind === "list" && topic.key.startsWith("addon"))) return null;
  const down = DOWN.test(text);
  const up = !down && UP.test(text);
  if (!down && !up) return null;
  const to = other ?? PACKAGE_KEYS[bySize(held) + (down ? 1 : -1)];
  if (!to) return { t: "package-change", from: held, to: held, step: true };
  // "xuống gói đó mà anh vẫn muốn AI trả lời qua SMS…": the step already shown is where the next question is asked.
  if (to === shown && !other) return null;
  return (down ? bySize(to) > bySize(held) : bySize(to) < bySize(held)) ? { t: "package-change", from: held, to, step: true } : null;
}

type Words = {
  step: (from: string, to: string, down: boolean) => string;
  edge: (name: string, down: boolean) => string;
  down: (from: string, to: string) => [string, string];
  up: (from: string, to: string) => [string, string];
};
const WORDS: Record<Language, Words> = {
  en: {
    step: (from, to, down) => `The step ${down ? "down" : "up"} from ${from} is ${to}.`,
    edge: (name, down) => `${name} is already our ${down ? "smallest" : "largest"} package.`,
    down: (from, to) => [`Moving from ${from} down to ${to}, you'd give up what ${from} includes:`, `${to} includes:`],
    up: (from, to) => [`Moving from ${from} up to ${to}, you'd get:`, `in place of what ${from} includes:`],
  },
  es: {
    step: (from, to, down) => `El paquete que sigue ${down ? "por debajo" : "por encima"} de ${from} es ${to}.`,
    edge: (name, down) => `${name} ya es nuestro paquete más ${down ? "pequeño" : "completo"}.`,
    down: (from, to) => [`Al pasar de ${from} a ${to}, dejaría de tener lo que incluye ${from}:`, `${to} incluye:`],
    up: (from, to) => [`Al pasar de ${from} a ${to}, tendría:`, `en lugar de lo que incluye ${from}:`],
  },
  vi: {
    step: (from, to, down) => `Gói ${down ? "nhỏ" : "lớn"} hơn gói ${from} là gói ${to}.`,
    edge: (name, down) => `Gói ${name} đã là gói ${down ? "nhỏ" : "lớn"} nhất của chúng tôi.`,
    down: (from, to) => [`Chuyển từ gói ${from} xuống gói ${to}, bạn sẽ không còn những gì gói ${from} có:`, `Gói ${to} gồm:`],
    up: (from, to) => [`Chuyển từ gói ${from} lên gói ${to}, bạn sẽ có:`, `thay cho những gì gói ${from} có:`],
  },
  zh: {
    step: (from, to, down) => `比${from}${down ? "小" : "高"}一档的是${to}套餐。`,
    edge: (name, down) => `${name}已经是我们${down ? "最小" : "最完整"}的套餐。`,
    down: (from, to) => [`从${from}换到${to}，您将不再有${from}包含的：`, `${to}包含：`],
    up: (from, to) => [`从${from}升级到${to}，您将获得：`, `取代${from}包含的：`],
  },
};

const bullets = (items: readonly string[]): string => items.map((x) => `• ${x}`).join("\n");

/** The change in the visitor's language: the step (then the package as it is shown), or what each includes. */
export function packageChangeText(language: Language, f: SiteFacts, answer: Extract<Answer, { t: "package-change" }>, packageText: (pkg: Package) => string): string | null {
  const from = f.offerings.packages.find((p) => p.key === answer.from);
  const to = f.offerings.packages.find((p) => p.key === answer.to);
  if (!from || !to) return null;
  const w = WORDS[language];
  const down = bySize(to.key) >= bySize(from.key);
  if (answer.step) return from.key === to.key ? `${w.edge(from.name, bySize(from.key) === PACKAGE_KEYS.length - 1)}\n\n${packageText(from)}` : `${w.step(from.name, to.name, down)}\n\n${packageText(to)}`;
  const c = contentText(language);
  if (down) {
    const [lead, then] = w.down(from.name, to.name);
    return `${lead}\n${bullets(c.pkg(from).features)}\n${then}\n${bullets(c.pkg(to).features)}`;
  }
  const [lead, then] = w.up(from.name, to.name);
  return `${lead}\n${bullets(c.pkg(to).features)}\n${then}\n${bullets(c.pkg(from).features)}`;
}

// "anything that goes live faster? fewer features is fine", "¿hay algo que quede listo más rápido?", "có gói nào chạy
// nhanh hơn không", "有没有上线快点的？" right after a package: the one a step smaller, and how soon it goes live.
const FASTER_LIVE = new RegExp(
  [
    String.raw`\b(?:anything|something|one|package|plan|option|any)\b.{0,25}\b(?:faster|quicker|sooner)\b|\b(?:faster|quicker|sooner) (?:one|option|package|plan)\b|\b(?:go(?:es)? live|up and running|running|live|ready|set up) (?:any )?(?:faster|sooner|quicker)\b`,
    String.raw`\b(?:algo|alguno|uno|paquete|plan|opcion)\b.{0,25}\bmas (?:rapido|pronto)\b|\b(?:este|quede|funcione|arranque|salga|instal\w*)\w* (?:listo |funcionando )?mas (?:rapido|pronto)\b`,
    String.raw`\b(?:goi|cai) nao\b.{0,25}\b(?:nhanh hon|som hon)\b|\b(?:chay|xong|trien khai|len song|hoat dong) (?:duoc )?(?:nhanh|som) hon\b`,
    "(?:上线|用上|能用|开通|搞定|弄好)(?:快|更快|早)(?:一?点|一些)?的?|(?:快|早)(?:一?点|一些)(?:上线|用上|能用)|更快上线",
  ].join("|"),
);

/** The package a step smaller than the one discussed, with its go-live time, when a faster one is asked for. */
export function fasterThanShown(message: string, topic: Topic | null): Answer[] | null {
  const shown = packageShown(topic);
  if (!shown || !FASTER_LIVE.test(foldForRules(message))) return null;
  const key = stepDown(shown) ?? shown;
  return [{ t: "package", key, price: false }, { t: "timeline", key }];
}

const packageShown = (topic: Topic | null): PackageKey | null => (topic?.kind === "package" && (PACKAGE_KEYS as readonly string[]).includes(topic.key) ? (topic.key as PackageKey) : null);
const stepDown = (key: PackageKey): PackageKey | undefined => PACKAGE_KEYS[bySize(key) + 1];

/** The package one step below `key` ("something more basic than growth"), or null below the smallest. */
export function packageBelow(key: string): Answer[] | null {
  const below = (PACKAGE_KEYS as readonly string[]).includes(key) ? stepDown(key as PackageKey) : undefined;
  return below ? [{ t: "package", key: below, price: false }] : null;
}

/**
 * "Thôi, gói đó chưa cần đâu… Có gói nào nhẹ hơn hông?", "anything smaller than that?" right after a package, with no
 * package of theirs told: the package a step smaller, as it is always shown.
 */
export function smallerThanShown(message: string, topic: Topic | null): Answer[] | null {
  const shown = packageShown(topic);
  const key = shown && DOWN.test(foldForRules(message)) ? stepDown(shown) : undefined;
  return key ? [{ t: "package", key, price: false }] : null;
}
