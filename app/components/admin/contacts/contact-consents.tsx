import { useState } from "react";
import { MessageSquareOff } from "lucide-react";
import {
  CONSENT_CHANNELS,
  CONSENT_CHANNEL_LABELS,
  CONSENT_SOURCE_LABELS,
  consentState,
  type ConsentChannelName,
  type ContactConsent,
} from "#common/contacts/contact-consent.ts";
import { Badge, type BadgeProps } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { formatDateTime } from "./contact-format.ts";
import { useRevokeConsent } from "./contacts-api.ts";

const STATE: Record<ReturnType<typeof consentState>, { label: string; variant: BadgeProps["variant"] }> = {
  granted: { label: "Consent given", variant: "success" },
  revoked: { label: "Opted out", variant: "destructive" },
  none: { label: "No consent on record", variant: "outline" },
};

/**
 * The consent to texts per channel (the latest event is in force: docs/decisions/049), its history with the words the
 * contact agreed to, and staff's "they asked us to stop" by hand.
 */
export function ContactConsents({ contactId, name, history }: { contactId: number; name: string; history: ContactConsent[] }) {
  const [revoking, setRevoking] = useState<ConsentChannelName | null>(null);
  const [note, setNote] = useState("");
  const revoke = useRevokeConsent(contactId);

  function save(channel: ConsentChannelName) {
    revoke.mutate({ channel, note }, { onSuccess: () => { setRevoking(null); setNote(""); } });
  }

  return (
    <div className="grid gap-3" data-testid="contact-consents">
      <ul className="grid gap-2">
        {CONSENT_CHANNELS.map((channel) => {
          const state = STATE[consentState(history, channel)];
          const label = CONSENT_CHANNEL_LABELS[channel];
          return (
            <li key={channel} className="grid gap-2 text-sm" data-channel={channel}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="w-20 font-medium">{label}</span>
                <Badge variant={state.variant}>{state.label}</Badge>
                {consentState(history, channel) !== "revoked" && revoking !== channel && (
                  <Button size="sm" variant="ghost" className="ml-auto" onClick={() => setRevoking(channel)} aria-label={`Record opt-out of ${label} for ${name}`}>
                    <MessageSquareOff aria-hidden="true" />
                    Record opt-out
                  </Button>
                )}
              </div>
              {revoking === channel && (
                <form
                  className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center"
                  onSubmit={(event) => {
                    event.preventDefault();
                    save(channel);
                  }}
                >
                  <Input
                    aria-label={`How ${name} asked to stop ${label} (optional)`}
                    placeholder="How they asked (optional): on a call, by e-mail…"
                    value={note}
                    maxLength={500}
                    onChange={(e) => setNote(e.target.value)}
                  />
                  <div className="flex gap-2">
                    <Button type="submit" size="sm" variant="destructive" disabled={revoke.isPending}>
                      Save opt-out
                    </Button>
                    <Button type="button" size="sm" variant="outline" onClick={() => setRevoking(null)}>
                      Cancel
                    </Button>
                  </div>
                </form>
              )}
            </li>
          );
        })}
      </ul>
      {history.length > 0 && (
        <ol className="grid gap-2 border-l border-border pl-4" aria-label="Consent history">
          {history.map((event) => (
            <li key={event.id} className="grid gap-1 text-sm" data-testid="consent-event">
              <p>
                <span className="font-medium">
                  {CONSENT_CHANNEL_LABELS[event.channel]} {event.action === "granted" ? "consent given" : "opt-out"}
                </span>
                <span className="text-muted-foreground">
                  {" · "}
                  {formatDateTime(event.createdAt)} · {CONSENT_SOURCE_LABELS[event.source]}
                  {event.page && ` · ${event.page}`}
                  {event.staffName && ` · ${event.staffName}`}
                </span>
              </p>
              <blockquote className="text-muted-foreground break-words">“{event.wording}”</blockquote>
              <p className="text-xs text-muted-foreground">
                {[event.version && `Version ${event.version}`, event.phone, event.ip && `IP ${event.ip}`].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
