import type { QualificationRole } from "#common/contacts/contact-roles.ts";
import { extractQualification, toolsNamed, type ExtractedQualification } from "./extract.ts";

// The visitor's answer to the one question the chat assistant asked (issue 37, item 6): "broker", "just me", "12",
// "next month", "we use kvCORE". Out of context these state nothing (extract.ts is strict on purpose); as the answer
// to "are you an agent, a broker…?" they do. A reply that does not answer is no answer: nothing is guessed.

export const ASKED_FIELDS = ["role", "teamSize", "timeline", "problem", "tools"] as const;
export type AskedField = (typeof ASKED_FIELDS)[number];

/** Folded like extract.ts: lower case, no accents, đ→d. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "").replace(/[đĐ]/g, "d").replace(/[’`]/g, "'").toLowerCase().replace(/\s+/g, " ").trim();

// The question names agent, broker, team leader and property manager in each language; these are the answers to it.
const ROLE_ANSWERS: [QualificationRole, RegExp][] = [
  ["property_manager", /property manag|manage (?:rentals|properties)|administr\w* de propiedades|gestor\w* de propiedades|administro propiedades|quan ly (?:bat dong san|nha cho thue|tai san|cho thue)|物业/],
  ["team_leader", /team lead|lead a team|run a team|lider de(?:l)? equipo|jefe de equipo|truong nhom|truong team|团队(?:负责人|领导|长)|带团队|队长/],
  ["broker", /\bbroker|\bcorredor|correduria|chu (?:san|cong ty|van phong)|经纪公司|经纪商|地产公司老板/],
  ["agent", /\bagent|\brealtor|\bagente|asesor\w* inmobiliari|moi gioi|经纪人|中介/],
  ["other", /\b(?:other|none of (?:those|these|them)|neither|investor|lender|loan officer|otro|otra cosa|ninguno|inversionista|khac|nha dau tu)\b|其他|都不是|投资/],
];

const OTHERS_ROLE = /\b(?:(?:my|our|her|his|their|mi|nuestro|nuestra|su) (?:managing )?(?:broker|brokers|team lead(?:er)?|agent|agents|realtor|property manager|corredor|corredora|agente)|(?<!\b(?:i['’]?m|i am|am|as|soy|yo soy) )the (?:brokerage|broker|agents?))\b/g;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, quince: 15, veinte: 20,
  mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10,
};
const ZH_NUMBER: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const ALONE = /\b(?:just me|only me|me alone|myself|i work alone|solo yo|yo solo|solo soy yo|trabajo solo|trabajo sola|mot minh|minh toi|chi minh toi|chi co toi|chi co minh)\b|一个人|就我|只有我/;

function teamSizeIn(folded: string, raw: string): number | undefined {
  if (ALONE.test(folded)) return 1;
  // A number that is not money, a share or a time: "12", "about 25 agents", "two of us".
  const digits = folded.match(/(?<![$\d])(\d{1,4})(?!\s*(?:%|k\b|months?|meses|thang|years?|anos|nam\b|\d))/)?.[1];
  const word = folded.match(/\b([a-z]+)\b(?=\s*(?:of us|agents|people|de nosotros|agentes|personas|nguoi|moi gioi)?\s*$)/)?.[1];
  const zh = raw.match(/([一二两三四五六七八九十])\s*(?:个|位|名)?\s*(?:人|经纪人)/)?.[1];
  const n = digits ? Number(digits) : word && word in NUMBER_WORDS ? NUMBER_WORDS[word] : zh ? ZH_NUMBER[zh] : undefined;
  return n !== undefined && n >= 1 && n <= 10_000 ? n : undefined;
}

const NOW = /\b(?:now|right now|asap|today|ya|ahora|ahorita|ya mismo|ngay|ngay bay gio|bay gio)\b|现在|马上|尽快/;
const UNSURE = /\b(?:not sure|no idea|dunno|don'?t know|no se|no estoy seguro|chua biet|khong biet|chua chac)\b|不确定|不知道|还没想好/;
const NO_TOOLS = /\b(?:none|nothing|no crm|nothing yet|ninguno|ninguna|nada|khong co|chua co|khong dung)\b|没有|没用/;

/** A plain statement long enough to be a reason (not a question, not "ok"): the main problem in the visitor's words. */
function problemIn(message: string): string | undefined {
  const text = message.trim().replace(/\s+/g, " ");
  if (/[?？]/.test(text) || text.length > 200) return undefined;
  const words = /\p{Script=Han}/u.test(text) ? [...text.replace(/[\s，。！,.!]/g, "")].length / 2 : text.split(" ").length;
  if (words < 2) return undefined;
  const cut = text.split(/[.!。！\n]/)[0]!.trim();
  return cut.length >= 4 ? cut.charAt(0).toUpperCase() + cut.slice(1) : undefined;
}

/**
 * What the visitor's message answers of `asked`, beside anything it states on its own (extract.ts). `answered` is false
 * when it does not answer the question (the visitor went on with something else): the chat counts that as skipped.
 */
export function readAnswer(asked: AskedField, message: string): { answered: boolean; found: ExtractedQualification } {
  const stated = extractQualification(message);
  const folded = fold(message);
  const raw = message.normalize("NFC").toLowerCase();
  const found: ExtractedQualification = { ...stated };
  switch (asked) {
    case "role": {
      // "my broker says add Mailchimp", "mi corredor dice…": someone the visitor works for or with is not who they are.
      const own = (text: string): string => text.replace(OTHERS_ROLE, " ");
      found.role ??= ROLE_ANSWERS.find(([, pattern]) => pattern.test(own(folded)) || pattern.test(own(raw)))?.[0];
      break;
    }
    case "teamSize":
      found.teamSize ??= teamSizeIn(folded, raw);
      break;
    case "timeline":
      found.timeline ??= NOW.test(folded) || NOW.test(raw) ? "now" : UNSURE.test(folded) || UNSURE.test(raw) ? "unknown" : undefined;
      break;
    case "tools": {
      const named = toolsNamed(message);
      if (named.length) found.tools = [...new Set([...(found.tools ?? []), ...named])];
      // "None yet" answers the question without naming a tool: nothing to store, nothing skipped.
      if (!named.length && (NO_TOOLS.test(folded) || NO_TOOLS.test(raw))) return { answered: true, found: clean(found) };
      break;
    }
    case "problem":
      found.problem ??= problemIn(message);
      break;
  }
  const result = clean(found);
  return { answered: result[asked] !== undefined, found: result };
}

const clean = (found: ExtractedQualification): ExtractedQualification =>
  Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as ExtractedQualification;
