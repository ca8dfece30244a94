import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BulkSubscribersInput } from "#common/newsletter/subscriber-list.ts";
import { listSearch, type ListParams } from "#common/lib/list-query.ts";
import { downloadFile, errorMessage } from "#app/lib/api.ts";
import { apiListPage, typedApi } from "#app/lib/typed-api.ts";
import { toast } from "../../ui/use-toast.ts";

// The Newsletter page's Subscribers tab (/api/admin/newsletter). Query keys are the URLs (the default query function GETs them).

const NEWSLETTER_API = "/api/admin/newsletter";
const newsletterApi = typedApi(NEWSLETTER_API);

export const SUBSCRIBERS_KEY = [`${NEWSLETTER_API}/subscribers`];

export function useSubscribersPage(params: ListParams) {
  const search = listSearch(params);
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, search],
    queryFn: ({ signal }) => apiListPage(NEWSLETTER_API, "/subscribers", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBulkSubscribers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkSubscribersInput) => newsletterApi("POST", "/subscribers/bulk", { body }),
    onSuccess: async (data) => {
      toast({ title: data.message });
      await qc.invalidateQueries({ queryKey: SUBSCRIBERS_KEY });
    },
    onError: (error) => toast({ variant: "destructive", title: "Could not remove the subscribers", description: errorMessage(error, "Please try again.") }),
  });
}

export function useDeleteSubscriber() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => newsletterApi("DELETE", "/subscribers/:id", { params: { id } }),
    onSuccess: async () => {
      toast({ title: "Subscriber removed successfully!" });
      await qc.invalidateQueries({ queryKey: SUBSCRIBERS_KEY });
    },
    onError: (error) => toast({ variant: "destructive", title: "Could not remove the subscriber", description: errorMessage(error, "Please try again.") }),
  });
}

/** The subscribers as CSV (downloadFile: the export needs the bearer token). */
export const downloadSubscribersCsv = (params: ListParams = {}) => {
  const search = listSearch(params);
  return downloadFile(`${NEWSLETTER_API}/subscribers.csv${search ? `?${search}` : ""}`, "newsletter-subscribers.csv");
};
/** Everything held about one subscriber, as a JSON file (an access request). */
export const downloadSubscriber = (id: number) => downloadFile(`${NEWSLETTER_API}/subscribers/${id}/export`, `newsletter-subscriber-${id}.json`);
