import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { MessagesSquare } from "lucide-react";
import type { ChatConversationSummary, ChatTranscript } from "../../../common/chat/chat-types.ts";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { ConversationList } from "../../components/chat/conversation-list.tsx";
import { CONVERSATIONS_ENDPOINT, DeleteConversationButton } from "../../components/chat/delete-conversation.tsx";
import { TranscriptView } from "../../components/chat/transcript-view.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import { adminMeta } from "../../lib/page-title.ts";

const ENDPOINT = CONVERSATIONS_ENDPOINT;

export const meta = () => adminMeta("Chat Conversations");

function Failed({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  return (
    <div className="p-6 text-center">
      <p className="text-sm text-destructive">{errorMessage(error, `Failed to load ${what}`)}</p>
      <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={retry}>
        Try Again
      </Button>
    </div>
  );
}

export default function AdminChatPage() {
  const [params] = useSearchParams();
  const conversations = useQuery<ChatConversationSummary[]>({ queryKey: [ENDPOINT] });
  const selectedId = params.get("c") ?? conversations.data?.[0]?.id ?? null;
  const transcript = useQuery<ChatTranscript>({ queryKey: [ENDPOINT, selectedId ?? ""], enabled: selectedId !== null });
  const list = conversations.data ?? [];

  return (
    <div>
      <AdminPageHeader
        title="Chat Conversations"
        description="What visitors asked the website assistant, newest first, with captured leads and requests for a person."
        actions={
          <Button variant="outline" onClick={() => void conversations.refetch()} disabled={conversations.isFetching}>
            Refresh
          </Button>
        }
      />
      {conversations.isLoading ? (
        <Skeleton className="h-96" aria-label="Loading conversations" />
      ) : conversations.isError ? (
        <Card>
          <Failed error={conversations.error} retry={() => void conversations.refetch()} what="conversations" />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState icon={MessagesSquare} title="No conversations yet" description="Chats with the website assistant appear here." />
        </Card>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          {/* min-w-0: a long URL in a message must wrap, not widen the page past a phone's screen. */}
          <Card className="max-h-[75vh] min-w-0 gap-0 overflow-y-auto py-0">
            <ConversationList conversations={list} selectedId={selectedId} />
          </Card>
          <Card className="min-w-0 p-6">
            {transcript.isLoading ? (
              <Skeleton className="h-64" aria-label="Loading the transcript" />
            ) : transcript.isError ? (
              <Failed error={transcript.error} retry={() => void transcript.refetch()} what="the transcript" />
            ) : transcript.data ? (
              <TranscriptView transcript={transcript.data} actions={<DeleteConversationButton conversation={transcript.data} />} />
            ) : null}
          </Card>
        </div>
      )}
    </div>
  );
}
