// Every newsletter e-mail (confirmation, issue, test send) as HTML plus a plain-text part, rendered with React Email
// (docs/decisions/030). Server-side only: written with createElement, since the server runs .ts files as they are.
import { createElement as h, type ReactNode } from "react";
import { render } from "@react-email/render";
import { Html } from "@react-email/html";
import { Head } from "@react-email/head";
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Link } from "@react-email/link";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Preview } from "@react-email/preview";
import { Button } from "@react-email/button";

/** Stands for each recipient's own unsubscribe token in a stored issue; replaced at send time. */
export const UNSUBSCRIBE_TOKEN_SLOT = "UNSUBSCRIBE-TOKEN-SLOT";
export const NEWSLETTER_NAME = "The AI Advantage Weekly";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface IssueArticle {
  title: string;
  excerpt: string;
  url: string;
  /** The post's stored HTML (sanitised when it was saved); only for a one-post issue. */
  bodyHtml?: string;
}

const page = { backgroundColor: "#f4f5f7", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" };
const card = { backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "600px", padding: "32px" };
const muted = { color: "#6b7280", fontSize: "13px", lineHeight: "20px" };
const body = { color: "#111827", fontSize: "16px", lineHeight: "26px" };
const button = { backgroundColor: "#0f766e", borderRadius: "8px", color: "#ffffff", fontSize: "16px", fontWeight: 600, padding: "12px 20px" };

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/newsletter/unsubscribe?token=${token}`;
}

function layout(opts: { preview: string; siteName: string; origin: string; unsubscribe: string; children: ReactNode[] }) {
  return h(
    Html,
    { lang: "en" },
    h(Head, null),
    h(Preview, null, opts.preview),
    h(
      Body,
      { style: page },
      h(
        Container,
        { style: card },
        h(Text, { style: { ...muted, margin: "0 0 8px" } }, `${NEWSLETTER_NAME} · ${opts.siteName}`),
        ...opts.children,
        h(Hr, { style: { borderColor: "#e5e7eb", margin: "32px 0 16px" } }),
        h(
          Text,
          { style: muted },
          `You receive this because you subscribed to ${NEWSLETTER_NAME} at `,
          h(Link, { href: opts.origin, style: { color: "#6b7280" } }, opts.origin.replace(/^https?:\/\//, "")),
          ". ",
          h(Link, { href: opts.unsubscribe, style: { color: "#6b7280", textDecoration: "underline" } }, "Unsubscribe"),
          " at any time, in one click.",
        ),
      ),
    ),
  );
}

async function both(element: ReturnType<typeof layout>, subject: string): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

export async function renderConfirmationMail(opts: { siteName: string; origin: string; confirmUrl: string; unsubscribe: string; expiresHours: number }): Promise<RenderedMail> {
  const element = layout({
    preview: "Confirm your subscription",
    siteName: opts.siteName,
    origin: opts.origin,
    unsubscribe: opts.unsubscribe,
    children: [
      h(Heading, { as: "h1", style: { fontSize: "24px", margin: "0 0 16px" } }, "Confirm your subscription"),
      h(Text, { style: body }, `Someone (we hope you) asked to receive ${NEWSLETTER_NAME} at this address. Click the button to confirm; until then we send you nothing else.`),
      h(Section, { style: { margin: "24px 0" } }, h(Button, { href: opts.confirmUrl, style: button }, "Confirm my subscription")),
      h(Text, { style: muted }, `The link works once and expires in ${opts.expiresHours} hours. If you did not sign up, ignore this e-mail and you will not hear from us again.`),
    ],
  });
  return both(element, `Confirm your subscription to ${NEWSLETTER_NAME}`);
}

/** Relative links and images in a post (/images/x.png) must point at the site from inside a mailbox. */
function absolutise(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

export async function renderIssueMail(opts: { siteName: string; origin: string; subject: string; intro?: string; articles: IssueArticle[]; unsubscribe: string }): Promise<RenderedMail> {
  const single = opts.articles.length === 1 && opts.articles[0]!.bodyHtml !== undefined;
  const blocks: ReactNode[] = [h(Heading, { as: "h1", style: { fontSize: "26px", lineHeight: "32px", margin: "0 0 16px" } }, opts.subject)];
  if (opts.intro) blocks.push(h(Text, { style: body }, opts.intro));
  for (const article of opts.articles) {
    if (single) {
      blocks.push(h(Text, { style: { ...body, color: "#374151" } }, article.excerpt));
      blocks.push(h("div", { style: body, dangerouslySetInnerHTML: { __html: absolutise(article.bodyHtml ?? "", opts.origin) } }));
      blocks.push(h(Section, { style: { margin: "24px 0" } }, h(Button, { href: article.url, style: button }, "Read it on the blog")));
    } else {
      blocks.push(
        h(
          Section,
          { style: { margin: "0 0 24px" } },
          h(Heading, { as: "h2", style: { fontSize: "20px", margin: "0 0 8px" } }, h(Link, { href: article.url, style: { color: "#0f766e" } }, article.title)),
          h(Text, { style: { ...body, margin: "0 0 4px" } }, article.excerpt),
          h(Link, { href: article.url, style: { color: "#0f766e", fontSize: "14px" } }, "Read the article →"),
        ),
      );
    }
  }
  const element = layout({ preview: opts.articles[0]?.excerpt ?? opts.subject, siteName: opts.siteName, origin: opts.origin, unsubscribe: opts.unsubscribe, children: blocks });
  return both(element, opts.subject);
}

/** RFC 2369 + RFC 8058: one-click unsubscribe by POST to the https link, or by mail. */
export function unsubscribeHeaders(url: string, mailbox: string | null): Record<string, string> {
  const mailto = mailbox ? `, <mailto:${mailbox}?subject=unsubscribe>` : "";
  return { "List-Unsubscribe": `<${url}>${mailto}`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
