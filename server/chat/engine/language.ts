import { foldAccents } from "./text.ts";
import type { Language } from "./types.ts";

// Chat messages are too short for statistical language guessers ("hola", "ok thx"), so detection
// counts function words and script clues, and an undecided message keeps the conversation's language.

const HAN = /\p{Script=Han}/gu;
// Letters that Vietnamese uses and Spanish does not (ă, â, ê, ô, ơ, ư, đ and the dot-below / hook-above tones).
const VIETNAMESE_LETTERS = /[ăâêôơưđàèìòùảẻỉỏủỷạẹịọụỵấầẩẫậắằẳẵặếềểễệốồổỗộớờởỡợứừửữựỳỹẽõĩũ]/giu;
const SPANISH_MARKS = /[ñ¿¡]|[áéíóú](?![\u0300-\u036f])/giu;

const words = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

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
`);

const ENGLISH = words(`
  the an is are am was what whats how much many do does did you your yours u ur i im my we our us they to for of and or in on at
  with have has can could would will want need please pls thanks thank thx hi hello hey bye there this that it its price cost
  book call talk about hours open where when who why which be get tell give work team help any some if not just like know really
  all from up out time day today week month monthly number name company human person yes sure great good morning afternoon evening
  guys yall would should ill id dont cant more offer offers services service package packages cheap expensive
  see soon later night so go got gotta let lets
`);

const VIETNAMESE_WORDS = words(`xin chao cam ban toi khong bao nhieu gia dich vu dong hoa goi cua gi nao duoc lam sao minh anh chi
  muon van dat lich hen gio viec dien thoai lien cho biet vay nhe ko dc ket noi sdt khach hang khong nha ben nhung
  xoa thi sao giup gium dum cong ty cty em nhan tin gui nua roi voi hoi lai bai viet ve xai dung`);

export function detectLanguage(message: string, previous: Language | null): Language {
  const han = message.match(HAN)?.length ?? 0;
  const letters = message.match(/\p{L}/gu)?.length ?? 0;
  // Neither Spanish nor Vietnamese is written with Han characters: two are enough, whatever names sit around them.
  if (han >= 2 || (han > 0 && han >= letters * 0.3)) return "zh";
  const viLetters = message.match(VIETNAMESE_LETTERS)?.length ?? 0;

  let es = (message.match(SPANISH_MARKS)?.length ?? 0) * 2;
  let en = 0;
  let vi = 0;
  const tokens = foldAccents(message.toLowerCase()).replace(/['’]/g, "").split(/[^a-z0-9]+/);
  for (const token of tokens) {
    if (SPANISH.has(token) || /^hola+$/.test(token)) es++;
    if (ENGLISH.has(token)) en++;
    if (VIETNAMESE_WORDS.has(token)) vi++;
  }
  // Vietnamese shares á, é, ó… with Spanish: its own letters, or its words, decide.
  // "còn Foundation?" in a Vietnamese conversation: one letter Spanish never writes keeps it Vietnamese ("con" is Spanish too).
  if (viLetters >= 2 || (viLetters >= 1 && (vi >= 1 || previous === "vi")) || (vi >= 2 && vi > es && vi > en)) return "vi";
  if (es > en) return "es";
  if (en > es) return "en";
  return previous ?? "en";
}
