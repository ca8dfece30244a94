import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "../../../../common/contacts/contact-types.ts";
import type { ContactFilter } from "../../../../common/contacts/contact-filter.ts";
import { downloadFile, errorMessage, getQueryFn } from "../../../lib/api.ts";
import type { ContactsApi, N8nApi } from "../../../lib/api-contract.ts";
import { typedApi, type ApiOutput, type ApiPathFor } from "../../../lib/typed-api.ts";
import { toast } from "../../ui/use-toast.ts";

const CONTACTS_API = "/api/admin/contacts";
const contactsApi = typedApi<ContactsApi>(CONTACTS_API);
type Get<P extends ApiPathFor<ContactsApi, "GET">> = ApiOutput<ContactsApi, "GET", P>;

export const CONTACTS_KEY = [CONTACTS_API] as const;
export const ASSIGNMENTS_KEY = [`${CONTACTS_API}/workflows/all`] as const;
const detailKey = (id: number) => [CONTACTS_API, id] as const;

export function useContacts() {
  return useQuery<Get<"/">>({ queryKey: CONTACTS_KEY });
}

export function useContactDetail(id: number, enabled: boolean) {
  return useQuery<Get<"/:id">>({ queryKey: detailKey(id), enabled });
}

/** Spec: contact workflows stay fresh 5 minutes; a failed fetch is logged and read as "no assignments". */
export function useAssignments() {
  return useQuery<Get<"/workflows/all">>({
    queryKey: ASSIGNMENTS_KEY,
    staleTime: 5 * 60_000,
    queryFn: async (ctx) => {
      try {
        return (await getQueryFn<Get<"/workflows/all">>({ on401: "throw" })(ctx)) ?? {};
      } catch (error) {
        console.error("Failed to fetch contact workflows", error);
        return {};
      }
    },
  });
}

/** The synced workflows (n8n page's list; spec cache timing 60 s). */
export function useAvailableWorkflows(enabled: boolean) {
  return useQuery<ApiOutput<N8nApi, "GET", "/workflows">>({ queryKey: ["/api/admin/n8n/workflows"], staleTime: 60_000, enabled });
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
    mutationFn: (id: number) => contactsApi("DELETE", "/:id", { params: { id } }),
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
    mutationFn: (status: LeadStatus) => contactsApi("PATCH", "/:id", { params: { id }, body: { status } }),
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
    mutationFn: (body: string) => contactsApi("POST", "/:id/notes", { params: { id }, body: { body } }),
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
    mutationFn: (deliveryId: number) => contactsApi("POST", "/:id/deliveries/:deliveryId/retry", { params: { id, deliveryId } }),
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
    mutationFn: (workflowId: number) => contactsApi("POST", "/:contactId/workflows", { params: { contactId: id }, body: { workflowId } }),
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
    mutationFn: (workflowId: number) => contactsApi("DELETE", "/:contactId/workflows/:workflowId", { params: { contactId: id, workflowId } }),
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
  await downloadFile(`${CONTACTS_API}/export.csv?${params}`, "contacts.csv");
}
