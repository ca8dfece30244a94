import type { Route } from "./+types/privacy";
import { pageMeta, publicPage } from "../../lib/public-page.server.ts";
import { requestPath } from "../../lib/request-path.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import { Stylesheet } from "../../lib/inline-stylesheet.tsx";
import proseHref from "../../components/blog/blog-prose.css?url";
import { PRIVACY_LAST_UPDATED, PRIVACY_PATH, privacyIntro, privacyTopEn } from "#common/content/privacy-meta.ts";
import { pageLocale } from "#common/i18n/page-languages.ts";
import { fill } from "#common/i18n/fill.ts";
import { privacyTranslations } from "#common/i18n/privacy.translations.ts";

// The policy text lives in common/content/privacy.ts and is laid out by components/site/privacy-body.tsx: a
// deferred section that is text and links only, so its server HTML is all a reader needs; its code loads when
// someone touches or focuses it (a link tapped before then is followed once it is there).
const PrivacyBody = deferred("privacy-body", () => import("../../components/site/privacy-body.tsx").then((m) => m.PrivacyBody), {
  when: "interaction",
});

// The policy in another language comes with the data (privacyTranslations stays on the server); English is built in.
// Its tags are built here, on the server.
export async function loader(args: Route.LoaderArgs) {
  const locale = pageLocale(requestPath(args.request));
  const text = locale === "en" ? null : (privacyTranslations[locale] ?? null);
  const page = await publicPage(args);
  const top = text?.top ?? privacyTopEn;
  return { text, meta: pageMeta(page, { title: top.title, description: fill(top.description, { siteName: page.site.siteName }), path: PRIVACY_PATH }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const site = usePublicSite();
  const translated = loaderData.text;
  const top = translated?.top ?? privacyTopEn;
  return (
    <main id="main">
      <Stylesheet href={proseHref} />
      <PageHero title={top.title} lead={privacyIntro(site.siteName, top)}>
        <p className="mt-6 text-sm text-slate-300">
          {top.lastUpdated} <time dateTime={PRIVACY_LAST_UPDATED.iso}>{top.lastUpdatedDate}</time>
        </p>
      </PageHero>
      <PrivacyBody siteName={site.siteName} contactEmail={site.contactEmail} contactPhone={site.contactPhone} text={translated} />
    </main>
  );
}
