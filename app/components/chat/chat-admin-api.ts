import { useQuery } from "@tanstack/react-query";
import type { ChatAdminApi } from "../../lib/api-contract.ts";
import { typedApi, type ApiOutput } from "../../lib/typed-api.ts";

// The chat admin's calls and query keys (keys are the URLs: the default query function fetches them), typed from
// the router (app/lib/api-contract.ts).

export const CHAT_ADMIN_API = "/api/admin/chat";
export const chatApi = typedApi<ChatAdminApi>(CHAT_ADMIN_API);
/** The list's query key is `[CONVERSATIONS_ENDPOINT]` (plus its filters), a transcript's `[CONVERSATIONS_ENDPOINT, id]`. */
export const CONVERSATIONS_ENDPOINT = `${CHAT_ADMIN_API}/conversations`;
export const CHAT_STATS_KEY = [`${CHAT_ADMIN_API}/stats`] as const;
export const ATTENTION_KEY = [`${CHAT_ADMIN_API}/attention`] as const;
export const ALERTS_KEY = [`${CHAT_ADMIN_API}/alerts`] as const;

export type ConversationSummaries = ApiOutput<ChatAdminApi, "GET", "/conversations">;
export type ConversationTranscript = ApiOutput<ChatAdminApi, "GET", "/conversations/:id">;

export const useChatStats = (enabled = true) => useQuery<ApiOutput<ChatAdminApi, "GET", "/stats">>({ queryKey: CHAT_STATS_KEY, enabled });
export const useNeedsAttention = () => useQuery<ApiOutput<ChatAdminApi, "GET", "/attention">>({ queryKey: ATTENTION_KEY });
/** Settings → Notifications as they apply now; refetched with the chat lists (a settings save, quiet hours starting). */
export const useStaffAlerts = (enabled = true) => useQuery<ApiOutput<ChatAdminApi, "GET", "/alerts">>({ queryKey: ALERTS_KEY, enabled, staleTime: 60_000 });
