import { lazy, Suspense, useState } from "react";
import { CalendarDays } from "lucide-react";
import type { ChatMessage } from "./chat-storage.ts";

// The booking flow is a chunk of its own, fetched when the visitor asks for it: the panel's chunk stays as it was.
const ChatBooking = lazy(() => import("./chat-booking.tsx"));

/** The offer's button, in the conversation's language (the flow's own texts come with its chunk). */
const PICK_A_TIME: Record<string, string> = { en: "Pick a time", es: "Elegir un horario", vi: "Chọn giờ hẹn", zh: "选择时间" };
const LOADING: Record<string, string> = { en: "Loading times…", es: "Cargando horarios…", vi: "Đang tải giờ trống…", zh: "正在加载时间…" };

/**
 * Under an assistant reply that offers booking: "Pick a time", which opens the booking flow in the chat (times,
 * "other times", name and e-mail, the confirmation). Once opened it stays open, so a confirmation stays in view
 * while the conversation goes on.
 */
export function ChatBookingOffer({ message, conversationId }: { message: ChatMessage; conversationId: string | null }) {
  const [open, setOpen] = useState(false);
  const language = message.language && message.language in PICK_A_TIME ? message.language : "en";
  if (!open) {
    return (
      <li className="flex justify-start">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl ui-button-primary px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          data-testid="chat-pick-time"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {PICK_A_TIME[language]}
        </button>
      </li>
    );
  }
  return (
    <li className="rounded-2xl border border-border bg-background p-3" data-testid="chat-booking">
      <Suspense fallback={<p className="min-h-40 text-sm text-muted-foreground">{LOADING[language]}</p>}>
        <ChatBooking language={language} conversationId={conversationId} idPrefix={`chat-booking-${message.id}`} />
      </Suspense>
    </li>
  );
}
