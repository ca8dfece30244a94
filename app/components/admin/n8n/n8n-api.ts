import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { InstanceFormValues } from "#common/n8n/n8n-instance-schema.ts";
import { apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";

// The /admin/n8n data: query keys are the URLs (the default query function GETs them).

export const N8N_API = "/api/admin/n8n";
const n8nApi = typedApi<"/api/admin/n8n">(N8N_API);
const instancesQuery = apiQueryOptions(N8N_API, "/instances");
export const INSTANCES_KEY = instancesQuery.queryKey;

/** All instances, or one: `?instanceId=` only when one is chosen. */
const instanceQuery = (instanceId: number | null) => ({ query: { instanceId: instanceId || undefined } });

export function useInstances() {
  return useQuery({ ...instancesQuery, staleTime: 2 * 60_000 });
}

export function useAnalytics(instanceId: number | null) {
  return useQuery({ ...apiQueryOptions(N8N_API, "/analytics", instanceQuery(instanceId)), staleTime: 30_000 });
}

export function useWorkflows(instanceId: number | null) {
  return useQuery({ ...apiQueryOptions(N8N_API, "/workflows", instanceQuery(instanceId)), staleTime: 60_000 });
}

export function useRecentActivity(instanceId: number | null) {
  return useQuery({ ...apiQueryOptions(N8N_API, "/recent-activity", instanceQuery(instanceId)), staleTime: 10_000 });
}

/** Every n8n query (instances, figures, workflows, activity, for all filters) after anything changes. */
export function invalidateN8n(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(`${N8N_API}/`),
  });
}

function useN8nMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  // Not awaited: the caller's toast must not wait for (or be lost in) the refetch that may unmount its component.
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void invalidateN8n(queryClient);
    },
  });
}

export function useCreateInstance() {
  return useN8nMutation((values: InstanceFormValues) => n8nApi("POST", "/instances", { body: values }));
}

export function useUpdateInstance() {
  return useN8nMutation(({ id, values }: { id: number; values: InstanceFormValues }) =>
    n8nApi("PATCH", "/instances/:id", { params: { id }, body: values }),
  );
}

export function useDeleteInstance() {
  return useN8nMutation((id: number) => n8nApi("DELETE", "/instances/:id", { params: { id } }));
}

export function useSyncInstance() {
  return useN8nMutation((id: number) => n8nApi("POST", "/instances/:id/sync", { params: { id } }));
}

export function useSyncAll() {
  return useN8nMutation(() => n8nApi("POST", "/sync-all"));
}

export function useSetWebhookUrl() {
  return useN8nMutation(({ id, webhookUrl }: { id: number; webhookUrl: string }) =>
    n8nApi("PATCH", "/workflows/:id", { params: { id }, body: { webhookUrl } }),
  );
}
