// The privacy policy shown at /privacy. Browser-safe; rendered by app/routes/public/privacy.tsx.
// Every statement here describes what the code does (contact form, chat, newsletter, analytics, outbox
// deliveries, browser storage): change the text in the same change that changes the behaviour.

// The page's hero needs only these, without the whole text (the body is a deferred section): see privacy-meta.ts.
import { NEWSLETTER_LINK_HOURS } from "./site-facts.ts";

export { PRIVACY_LAST_UPDATED, PRIVACY_PATH, privacyIntro } from "./privacy-meta.ts";

/**
 * Where a sentence says how to reach us. Always written right after "write to", so it reads well both as
 * the contact e-mail address and, when no address is set, as "us through our contact form".
 */
export const EMAIL_TOKEN = "{email}";

export type PrivacyListItem = string | { term: string; text: string };
/** `contact`: the site's contact details from the settings (e-mail, phone, contact form). */
export type PrivacyBlock = { type: "p"; text: string } | { type: "ul"; items: readonly PrivacyListItem[] } | { type: "contact" };
export interface PrivacySection {
  /** Fragment id of the section's heading (/privacy#chat). */
  id: string;
  title: string;
  /** Set apart from the rest (the summary). */
  highlight?: boolean;
  blocks: readonly PrivacyBlock[];
}

const p = (text: string): PrivacyBlock => ({ type: "p", text });
const ul = (...items: PrivacyListItem[]): PrivacyBlock => ({ type: "ul", items });

/** The sections, in order; the first is the summary, set apart above the rest. */
export const PRIVACY_SECTION_IDS = [
  "summary",
  "contact-form",
  "chat",
  "newsletter",
  "how-you-found-us",
  "statistics",
  "storage",
  "sharing",
  "other-sites",
  "retention",
  "your-choices",
  "changes",
  "contact",
] as const;
export type PrivacySectionId = (typeof PRIVACY_SECTION_IDS)[number];
const HIGHLIGHTED: PrivacySectionId = "summary";

/**
 * The policy's words, section by section: the English source every translation matches key for key
 * (common/i18n/privacy.translations.ts). Templates: {siteName} (the settings' site name) and {email} (EMAIL_TOKEN).
 */
export type PrivacyText = Record<PrivacySectionId, { title: string; blocks: readonly PrivacyBlock[] }>;

export const privacyEn: PrivacyText = {
  summary: {
    title: "The short version",
    blocks: [
      ul(
        "We keep what you type into our contact form, our chat assistant and our newsletter box, and use it to answer you and to send you the newsletter you asked for.",
        "This site sets no cookies and runs no advertising, social-media or third-party analytics scripts. Its pages, scripts and fonts come from our own server.",
        "We count visits ourselves, without cookies, and the visit statistics don't contain your IP address.",
        "When you send us a request or sign up, we keep with it how you found us: the first page you opened, the site that linked to us and the campaign tags of the link (never anything else from the link).",
        "We don't sell your information.",
        `To see, correct or delete what we hold about you, write to {email}.`,
      ),
    ],
  },
  "contact-form": {
    title: "When you fill in the contact form",
    blocks: [
      p(
        "We store your first and last name, e-mail address, phone number, company, what you would like to automate and how you prefer to be contacted (e-mail, text message or WhatsApp). If you give them, we also store your role, your budget and the setup bundle you picked, with the date you sent the form.",
      ),
      p(
        `Our software tags your request with the topics it mentions, such as "Lead Generation", by matching words in your message; no AI model reads it for this. Our team sees the request in our staff portal, where they add notes, track its status and can export the list of requests as a spreadsheet file. A copy is also sent to the tools listed under "Who else sees your information".`,
      ),
      p(
        "To keep out spam, the form has a hidden field that only bots fill in, checks that it wasn't sent within seconds of loading, and limits how many messages one IP address can send in a short time.",
      ),
    ],
  },
  chat: {
    title: "When you chat with our assistant",
    blocks: [
      ul(
        "We store every message you send and every reply, with labels our software adds: the language, what the message is about (for example pricing) and its tone. The conversation is filed under a random ID your browser creates, not under your IP address.",
        "If you give the assistant your e-mail address or phone number, we save them, with any name, company, role or budget you mention, as a request linked to the conversation. It is handled like a contact form request, including the copies sent to our tools.",
        "Our team can read conversations in the staff portal, so a person can follow up, for example when you ask to talk to someone, and can delete a conversation there with all its messages.",
        "Replies come from software on our own server. If we have switched on an AI model for the chat, your new message and up to 10 earlier messages of the conversation are also sent to that model's provider (OpenAI, Anthropic, or a compatible model server we choose) so it can word the reply.",
        "Your browser keeps the conversation (its last 60 messages) so it survives a reload. Clearing this site's data in your browser removes that copy.",
      ),
      p("Please don't type anything into the chat that you wouldn't put in an e-mail to us."),
    ],
  },
  newsletter: {
    title: "When you subscribe to the newsletter",
    blocks: [
      p(
        `Subscribing takes two steps (double opt-in): after you enter your address we send one e-mail with a confirmation link, and nothing else until you click it. The link works once and expires after ${NEWSLETTER_LINK_HOURS} hours; if you never click it, you receive nothing more from us.`,
      ),
      p(
        "We store your e-mail address, which signup box you used (for example on the blog page), the consent wording you agreed to and when, when you confirmed, and which issues we sent you and whether each was delivered. Once you confirm, your address also appears in our staff portal as a request marked as a newsletter signup.",
      ),
      p(
        "Every issue has an unsubscribe link at the bottom, and your mail program's own unsubscribe button works too: one click and you receive no further issue, not even one that is being sent at that moment. If your mailbox refuses our e-mails permanently, we stop sending to it.",
      ),
      p(
        `Our team sends the newsletter from this website through our mail provider. Our team can export what we hold about you as a file, or delete your subscription entirely, and a copy of your address may go to the tools listed under "Who else sees your information". To have your subscription deleted or to get a copy of it, write to {email}.`,
      ),
    ],
  },
  "how-you-found-us": {
    title: "How you found us",
    blocks: [
      p(
        "When you arrive, your browser notes for this tab only (in its session storage, which is emptied when the tab is closed) the first page you opened, the address of the site that linked to us and the campaign tags in the link that brought you, if any (utm_source, utm_medium, utm_campaign, utm_term and utm_content). No cookie is set.",
      ),
      p(
        "Of the linking site's address we keep only the site and the page, never anything after a ? or # (which can hold search words or e-mail addresses); tags are cut to 100 characters and a tag that looks like an e-mail address is dropped. These details are sent only with the contact form, a chat in which you give us your details, or a newsletter signup, and are stored with that request, where our team sees them. They are deleted with the request.",
      ),
    ],
  },
  statistics: {
    title: "Visit statistics",
    blocks: [
      p(
        "When a page loads, and when you click certain buttons (a pricing, booking or chat button, for example), your browser tells our own server. We store the kind of event, the page's path without anything after a ? or #, which button or package it was, and the time.",
      ),
      p(
        "To count how many different people visit without using cookies, the server combines your IP address and your browser's self-description (its user agent) with a random value that changes every day, and stores only a one-way hash of the result. The random value is deleted when its day is over, so the hash can no longer be traced back to your address, and your visits on different days can't be linked to each other.",
      ),
      p(
        "The first page view of a visit also carries how you found us (see above). Of the user agent we keep only the kind of device: phone, tablet or computer. When you send the contact form, give the chat your details or sign up for the newsletter, our server records that as a conversion under the same daily hash, so we can see which sources bring requests.",
      ),
      p(
        "Your IP address and user agent are not stored with these events. Known search-engine crawlers and bots are not counted. No outside analytics company is involved. We keep these statistics to see trends over time.",
      ),
    ],
  },
  storage: {
    title: "Cookies and browser storage",
    blocks: [
      p("This site sets no cookies. It does use your browser's storage, which stays on your device, for:"),
      ul(
        "How you found us (the first page, the linking site and campaign tags of this visit), in session storage, emptied when you close the tab; sent only with a request or signup.",
        "The chat: a random visitor ID, the current conversation's ID and your recent messages. The two IDs are sent to us with each chat message.",
        "Announcements you have closed, so they stay closed.",
        `If you are on the {siteName} team: your sign-in. The server keeps only a hash of the sign-in token, with your browser's user agent, and deletes it once the session has expired.`,
      ),
    ],
  },
  sharing: {
    title: "Who else sees your information",
    blocks: [
      p("Besides our team, these services may receive a copy, depending on which of them we use:"),
      ul(
        {
          term: "Our e-mail provider:",
          text: "each new or updated request from the contact form or the chat is e-mailed to our team's inbox.",
        },
        {
          term: "Our automation tools:",
          text: "requests and newsletter signups can be passed on to the workflow software we run. If our team adds you to an automated follow-up workflow, your contact details are sent to that workflow.",
        },
        {
          term: "HubSpot, our customer database:",
          text: "your name, e-mail address, phone number, company, role, what you would like to automate, its topic tags, budget, bundle and preferred contact method.",
        },
        { term: "An AI model provider:", text: "chat messages, only while an AI model is switched on for the chat (see above)." },
        { term: "Our hosting provider:", text: "the servers that run this site and its database." },
      ),
      p("Each keeps the copy under its own terms. We don't sell your information or share it with advertisers."),
    ],
  },
  "other-sites": {
    title: "Links to other sites",
    blocks: [
      p(
        "Booking a consultation opens our scheduling page on another service. The share buttons on blog posts and our social-media links open those networks. Nothing from these services loads on our pages until you click, and once you are there, their own privacy policies apply. If a blog post shows an image hosted elsewhere, your browser fetches it from that host.",
      ),
    ],
  },
  retention: {
    title: "How long we keep it",
    blocks: [
      ul(
        "Contact requests, chat conversations and newsletter subscriptions: until we delete them or you ask us to. They are not deleted automatically after a set time.",
        "Copies sent to the services above: until they are deleted there; when you ask us to delete your information, we delete those copies too.",
        "Visit statistics: kept to compare periods; they contain nothing that identifies you.",
        "The daily random value behind the visitor hash: deleted after its day.",
        "Spam-protection counters: to enforce the limits on the contact form, the chat, the newsletter box and the visit statistics, the server counts recent requests per IP address (and in the chat also per browser ID). Each count is filed under a one-way hash of the address made with a secret key, never under the address itself, and an hourly cleanup deletes it once its time window has ended; the longest window is one day. They are used for nothing else.",
      ),
      p(
        "Our server's logs record which page or service was requested, the result and how long it took. They don't record your IP address, except for contact form submissions our spam filter rejects.",
      ),
    ],
  },
  "your-choices": {
    title: "Seeing, correcting or deleting your information",
    blocks: [
      p(
        `Write to {email} and tell us the e-mail address or phone number you used. We will tell you what we hold about you, correct it, or delete it, including the copies in the services listed above. We may ask you to confirm that the address is yours first.`,
      ),
      p(
        "We delete your information in our staff portal. Deleting your request also deletes every copy of it queued for the services above, sent or not, so a copy still waiting to go out is never sent; copies a service has already received we delete in that service. Your chat conversations, with all their messages, and your newsletter subscription are deleted there too, each on its own.",
      ),
    ],
  },
  changes: {
    title: "Changes to this policy",
    blocks: [p("When what this site does with your information changes, we update this page and the date at the top.")],
  },
  contact: {
    title: "How to reach us",
    blocks: [p(`{siteName}, Houston, Texas.`), { type: "contact" }],
  },
};

/** The page's own words around the policy (its contents list, the contact details' labels), in English. */
export const privacyBodyEn = {
  contents: "On this page",
  /** Read after "write to" when no e-mail address is set: "write to us through our contact form". */
  formBefore: "us through our ",
  contactForm: "contact form",
  email: "E-mail:",
  phone: "Phone:",
  online: "Online:",
  /** Before the contact form's link on the "Online:" line. */
  onlineBefore: "our ",
};

const named = (text: string, siteName: string) => text.replaceAll("{siteName}", siteName);
const namedItem = (item: PrivacyListItem, siteName: string): PrivacyListItem =>
  typeof item === "string" ? named(item, siteName) : { term: named(item.term, siteName), text: named(item.text, siteName) };
const namedBlock = (block: PrivacyBlock, siteName: string): PrivacyBlock =>
  block.type === "p"
    ? p(named(block.text, siteName))
    : block.type === "ul"
      ? ul(...block.items.map((i) => namedItem(i, siteName)))
      : block;

/** The policy with the site's name in it ({email} stays: the page puts the address or the contact form there). */
export function privacySections(siteName: string, text: PrivacyText = privacyEn): PrivacySection[] {
  return PRIVACY_SECTION_IDS.map((id) => ({
    id,
    title: named(text[id].title, siteName),
    ...(id === HIGHLIGHTED ? { highlight: true } : {}),
    blocks: text[id].blocks.map((block) => namedBlock(block, siteName)),
  }));
}
