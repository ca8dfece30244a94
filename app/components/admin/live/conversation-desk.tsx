import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatTranscript } from "#common/chat/chat-types.ts";
import { CHAT_MAX_MESSAGE_LENGTH } from "#common/chat/chat-types.ts";
import { TYPING_SEND_MS, TYPING_SHOW_MS } from "#common/chat/live-types.ts";
import { onLiveEvent } from "./live-desk.tsx";
import { Button } from "../../ui/button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { toast } from "../../ui/use-toast.ts";
import { AVOID_TOASTS } from "../../ui/toast-placement.ts";
import { errorMessage } from "#app/lib/api.ts";
import { useAuth } from "#app/lib/auth.ts";
import { chatApi } from "../chat/chat-admin-api.ts";
import { DeleteConversationButton } from "../chat/delete-conversation.tsx";
import { TranscriptView } from "../chat/transcript-view.tsx";
import { CopilotBar, useCopilotDraft } from "../chat/copilot/copilot-draft.tsx";
import { useWhatsappWindow, WhatsappWindowNotice } from "../chat/whatsapp-window.tsx";

/** Staff's side of one conversation: take over, reply, hand back, resolve; the visitor's typing shows live. */
export function ConversationDesk({ transcript }: { transcript: ChatTranscript }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [draft, setDraft] = useState("");
  const [visitorTyping, setVisitorTyping] = useState(false);
  const lastTypingSent = useRef(0);
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const id = transcript.id;
  const mine = transcript.status === "assigned" && transcript.assignedTo?.id === user?.id;
  const someoneElse = transcript.status === "assigned" && !mine ? (transcript.assignedTo?.name ?? "Another team member") : null;
  const copilot = useCopilotDraft({ transcript, mine, composer: { text: draft, set: setDraft, focus: () => replyBox.current?.focus() } });
  const whatsapp = useWhatsappWindow(transcript);
  // Outside WhatsApp's 24-hour window only the template can go out (the server refuses a free-form reply too).
  const windowClosed = transcript.channel === "whatsapp" && whatsapp.loaded && !whatsapp.open;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = onLiveEvent((e) => {
      if (e.conversationId !== id) return;
      if (e.kind === "typing" && e.actor === "visitor") {
        setVisitorTyping(true);
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => setVisitorTyping(false), TYPING_SHOW_MS);
      } else if (e.kind === "message" && e.actor === "visitor") {
        setVisitorTyping(false);
      }
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [id]);

  const refresh = () =>
    qc.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/admin/chat"),
    });
  const action = useMutation({
    mutationFn: (what: "takeover" | "handback" | "resolve") => chatApi("POST", `/conversations/:id/${what}`, { params: { id } }),
    onSuccess: async (answer, what) => {
      // Taking over shows in the transcript (and the reply box is where the eye goes): no toast over it.
      if (what !== "takeover") toast({ title: answer.message });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: "That did not work",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const send = useMutation({
    mutationFn: ({ content, draftId }: { content: string; draftId?: number }) =>
      chatApi("POST", "/conversations/:id/messages", {
        params: { id },
        body: { content, draftId },
      }),
    // The box empties as a reply is sent, so the next can be typed at once; replies go out one at a time, in order.
    scope: { id: `chat-reply:${id}` },
    onSuccess: () => refresh(),
    // A reply that did not go out comes back into the box, ahead of anything typed since: nothing typed is lost.
    onError: (error, { content }) => {
      setDraft((current) => (current.trim() ? `${content}\n${current}` : content));
      toast({
        title: "Reply not sent",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  function typing(value: string) {
    setDraft(value);
    if (!mine || !value.trim() || Date.now() - lastTypingSent.current < TYPING_SEND_MS) return;
    lastTypingSent.current = Date.now();
    void chatApi("POST", "/conversations/:id/typing", { params: { id } }).catch(() => undefined);
  }
  function submit(event?: FormEvent) {
    event?.preventDefault();
    const content = draft.trim();
    if (!content) return;
    setDraft("");
    // The next reply's first keystroke says "typing" again at once.
    lastTypingSent.current = 0;
    send.mutate({ content, draftId: copilot.take() });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const busy = action.isPending;
  return (
    <TranscriptView
      transcript={transcript}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {!mine && transcript.status !== "assigned" && (
            <Button onClick={() => action.mutate("takeover")} disabled={busy}>
              Take over
            </Button>
          )}
          {/* The assistant does not answer texts yet (docs/decisions/049): nothing to hand an SMS or WhatsApp conversation back to. */}
          {transcript.status === "assigned" && transcript.channel === "web" && (
            <Button variant="outline" onClick={() => action.mutate("handback")} disabled={busy || !mine}>
              Hand back to assistant
            </Button>
          )}
          {transcript.status !== "resolved" && (
            <Button variant="outline" onClick={() => action.mutate("resolve")} disabled={busy || !!someoneElse}>
              Resolve
            </Button>
          )}
          <DeleteConversationButton conversation={transcript} />
        </div>
      }
      footer={
        <div className="space-y-2 border-t pt-4">
          <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite" data-testid="visitor-typing">
            {visitorTyping ? "The visitor is typing…" : ""}
          </p>
          {transcript.channel === "whatsapp" && !someoneElse && whatsapp.data && <WhatsappWindowNotice conversationId={id} window={whatsapp.data} open={whatsapp.open} />}
          {someoneElse ? (
            <p className="text-sm text-muted-foreground">{someoneElse} is handling this conversation.</p>
          ) : (
            <form onSubmit={submit} className="space-y-2" {...AVOID_TOASTS}>
              <label htmlFor="staff-reply" className="text-sm font-medium">
                {transcript.channel !== "web"
                  ? `${mine ? "Your reply" : "Reply — sending takes the conversation over"} (sent ${transcript.channel === "sms" ? "as a text" : "on WhatsApp"} to ${transcript.phone ?? "their number"})`
                  : mine
                    ? "Your reply (the visitor sees it at once)"
                    : "Reply — sending takes the conversation over from the assistant"}
              </label>
              {mine && <CopilotBar copilot={copilot} />}
              <Textarea
                ref={replyBox}
                id="staff-reply"
                value={draft}
                onChange={(e) => typing(e.target.value)}
                onKeyDown={onKeyDown}
                maxLength={CHAT_MAX_MESSAGE_LENGTH}
                rows={3}
                placeholder="Type a reply… (Enter sends, Shift+Enter for a new line)"
              />
              <div className="flex justify-end">
                <Button type="submit" disabled={draft.trim() === "" || windowClosed}>
                  {send.isPending ? "Sending…" : "Send reply"}
                </Button>
              </div>
            </form>
          )}
        </div>
      }
    />
  );
}
