import type * as React from "react";
import { ArrowRight, CalendarCheck, MessageCircle } from "../ui/site-icons.tsx";
import { clsx } from "clsx";
import { siteButton, type SiteButtonSize } from "../ui/site-button.ts";
import { openChat } from "../../lib/chat-bridge.ts";
import { track, type AnalyticsProps } from "../../lib/analytics.ts";
import type { AnalyticsEventType } from "#common/analytics/events.ts";
import { ctaEn } from "#common/i18n/cta.ts";

type Event = { type: AnalyticsEventType; props?: AnalyticsProps };

/** 'Consultation' leads to the site's booking page, or opens the external scheduling page in a new tab. */
export function ConsultationLink({
  bookingUrl,
  event,
  size = "lg",
  className,
  children = ctaEn.consultation,
  newTabNote = ctaEn.newTab,
}: {
  bookingUrl: string;
  event: Event;
  size?: SiteButtonSize;
  className?: string;
  children?: React.ReactNode;
  /** Read after the label when the link opens another site in a new tab. */
  newTabNote?: string;
}) {
  const external = /^https?:\/\//i.test(bookingUrl);
  return (
    <a
      href={bookingUrl}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      data-cta="consultation"
      onClick={() => track(event.type, event.props)}
      className={siteButton({ tone: "brand", size }, className)}
    >
      <CalendarCheck aria-hidden="true" />
      {children}
      {external && <span className="sr-only">{newTabNote}</span>}
    </a>
  );
}

/** 'Chat' opens the chat widget, or asks it to load and open (app/lib/chat-bridge.ts). */
export function ChatButton({
  source,
  event,
  size = "lg",
  onDark = false,
  className,
  children = ctaEn.chat,
  ask,
}: {
  source: string;
  /** A question the chat asks for the visitor as it opens ("What's included in Growth?"). */
  ask?: string;
  event: Event;
  size?: SiteButtonSize;
  /** On a dark hero or closing section. */
  onDark?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-cta="chat"
      onClick={() => {
        track(event.type, event.props);
        openChat(source, ask);
      }}
      className={siteButton({ tone: onDark ? "outline-dark" : "outline", size }, className)}
    >
      <MessageCircle aria-hidden="true" />
      {children}
    </button>
  );
}

export function ArrowLink({ className, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a className={clsx("group inline-flex items-center gap-1.5 font-semibold text-brand hover:underline", className)} {...props}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </a>
  );
}
