import type { AddOnService, Bundle, Package, SetupAddOn } from "../../../../common/content/offerings.ts";
import type { ChatEntities, SiteFacts, SitePost } from "../types.ts";

// One implementation per language. Templates only format facts they are given: no figure, phone or
// address is ever written into a template, so a settings change or a new add-on never leaves a stale reply.
export type ReplyTemplates = {
  greeting(f: SiteFacts): string;
  services(f: SiteFacts): string;
  about(f: SiteFacts): string;
  pricingGeneral(f: SiteFacts): string;
  packagePrice(f: SiteFacts, pkg: Package): string;
  packagesOverview(f: SiteFacts): string;
  packageDetails(f: SiteFacts, pkg: Package): string;
  addonsOverview(f: SiteFacts): string;
  addonDetails(f: SiteFacts, addon: AddOnService): string;
  bundlesOverview(f: SiteFacts): string;
  bundleDetails(f: SiteFacts, bundle: Bundle): string;
  setupOverview(f: SiteFacts): string;
  setupDetails(f: SiteFacts, row: SetupAddOn): string;
  booking(f: SiteFacts): string;
  hours(f: SiteFacts): string;
  contact(f: SiteFacts): string;
  location(f: SiteFacts): string;
  integrations(f: SiteFacts): string;
  howItWorks(f: SiteFacts): string;
  results(f: SiteFacts): string;
  blog(f: SiteFacts, posts: readonly SitePost[]): string;
  handoff(f: SiteFacts): string;
  leadConfirmed(f: SiteFacts, lead: ChatEntities): string;
  leadAskContact(f: SiteFacts, lead: ChatEntities): string;
  thanks(f: SiteFacts): string;
  goodbye(f: SiteFacts): string;
  offTopic(f: SiteFacts): string;
  injection(f: SiteFacts): string;
  /** Put before the answer when the visitor sounds unhappy. */
  empathy: string;
};

export const CONTACT_FORM_PATH = "/contact";
export const bullet = (lines: readonly string[]): string => lines.map((line) => `• ${line}`).join("\n");
export const postLink = (post: SitePost): string => `/blog/${post.slug}`;
