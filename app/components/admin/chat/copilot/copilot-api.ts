import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "#app/lib/typed-api.ts";
import { CHAT_ADMIN_API, chatApi } from "../chat-admin-api.ts";

// The staff copilot's calls (docs/decisions/050). The figures' key is their URL, under the chat admin's, so the live
// desk's refetch of "/api/admin/chat…" keeps them current.

const statsQuery = apiQueryOptions(CHAT_ADMIN_API, "/drafts/stats");
export const COPILOT_STATS_KEY = statsQuery.queryKey;
export const useCopilotStats = () => useQuery(statsQuery);

export const requestDraft = (id: string, auto: boolean) => chatApi("POST", "/conversations/:id/draft", { params: { id }, body: { auto } });
export const discardDraft = (id: string, draftId: number) =>
  chatApi("POST", "/conversations/:id/drafts/:draftId/discard", { params: { id, draftId: String(draftId) } });
