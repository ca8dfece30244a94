import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquareWarning } from "lucide-react";
import type { ChatTranscript } from "#common/chat/chat-types.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { typedApi } from "#app/lib/typed-api.ts";
import { errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { toast } from "../../ui/use-toast.ts";

// WhatsApp's 24-hour customer service window in the desk (docs/decisions/051): free-form replies only within 24 hours
// of the contact's last message; after that the approved template from Settings → WhatsApp.

const whatsappApi = typedApi("/api/admin/whatsapp");

/** The window of a WhatsApp conversation, refetched when the contact writes again and re-read when it closes. */
export function useWhatsappWindow(transcript: ChatTranscript) {
  const lastInbound = transcript.messages.findLast((m) => m.sender === "visitor")?.createdAt ?? null;
  const query = useQuery({
    queryKey: ["/api/admin/chat/conversations", transcript.id, "whatsapp-window", lastInbound],
    queryFn: ({ signal }) => whatsappApi("GET", "/conversations/:id/window", { params: { id: transcript.id }, signal }),
    enabled: transcript.channel === "whatsapp",
  });
  const closesAt = query.data?.closesAt ? Date.parse(query.data.closesAt) : null;
  const [, tick] = useState(0);
  useEffect(() => {
    if (closesAt === null || closesAt <= Date.now()) return;
    // The window closes while the page is open: the notice appears then, not at the next refetch.
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(closesAt - Date.now() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [closesAt]);
  const open = closesAt !== null && closesAt > Date.now();
  return { data: query.data, open, loaded: query.isSuccess };
}

type WindowData = NonNullable<ReturnType<typeof useWhatsappWindow>["data"]>;

/** Above the composer: until when free-form replies may go out, or (closed) when it closed and the template to send instead. */
export function WhatsappWindowNotice({ conversationId, window, open }: { conversationId: string; window: WindowData; open: boolean }) {
  if (open && window.closesAt) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="whatsapp-window-open">
        WhatsApp: free-form replies can be sent until {formatDateTime(window.closesAt, { zoneName: true })}, 24 hours after the contact's last message.
      </p>
    );
  }
  return <ClosedNotice conversationId={conversationId} window={window} />;
}

function ClosedNotice({ conversationId, window }: { conversationId: string; window: WindowData }) {
  const qc = useQueryClient();
  const template = window.template;
  const [values, setValues] = useState<string[]>(() => Array.from({ length: template?.params ?? 0 }, () => ""));
  const send = useMutation({
    mutationFn: (params: string[]) => whatsappApi("POST", "/conversations/:id/template", { params: { id: conversationId }, body: { params } }),
    onSuccess: async (answer) => {
      toast({ title: answer.message });
      setValues((v) => v.map(() => ""));
      await qc.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/admin/chat") });
    },
    onError: (error) => toast({ title: "Template not sent", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(values.map((v) => v.trim()));
  }
  const closed = window.closesAt ? `on ${formatDateTime(window.closesAt, { zoneName: true })}` : null;

  return (
    <section className="space-y-3 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" aria-labelledby="wa-window-title" data-testid="whatsapp-window-notice">
      <h3 id="wa-window-title" className="flex items-start gap-2 font-medium">
        <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {closed ? `WhatsApp's 24-hour window closed ${closed}.` : "This contact has not written on WhatsApp yet."}
      </h3>
      <p className="text-muted-foreground">
        WhatsApp allows free-form replies only within 24 hours of the contact's last message. Until they write again, only an approved template can be sent.
      </p>
      {template ? (
        <form onSubmit={submit} className="space-y-2" aria-label="Send the approved template">
          <p className="wrap-anywhere">
            <span className="font-medium">Template “{template.name}” ({template.language}):</span> {template.body}
          </p>
          {values.map((value, i) => (
            <div key={i} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
              <label htmlFor={`wa-param-${i}`} className="shrink-0 text-muted-foreground">{`Value for {{${i + 1}}}`}</label>
              <Input id={`wa-param-${i}`} value={value} maxLength={500} onChange={(e) => setValues((v) => v.map((old, j) => (j === i ? e.target.value : old)))} />
            </div>
          ))}
          <div className="flex justify-end">
            <Button type="submit" disabled={send.isPending || values.some((v) => !v.trim())}>
              {send.isPending ? "Sending…" : "Send template"}
            </Button>
          </div>
        </form>
      ) : (
        <p>
          No template is set: add an approved one in{" "}
          <Link to="/admin/settings" className="underline">
            Settings → WhatsApp
          </Link>{" "}
          to write to them now.
        </p>
      )}
    </section>
  );
}
