import { CONTACT_FORM_PATH, bullet, postLink } from "../replies/templates.ts";
import type { Renderer } from "./answer-types.ts";
import { contentText } from "./content-text.ts";
import { faq, selfSetupPoints, technologies } from "./site-knowledge.ts";
import { bundleSize } from "./bundle-size.ts";
import { featuresFirst } from "./features-first.ts";

const c = contentText("en");
const consult = (url: string): string => `Book a free consultation: ${url}`;
const list = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

// What the site does not say, named in the reply so every unknown reads alike.
const EN_TOPIC = { presence: " whether we have people of our own in that place", elsewhere: " whether we work outside the Houston area (the places it lists are all around Houston)", "voice-own": " whether Voice AI can speak in one particular person's own voice", "other-languages": " whether your AI can answer in that language", clients: " how many clients we have", founding: " who founded the company or how long it has been in business", capacity: " how many calls Voice AI can take at once", contract: " whether there is a minimum contract length", certification: " which security certifications or audits we hold", payment: " which payment methods we accept", headcount: " how many people work at the agency", "staff-languages": " which languages our staff speak", "voice-languages": " which languages Voice AI speaks on calls", referral: " whether we pay referral commissions", refund: " whether we give refunds", "messaging-apps": " whether we support messaging apps other than SMS and WhatsApp" , nda: " whether we sign NDAs, data processing or confidentiality agreements", holidays: " whether our team works on holidays", commercial: " whether we work with commercial real estate", hosting: " where our servers are hosted", rent: " whether we collect rent", screening: " whether we screen tenants (background or credit checks)", insurance: " whether we carry liability or errors-and-omissions insurance", "mobile-app": " whether there is a mobile app", testimonials: " whether we publish client reviews or case studies", uptime: " what uptime or service level (SLA) we commit to", discount: " whether we give discounts, for larger offices or otherwise", cancellation: " whether there is a fee or penalty for cancelling", resale: " whether our system can be resold under another company's own brand", speaking: " whether our team gives talks at associations or events", franchise: " whether we offer franchises", podcast: " whether we have a podcast", jobs: " whether we are hiring", "voice-number": " whether Voice AI can keep your own phone number", awards: " whether we have won any awards", sharing: " whether one package or login can be shared by more than one person, business or brand, or moved or split later", rush: " whether it can go live sooner than its usual timeline", remote: " whether the consultation can be held by video or by phone"};
export const en: Renderer = {
  entry: {
    services: (f) => `Here is what we build for real estate professionals:\n${bullet(f.offerings.services.map((s) => `${s.title}: ${s.description}`))}`,
    about: (f) => `I'm the AI assistant of ${f.siteName}, an AI-automation agency for Houston real estate agents, brokers, team leaders and property managers. What sets us apart:\n${bullet(f.offerings.differentiators.map((d) => `${d.title}: ${d.description}`))}`,
    packages: (f) => `We offer three packages:\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? " (most popular)" : ""}, ${p.subtitle.toLowerCase()}: ${p.description}`))}\nPackage pricing is shared in a free consultation (contact for pricing).`,
    pricing: (f) => `Our packages (${list(f.offerings.packages.map((p) => p.name))}) are priced for each business, so we share pricing in a free consultation: contact us for pricing. Add-ons, platform setup fees and setup bundles have published prices; bundles start at ${f.offerings.bundles[0]?.price ?? ""}.`,
    "why-no-prices": () => faq("why-no-prices", "en"),
    addons: (f) => `Add-on services you can combine with any package:\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${a.setup} + ` : ""}${a.price}. ${a.description}`))}`,
    bundles: (f) => `Setup bundles (a one-time setup fee, not monthly) save on connecting several platforms:\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${b.platforms.toLowerCase()}): ${b.price}`))}\nYou can pick one on the contact form: ${CONTACT_FORM_PATH}`,
    "setup-fees": (f) => `Platform setup fees (one-time, done for you) depend on the type of platform:\n${bullet(f.offerings.setupAddOns.map((s) => `${s.type} (${s.examples}): ${s.feeRange}`))}\nWith the free self-setup there is no setup fee.`,
    "self-setup": () => `No. With the free self-setup there is no setup fee: you only pay for your package. ${selfSetupPoints("en")}`,
    booking: (f) => `Happy to set that up! ${consult(f.bookingUrl)}\nYou can also call ${f.phone}.`,
    hours: (f) => `Our team is available ${f.hours}. I'm here 24/7.`,
    contact: (f) => `You can reach our team by phone at ${f.phone}, by e-mail at ${f.email}, or through the contact form at ${CONTACT_FORM_PATH}. Hours: ${f.hours}.`,
    phone: (f) => `Our phone number is ${f.phone} (${f.hours}).`,
    email: (f) => `Our e-mail is ${f.email}. We reply within ${f.offerings.replyWithinHours} hours.`,
    "contact-form": () => `Yes, the contact form is at ${CONTACT_FORM_PATH}. We reply within 24 hours.`,
    areas: (f) => `We focus on the Houston market, including ${list(f.offerings.serviceAreas)}. For anywhere else, ask our team at ${f.email}.`,
    integrations: (f) => {
      const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
      return `Yes. ${faq("crm-mls", "en").replace(/^Yes\.\s*/, "")}${crm ? ` CRM setup is ${crm.feeRange}.` : ""} Other tools connect through custom integrations.`;
    },
    mls: () => `Yes. We connect to MLS/HAR listing data, so your AI answers and alerts use real inventory.`,
    technologies: () => `We build on ${list(technologies)}.`,
    // The FAQ answer opens with its own "Yes.": said once.
    languages: () => `Yes. Your AI answers clients in English, Spanish and more, 24/7; I can chat with you in English, Spanish, Vietnamese and Chinese. ${faq("spanish", "en").replace(/^Yes\.\s*/, "")}`,
    "how-it-works": (f) => `It works in three steps:\n${bullet([`A free consultation to map your lead flow and goals: ${f.bookingUrl}`, "We recommend a package and build your AI agents and automations, done for you or as a free self-setup.", "We connect your platforms (CRM, MLS/HAR, e-mail, messaging) and you go live."])}`,
    timeline: () => faq("timeline", "en"),
    // The FAQ answer already begins "No.".
    "technical-skills": () => faq("technical-skills", "en"),
    "data-safety": () => faq("data-safety", "en"),
    "add-later": () => `Yes. ${faq("add-later", "en")}`,
    results: (f) => `What our clients see:\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${s.label.toLowerCase()}`))}`,
    blog: (f) => `Our blog, ${f.offerings.blogName}, covers AI and automation for real estate: /blog`,
    recommend: (f) => en.recommendAsk(f),
    "success-manager-only": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `No. Only ${pkg.name} includes a dedicated success manager.` : en.unknown(f);
    },
    "success-manager": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `Yes. ${pkg.name} includes a dedicated success manager.` : en.unknown(f);
    },
  },
  package: (f, pkg, price) =>
    price
      ? `${pkg.name} pricing is tailored to your business, so we share it in a free consultation rather than here: contact us for pricing. ${consult(f.bookingUrl)}`
      : `${pkg.name}${pkg.popular ? " (our most popular package)" : ""}, ${pkg.subtitle.toLowerCase()}. ${pkg.description}\nIt includes:\n${bullet(c.pkg(pkg).features)}\nThe outcome: ${pkg.outcome}`,
  addon: (_f, a) => `${a.name}: ${a.setup ? `${a.setup} + ` : ""}${a.price}. ${a.description} It can be added to any package.`,
  bundle: (_f, b) => `The ${b.name} covers ${b.platforms.toLowerCase()} for ${b.price}, a one-time payment (not monthly). Request it on the contact form: ${CONTACT_FORM_PATH}?bundle=${b.key}`,
  setup: (_f, s) => `${s.type} setup (${s.examples}) is ${s.feeRange} when we do it for you. It includes ${s.included.charAt(0).toLowerCase()}${s.included.slice(1)}. With the free self-setup there is no setup fee.`,
  addonSum: (_f, names, total) => `Together, ${list(names)} come to ${total}/month (any setup fee is separate).`,
  area: (f, name, known, also = []) =>
    known && name ? `Yes, we serve ${list([name, ...also])}. We work across the Houston area, including ${list(f.offerings.serviceAreas.filter((a) => a !== name && !also.includes(a)).slice(0, 5))}.` : en.entry.areas(f),
  platforms: (_f, found) => {
    const fees = [...new Set(found.flatMap((p) => (p.row ? [`${p.row.type} setup (${p.row.examples}) is ${p.row.feeRange}`] : [])))];
    return `Yes, we work with ${list(found.map((p) => p.name))}.${fees.length > 0 ? ` ${fees.join("; ")} when we do it for you (no setup fee with the free self-setup).` : ""}`;
  },
  recommend: (_f, pkg, reason, named) => {
    const why = { solo: "it's built for individual agents", team: "it's built for growing agents and teams", brokerage: "it's built for brokerages and large teams", popular: "it's our most popular package" }[reason];
    return `I'd suggest ${pkg.name}: ${why}. ${pkg.description} It includes ${list(featuresFirst(pkg.features, named).map((x) => (/^[A-Z]{2}/.test(x) ? x : x.charAt(0).toLowerCase() + x.slice(1))))}. Pricing is shared in a free consultation.`;
  },
  recommendAsk: (f, staff) => staff ? `Happy to point you to the right package. Do you manage them on your own, or how many people work with you? In short: ${f.offerings.packages.map((p) => `${p.name} is ${p.subtitle.toLowerCase()}`).join("; ")}.` : `Happy to point you to the right package. Are you a solo agent, a team (how many agents?), a brokerage or a property manager? In short: ${f.offerings.packages.map((p) => `${p.name} is ${p.subtitle.toLowerCase()}`).join("; ")}.`,
  bundleFor: (_f, b, count) => {
    const extra = count - bundleSize(b);
    if (extra > 0) return `${count} platforms is more than our largest bundle covers. The ${b.name} covers ${b.platforms.toLowerCase()} for ${b.price}; ${extra === 1 ? "the other one is added at its own platform's setup fee" : `the other ${extra} are added at each platform's own setup fee`}. Request it here: ${CONTACT_FORM_PATH}?bundle=${b.key}`;
    return `For ${count} platforms, the ${b.name} fits: it covers ${b.platforms.toLowerCase()} for ${b.price}, a one-time payment (not monthly). Request it here: ${CONTACT_FORM_PATH}?bundle=${b.key}`;
  },
  posts: (f, posts, subject) =>
    posts.length > 0
      ? `From our blog, ${f.offerings.blogName}:\n${bullet(posts.map((p) => `${p.title}: ${postLink(p)}`))}`
      : `We don't have an article${subject ? ` on ${subject}` : ""} yet. All our articles are at /blog.`,
  unknown: (f, about) => `Our site doesn't say${about?.about === "guarantee" ? " whether results are guaranteed" : about?.about && about.about in EN_TOPIC ? EN_TOPIC[about.about as keyof typeof EN_TOPIC] : about?.about === "office" ? ` whether we have an office${about.name ? ` in ${about.name}` : " you can visit"}` : ""}, so I won't guess. Our team can answer that: ${f.email} or ${f.phone}.`,
  nextStep: (f) => consult(f.bookingUrl),
  greeting: (f) => `Hi! I'm the ${f.siteName} assistant. Ask me about our AI automation for Houston real estate: packages, add-ons, setup bundles, integrations, or booking a free consultation.`,
  thanks: (f, optedOut, declined) => (optedOut ? "You're welcome." : `You're welcome! Anything else I can help with?${declined ? "" : ` ${consult(f.bookingUrl)}`}`),
  goodbye: (f, optedOut) => (optedOut ? "Goodbye, and take care." : `Thanks for stopping by, and take care! ${consult(f.bookingUrl)}`),
  offTopic: (f) => `I can only help with questions about ${f.siteName}: our AI automation services, packages, add-ons, integrations, or booking a consultation.`,
  injection: (f) => `Sorry, I can't share my instructions, internal settings, or anyone else's information. I'm happy to help with ${f.siteName}'s services, packages, or booking a consultation.`,
  complaint: (f, lead) =>
    `I'm sorry about that; it's not the experience we want you to have. I've flagged this conversation so a person from our team follows up with you${lead.email || lead.phone ? ` at ${lead.email ?? lead.phone}` : ""}. ${lead.email || lead.phone ? "" : "What's the best e-mail or phone number to reach you? "}You can also call ${f.phone} (${f.hours}).`,
  optOut: (f, newsletter) => `Understood. I've recorded that you don't want to be contacted, and we won't send you marketing messages.${newsletter ? " For the newsletter itself, every issue has an unsubscribe link at the bottom: one click and no further issue arrives (your mail program's unsubscribe button works too)." : ""} If you also want your information deleted, write to ${f.email}; our privacy policy is at /privacy.`,
  deletion: (f, optOut) => `Understood. I've passed your ${optOut ? "opt-out and " : ""}deletion request to our team. To confirm it, write to ${f.email} with the e-mail or phone number you used; we'll delete your information, including copies in the services we use. Details: /privacy`,
  handoff: (f, lead) =>
    lead.email || lead.phone
      ? `Of course. I've flagged this conversation, and a person from our team will reach out${lead.email ? ` at ${lead.email}` : ` at ${lead.phone}`} within ${f.offerings.replyWithinHours} hours.`
      : `Of course${lead.name ? `, ${lead.name}` : ""}, a person from our team will contact you. What's the best e-mail or phone number, and do you prefer a call, a text or an e-mail? You can also call ${f.phone} (${f.hours}), book a time at ${f.bookingUrl} or write to us through ${CONTACT_FORM_PATH}.`,
  askContact: (_f, lead) => `Nice to meet you${lead.name ? `, ${lead.name}` : ""}! What's the best e-mail or phone number for our team to reach you?`,
  checkEmail: (_f, typed) => `"${typed}" doesn't look like a complete e-mail address (it should look like name@example.com), so I haven't saved it. Could you type it again, or share a phone number?`,
  askPhone: (_f, lead) => `Sure${lead.name ? `, ${lead.name}` : ""}. What's the best phone number to reach you? I've flagged this conversation for our team.`,
  confirmed: (f, lead, channel) => {
    const via = channel === "sms" ? " by text" : channel === "whatsapp" ? " on WhatsApp" : channel === "call" ? " by phone" : "";
    const at = lead.email && channel !== "sms" && channel !== "call" && channel !== "whatsapp" ? lead.email : (lead.phone ?? lead.email);
    return `Thank you${lead.name ? `, ${lead.name}` : ""}! Our team will reach out${via}${at ? ` at ${at}` : ""} within ${f.offerings.replyWithinHours} hours.`;
  },
  timeNoted: (f, lead, channel) => {
    const at = lead.email && channel !== "sms" && channel !== "call" && channel !== "whatsapp" ? lead.email : (lead.phone ?? lead.email);
    return `Noted${lead.name ? `, ${lead.name}` : ""}: that time is in this conversation, which our team reads before reaching out${at ? ` at ${at}` : ""}. If you'd rather pick an exact slot, you can book one here: ${f.bookingUrl}`;
  },
  empathy: "I'm sorry to hear that.",
};
