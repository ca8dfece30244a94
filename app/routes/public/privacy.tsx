import type { Route } from "./+types/privacy";
import { DEFAULT_SITE_NAME, publicLayoutData, seoMeta } from "../../lib/seo.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import { Stylesheet } from "../../lib/inline-stylesheet.tsx";
import proseHref from "../../components/blog/blog-prose.css?url";
import { PRIVACY_LAST_UPDATED, PRIVACY_PATH, privacyIntro } from "#common/content/privacy-meta.ts";

// The policy text lives in common/content/privacy.ts and is laid out by components/site/privacy-body.tsx: a
// deferred section that is text and links only, so its server HTML is all a reader needs; its code loads when
// someone touches or focuses it (a link tapped before then is followed once it is there).
const PrivacyBody = deferred("privacy-body", () => import("../../components/site/privacy-body.tsx").then((m) => m.PrivacyBody), {
  when: "interaction",
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = publicLayoutData(matches)?.site.siteName || DEFAULT_SITE_NAME;
  return seoMeta({
    matches,
    title: "Privacy Policy",
    description: `How ${siteName} handles what you send through the contact form, the chat assistant and the newsletter, and what its cookie-free visit statistics record.`,
    path: PRIVACY_PATH,
  });
};

export default function PrivacyPage() {
  const site = usePublicSite();
  return (
    <main id="main">
      <Stylesheet href={proseHref} />
      <PageHero title="Privacy Policy" lead={privacyIntro(site.siteName)}>
        <p className="mt-6 text-sm text-slate-300">
          Last updated <time dateTime={PRIVACY_LAST_UPDATED.iso}>{PRIVACY_LAST_UPDATED.label}</time>
        </p>
      </PageHero>
      <PrivacyBody siteName={site.siteName} contactEmail={site.contactEmail} contactPhone={site.contactPhone} />
    </main>
  );
}
