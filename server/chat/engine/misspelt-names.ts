// The names of what we offer typed wrong, as phones and hurried thumbs type them, read as the site spells them so every
// rule that reads a name reads these too:
// - a Latin-script name one letter off ("grouth", "voise AI", "hubspott", "Enterprice", "mailchimpp"), or two off in a
//   long one ("entreprise", "quickbook"), by edit distance against the site's own names (only names of six letters or
//   more, so "slack" is never "stack" or "black");
// - names spelt by ear in Spanish, Vietnamese and Chinese ("guatsap", "jubspot", "fundeision", "phao-đây-sần", "gờ râu",
//   "hấp spót", "vót AI", "客福", "机器仁", "按装费"), from a table of how each language sounds them out.
// A few key words typed the same way go with them ("pakete", "conbiene", "bun-đồ", "dashbord", "套参", "按装费").
// Words of the visitor's own language that happen to sit near a name stay as they are: only whole words are respelt,
// and a word of the table is respelt only as written there. The names are today's offerings and platforms, chosen so no
// common word sits one letter from them ("Market" is left out for "marked"); a name added to the site is added here.

const NAMES = [
  "Foundation", "Growth", "Enterprise", "HubSpot", "Salesforce", "Mailchimp", "Calendly", "QuickBooks", "Airtable", "WhatsApp",
  "Instagram", "Facebook", "Outlook", "Twilio", "kvCORE", "Commander", "Dashboard", "Customer", "Integrations", "Scheduler",
];

// Words one letter from a name that are words of their own, never respelt.
const KEEP = new Set(["grown", "growths", "outlooks", "customers", "schedule", "scheduled", "schedules", "dashboards", "foundations", "commanders", "integration", "enterprises"]);

// Sounded out: each pattern (any case) and the name it spells.
const BY_EAR: [RegExp, string][] = [
  [/(?<![\p{Script=Latin}])(?:guatsap|guatsapp|guasap|guasapp|wasap|wassap|watsap|watsapp|whatsap|wahtsapp|whatapp|whats app|oát[- ]?sáp|quát[- ]?sáp|oat[- ]?sap)(?![\p{Script=Latin}])/giu, "WhatsApp"],
  [/(?<![\p{Script=Latin}])(?:jubspot|jabspot|hub spot|hubs pot|hấp[- ]?spót|háp[- ]?spót|hap[- ]?spot|hấp[- ]?bót)(?![\p{Script=Latin}])/giu, "HubSpot"],
  [/(?<![\p{Script=Latin}])(?:fundeision|fundeishon|faundeishon|faundeision|fondeishon|phao[- ]?đây[- ]?sần|phao[- ]?day[- ]?san|phao[- ]?đê[- ]?sần)(?![\p{Script=Latin}])/giu, "Foundation"],
  [/(?<![\p{Script=Latin}])(?:gờ[- ]?râu|gơ[- ]?râu|go[- ]?rau|grâu|grauth|grouz)(?![\p{Script=Latin}])/giu, "Growth"],
  [/(?<![\p{Script=Latin}])(?:en[- ]?tơ[- ]?prai|en[- ]?to[- ]?prai|en[- ]?tơ[- ]?rai|entepraiz|enterpraiz|enterprais|entrepraiz)(?![\p{Script=Latin}])/giu, "Enterprise"],
  [/(?<![\p{Script=Latin}])(?:vót|vốt|vois|voiz|voise|voyce|vocie|boise|boice)(?=[\s-]*(?:ai|a\.i\.|ây[- ]?ai|ei[- ]?ai)(?![\p{Script=Latin}]))/giu, "Voice"],
  [/(?<![\p{Script=Latin}])(?:gờ[- ]?meo|gơ[- ]?meo|gi[- ]?meo|gmeo|jimeil|gimeil|yimeil)(?![\p{Script=Latin}])/giu, "Gmail"],
  [/(?<![\p{Script=Latin}])(?:i[- ]?meo|i[- ]?meil|imeil)(?=[\s-]+(?:com[- ]?măn[- ]?đơ|com[- ]?man[- ]?do|comander|comandeer|commander))/giu, "Email"],
  [/(?<![\p{Script=Latin}])(?:com[- ]?măn[- ]?đơ|com[- ]?man[- ]?do|comandeer)(?![\p{Script=Latin}])/giu, "Commander"],
  [/(?<![\p{Script=Latin}])(?:bun[- ]?đồ|bân[- ]?đồ|bân[- ]?đô|bon[- ]?dô|bondol|bondle|bandel|bundel)(?![\p{Script=Latin}])/giu, "bundle"],
  [/(?<![\p{Script=Latin}])(?:phô[- ]?lô[- ]?ắp[- ]?bót|pho[- ]?lo[- ]?ap[- ]?bot|(?:folow|follw|fallow|follo|folllow|folo)[\s-]*(?:up|op|ap)[\s-]*bos+|follow[\s-]*(?:op|ap)[\s-]*bos+|follow[\s-]*up[\s-]*bos{2,})(?![\p{Script=Latin}])/giu, "Follow Up Boss"],
  [/(?<![\p{Script=Latin}])(?:ca[- ]?len[- ]?đờ[- ]?li|calendli|calendy|calenly)(?![\p{Script=Latin}])/giu, "Calendly"],
  [/(?<![\p{Script=Latin}])(?:mây[- ]?chim|mail[- ]?chim|meilchimp|mailchim|melchimp)(?![\p{Script=Latin}])/giu, "Mailchimp"],
  [/(?<![\p{Script=Latin}])(?:custumer|costumer|cústomer|custommer)(?=\s+(?:servis|service|servise|sevice))/giu, "Customer"],
  [/(?<![\p{Script=Latin}])(?:servis|servise|sevice)(?=\s+(?:agent|ajent|ejent))/giu, "Service"],
  [/(?<![\p{Script=Latin}])(?:dashbord|dasboard|dashbor|đát[- ]?bọt)(?![\p{Script=Latin}])/giu, "dashboard"],
  [/(?<![\p{Script=Latin}])(?:pakete|paquette|paket|pakette)(?![\p{Script=Latin}])/giu, "paquete"],
  [/(?<![\p{Script=Latin}])conbien(e|en)(?![\p{Script=Latin}])/giu, "convien$1"],
  [/客福/giu, "客服"],
  [/机器仁|机气人/giu, "机器人"],
  [/(?:按|暗|岸)装费/giu, "安装费"],
  [/装修费(?=[^。？?！!]{0,12}(?:月费|多少|几多))/giu, "安装费"],
  [/套参|套惨/giu, "套餐"],
  [/月废|悦费/giu, "月费"],
];

const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j] ?? 0;
      row[j] = Math.min(here + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length] ?? 0;
};

const LOWER = NAMES.map((name) => [name.toLowerCase(), name] as const);

/** The site's name a Latin word misspells (one letter off, two in a name of nine letters or more), or null. */
function nameOf(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 5 || KEEP.has(w)) return null;
  for (const [lower, name] of LOWER) {
    if (lower.length < 6 || w === lower || Math.abs(w.length - lower.length) > 2) continue;
    const d = distance(w, lower);
    if (d === 1 || (d === 2 && lower.length >= 9 && w[0] === lower[0])) return name;
  }
  return null;
}

// An e-mail address, a link or a domain is kept as typed ("ana@grao.example.com" stays the visitor's address).
const ADDRESS_OR_LINK = /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\.(?:com|net|org|io|ai|co|us)\b\S*/giu;

/** The message with the names of what we offer spelt as the site spells them (addresses and links left as typed). */
export function asNamesSpelt(message: string): string {
  let out = "";
  let at = 0;
  for (const m of message.matchAll(ADDRESS_OR_LINK)) {
    out += respelt(message.slice(at, m.index)) + m[0];
    at = (m.index ?? 0) + m[0].length;
  }
  return out + respelt(message.slice(at));
}

function respelt(text: string): string {
  let out = text;
  for (const [pattern, name] of BY_EAR) out = out.replace(pattern, (m, ...rest) => (name.includes("$1") ? name.replace("$1", String(rest[0] ?? "")) : /^\p{Lu}/u.test(m) && /^\p{Ll}/u.test(name) ? name.charAt(0).toUpperCase() + name.slice(1) : name));
  return out.replace(/(?<![\p{Script=Latin}\p{N}@.])[A-Za-z]{5,}(?![\p{Script=Latin}\p{N}@]|\.[a-z])/gu, (word) => nameOf(word) ?? word);
}
