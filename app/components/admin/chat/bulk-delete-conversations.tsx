import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Trash2 } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { CHAT_STATS_KEY, CONVERSATIONS_ENDPOINT, chatApi, dropFromInbox } from "./chat-admin-api.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/use-toast.ts";

/** "Delete selected (N)" in the inbox's selection mode: asked first, then one request for all (audited once). */
export function BulkDeleteConversations({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const qc = useQueryClient();
  const [, setParams] = useSearchParams();
  const remove = useMutation({
    mutationFn: () => chatApi("POST", "/conversations/bulk", { body: { action: "delete", ids: [...ids] } }),
    onSuccess: async (answer) => {
      for (const id of ids) {
        dropFromInbox(qc, id);
        qc.removeQueries({ queryKey: [CONVERSATIONS_ENDPOINT, id], exact: true });
      }
      // The open transcript may be one of them: the page then shows the first one left.
      setParams(
        (params) => {
          if (ids.includes(params.get("c") ?? "")) params.delete("c");
          return params;
        },
        { replace: true },
      );
      toast({ title: answer.message });
      onDone();
      await Promise.all([
        qc.invalidateQueries({ predicate: (q) => q.queryKey[1] === "pages" && String(q.queryKey[0]).startsWith(CONVERSATIONS_ENDPOINT) }),
        qc.invalidateQueries({ queryKey: CHAT_STATS_KEY }),
      ]);
    },
    onError: (error) => toast({ variant: "destructive", title: "Could not delete the conversations", description: errorMessage(error, "Please try again.") }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={ids.length === 0} className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete selected ({ids.length})
        </Button>
      }
      title={`Delete ${ids.length} ${ids.length === 1 ? "conversation" : "conversations"}?`}
      description="The selected conversations and their messages will be permanently deleted. Leads they created stay on the Contacts page. This cannot be undone."
      pendingLabel="Deleting..."
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
