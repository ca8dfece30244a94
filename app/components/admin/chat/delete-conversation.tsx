import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Trash2 } from "lucide-react";
import type { ChatConversationSummary } from "#common/chat/chat-types.ts";
import { errorMessage } from "#app/lib/api.ts";
import { CHAT_STATS_KEY, CONVERSATIONS_ENDPOINT, chatApi, dropFromInbox } from "./chat-admin-api.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/use-toast.ts";


function useDeleteConversation() {
  const qc = useQueryClient();
  const [, setParams] = useSearchParams();
  return useMutation({
    mutationFn: (id: string) => chatApi("DELETE", "/conversations/:id", { params: { id } }),
    onSuccess: async (_answer, id) => {
      // Off the list and out of the URL first, so the page selects another conversation instead of
      // refetching the deleted transcript (a 404).
      dropFromInbox(qc, id);
      setParams(
        (params) => {
          if (params.get("c") === id) params.delete("c");
          return params;
        },
        { replace: true },
      );
      qc.removeQueries({ queryKey: [CONVERSATIONS_ENDPOINT, id], exact: true });
      toast({ title: "Conversation deleted successfully!" });
      await Promise.all([
        qc.invalidateQueries({ predicate: (q) => q.queryKey[1] === "pages" && String(q.queryKey[0]).startsWith(CONVERSATIONS_ENDPOINT) }),
        qc.invalidateQueries({ queryKey: CHAT_STATS_KEY }),
      ]);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Could not delete the conversation", description: errorMessage(error, "Please try again.") });
    },
  });
}

/** "Delete conversation", asked first; the dialog stays open (and says so) until the delete settles. */
export function DeleteConversationButton({ conversation }: { conversation: Pick<ChatConversationSummary, "id" | "messageCount" | "lead"> }) {
  const remove = useDeleteConversation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete conversation
        </Button>
      }
      title="Delete this conversation?"
      description={
        <>
          The conversation and its {conversation.messageCount} message{conversation.messageCount === 1 ? "" : "s"} will be permanently deleted.
          {conversation.lead ? " The lead it created stays on the Contacts page; delete it there too if you were asked to." : ""} This cannot be undone.
        </>
      }
      pendingLabel="Deleting..."
      onConfirm={() => remove.mutateAsync(conversation.id)}
    />
  );
}
