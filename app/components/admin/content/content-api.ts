import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest, errorMessage } from "../../../lib/api.ts";
import { toast } from "../../ui/use-toast.ts";

const STATS_KEY = ["/api/admin/stats"];

/**
 * Create / update / delete for one admin collection (`/api/admin/<name>`). Success toasts follow spec §8
 * ("Blog post created successfully!"); the list and the dashboard stats are refetched after each change.
 */
export function useContentMutations<TItem, TInput>(endpoint: string, noun: string) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: [endpoint] }), qc.invalidateQueries({ queryKey: STATS_KEY })]);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TInput }) =>
      id === null ? apiJson<TItem>("POST", endpoint, input) : apiJson<TItem>("PATCH", `${endpoint}/${id}`, input),
    onSuccess: async (_item, { id }) => {
      toast({ title: `${noun} ${id === null ? "created" : "updated"} successfully!` });
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `${endpoint}/${id}`),
    onSuccess: async () => {
      toast({ title: `${noun} deleted successfully!` });
      await refresh();
    },
    onError: (error) => {
      toast({ variant: "destructive", title: `Could not delete the ${noun.toLowerCase()}`, description: errorMessage(error, "Please try again.") });
    },
  });

  return { save, remove };
}
