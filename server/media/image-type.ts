/** What a file's first bytes say it is. The name and the declared type are never trusted (docs/decisions/029). */
export type SniffedType = "jpeg" | "png" | "gif" | "webp" | "avif" | "svg" | "unknown";

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Uint8Array, from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));

export function sniffImageType(buf: Uint8Array): SniffedType {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(buf, 0, 6) === "GIF87a" || ascii(buf, 0, 6) === "GIF89a") return "gif";
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a `ftyp` box whose major brand (or a compatible one) is AVIF.
  if (ascii(buf, 4, 8) === "ftyp") {
    const boxSize = Math.min(buf.length, (buf[0]! << 24) | (buf[1]! << 16) | (buf[2]! << 8) | buf[3]!);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(buf, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
    return "unknown";
  }
  if (looksLikeSvg(buf)) return "svg";
  return "unknown";
}

/** Text (after a BOM, blanks, an XML declaration, comments or a doctype) whose first element is `<svg`. */
function looksLikeSvg(buf: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(buf.subarray(0, 4096)).replace(/^\uFEFF/, "");
  const rest = head.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, "");
  return /^<svg[\s>]/i.test(rest);
}
