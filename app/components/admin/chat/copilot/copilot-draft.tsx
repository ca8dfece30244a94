import { useEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import type { ChatTranscript } from "#common/chat/chat-types.ts";
import type { CopilotDraft } from "#common/chat/copilot.ts";
import { errorMessage } from "#app/lib/api.ts";
import { Button } from "../../../ui/button.tsx";
import { COPILOT_STATS_KEY, discardDraft, requestDraft } from "./copilot-api.ts";

type Composer = { text: string; set: (text: string) => void; focus: () => void };

/**
 * The copilot's state in one conversation the member handles: the draft offered (put into the reply box), what the
 * box held before it, and a notice for the screen reader and the eye. A visitor message arriving while the box is
 * empty gets a draft offered by itself (the offline engine only, so it costs no model call).
 */
export function useCopilotDraft({ transcript, mine, composer }: { transcript: ChatTranscript; mine: boolean; composer: Composer }) {
  const qc = useQueryClient();
  const id = transcript.id;
  const [offered, setOffered] = useState<CopilotDraft | null>(null);
  const [notice, setNotice] = useState("");
  const before = useRef("");
  const lastVisitorId = [...transcript.messages].reverse().find((m) => m.sender === "visitor")?.id ?? 0;
  // Visitor messages already there when the conversation opened are not offered a draft by themselves.
  const seenVisitorId = useRef(lastVisitorId);

  const draft = useMutation({
    mutationFn: (auto: boolean) => requestDraft(id, auto),
    scope: { id: `chat-draft:${id}` },
    onMutate: () => setNotice("Drafting a reply…"),
    onSuccess: (answer, auto) => {
      if (!answer.draft) {
        // An offer the desk made by itself and found nothing for stays quiet.
        setNotice(auto ? "" : answer.message);
        return;
      }
      // Typed text is never lost: the draft goes after it.
      before.current = composer.text;
      composer.set(composer.text.trim() ? `${composer.text.trimEnd()}\n\n${answer.draft.text}` : answer.draft.text);
      setOffered(answer.draft);
      setNotice("Draft ready in the reply box: edit it, send it or discard it.");
      if (!auto) composer.focus();
    },
    onError: (error) => setNotice(`No draft: ${errorMessage(error, "please try again.")}`),
  });

  const discard = useMutation({
    mutationFn: (draftId: number) => discardDraft(id, draftId),
    onSettled: () => qc.invalidateQueries({ queryKey: COPILOT_STATS_KEY }),
  });

  useEffect(() => {
    if (!mine || lastVisitorId <= seenVisitorId.current) return;
    seenVisitorId.current = lastVisitorId;
    if (!composer.text.trim() && !offered && !draft.isPending) draft.mutate(true);
    // Only a new visitor message offers a draft by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mine, lastVisitorId]);

  return {
    offered,
    notice,
    drafting: draft.isPending,
    request: () => draft.mutate(false),
    /** The draft a reply is sent from (its outcome is recorded with the reply), cleared from the desk. */
    take(): number | undefined {
      const draftId = offered?.id;
      setOffered(null);
      setNotice("");
      return draftId;
    },
    discard() {
      if (!offered) return;
      discard.mutate(offered.id);
      composer.set(before.current);
      setOffered(null);
      setNotice("Draft discarded.");
      composer.focus();
    },
  };
}
export type CopilotState = ReturnType<typeof useCopilotDraft>;

/** Above the reply box: "Draft a reply", what the draft came from, and its discard. */
export function CopilotBar({ copilot }: { copilot: CopilotState }) {
  const { offered } = copilot;
  return (
    <div className="space-y-2 rounded-md border border-dashed bg-muted/40 p-3" data-testid="copilot">
      <div className="flex flex-wrap items-center gap-2">
        {/* One draft at a time: discard it to ask for another. */}
        {!offered && (
          <Button type="button" variant="outline" size="sm" onClick={copilot.request} disabled={copilot.drafting}>
            <Sparkles className="size-4" aria-hidden />
            {copilot.drafting ? "Drafting…" : "Draft a reply"}
          </Button>
        )}
        {offered && (
          <Button type="button" variant="ghost" size="sm" onClick={copilot.discard}>
            Discard draft
          </Button>
        )}
        <p className="min-w-0 flex-1 basis-56 text-sm text-muted-foreground" aria-live="polite" data-testid="copilot-notice">
          {copilot.notice}
        </p>
      </div>
      {offered && (
        <div className="text-xs text-muted-foreground" data-testid="copilot-sources">
          <span>{offered.engine === "model" ? "Worded by the AI model, grounded in:" : "Drafted by the assistant from:"}</span>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {offered.sources.map((s) => (
              <li key={s.id ?? s.title} className="min-w-0 break-words">
                {s.url ? (
                  <a href={s.url} target="_blank" rel="noreferrer" className="text-brand underline-offset-2 hover:underline">
                    {s.title}
                  </a>
                ) : (
                  s.title
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
