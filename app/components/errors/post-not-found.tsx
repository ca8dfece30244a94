import { NotFound } from "./not-found.tsx";
import { usePageLanguage } from "../../lib/page-language.ts";
import { errorsEn } from "#common/i18n/errors.ts";

/**
 * An unknown (or unpublished) slug. The route answers HTTP 404 with the site's not-found screen, in the address's
 * language (/es/blog/… is Spanish), its button to that language's blog.
 */
export function PostNotFound() {
  const language = usePageLanguage();
  const text = language.translated?.errors ?? errorsEn;
  return <NotFound title={text.postNotFoundTitle} message={text.postNotFoundMessage} back={{ to: language.to("/blog"), label: text.backToBlog }} />;
}
