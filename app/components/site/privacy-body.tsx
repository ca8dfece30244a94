import { Fragment } from "react";
import { Link } from "react-router";
import { telHref } from "./contact-links.ts";
import {
  EMAIL_TOKEN,
  privacyBodyEn,
  privacySections,
  type PrivacyBlock,
  type PrivacyListItem,
  type PrivacySection,
} from "#common/content/privacy.ts";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import type { PrivacyPageText } from "#common/i18n/privacy.ts";
import { usePageLanguage } from "../../lib/page-language.ts";

type Contact = Pick<PublicSiteSettings, "contactEmail" | "contactPhone">;
type Words = typeof privacyBodyEn;

/** The contact form's link, in the address's language. */
function ContactFormLink({ words }: { words: Words }) {
  const { to } = usePageLanguage();
  return <Link to={to("/contact")}>{words.contactForm}</Link>;
}

/** The e-mail address, or the contact form when none is set (the sentence reads "write to …" either way). */
function EmailRef({ email, words }: { email: string; words: Words }) {
  if (email) return <a href={`mailto:${email}`}>{email}</a>;
  return (
    <>
      {words.formBefore}
      <ContactFormLink words={words} />
    </>
  );
}

function Text({ text, email, words }: { text: string; email: string; words: Words }) {
  const parts = text.split(EMAIL_TOKEN);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <EmailRef email={email} words={words} />}
      {part}
    </Fragment>
  ));
}

function ListItem({ item, email, words }: { item: PrivacyListItem; email: string; words: Words }) {
  if (typeof item === "string") return <Text text={item} email={email} words={words} />;
  return (
    <>
      <strong>{item.term}</strong> <Text text={item.text} email={email} words={words} />
    </>
  );
}

function Block({ block, contact, words }: { block: PrivacyBlock; contact: Contact; words: Words }) {
  const email = contact.contactEmail;
  switch (block.type) {
    case "p":
      return (
        <p>
          <Text text={block.text} email={email} words={words} />
        </p>
      );
    case "ul":
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>
              <ListItem item={item} email={email} words={words} />
            </li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <ul>
          {email && (
            <li>
              <strong>{words.email}</strong> <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
          {contact.contactPhone && (
            <li>
              <strong>{words.phone}</strong> <a href={telHref(contact.contactPhone)}>{contact.contactPhone}</a>
            </li>
          )}
          <li>
            <strong>{words.online}</strong> {words.onlineBefore}
            <ContactFormLink words={words} />
          </li>
        </ul>
      );
  }
}

/** The summary, set apart above the full text (outside .blog-prose, whose plain CSS would override utilities). */
function Highlight({ section, contact, words }: { section: PrivacySection; contact: Contact; words: Words }) {
  return (
    <section
      aria-labelledby={section.id}
      className="mb-12 scroll-mt-24 rounded-2xl border border-border bg-secondary/60 p-6 text-foreground/90 sm:p-8 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-3 [&_li]:pl-1 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-5 [&_ul]:leading-relaxed [&_ul]:marker:text-brand"
    >
      <h2 id={section.id} className="text-h3 text-foreground">
        {section.title}
      </h2>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} contact={contact} words={words} />
      ))}
    </section>
  );
}

/**
 * The policy below the hero: contents, summary and sections. `text`: the page's words in another language (from its
 * data); English is built in.
 */
export function PrivacyBody({ siteName, text, ...site }: { siteName: string; text?: PrivacyPageText | null } & Contact) {
  const sections = privacySections(siteName, text?.policy);
  const words = text?.body ?? privacyBodyEn;
  return (
    <div className="container-page max-w-5xl py-12 md:py-16 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
      <nav
        aria-labelledby="privacy-contents"
        className="mb-10 rounded-2xl border border-border p-5 lg:sticky lg:top-28 lg:mb-0 lg:self-start lg:border-0 lg:p-0"
      >
        <p id="privacy-contents" className="text-eyebrow text-brand uppercase">
          {words.contents}
        </p>
        <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="rounded-sm text-muted-foreground transition-colors hover:text-brand">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0">
        {sections
          .filter((s) => s.highlight)
          .map((s) => (
            <Highlight key={s.id} section={s} contact={site} words={words} />
          ))}
        <div className="blog-prose">
          {sections
            .filter((s) => !s.highlight)
            .map((s) => (
              <section key={s.id} aria-labelledby={s.id}>
                <h2 id={s.id}>{s.title}</h2>
                {s.blocks.map((block, i) => (
                  <Block key={i} block={block} contact={site} words={words} />
                ))}
              </section>
            ))}
        </div>
      </div>
    </div>
  );
}
