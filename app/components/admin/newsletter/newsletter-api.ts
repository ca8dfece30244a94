import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewsletterIssueInput } from "#common/newsletter/newsletter-schemas.ts";
import { apiQueryOptions, typedApi, type ApiOutput } from "#app/lib/typed-api.ts";

// The Newsletter page's Issues tab (/api/admin/newsletter/issues). Query keys are the URLs (the default query function GETs them).
const ISSUES_API = "/api/admin/newsletter/issues";
const issuesApi = typedApi(ISSUES_API);

const issuesQuery = apiQueryOptions(ISSUES_API, "/");
export const ISSUES_KEY = issuesQuery.queryKey;
export type IssueList = ApiOutput<"/api/admin/newsletter/issues", "GET", "/">;

/** Polls every 2 s while an issue is being sent (its progress), not otherwise. */
export const useIssues = () =>
  useQuery({ ...issuesQuery, refetchInterval: (q) => (q.state.data?.some((i) => i.status === "sending") ? 2_000 : false) });

/** The published posts an issue can be about (from the newsletter's API: sales send issues but do not open the blog admin). */
export const usePostChoices = () => useQuery(apiQueryOptions(ISSUES_API, "/posts"));

export const previewIssue = (body: NewsletterIssueInput) => issuesApi("POST", "/preview", { body });
export const sendTestIssue = (body: NewsletterIssueInput & { to: string }) => issuesApi("POST", "/test", { body });

export function useSendIssue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsletterIssueInput) => issuesApi("POST", "/", { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ISSUES_KEY }),
  });
}
