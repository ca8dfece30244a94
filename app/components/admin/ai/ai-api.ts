import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AI_API, GENERATION_BUSINESS_DATA } from "#common/ai/ai-api.ts";
import { apiQueryKey, apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";

// /api/admin/ai data for the dashboard and the AI page. Query keys are the URLs (the default query
// function GETs them). Blog suggestions stay fresh 24 h, the rest fresh until a mutation says otherwise.

const aiApi = typedApi(AI_API);

const tasksQuery = apiQueryOptions(AI_API, "/tasks");
const contentQuery = apiQueryOptions(AI_API, "/content");
const suggestionsQuery = apiQueryOptions(AI_API, "/workflow-suggestions");
const blogSuggestionsQuery = apiQueryOptions(AI_API, "/blog-suggestions");
const insightsQuery = apiQueryOptions(AI_API, "/contact-insights");
export const TASKS_KEY = tasksQuery.queryKey;
export const CONTENT_KEY = contentQuery.queryKey;
export const SUGGESTIONS_KEY = suggestionsQuery.queryKey;
export const BLOG_SUGGESTIONS_KEY = blogSuggestionsQuery.queryKey;
export const INSIGHTS_KEY = insightsQuery.queryKey;
const BLOG_KEY = apiQueryKey("/api/admin/blog", "/");
const STATS_KEY = apiQueryKey("/api/admin/stats", "/");
const ACTIVITY_KEY = apiQueryKey("/api/admin/activity", "/");

export const useAiTasks = () => useQuery(tasksQuery);
export const useAiContent = () => useQuery(contentQuery);
export const useWorkflowSuggestions = () => useQuery(suggestionsQuery);
export const useBlogSuggestions = () => useQuery({ ...blogSuggestionsQuery, staleTime: 24 * 60 * 60_000 });
export const useLatestInsights = () => useQuery(insightsQuery);
export const useTaskRuns = (taskId: number | null) =>
  useQuery({ ...apiQueryOptions(AI_API, "/tasks/:id/runs", { params: { id: taskId ?? 0 } }), enabled: taskId !== null });

/** After generation the AI content list is refetched (and the blog list, which gained a draft). */
export function useGenerateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: string) => aiApi("POST", "/generate-blog", { body: { topic } }),
    onSuccess: () => {
      for (const queryKey of [CONTENT_KEY, BLOG_KEY, STATS_KEY, ACTIVITY_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useGenerateWorkflows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => aiApi("POST", "/generate-workflows", { body: { businessData: GENERATION_BUSINESS_DATA } }),
    onSuccess: () => {
      for (const queryKey of [SUGGESTIONS_KEY, CONTENT_KEY, ACTIVITY_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** 'Refresh Blog Trends': the server recomputes and re-caches; the answer replaces the cached list. */
export function useRefreshTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => aiApi("POST", "/blog-suggestions/refresh"),
    onSuccess: (data) => queryClient.setQueryData(BLOG_SUGGESTIONS_KEY, data),
  });
}

export function useGenerateInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => aiApi("POST", "/contact-insights"),
    onSuccess: (data) => {
      queryClient.setQueryData(INSIGHTS_KEY, data);
      for (const queryKey of [CONTENT_KEY, ACTIVITY_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useSetSuggestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "accepted" | "dismissed" }) =>
      aiApi("PATCH", "/workflow-suggestions/:id", { params: { id }, body: { status } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
  });
}

function useTaskMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A run may have produced suggestions or insights: refresh what the tasks feed, and every run history.
    onSettled: () => {
      void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(`${AI_API}/`) });
    },
  });
}

export const useSetTaskActive = () =>
  useTaskMutation(({ id, isActive }: { id: number; isActive: boolean }) => aiApi("PATCH", "/tasks/:id", { params: { id }, body: { isActive } }));

export const useRunTask = () => useTaskMutation((id: number) => aiApi("POST", "/tasks/:id/run", { params: { id } }));
