import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactDetail, ContactListItem, ContactNote, LeadStatus, WorkflowAssignment } from "../../../../common/contacts/contact-types.ts";
import type { ContactFilter } from "../../../../common/contacts/contact-filter.ts";
import type { N8nWorkflowView } from "../../../../common/n8n/n8n-types.ts";
import { apiJson, apiRequest, downloadFile, errorMessage, getQueryFn } from "../../../lib/api.ts";
import { toast } from "../../ui/use-toast.ts";

export const CONTACTS_KEY = ["/api/admin/contacts"] as const;
export const ASSIGNMENTS_KEY = ["/api/admin/contacts/workflows/all"] as const;
const detailKey = (id: number) => ["/api/admin/contacts", id] as const;

export function useContacts() {
  return useQuery<ContactListItem[]>({ queryKey: CONTACTS_KEY });
}

export function useContactDetail(id: number, enabled: boolean) {
  return useQuery<ContactDetail>({ queryKey: detailKey(id), enabled });
}

/** Spec: contact workflows stay fresh 5 minutes; a failed fetch is logged and read as "no assignments". */
export function useAssignments() {
  return useQuery<Record<string, WorkflowAssignment[]>>({
    queryKey: ASSIGNMENTS_KEY,
    staleTime: 5 * 60_000,
    queryFn: async (ctx) => {
      try {
        return (await getQueryFn<Record<string, WorkflowAssignment[]>>({ on401: "throw" })(ctx)) ?? {};
      } catch (error) {
        console.error("Failed to fetch contact workflows", error);
        return {};
      }
    },
  });
}

/** The synced workflows (n8n page's list; spec cache timing 60 s). */
export function useAvailableWorkflows(enabled: boolean) {
  return useQuery<N8nWorkflowView[]>({ queryKey: ["/api/admin/n8n/workflows"], staleTime: 60_000, enabled });
}

function useRefresh() {
  const qc = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: CONTACTS_KEY, exact: true }),
      id !== undefined ? qc.invalidateQueries({ queryKey: detailKey(id) }) : Promise.resolve(),
    ]);
  };
}

const failed = (title: string) => (error: unknown) => toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

export function useDeleteContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/contacts/${id}`),
    onSuccess: async () => {
      toast({ title: "Contact deleted successfully!" });
      await Promise.all([qc.invalidateQueries({ queryKey: CONTACTS_KEY, exact: true }), qc.invalidateQueries({ queryKey: ASSIGNMENTS_KEY })]);
    },
    onError: failed("Delete failed"),
  });
}

export function useSetStatus(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: LeadStatus) => apiJson<ContactListItem>("PATCH", `/api/admin/contacts/${id}`, { status }),
    onSuccess: async () => {
      toast({ title: "Lead status updated" });
      await refresh(id);
    },
    onError: failed("Status not changed"),
  });
}

export function useAddNote(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: string) => apiJson<ContactNote>("POST", `/api/admin/contacts/${id}/notes`, { body }),
    onSuccess: async () => {
      toast({ title: "Note added" });
      await refresh(id);
    },
    onError: failed("Note not saved"),
  });
}

export function useRetryDelivery(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (deliveryId: number) => apiJson<{ message: string }>("POST", `/api/admin/contacts/${id}/deliveries/${deliveryId}/retry`),
    onSuccess: async (data) => {
      toast({ title: "Retry started", description: data.message });
      await refresh(id);
    },
    onError: failed("Retry failed"),
  });
}

export function useAssignWorkflow(id: number) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (workflowId: number) => apiRequest("POST", `/api/admin/contacts/${id}/workflows`, { workflowId }),
    onSuccess: async () => {
      toast({ title: "Workflow assigned successfully!" });
      await Promise.all([qc.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }), refresh(id)]);
    },
    onError: failed("Workflow not assigned"),
  });
}

export function useUnassignWorkflow(id: number) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (workflowId: number) => apiRequest("DELETE", `/api/admin/contacts/${id}/workflows/${workflowId}`),
    onSuccess: async () => {
      toast({ title: "Workflow unassigned successfully!" });
      await Promise.all([qc.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }), refresh(id)]);
    },
    onError: failed("Workflow not unassigned"),
  });
}

/** The filtered list as CSV (downloadFile: the export needs the bearer token). */
export async function downloadContactsCsv(filter: ContactFilter): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value && value !== "all") params.set(key, value);
  await downloadFile(`/api/admin/contacts/export.csv?${params}`, "contacts.csv");
}
