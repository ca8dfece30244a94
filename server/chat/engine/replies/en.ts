import { CONTACT_FORM_PATH, bullet, postLink } from "./templates.ts";
import type { ReplyTemplates } from "./templates.ts";

const consult = (bookingUrl: string): string => `Book a free consultation here: ${bookingUrl}`;

export const en: ReplyTemplates = {
  greeting: (f) =>
    `Hi! I'm the ${f.siteName} assistant. I can tell you about our AI automation for Houston real estate professionals: services, packages, add-ons, setup bundles, or booking a free consultation. What can I help you with?`,

  services: (f) =>
    `Here is what we build for real estate professionals:\n${bullet(f.offerings.services.map((s) => `${s.title}: ${s.description}`))}\nWant details on any of these, or to see which package fits you?`,

  about: (f) =>
    `I'm the AI assistant of ${f.siteName}, an AI-automation agency for Houston real estate agents, brokers, team leaders and property managers. What sets us apart:\n${bullet(f.offerings.differentiators.map((d) => `${d.title}: ${d.description}`))}`,

  pricingGeneral: (f) =>
    `Our packages (${f.offerings.packages.map((p) => p.name).join(", ")}) are priced for each business, so pricing is shared in a free consultation: contact us for pricing. ${consult(f.bookingUrl)}\nAdd-ons, setup bundles and platform setup fees have published prices: for example, bundles start at ${f.offerings.bundles[0]?.price ?? ""}. Ask me about any of them.`,

  packagePrice: (f, pkg) =>
    `${pkg.name} pricing is tailored to your business, so we share it in a free consultation rather than here: contact us for pricing. ${consult(f.bookingUrl)}\nYou can also call ${f.phone} or write to ${f.email}.`,

  packagesOverview: (f) =>
    `We offer three packages:\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? " (most popular)" : ""}, ${p.subtitle.toLowerCase()}: ${p.description}`))}\nPricing is shared in a free consultation (contact for pricing). ${consult(f.bookingUrl)}`,

  packageDetails: (f, pkg) =>
    `${pkg.name}${pkg.popular ? " (our most popular package)" : ""}, ${pkg.subtitle.toLowerCase()}. ${pkg.description}\nIt includes:\n${bullet(pkg.features)}\nThe outcome: ${pkg.outcome}\nPricing: contact us for pricing. ${consult(f.bookingUrl)}`,

  addonsOverview: (f) =>
    `Add-on services you can combine with any package:\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${a.setup} + ` : ""}${a.price}. ${a.description}`))}`,

  addonDetails: (_f, addon) =>
    `${addon.name}: ${addon.setup ? `${addon.setup} + ` : ""}${addon.price}. ${addon.description} It can be added to any package.`,

  bundlesOverview: (f) =>
    `Setup bundles save on connecting several platforms:\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${b.platforms.toLowerCase()}): ${b.price}`))}\nYou can pick a bundle on our contact page: ${CONTACT_FORM_PATH}`,

  bundleDetails: (_f, bundle) =>
    `The ${bundle.name} covers ${bundle.platforms.toLowerCase()} for ${bundle.price}. You can request it on our contact page: ${CONTACT_FORM_PATH}?bundle=${bundle.key}`,

  setupOverview: (f) =>
    `Platform setup fees depend on the type of platform:\n${bullet(f.offerings.setupAddOns.map((s) => `${s.type} (${s.examples}): ${s.feeRange}`))}\nConnecting several? Bundles: ${f.offerings.bundles.map((b) => `${b.name} ${b.price}`).join(", ")}.`,

  setupDetails: (_f, row) =>
    `${row.type} setup (${row.examples}) is ${row.feeRange}. It includes: ${row.included.charAt(0).toLowerCase()}${row.included.slice(1)}.`,

  booking: (f) =>
    `Happy to set that up! ${consult(f.bookingUrl)}\nWe'll look at your business and recommend the right package. You can also call ${f.phone}.`,

  hours: (f) =>
    `Our team is available ${f.hours}. I'm here 24/7, and you can book a consultation any time: ${f.bookingUrl}`,

  contact: (f) =>
    `You can reach our team by phone at ${f.phone}, by e-mail at ${f.email}, or through the contact form at ${CONTACT_FORM_PATH}. Hours: ${f.hours}.`,

  location: (f) =>
    `We focus on the Houston market and work with real estate professionals across the area, including ${f.offerings.serviceAreas.join(", ")}. Outside these areas? Ask our team at ${f.email}.`,

  integrations: (f) => {
    const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
    const others = f.offerings.setupAddOns.filter((s) => s.key !== "crm").map((s) => s.examples);
    return `Yes. We integrate with the local listing service (MLS/HAR) so answers use real listings${crm ? `, and with CRMs such as ${crm.examples} (setup ${crm.feeRange})` : ""}. We also connect tools like ${others.join(", ")}. Anything else is possible through custom integrations.`;
  },

  howItWorks: (f) =>
    `It works in three steps:\n${bullet([
      `A free consultation to map your lead flow and goals: ${f.bookingUrl}`,
      "We recommend a package and build your AI agents and automations. Clients choose between a done-for-you setup and a free self-setup.",
      "We connect your platforms (CRM, MLS/HAR, e-mail, messaging) and you go live, with support along the way.",
    ])}\nThe timeline depends on the scope; the consultation gives you a concrete plan.`,

  results: (f) =>
    `What our clients see:\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${s.label.toLowerCase()}`))}\nWant to see what that could look like for you? ${consult(f.bookingUrl)}`,

  blog: (f, posts) =>
    posts.length === 0
      ? `Our blog, ${f.offerings.blogName}, covers AI and automation for real estate: /blog`
      : `From our blog, ${f.offerings.blogName}:\n${bullet(posts.map((p) => `${p.title}: ${postLink(p)}`))}\nAll articles: /blog`,

  handoff: (f) =>
    `Of course, a person from our team will be glad to help. You can:\n${bullet([
      `book a consultation: ${f.bookingUrl}`,
      `call ${f.phone} (${f.hours})`,
      `send a message through the contact form: ${CONTACT_FORM_PATH}`,
    ])}\nI've flagged this conversation for our team.`,

  leadConfirmed: (f, lead) =>
    `Thank you${lead.name ? `, ${lead.name}` : ""}! Our team will reach out${lead.email ? ` at ${lead.email}` : lead.phone ? ` at ${lead.phone}` : ""} within ${f.offerings.replyWithinHours} hours. If you'd rather pick a time now: ${f.bookingUrl}`,

  leadAskContact: (_f, lead) =>
    `Nice to meet you${lead.name ? `, ${lead.name}` : ""}! What's the best e-mail or phone number for our team to reach you?`,

  thanks: (f) => `You're welcome! Anything else I can help with? You can also book a free consultation: ${f.bookingUrl}`,

  goodbye: (f) => `Thanks for stopping by! Whenever you're ready, book a free consultation at ${f.bookingUrl}. Have a great day!`,

  offTopic: (f) =>
    `I can only help with questions about ${f.siteName}: our AI automation services, packages, add-ons, integrations, or booking a consultation. What would you like to know?`,

  injection: (f) =>
    `Sorry, I can't share my instructions, internal settings, or anyone else's information. I'm happy to help with ${f.siteName}'s services, packages, or booking a consultation.`,

  empathy: "I'm sorry to hear that.",
};
