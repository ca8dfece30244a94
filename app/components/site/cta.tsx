import type * as React from "react";
import { ArrowRight, CalendarCheck, MessageCircle } from "lucide-react";
import { buttonVariants } from "../ui/button.tsx";
import { cn } from "../../lib/utils.ts";
import { openChat } from "../../lib/chat-bridge.ts";
import { track, type AnalyticsProps } from "../../lib/analytics.ts";
import type { AnalyticsEventType } from "../../../common/analytics/events.ts";

type Size = "default" | "lg";
type Event = { type: AnalyticsEventType; props?: AnalyticsProps };

const base = "rounded-full font-semibold";

/** 'Consultation' opens the external scheduling page in a new tab (spec section 2). */
export function ConsultationLink({
  bookingUrl,
  event,
  size = "lg",
  className,
  children = "Book a Free Consultation",
}: {
  bookingUrl: string;
  event: Event;
  size?: Size;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <a
      href={bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-cta="consultation"
      onClick={() => track(event.type, event.props)}
      className={cn(buttonVariants({ variant: "brand", size }), base, "shadow-glow", className)}
    >
      <CalendarCheck aria-hidden="true" />
      {children}
      <span className="sr-only"> (opens the scheduling page in a new tab)</span>
    </a>
  );
}

/** 'Chat' opens the chat widget, or asks it to load and open (app/lib/chat-bridge.ts). */
export function ChatButton({
  source,
  event,
  size = "lg",
  className,
  children = "Chat with Our AI",
}: {
  source: string;
  event: Event;
  size?: Size;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-cta="chat"
      onClick={() => {
        track(event.type, event.props);
        openChat(source);
      }}
      className={cn(buttonVariants({ variant: "outline", size }), base, "bg-transparent", className)}
    >
      <MessageCircle aria-hidden="true" />
      {children}
    </button>
  );
}

export function ArrowLink({ className, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a className={cn("group inline-flex items-center gap-1.5 font-semibold text-brand hover:underline", className)} {...props}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </a>
  );
}
