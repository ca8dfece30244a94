import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TaughtAnswerInput } from "#common/chat/taught-answers.ts";
import { apiQueryOptions, typedApi, type ApiOutput } from "#app/lib/typed-api.ts";
import { useContentMutations } from "../../content/content-api.ts";
import { CHAT_ADMIN_API } from "../chat-admin-api.ts";

// Teaching the assistant: the Unanswered view's groups and the taught answers. Query keys are the URLs (the default
// query function fetches them); the live desk's refetch of /api/admin/chat covers both.

export const TAUGHT_ANSWERS_API = `${CHAT_ADMIN_API}/taught-answers`;
export const UNANSWERED_API = `${CHAT_ADMIN_API}/unanswered`;
const teachingApi = typedApi(CHAT_ADMIN_API);

export type UnansweredPageView = ApiOutput<"/api/admin/chat", "GET", "/unanswered">;
export type TaughtAnswerView = ApiOutput<"/api/admin/chat", "GET", "/taught-answers">[number];

/** The page's key is the list's URL with its query: `[UNANSWERED_API?sort=…&page=…]`. */
export const useUnanswered = (query: URLSearchParams) =>
  useQuery({ ...apiQueryOptions(CHAT_ADMIN_API, "/unanswered", { query: Object.fromEntries(query) }), placeholderData: (previous) => previous });

export const useTaughtAnswers = () => useQuery(apiQueryOptions(CHAT_ADMIN_API, "/taught-answers"));

/** Create, change and delete ("Taught answer created successfully!"); the groups they cover are refetched too. */
export function useTaughtAnswerMutations() {
  const qc = useQueryClient();
  const refreshGroups = () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(UNANSWERED_API) });
  const after = async <T,>(call: Promise<T>) => {
    const result = await call;
    await refreshGroups();
    return result;
  };
  return useContentMutations<TaughtAnswerInput>(TAUGHT_ANSWERS_API, "Taught answer", {
    create: (input) => after(teachingApi("POST", "/taught-answers", { body: input })),
    update: (id, input) => after(teachingApi("PATCH", "/taught-answers/:id", { params: { id }, body: input })),
    remove: (id) => after(teachingApi("DELETE", "/taught-answers/:id", { params: { id } })),
  });
}
