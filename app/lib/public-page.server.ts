import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { localeFromPath } from "#common/i18n/locales.ts";
import { appContext } from "./app-context.ts";
import { requestPath } from "./request-path.ts";
import { seoMeta, type SeoInput, type SeoSite } from "./seo.ts";

export { absoluteUrl } from "./seo.ts";
import type { PublicLayoutData } from "./public-layout.ts";

type LoaderArgsLike = { context: Readonly<RouterContextProvider>; request: Request };

/** A public request's site facts: the public settings, the origin and the language the address names (decisions/048). */
export type PublicPage = Pick<PublicLayoutData, "site" | "origin" | "locale"> & SeoSite;

/**
 * Read by the public layout's loader for the chrome and by each public page's loader for its tags (pageMeta): the
 * settings come from the settings service's cache, so both loaders of one request cost no query.
 */
export async function publicPage({ context, request }: LoaderArgsLike): Promise<PublicPage> {
  const { services, origin } = context.get(appContext);
  return { site: await services.settings.publicSite(), origin, locale: localeFromPath(requestPath(request)) };
}

/**
 * A public page's title, description, canonical, Open Graph, Twitter, hreflang and JSON-LD tags, built on the server
 * (seo.ts): the page's loader returns them as `meta`, and its meta function hands them over, on the first load and
 * after a client-side navigation alike (its loader runs for the page's data then).
 */
export function pageMeta(page: PublicPage, input: Omit<SeoInput, "layout" | "matches">): MetaDescriptor[] {
  return seoMeta({ ...input, layout: page });
}
