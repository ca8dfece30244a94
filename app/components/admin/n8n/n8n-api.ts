import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api.ts";
import type { InstanceFormValues } from "../../../../common/n8n/n8n-instance-schema.ts";
import type {
  AutomationAnalytics,
  InstanceSyncResult,
  N8nInstanceView,
  N8nWorkflowView,
  RecentActivityItem,
  SyncAllResponse,
} from "../../../../common/n8n/n8n-types.ts";

// The /admin/n8n data: query keys are the URLs (the default query function GETs them); spec §9 cache timings.

export const N8N_API = "/api/admin/n8n";
export const INSTANCES_KEY = [`${N8N_API}/instances`] as const;

const withInstance = (path: string, instanceId: number | null) => [`${N8N_API}/${path}${instanceId ? `?instanceId=${instanceId}` : ""}`];

export function useInstances() {
  return useQuery<N8nInstanceView[]>({ queryKey: INSTANCES_KEY, staleTime: 2 * 60_000 });
}

export function useAnalytics(instanceId: number | null) {
  return useQuery<AutomationAnalytics>({ queryKey: withInstance("analytics", instanceId), staleTime: 30_000 });
}

export function useWorkflows(instanceId: number | null) {
  return useQuery<N8nWorkflowView[]>({ queryKey: withInstance("workflows", instanceId), staleTime: 60_000 });
}

export function useRecentActivity(instanceId: number | null) {
  return useQuery<RecentActivityItem[]>({ queryKey: withInstance("recent-activity", instanceId), staleTime: 10_000 });
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
  return useN8nMutation((values: InstanceFormValues) => apiJson<N8nInstanceView>("POST", `${N8N_API}/instances`, values));
}

export function useUpdateInstance() {
  return useN8nMutation(({ id, values }: { id: number; values: InstanceFormValues }) =>
    apiJson<N8nInstanceView>("PATCH", `${N8N_API}/instances/${id}`, values),
  );
}

export function useDeleteInstance() {
  return useN8nMutation((id: number) => apiJson<{ message: string }>("DELETE", `${N8N_API}/instances/${id}`));
}

export function useSyncInstance() {
  return useN8nMutation((id: number) => apiJson<{ message: string; result: InstanceSyncResult }>("POST", `${N8N_API}/instances/${id}/sync`));
}

export function useSyncAll() {
  return useN8nMutation(() => apiJson<SyncAllResponse>("POST", `${N8N_API}/sync-all`));
}

export function useSetWebhookUrl() {
  return useN8nMutation(({ id, webhookUrl }: { id: number; webhookUrl: string }) =>
    apiJson<N8nWorkflowView>("PATCH", `${N8N_API}/workflows/${id}`, { webhookUrl }),
  );
}
