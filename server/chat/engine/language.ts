import { foldAccents } from "./text.ts";
import type { Language } from "./types.ts";

// Chat messages are too short for statistical language guessers ("hola", "ok thx"), so detection
// counts function words and script clues, and an undecided message keeps the conversation's language.

const HAN = /\p{Script=Han}/gu;
// Letters that Vietnamese uses and Spanish does not (ă, â, ê, ô, ơ, ư, đ and the dot-below / hook-above tones).
const VIETNAMESE_LETTERS = /[ăâêôơưđàèìòùảẻỉỏủỷạẹịọụỵấầẩẫậắằẳẵặếềểễệốồổỗộớờởỡợứừửữựỳỹẽõĩũ]/giu;
const SPANISH_MARKS = /[ñ¿¡]|[áéíóú](?![\u0300-\u036f])/giu;

const words = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

// Spanglish ("somos un team de 6 agents en Katy"): English nouns in a Spanish frame; the frame's function words count.
const SPANISH = words(`
  hola buenas buenos gracias grasias que como cuanto cuanta cuantos cuantas cuesta cuestan precio precios quiero quisiera necesito
  nesesito tienen tiene tengo ustedes usted para por con sin los las el la del una uno es son esta estan estoy mi mis su sus yo
  te nos y pero porque donde cuando quien quienes cual cuales hay puedo pueden puede hacen hace hablar llamar correo telefono numero
  horario semana mes al lo muy mas tambien bien adios hasta luego agendar cita consulta ayuda ayudar servicios servicio paquete paquetes
  planes empresa equipo agente agentes trabajo trabajan soy llamo nombre presupuesto favor porfa ahora hoy manana dame dime buen dia
  alguien persona humano gratis ese esa eso esto este sobre tienes eres algun alguna ser se le les pasame quienes nosotros abren
  cierran incluye sale vale cobran aqui alla si estas sabados domingos articulos mucho muchas muchos todo todos chao tambien
  holi hablamos vemos pronto claro gusto bueno buena quisiera podemos podrian tengan ayudan sirve funciona cuesta cuestan
  tiempo semana dias noches ahorita luego despues antes siempre nunca algo nada mejor tus tu todas nuestra nuestro ellos ella
  unos unas estos estas esos esas mucha cada entre hacia desde segun ya manden mensajes mensaje basta saquen saquenme lista
  borren datos llamen vuelvan dejen envien enviarme correos baja darme atienden cubren jalan kiero usan sirve conectan integran
  somos de en un queremos recomiendan recomienda recomiendas automatico automatica
  aceptan acepta aceptamos pagar pago pagos pagarles cheque abonos plazos cuotas financiamiento empleados dueno fundador fundo pa q nomas
`);

const ENGLISH = words(`
  the an is are am was what whats how much many do does did you your yours u ur i im my we our us they to for of and or in on at
  with have has can could would will want need please pls thanks thank thx hi hello hey bye there this that it its price cost
  book call talk about hours open where when who why which be get tell give work team help any some if not just like know really
  all from up out time day today week month monthly number name company human person yes sure great good morning afternoon evening
  guys yall would should ill id dont cant more offer offers services service package packages cheap expensive
  see soon later night so go got gotta let lets then also too instead though else other one ones yeah yep nope nah maybe
`);

// Chat Vietnamese is typed short as often as not: bn (bao nhiêu, or bạn), ko/k0/hok/khum (không), dc/đc (được), j (gì),
// mn (mọi người), ntn (như thế nào), cx (cũng), trc (trước), bh (bây giờ), ib (nhắn riêng), ak (à): none is a word of
// English or Spanish.
const VIETNAMESE_WORDS = words(`xin chao cam ban toi khong bao nhieu gia dich vu dong hoa goi cua gi nao duoc lam sao minh anh chi
  muon van dat lich hen gio viec dien thoai lien cho biet vay nhe ko dc ket noi sdt khach hang khong nha ben nhung
  xoa thi sao giup gium dum cong ty cty em nhan tin gui nua roi voi hoi lai bai viet ve xai dung
  bn k0 hok khum j mn ntn cx trc bh ib ak`);

// Vietnamese typed without its marks ("toi la Khoa", "goi nay gom may nen tang") folds to words English and Spanish
// also spell ("la", "con", "do", "in"). Words of its own count once, and two words that go together in Vietnamese
// ("toi la", "o dau", "con cai", "truoc do") count once more, so "toi la Ana" outweighs Spanish "la".
const VIETNAMESE_PLAIN = words(`tui hong bua dzay nhen gom nen tang thoi het huong truoc nhat ngon tren duong dau kia cai phi qua ra mot thang nghin ngan trieu
  phai nhieu hom nay hon nguoi tieng khu vuc phuc thuc mua ngay luc trong sau thue xem chua cung nhu vao tai neu thay hieu tro
  nhanh chut xong tot cac khoang gian gap muoi`);
const VIETNAMESE_PAIRS = words(`du_lieu tra_loi cua_tui toi_la la_gi la_ai o_dau con_cai cai_kia cai_nay cai_do truoc_do bai_do in_ra bo_qua gom_may co_may
  may_nen may_gio bao_gio bat_dau re_hon co_phai co_the phuc_vu ho_tro cai_dat nen_tang huong_dan hom_nay bang_tieng tu_cai tu_lam
  chu_nha con_gi con_nua la_bao do_la thi_sao co_gi co_khong em_la anh_la chi_la minh_la nha_dat
  ten_la toi_ten em_ten anh_ten chi_ten minh_ten so_do lan_so neu_gap
  ten_con ten_em ten_anh ten_chi ten_minh so_dien dien_thoai`);

// Spanish words that are also Vietnamese ones typed without marks: con (còn), la (là), do (đó), de (để), ve (về), no
// (nó), so (số), ma (mà), da (đã, dạ), tu (tự).
const SHARED_WITH_VIETNAMESE = words("con la do de ve no so ma da tu");

// What a visitor types that belongs to no language: addresses, numbers, and names written with a capital inside a
// sentence ("Data Tools va Communication", "Esperanza con Ruiz Home Team"): product, platform, person and place names,
// and two of them joined by "and" wherever they stand ("Business and Marketing?" is one row of the setup table).
// A place named with an article or a saint ("La Porte", "El Paso", "San Antonio", "Los Angeles") is a name, even opening the message.
const NOT_WORDS = /(?<![\p{L}\d'’])(?:La|El|Los|Las|San|Santa|Le)\s+\p{Lu}[\p{L}\d]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|\+?\d[\d\s().-]{6,}\d|(?<![\p{L}\d'’])\p{Lu}[\p{L}\d]+\s+(?:and|&)\s+\p{Lu}[\p{L}\d]+|(?<![.!?:]\s*|^\s*)(?<![\p{L}\d'’])\p{Lu}[\p{L}\d]+/gu;

const tokensOf = (text: string): string[] => foldAccents(text.toLowerCase()).replace(/['’]/g, "").split(/[^a-z0-9]+/).filter(Boolean);

// "gói Growth bn 1 tháng": á, ó and é are Vietnamese tones too. In a word that is Vietnamese and not Spanish ("gói",
// "tháng", "có") the mark says nothing of Spanish.
const vietnameseOnly = (word: string): boolean => {
  const key = foldAccents(word.toLowerCase());
  return (VIETNAMESE_WORDS.has(key) || VIETNAMESE_PLAIN.has(key)) && !SPANISH.has(key);
};
const spanishMarks = (message: string): number =>
  message.split(/[^\p{L}\p{M}¿¡]+/u).filter((w) => !vietnameseOnly(w)).reduce((n, w) => n + (w.match(SPANISH_MARKS)?.length ?? 0), 0);

type Counts = { es: number; en: number; vi: number };
function count(message: string): Counts {
  const counts: Counts = { es: spanishMarks(message) * 2, en: 0, vi: 0 };
  const tokens = tokensOf(message);
  tokens.forEach((token, at) => {
    if (SPANISH.has(token) || /^hola+$/.test(token)) counts.es++;
    if (ENGLISH.has(token)) counts.en++;
    if (VIETNAMESE_WORDS.has(token) || VIETNAMESE_PLAIN.has(token)) counts.vi++;
    if (at > 0 && VIETNAMESE_PAIRS.has(`${tokens[at - 1]}_${token}`)) counts.vi++;
  });
  return counts;
}

function mostlyEnglish(message: string, han: number): boolean {
  if (han > 4) return false;
  const latin = tokensOf(message.replace(HAN, " ")).filter((t) => /^[a-z]/.test(t));
  const { en, es, vi } = count(message.replace(HAN, " ").replace(NOT_WORDS, " "));
  return latin.length >= 4 * han && en >= 4 && en > es + vi;
}

const EN_COURTESY = new Set(["bye", "ok", "okay", "oki", "thanks", "thank", "thx", "ty", "you", "u", "hi", "hello"]);

// Words quoted from someone else: "…'chị ơi' this n 'cảm ơn chị' that lol. which add-on answers WhatsApp?", "like 'buenas
// noches, ¿en qué le puedo ayudar?' n all that?". (An apostrophe inside a word, "y'all's", quotes nothing.)
const QUOTED = /(?<!\p{L})'[^'\n]{2,80}'(?!\p{L})|"[^"\n]{2,80}"|“[^”\n]{2,80}”|‘[^’\n]{2,80}’|«[^»\n]{2,80}»|「[^」\n]{2,80}」/gu;

export function detectLanguage(message: string, previous: Language | null): Language {
  // What the visitor quotes sets no language when enough of their own words are left to decide it.
  const own = message.replace(QUOTED, " ");
  if (own !== message && (own.match(/\p{L}+/gu)?.length ?? 0) >= 6) return detectLanguage(own, previous);
  const han = message.match(HAN)?.length ?? 0;
  const letters = message.match(/\p{L}/gu)?.length ?? 0;
  // Neither Spanish nor Vietnamese is written with Han characters: two are enough, whatever names sit around them.
  // "请问, boss want our listings auto post…": a Chinese word or two opening a line that is English through and through
  // leaves it English (four English words at least for each Han character, and most of them English function words).
  if ((han >= 2 || (han > 0 && han >= letters * 0.3)) && !mostlyEnglish(message, han)) return "zh";
  const viLetters = message.match(VIETNAMESE_LETTERS)?.length ?? 0;

  const all = count(message);
  // Words only: names, addresses and numbers set aside ("toi la Khoa, 713-555-0195, khoa@…" is not Spanish for "la").
  const bare = count(message.replace(NOT_WORDS, " "));
  const { vi } = bare;
  // Vietnamese shares á, é, ó… with Spanish: its own letters, or its words, decide.
  // "còn Foundation?" in a Vietnamese conversation: one letter Spanish never writes keeps it Vietnamese ("con" is Spanish too).
  if (viLetters >= 2 || (viLetters >= 1 && (all.vi >= 1 || previous === "vi"))) return "vi";
  if (vi >= 2 && vi > bare.es && vi > bare.en) return "vi";
  // "email anh: tung@…", "sdt em 713…": a detail labelled with one Vietnamese word and no word of another language is
  // too short to outweigh the conversation's language; opening one, it is Vietnamese (not the address's "le").
  if (vi >= 1 && bare.es === 0 && bare.en === 0) return previous ?? "vi";
  // "Customer Service Agent?", "Business and Marketing": names alone say nothing of the language; the conversation's stays.
  if (previous && bare.es === 0 && bare.en === 0 && bare.vi === 0 && all.vi === 0) return previous;
  // "con Google Drive?", "la cai nao?" in a Vietnamese conversation: "còn", "là" typed without their marks. A short turn
  // whose only Spanish words are ones Vietnamese also spells keeps the conversation's Vietnamese.
  const turnWords = tokensOf(message.replace(NOT_WORDS, " "));
  if (previous === "vi" && bare.en === 0 && spanishMarks(message) === 0 && turnWords.length <= 4 && turnWords.every((w) => !SPANISH.has(w) || SHARED_WITH_VIETNAMESE.has(w))) return "vi";
  // "bye chi", "ok em", "thanks anh" in a Vietnamese conversation: an English courtesy word beside a Vietnamese form of
  // address is still Vietnamese.
  if (previous === "vi" && bare.vi >= 1 && turnWords.length <= 3 && turnWords.every((w) => !ENGLISH.has(w) || EN_COURTESY.has(w))) return "vi";
  // "Esperanza con Ruiz Home Team, …": the words around the names decide when there are any.
  const { es, en } = bare.es + bare.en > 0 ? bare : all;
  if (es > en) return "es";
  if (en > es) return "en";
  return previous ?? "en";
}
