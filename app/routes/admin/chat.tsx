import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { MessagesSquare } from "lucide-react";
import { CONVERSATION_STATUSES, CONVERSATION_STATUS_LABELS, type ConversationStatus } from "#common/chat/live-types.ts";
import { CONVERSATION_SORTS, CONVERSATION_SORT_LABELS } from "#common/chat/conversation-list.ts";
import { LoadFailed } from "../../components/admin/lists/load-failed.tsx";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { useSelection } from "../../components/admin/lists/bulk-bar.tsx";
import { BulkDeleteConversations } from "../../components/admin/chat/bulk-delete-conversations.tsx";
import { ChatTabs } from "../../components/admin/chat/chat-tabs.tsx";
import { CopilotFigures } from "../../components/admin/chat/copilot/copilot-figures.tsx";
import { ConversationList } from "../../components/admin/chat/conversation-list.tsx";
import { ConversationDesk } from "../../components/admin/live/conversation-desk.tsx";
import { CONVERSATIONS_ENDPOINT, chatApi, useConversationPages } from "../../components/admin/chat/chat-admin-api.ts";
import { LiveIndicator, NotificationsToggle } from "../../components/admin/live/live-controls.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { ApiRequestError } from "../../lib/api.ts";
import { adminMeta } from "../../lib/page-title.ts";

const ENDPOINT = CONVERSATIONS_ENDPOINT;

export const meta = () => adminMeta("Chat Conversations");

export default function AdminChatPage() {
  const [params, setParams] = useSearchParams();
  const status = (CONVERSATION_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as ConversationStatus) : null;
  const q = params.get("q") ?? "";
  const [search, setSearch] = useState(q);
  // The search is sent once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() === q) return;
      setParams(
        (p) => {
          if (search.trim()) p.set("q", search.trim());
          else p.delete("q");
          return p;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const sort = (CONVERSATION_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? params.get("sort")! : "activity";
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (q) query.set("q", q);
  if (sort !== "activity") query.set("sort", sort);
  const conversations = useConversationPages(query);
  const list = conversations.data?.pages.flatMap((p) => p.items) ?? [];
  const total = conversations.data?.pages[0]?.total ?? 0;
  const selectedId = params.get("c") ?? list[0]?.id ?? null;
  // Keyed under the inbox's URL (its live refresh and a delete's removal find it there); fetched from the same address.
  const transcript = useQuery({
    queryKey: [ENDPOINT, selectedId ?? ""],
    queryFn: () => chatApi("GET", "/conversations/:id", { params: { id: selectedId ?? "" } }),
    enabled: selectedId !== null,
  });
  const linkFor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("c", id);
    return `?${next}`;
  };
  const filtered = status !== null || q !== "";
  // Selection mode for a bulk delete ("Select"), and the conversations ticked in it.
  const [selecting, setSelecting] = useState(false);
  const ticked = useSelection<string>();
  const stopSelecting = () => (setSelecting(false), ticked.clear());

  return (
    <div>
      <AdminPageHeader
        title="Chat Conversations"
        description="Conversations with the website assistant, latest activity first. Take one over to answer the visitor yourself."
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <LiveIndicator />
            <NotificationsToggle />
          </div>
        }
      />
      <ChatTabs />
      <div className="mb-3">
        <CopilotFigures />
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="chat-status" className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id="chat-status"
            value={status ?? ""}
            onChange={(e) =>
              setParams((p) => {
                if (e.target.value) p.set("status", e.target.value);
                else p.delete("status");
                p.delete("c");
                return p;
              })
            }
          >
            <option value="">All</option>
            {CONVERSATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONVERSATION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <label htmlFor="chat-sort" className="text-sm font-medium">
            Sort by
          </label>
          <NativeSelect
            id="chat-sort"
            value={sort}
            onChange={(e) =>
              setParams((p) => {
                if (e.target.value !== "activity") p.set("sort", e.target.value);
                else p.delete("sort");
                return p;
              })
            }
          >
            {CONVERSATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {CONVERSATION_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-56 flex-1 space-y-1 sm:max-w-sm">
          <label htmlFor="chat-search" className="text-sm font-medium">
            Search
          </label>
          <Input id="chat-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Words, a lead's name, e-mail or phone" />
        </div>
      </div>
      {conversations.isLoading ? (
        <Skeleton className="h-96" aria-label="Loading conversations" />
      ) : conversations.isError ? (
        <Card>
          <LoadFailed error={conversations.error} retry={() => void conversations.refetch()} what="conversations" />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={MessagesSquare}
            title={filtered ? "No conversations match" : "No conversations yet"}
            description={filtered ? "Try another status or search." : "Chats with the website assistant appear here as they happen."}
          />
        </Card>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          {/* min-w-0: a long URL in a message must wrap, not widen the page past a phone's screen. */}
          <Card className="max-h-[75vh] min-w-0 gap-0 overflow-y-auto py-0">
            <ConversationList
              conversations={list}
              selectedId={selectedId}
              linkFor={linkFor}
              selection={selecting ? { ticked: ticked.selected, toggle: ticked.toggle } : undefined}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 text-xs text-muted-foreground">
              <span aria-live="polite">
                {list.length} of {total} shown
              </span>
              <span className="flex flex-wrap gap-2">
                {selecting ? (
                  <>
                    <BulkDeleteConversations ids={ticked.ids} onDone={stopSelecting} />
                    <Button variant="ghost" size="sm" onClick={stopSelecting}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setSelecting(true)}>
                    Select
                  </Button>
                )}
                {conversations.hasNextPage && (
                  <Button variant="outline" size="sm" disabled={conversations.isFetchingNextPage} onClick={() => void conversations.fetchNextPage()}>
                    {conversations.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                )}
              </span>
            </div>
          </Card>
          <Card className="min-w-0 p-6">
            {transcript.isLoading ? (
              <Skeleton className="h-64" aria-label="Loading the transcript" />
            ) : transcript.isError && transcript.error instanceof ApiRequestError && transcript.error.status === 404 ? (
              // Deleted (here or by another member): its own live event can arrive before the delete's answer.
              <p className="text-sm text-muted-foreground" data-testid="transcript-gone">
                This conversation no longer exists. Pick another one from the list.
              </p>
            ) : transcript.isError ? (
              <LoadFailed error={transcript.error} retry={() => void transcript.refetch()} what="the transcript" />
            ) : transcript.data ? (
              <ConversationDesk key={transcript.data.id} transcript={transcript.data} />
            ) : null}
          </Card>
        </div>
      )}
    </div>
  );
}
