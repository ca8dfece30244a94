import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#app/lib/api.ts";
import { apiQueryKey } from "#app/lib/typed-api.ts";
import { toast } from "../../ui/use-toast.ts";

const STATS_KEY = apiQueryKey("/api/admin/stats", "/");

/** One collection's typed calls (its feature's `-api.ts` builds them from the router's type). */
export interface ContentCalls<TInput> {
  create: (input: TInput) => Promise<unknown>;
  update: (id: number, input: TInput) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * Create / update / delete for one admin collection (`/api/admin/<name>`, whose URL is the list's query key).
 * Success toasts name the change ("Blog post created successfully!"); the list and the dashboard stats are
 * refetched after each change.
 */
export function useContentMutations<TInput>(endpoint: string, noun: string, calls: ContentCalls<TInput>) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: [endpoint] }), qc.invalidateQueries({ queryKey: STATS_KEY })]);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TInput }) => (id === null ? calls.create(input) : calls.update(id, input)),
    onSuccess: async (_item, { id }) => {
      toast({ title: `${noun} ${id === null ? "created" : "updated"} successfully!` });
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
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
