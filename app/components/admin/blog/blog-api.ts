import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BulkPostsInput } from "#common/blog/blog-list.ts";
import { listSearch, type ListParams } from "#common/lib/list-query.ts";
import type { BlogPostCreateInput } from "#common/blog/blog-schemas.ts";
import { errorMessage } from "#app/lib/api.ts";
import type { Locale } from "#common/i18n/locales.ts";
import { apiListPage, apiQueryKey, apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { toast } from "../../ui/use-toast.ts";
import { useContentMutations } from "../content/content-api.ts";

// The blog admin's data: posts (/api/admin/blog). Query keys are the URLs (the default query function GETs them).

const BLOG_API = "/api/admin/blog";
const blogApi = typedApi(BLOG_API);

export const POSTS_KEY = [BLOG_API] as const;

/** One page of the posts list (`page` given: the server answers a page, not the spec's array). */
export function usePostsPage(params: ListParams) {
  const search = listSearch(params);
  return useQuery({
    queryKey: [BLOG_API, "list", search],
    queryFn: ({ signal }) => apiListPage(BLOG_API, "/", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBulkPosts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkPostsInput) => blogApi("POST", "/bulk", { body }),
    onSuccess: async (data) => {
      toast({ title: data.message, description: data.skipped.map((s) => s.reason).join(" ") || undefined });
      await Promise.all([qc.invalidateQueries({ queryKey: POSTS_KEY }), qc.invalidateQueries({ queryKey: apiQueryKey("/api/admin/stats", "/") })]);
    },
    onError: (error) => toast({ variant: "destructive", title: "Bulk action failed", description: errorMessage(error, "Please try again.") }),
  });
}
/** The public site details (the post links need the site's address). */
export const useSiteDetails = () => useQuery(apiQueryOptions("/api", "/site"));

export const usePostMutations = () =>
  useContentMutations<BlogPostCreateInput>(BLOG_API, "Blog post", {
    create: (input) => blogApi("POST", "/", { body: input }),
    update: (id, input) => blogApi("PATCH", "/:id", { params: { id }, body: input }),
    remove: (id) => blogApi("DELETE", "/:id", { params: { id } }),
  });

export const usePost = (id: number | null) => useQuery({ ...apiQueryOptions(BLOG_API, "/:id", { params: { id: id ?? 0 } }), enabled: id !== null, gcTime: 0 });
export const useRevisions = (id: number | null, enabled: boolean) =>
  useQuery({ ...apiQueryOptions(BLOG_API, "/:id/revisions", { params: { id: id ?? 0 } }), enabled: enabled && id !== null });

/** The editor's saves: an explicit one, or a draft's autosave (`autosave: true`), based on the version it started from. */
export const createPost = (body: object) => blogApi("POST", "/", { body });
export const patchPost = (id: number, body: object) => blogApi("PATCH", "/:id", { params: { id }, body });
export const getRevision = (id: number, revisionId: number) => blogApi("GET", "/:id/revisions/:revisionId", { params: { id, revisionId } });
export const restoreRevision = (id: number, revisionId: number, baseVersion: number) =>
  blogApi("POST", "/:id/revisions/:revisionId/restore", { params: { id, revisionId }, body: { baseVersion } });

/** The editor's live preview: the server renders the Markdown as the published post will show it. */
export const previewMarkdown = (content: string, signal: AbortSignal) => blogApi("POST", "/preview", { body: { content }, signal });

/** A post's versions in other languages, and whether a model can draft one. */
export const translationsQuery = (id: number) => apiQueryOptions(BLOG_API, "/:id/translations", { params: { id } });
/** A new draft of the post in `language`, linked to it: a copy to translate, or (`ai`) the model's translation. */
export const addTranslation = (id: number, language: Locale, ai: boolean) => blogApi("POST", "/:id/translations", { params: { id }, body: { language, ai } });
