import { MessageSquareText, Phone } from "lucide-react";
import { CHAT_CHANNEL_LABELS, MESSAGE_DELIVERY_LABELS, type ChatChannel, type MessageDeliveryStatus } from "#common/chat/channels.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";

/** A conversation from SMS or WhatsApp: the channel and the number it threads on. Nothing for web chat. */
export function ChannelBadge({ channel, phone }: { channel: ChatChannel; phone: string | null }) {
  if (channel === "web") return null;
  return (
    <Badge variant="outline" data-testid="conversation-channel">
      <MessageSquareText aria-hidden="true" />
      {CHAT_CHANNEL_LABELS[channel]}
      {phone && (
        <>
          <Phone aria-hidden="true" />
          {phone}
        </>
      )}
    </Badge>
  );
}

const TONE: Record<MessageDeliveryStatus, string> = {
  queued: "text-muted-foreground",
  sending: "text-muted-foreground",
  sent: "text-muted-foreground",
  delivered: "text-success",
  undelivered: "text-destructive",
  failed: "text-destructive",
  blocked: "text-destructive",
  read: "text-success",
};

/** What became of a text a member (or the site) sent; a blocked or failed one says why, never silently. */
export function DeliveryLine({ status, error }: { status: MessageDeliveryStatus; error: string | null }) {
  return (
    <p className={cn("max-w-[85%] text-right text-xs wrap-anywhere", TONE[status])} data-testid="delivery-status">
      <span className="font-medium">{MESSAGE_DELIVERY_LABELS[status]}</span>
      {error && ` · ${error}`}
    </p>
  );
}
