import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AI_API, GENERATION_BUSINESS_DATA } from "../../../../common/ai/ai-api.ts";
import { typedApi, type ApiOutput, type ApiPathFor } from "../../../lib/typed-api.ts";

// /api/admin/ai data for the dashboard and the AI page. Query keys are the URLs (the default query
// function GETs them). Blog suggestions stay fresh 24 h, the rest fresh until a mutation says otherwise.

const aiApi = typedApi(AI_API);
type Get<P extends ApiPathFor<"/api/admin/ai", "GET">> = ApiOutput<"/api/admin/ai", "GET", P>;

export const TASKS_KEY = [`${AI_API}/tasks`] as const;
export const CONTENT_KEY = [`${AI_API}/content`] as const;
export const SUGGESTIONS_KEY = [`${AI_API}/workflow-suggestions`] as const;
export const BLOG_SUGGESTIONS_KEY = [`${AI_API}/blog-suggestions`] as const;
export const INSIGHTS_KEY = [`${AI_API}/contact-insights`] as const;
const BLOG_KEY = ["/api/admin/blog"] as const;
const STATS_KEY = ["/api/admin/stats"] as const;
const ACTIVITY_KEY = ["/api/admin/activity"] as const;

export const useAiTasks = () => useQuery<Get<"/tasks">>({ queryKey: TASKS_KEY });
export const useAiContent = () => useQuery<Get<"/content">>({ queryKey: CONTENT_KEY });
export const useWorkflowSuggestions = () => useQuery<Get<"/workflow-suggestions">>({ queryKey: SUGGESTIONS_KEY });
export const useBlogSuggestions = () => useQuery<Get<"/blog-suggestions">>({ queryKey: BLOG_SUGGESTIONS_KEY, staleTime: 24 * 60 * 60_000 });
export const useLatestInsights = () => useQuery<Get<"/contact-insights">>({ queryKey: INSIGHTS_KEY });
export const useTaskRuns = (taskId: number | null) =>
  useQuery<Get<"/tasks/:id/runs">>({ queryKey: [`${AI_API}/tasks/${taskId ?? 0}/runs`], enabled: taskId !== null });

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
