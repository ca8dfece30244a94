import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { apiQueryOptions, typedApi, type ApiOutput } from "#app/lib/typed-api.ts";

// The chat admin's calls and query keys (keys are the URLs: the default query function fetches them), typed from
// the router (app/lib/api-contract.ts).

export const CHAT_ADMIN_API = "/api/admin/chat";
export const chatApi = typedApi(CHAT_ADMIN_API);
/** The inbox's query key is `[CONVERSATIONS_ENDPOINT?filters, "pages"]`, a transcript's `[CONVERSATIONS_ENDPOINT, id]`. */
export const CONVERSATIONS_ENDPOINT = `${CHAT_ADMIN_API}/conversations`;
const statsQuery = apiQueryOptions(CHAT_ADMIN_API, "/stats");
const attentionQuery = apiQueryOptions(CHAT_ADMIN_API, "/attention");
const alertsQuery = apiQueryOptions(CHAT_ADMIN_API, "/alerts");
export const CHAT_STATS_KEY = statsQuery.queryKey;
export const ATTENTION_KEY = attentionQuery.queryKey;
export const ALERTS_KEY = alertsQuery.queryKey;

/** With `page`, the list answers one page (without, the newest 200 as a plain list). */
export type ConversationPage = Exclude<ApiOutput<"/api/admin/chat", "GET", "/conversations">, unknown[]>;
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
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> => {
      // The page's filters, as its address gives them: the server's schema reads (and answers 400 to) what they say.
      const query = { ...Object.fromEntries(filters), page: Number(pageParam), pageSize: INBOX_PAGE_SIZE };
      const answer = await chatApi("GET", "/conversations", { query, signal });
      if (Array.isArray(answer)) throw new Error("The inbox asked for a page of conversations and got the whole list");
      return answer;
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

export const useChatStats = (enabled = true) => useQuery({ ...statsQuery, enabled });
export const useNeedsAttention = () => useQuery(attentionQuery);
/** Settings → Notifications as they apply now; refetched with the chat lists (a settings save, quiet hours starting). */
export const useStaffAlerts = (enabled = true) => useQuery({ ...alertsQuery, enabled, staleTime: 60_000 });
