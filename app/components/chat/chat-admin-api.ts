import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { ChatConversationSummary } from "../../../common/chat/chat-types.ts";
import type { ListPage } from "../../../common/lib/list-query.ts";
import { apiJson } from "../../lib/api.ts";
import { typedApi, type ApiOutput } from "../../lib/typed-api.ts";

// The chat admin's calls and query keys (keys are the URLs: the default query function fetches them), typed from
// the router (app/lib/api-contract.ts).

export const CHAT_ADMIN_API = "/api/admin/chat";
export const chatApi = typedApi(CHAT_ADMIN_API);
/** The inbox's query key is `[CONVERSATIONS_ENDPOINT?filters, "pages"]`, a transcript's `[CONVERSATIONS_ENDPOINT, id]`. */
export const CONVERSATIONS_ENDPOINT = `${CHAT_ADMIN_API}/conversations`;
export const CHAT_STATS_KEY = [`${CHAT_ADMIN_API}/stats`] as const;
export const ATTENTION_KEY = [`${CHAT_ADMIN_API}/attention`] as const;
export const ALERTS_KEY = [`${CHAT_ADMIN_API}/alerts`] as const;

export type ConversationPage = ListPage<ChatConversationSummary>;
const INBOX_PAGE_SIZE = 50;

/**
 * The inbox, paged on the server: 50 conversations, "Load more" for the next 50. The key starts with the list's URL,
 * so the live desk's refetch by prefix reloads the pages shown.
 */
export function useConversationPages(filters: URLSearchParams) {
  const listUrl = filters.size ? `${CONVERSATIONS_ENDPOINT}?${filters}` : CONVERSATIONS_ENDPOINT;
  return useInfiniteQuery({
    queryKey: [listUrl, "pages"],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(filters);
      query.set("page", String(pageParam));
      query.set("pageSize", String(INBOX_PAGE_SIZE));
      return apiJson<ConversationPage>("GET", `${CONVERSATIONS_ENDPOINT}?${query}`, undefined, { signal });
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Every inbox list shown (any filter): a deleted conversation leaves them at once. */
export function dropFromInbox(qc: QueryClient, id: string): void {
  qc.setQueriesData<InfiniteData<ConversationPage>>({ predicate: (q) => q.queryKey[1] === "pages" && String(q.queryKey[0]).startsWith(CONVERSATIONS_ENDPOINT) }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== id), total: p.items.some((c) => c.id === id) ? p.total - 1 : p.total })) } : data,
  );
}
export type ConversationTranscript = ApiOutput<"/api/admin/chat", "GET", "/conversations/:id">;

export const useChatStats = (enabled = true) => useQuery<ApiOutput<"/api/admin/chat", "GET", "/stats">>({ queryKey: CHAT_STATS_KEY, enabled });
export const useNeedsAttention = () => useQuery<ApiOutput<"/api/admin/chat", "GET", "/attention">>({ queryKey: ATTENTION_KEY });
/** Settings → Notifications as they apply now; refetched with the chat lists (a settings save, quiet hours starting). */
export const useStaffAlerts = (enabled = true) => useQuery<ApiOutput<"/api/admin/chat", "GET", "/alerts">>({ queryKey: ALERTS_KEY, enabled, staleTime: 60_000 });
