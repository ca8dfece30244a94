import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import type { ContactPageText } from "#common/i18n/contact-page.ts";
import { ChatButton, ConsultationLink } from "../site/cta.tsx";
import { telHref } from "../site/contact-links.ts";

/** Beside the form: the chat assistant (spec: 'Or chat with our AI assistant') and 'Let's Connect'. */
export function ContactAside({ site, text }: { site: PublicSiteSettings; text: ContactPageText["aside"] }) {
  return (
    <div className="grid content-start gap-6">
      <section aria-labelledby="contact-chat-title" className="rounded-2xl border border-border bg-card p-6 shadow-sm">
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-brand">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <h2 id="contact-chat-title" className="mt-4 text-h3">
          {text.chatTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">
          {text.chatLead}
        </p>
        <ChatButton source="contact" event={{ type: "chat_started", props: { source: "contact" } }} size="default" className="mt-5">
          {text.startChat}
        </ChatButton>
      </section>

      <section aria-labelledby="contact-connect-title" className="dark surface-hero relative overflow-hidden rounded-2xl p-6 text-foreground">
        <h2 id="contact-connect-title" className="text-h3 text-white">
          {text.connectTitle}
        </h2>
        <p className="mt-2 text-slate-300">
          {text.connectLead}
        </p>
        <ConsultationLink
          bookingUrl={site.bookingUrl}
          size="default"
          className="mt-5"
          event={{ type: "cta_click", props: { action: "consultation", placement: "contact" } }}
          newTabNote={text.newTab}
        >
          {text.consultation}
        </ConsultationLink>
        <ul className="mt-6 grid gap-3 text-sm text-slate-200">
          {site.contactPhone && (
            <li>
              <a href={telHref(site.contactPhone)} className="inline-flex items-center gap-2 hover:underline">
                <Phone aria-hidden="true" className="size-4 text-teal-300" />
                {site.contactPhone}
              </a>
            </li>
          )}
          {site.contactEmail && (
            <li>
              <a href={`mailto:${site.contactEmail}`} className="inline-flex items-center gap-2 hover:underline">
                <Mail aria-hidden="true" className="size-4 text-teal-300" />
                {site.contactEmail}
              </a>
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-teal-300" />
            {site.hours}
          </li>
        </ul>
      </section>
    </div>
  );
}
