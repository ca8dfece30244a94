import { sitePassage } from "./knowledge/site-passage.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// When the privacy policy was last changed: "when was your privacy policy last updated?", "¿cuándo actualizaron la
// política de privacidad?", "chính sách quyền riêng tư cập nhật lần cuối khi nào?", "隐私政策最后一次更新是哪一天？".
// The page's own date answers (it is a fact about the site, not an off-topic question). Folded text.

const PRIVACY = /\bprivacy\b|\bprivacidad\b|\bquyen rieng tu\b|\bchinh sach bao mat\b|隐私/;
const UPDATED = /\b(?:updated?|revised?|changed|modified|actualiz\w*|modific\w*|revis\w*|cambi\w*|cap nhat|sua doi|thay doi)\b|更新|修订|修改|改过/;

// Its date asked, not what happens when it changes.
const WHEN = /\b(?:when|last|lately|recently|date|fecha|cuando|ultima vez|ultimamente|lan cuoi|khi nao|ngay nao|bao gio)\b|最后|最近|哪天|哪一天|什么时候|日期|何时/;

/** The privacy page's last-updated date, when the folded part asks when it was updated; else null. */
export function privacyUpdatedAsked(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!PRIVACY.test(text) || !UPDATED.test(text) || !WHEN.test(text)) return null;
  const passage = sitePassage("page:privacy-updated", facts);
  return passage ? { answers: [passage], topic: null, intent: "about" } : null;
}
