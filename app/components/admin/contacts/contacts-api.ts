import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "#common/contacts/contact-types.ts";
import type { ConsentRevocation } from "#common/contacts/contact-consent.ts";
import { contactListSearch, type ContactListParams } from "#common/contacts/contact-query.ts";
import type { BulkContactsInput, ContactEditInput } from "#common/contacts/contact-edit.ts";
import type { ContactImportInput, ContactImportPreviewInput } from "#common/contacts/contact-import.ts";
import type { QualificationEditInput, RoutingRulesInput } from "#common/contacts/qualification.ts";
import { downloadFile, errorMessage } from "#app/lib/api.ts";
import { apiListPage, apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { toast } from "../../ui/use-toast.ts";

const CONTACTS_API = "/api/admin/contacts";
const contactsApi = typedApi(CONTACTS_API);

export const CONTACTS_KEY = [CONTACTS_API] as const;
const overviewQuery = apiQueryOptions(CONTACTS_API, "/overview");
const assignmentsQuery = apiQueryOptions(CONTACTS_API, "/workflows/all");
const OVERVIEW_KEY = overviewQuery.queryKey;
export const ASSIGNMENTS_KEY = assignmentsQuery.queryKey;
const detailKey = (id: number) => [CONTACTS_API, id] as const;

/** After a merge, bulk action or delete: every list, card, overview and assignment may have changed. */
const refreshAll = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: CONTACTS_KEY }), qc.invalidateQueries({ queryKey: OVERVIEW_KEY }), qc.invalidateQueries({ queryKey: ASSIGNMENTS_KEY })]);

/** One page of the list; the page shown stays while the next loads (no flash of skeletons while typing a search). */
export function useContactsPage(params: ContactListParams) {
  const search = contactListSearch(params);
  return useQuery({
    queryKey: [CONTACTS_API, "list", search],
    queryFn: ({ signal }) => apiListPage(CONTACTS_API, "/", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactDetail(id: number, enabled: boolean) {
  return useQuery({ queryKey: detailKey(id), queryFn: () => contactsApi("GET", "/:id", { params: { id } }), enabled });
}

/** The summary cards and delivery problems (every contact); refreshed with the list after each change. */
export function useContactsOverview() {
  return useQuery(overviewQuery);
}

/** The staff a contact can be assigned to. */
export function useOwners() {
  return useQuery({ ...apiQueryOptions(CONTACTS_API, "/owners"), staleTime: 60_000 });
}

export function useSaveContact(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ContactEditInput) =>
      id === null ? contactsApi("POST", "/", { body }) : contactsApi("PUT", "/:id", { params: { id }, body }),
    onSuccess: async (saved) => {
      toast({ title: id === null ? "Contact created" : "Contact updated" });
      await refresh(saved.id);
    },
  });
}

/** Staff's edit of a contact's qualification; the server's field messages are the caller's to show. */
export function useSaveQualification(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: QualificationEditInput) => contactsApi("PUT", "/:id/qualification", { params: { id }, body }),
    onSuccess: async () => {
      toast({ title: "Qualification updated" });
      await refresh(id);
    },
  });
}

const routingRulesQuery = apiQueryOptions(CONTACTS_API, "/routing-rules");
/** The owner routing rules, in order (the first match names the owner of an unowned lead). */
export function useRoutingRules(enabled = true) {
  return useQuery({ ...routingRulesQuery, enabled });
}

export function useSaveRoutingRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutingRulesInput) => contactsApi("PUT", "/routing-rules", { body }),
    onSuccess: async (rules) => {
      qc.setQueryData(routingRulesQuery.queryKey, rules);
      toast({ title: "Routing rules saved" });
    },
  });
}

export function useMergeContacts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ keepId, mergeId }: { keepId: number; mergeId: number }) => contactsApi("POST", "/:id/merge", { params: { id: keepId }, body: { mergeId } }),
    onSuccess: async () => {
      toast({ title: "Contacts merged" });
      await refreshAll(qc);
    },
    onError: failed("Merge failed"),
  });
}

export function useBulkContacts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkContactsInput) => contactsApi("POST", "/bulk", { body }),
    onSuccess: async (data) => {
      toast({ title: data.message });
      await refreshAll(qc);
    },
    onError: failed("Bulk action failed"),
  });
}

/** Spec: contact workflows stay fresh 5 minutes; a failed fetch is logged and read as "no assignments". */
export function useAssignments() {
  return useQuery({
    ...assignmentsQuery,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      try {
        return await contactsApi("GET", "/workflows/all");
      } catch (error) {
        console.error("Failed to fetch contact workflows", error);
        return {};
      }
    },
  });
}

/** The synced workflows (n8n page's list; spec cache timing 60 s). */
export function useAvailableWorkflows(enabled: boolean) {
  return useQuery({ ...apiQueryOptions("/api/admin/n8n", "/workflows"), staleTime: 60_000, enabled });
}

function useRefresh() {
  const qc = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: [CONTACTS_API, "list"] }),
      qc.invalidateQueries({ queryKey: OVERVIEW_KEY }),
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
      await refreshAll(qc);
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

/** Staff record that the contact asked not to be texted on a channel (the consent ledger, source staff). */
export function useRevokeConsent(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ConsentRevocation) => contactsApi("POST", "/:id/consents", { params: { id }, body }),
    onSuccess: async () => {
      toast({ title: "Opt-out recorded", description: "No automated texts will go to this contact on that channel." });
      await refresh(id);
    },
    onError: failed("Opt-out not recorded"),
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

/** The filtered (or selected) contacts as CSV (downloadFile: the export needs the bearer token). */
export async function downloadContactsCsv(params: ContactListParams): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = params;
  await downloadFile(`${CONTACTS_API}/export.csv?${contactListSearch(filters)}`, "contacts.csv");
}

/** CSV import (docs/decisions/028): the server checks the file and answers a preview; the import sends it again with the mapping. */
export const previewImport = (body: ContactImportPreviewInput, signal?: AbortSignal) => contactsApi("POST", "/import/preview", { body, signal });

export function useImportContacts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactImportInput) => contactsApi("POST", "/import", { body }),
    onSuccess: async () => {
      await refreshAll(qc);
    },
    onError: failed("Import failed"),
  });
}
