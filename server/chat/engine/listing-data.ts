import type { Resolved } from "./resolved.ts";

// The listings asked about in everyday words: "where does the data on local homes for sale come from?", "¿de dónde
// sacan los datos de las casas en venta?", "dữ liệu nhà đang rao bán ở địa phương lấy từ đâu", "在售房源的数据从哪来":
// the MLS/HAR listing data we connect. Read on folded text (foldForRules).
const HOMES_FOR_SALE = String.raw`(?:homes?|houses?|propert(?:y|ies)|listings?) (?:for sale|on the market|being sold|up for sale)`;
const LISTING_DATA = new RegExp(
  [
    String.raw`\b(?:data|info\w*|feeds?)\b.{0,12}\b(?:on|about|of|for)\b.{0,12}\b${HOMES_FOR_SALE}\b`,
    String.raw`\b(?:datos|informacion|listados?)\b.{0,12}\b(?:de|sobre)\b.{0,12}\b(?:casas|propiedades|viviendas|inmuebles) (?:en venta|a la venta|que se venden)\b`,
    String.raw`\b(?:du lieu|nguon|thong tin|danh sach|tin)\b(?: (?:ve|cua|cac|nhung))*\s(?:can nha|nha|can ho|bat dong san|bds|can)(?: (?:dang|duoc))?(?: rao)? ban\b`,
    // "¿su sistema saca los datos de las casas del listado local?", "pull the homes from the local listings": the local
    // listing service named in plain words.
    // "¿su sistema jala las casas de los listados de aquí de Houston?": the homes pulled from the listings.
    String.raw`\b(?:jala|jalan|saca|sacan|toma|toman|trae|traen|agarra|agarran|baja|bajan)\b.{0,15}\b(?:casas|propiedades|viviendas|inmuebles)\b.{0,12}\b(?:de|desde) (?:los |el )?(?:listados?|mls|listings?)\b|\b(?:datos|informacion)\b.{0,20}\b(?:casas|propiedades|viviendas|inmuebles)\b.{0,20}\b(?:listado|listados|listing|mls) (?:local|locales|de houston|del area)\b|\b(?:pull|pulls|take|takes|get|gets|use|uses)\b.{0,25}\b(?:homes|houses|listings|properties)\b.{0,20}\bfrom (?:the )?local (?:listings?|listing service)\b`,
    // "¿el asistente contesta con las casas que de verdad están disponibles?", "homes that are actually for sale".
    String.raw`\bcasas (?:que )?(?:de verdad|realmente|reales)\b.{0,20}\b(?:disponibles|a la venta|en venta)\b|\bcasas (?:que )?(?:de verdad |realmente )?(?:estan|hay) (?:disponibles|a la venta|en venta)\b|\b(?:homes|houses|listings) (?:that are )?(?:actually|really) (?:available|for sale|on the market)\b`,
    // "¿la IA sabe qué casas están a la venta o se lo va inventando?", "the homes it mentions, real or made up?".
    // (Posts about the listings, "挂牌房源的社交媒体帖子", are the Social Scheduler's, not the listing data.)
    String.raw`\b(?:casas|propiedades|viviendas|homes|houses|listings)\b.{0,50}\b(?:(?:se (?:lo |los |las )?)?(?:va )?invent\w*|mak(?:e|es|ing) (?:it|stuff|things|them|those) up|made up)\b`,
    // "will it know what's actually for sale around here or will it go making up houses", "con AI nớ có biết mấy căn nhà đang
    // rao bán thiệt không hay là nói bừa?", "có lấy nhà đang bán ngoài thị trường không hay là tự chế ra?": what is really for
    // sale, or made up.
    String.raw`\bwhat s (?:actually |really )?(?:for sale|on the market)\b.{0,60}\b(?:mak(?:e|es|ing) up|made up|invent\w*)\b|\b(?:making|makes|make) up (?:houses|homes|listings)\b|\b(?:nha|can nha|can ho)\b.{0,15}\b(?:dang|duoc)? ?(?:rao )?ban\b.{0,40}\b(?:noi bua|tu che|bia ra|bia|che ra|noi dai|noi lao|doan mo|doan bua)\b|\b(?:nha|can nha|can ho|can)\b (?:dang |duoc )?(?:rao )?ban\b.{0,40}\b(?:lay|lay thong tin|thong tin|du lieu)\b.{0,20}\b(?:tu dau|(?:tu )?nguon nao|o dau)\b`,
    // "does the bot know what's on the market right now, or is it guessing", "¿sabe lo que de verdad está disponible o se
    // lo saca de la manga?": what is for sale now, or guessed.
    String.raw`\bwhat ?s (?:actually |really )?(?:on the market|for sale|available)(?: right now| now| today)?\b.{0,40}\b(?:guess\w*|mak\w* (?:it|stuff) up|winging it)\b|\blo que (?:de verdad |realmente )?(?:esta|hay) (?:disponible|a la venta|en venta)\b.{0,40}\b(?:saca de la manga|invent\w*|adivin\w*)\b`,
    String.raw`(?:在售房源|挂牌房源)(?![^，。？！?]{0,12}(?:帖子|贴文|社交媒体|朋友圈))|(?:房源|楼盘)(?:数据|信息|资料).{0,6}(?:从哪|哪里来|来源|怎么来)`,
  ].join("|"),
);

// "does the AI learn the way our office talks about the homes for sale?": the agent trained on listings and voice that
// every package has, not where the listing data comes from.
const LEARNS_VOICE = /\b(?:hoc theo|noi chuyen|giong (?:van|noi)|learn\w* (?:how|the way)|talks?|voice|tono|forma de hablar|como habla\w*)\b|语气|口吻|说话的方式/;

/** "where does your listing data come from?" said without "MLS" or "listing": the MLS entry. */
export function listingDataAsked(text: string): Resolved | null {
  return LISTING_DATA.test(text) && !LEARNS_VOICE.test(text) ? { answers: [{ t: "entry", id: "mls" }], topic: null, intent: "integrations" } : null;
}
