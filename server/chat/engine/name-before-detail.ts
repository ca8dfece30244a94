// A name read off the detail it stands next to: the words before an e-mail address that holds them, or a lower-case
// introduction that runs up to the label of the visitor's own detail.
import { EMAIL_ADDRESS, GENERIC_MAILBOX, plainWords } from "./name-list-words.ts";
import { COMPANY_SUFFIX, isKey, JOB_TITLE, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, PLACES, titleCase } from "./name-words.ts";

// "ok put me down tyler nguyen tyler.n@…", "Our broker is Marcus Webb, mwebb@…", "anótame: carla ruiz carla.r@…": the
// words right before an e-mail address are a name when the address's own letters say so: they hold the given name
// ("tyler.n"), or its initial and the surname ("mwebb"). Without that, "email sales sales@…" would name a Mr Sales.
const PUT_DOWN_WORDS = new Set(["as", "down", "under", "me", "for", "is", "put", "como", "a"]);
export function nameBeforeAddress(message: string): string | undefined {
  const address = EMAIL_ADDRESS.exec(message);
  if (!address) return undefined;
  const local = address[0].split("@")[0]!.toLowerCase().replace(/[^a-z]/g, "");
  const before = message.slice(0, address.index).replace(/[\s,:;•·|()–—-]+$/u, "");
  const words = /(?:^|\s)((?:\p{L}[\p{L}'’-]*\s+){0,2}\p{L}[\p{L}'’-]*)$/u.exec(before)?.[1]?.split(/\s+/) ?? [];
  for (let n = words.length; n >= 1; n--) {
    const candidate = words.slice(-n);
    const text = candidate.join(" ");
    if (!plainWords(text) || COMPANY_SUFFIX.test(text) || JOB_TITLE.test(text)) continue;
    const keys = candidate.map((w) => isKey(w).replace(/[^a-z]/g, ""));
    // "put me down as Donie, donie.c@…": the words of the request before the name ("down as") are no part of it.
    if (keys.some((k) => PUT_DOWN_WORDS.has(k))) continue;
    const given = keys[0]!;
    const surname = keys[n - 1]!;
    if (given.length < 3 || GENERIC_MAILBOX.has(given)) continue;
    if (local.includes(given) || (n > 1 && surname.length >= 3 && local.startsWith(given.charAt(0)) && local.includes(surname))) return titleCase(candidate);
  }
  return undefined;
}

// "soy maricruz oyervides mi whatsapp es 936…", "im dana lee my cell 713…": typed in lower case, the introduction runs
// up to the label of the visitor's own detail (or the detail itself), which ends it; every word must be a plain one.
const OWN_DETAIL_NEXT = /^\s*[,.]?\s*(?:(?:mi|my|mis)\s+(?:cel|cell|celular|whatsapp|wasap|n[uú]mero|number|tel|tel[eé]fono|phone|mobile|correo|e-?mail)\b|\+?\(?\d{3}|[\w.+-]+@)/iu;
export function nameBeforeOwnDetail(words: string, rest: string): string | undefined {
  const all = words.split(/\s+/);
  const stop = all.findIndex((w) => NAME_STOP.has(isKey(w)));
  const kept = stop < 0 ? all : all.slice(0, stop);
  if (kept.length === 0 || !OWN_DETAIL_NEXT.test(`${all.slice(kept.length).join(" ")} ${rest}`)) return undefined;
  const plain = kept.every((w) => /^\p{L}[\p{L}'’-]+$/u.test(w) && ![NOT_A_NAME, PLACES, OFFERING_WORDS].some((set) => set.has(isKey(w))));
  return plain && !JOB_TITLE.test(kept.join(" ")) ? titleCase(kept) : undefined;
}

// "Mi número es 281-555-0196, Marta Tzul.", "Al 832-555-0193, Sonia. En la tarde", "mi correo es sonia@…, Sonia Cálix",
// "Số chị là 713-555-0139, chị Nhung, gọi buổi chiều": a name signed right after the number or the address, closing its
// clause. Capitalised and plain: "…0196, Katy." is a place, "…0196, thanks" no name.
const SIGNED_AFTER_DETAIL = /(?:\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*[,–—-]\s*(?:(?:chị|anh|em|cô|chú|bác|la|el|soy)\s+)?(\p{Lu}[\p{L}'’-]{2,}(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s*(?:[.!,;]|$)/u;
export function nameAfterNumber(message: string): string | undefined {
  const words = SIGNED_AFTER_DETAIL.exec(message)?.[1]?.split(/\s+/) ?? [];
  if (words.length === 0) return undefined;
  const plain = words.every((w) => ![NOT_A_NAME, PLACES, OFFERING_WORDS].some((set) => set.has(isKey(w))));
  return plain && !COMPANY_SUFFIX.test(words.join(" ")) && !JOB_TITLE.test(words.join(" ")) ? titleCase(words) : undefined;
}
