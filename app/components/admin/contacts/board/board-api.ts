import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactListItem, LeadStatus } from "#common/contacts/contact-types.ts";
import { contactListSearch, type ContactListParams } from "#common/contacts/contact-query.ts";
import { apiListPage, typedApi } from "#app/lib/typed-api.ts";
import { CONTACTS_KEY } from "../contacts-api.ts";

// The pipeline board's reads (docs/decisions/027). Keys sit under CONTACTS_KEY, so every contacts change and the live
// stream's refetch (by the /api/admin/contacts prefix) refresh the columns and their counts too.

const CONTACTS_API = CONTACTS_KEY[0];
export const BOARD_PAGE_SIZE = 20;

/** The board's filters: the list's, without status (each column is one) and sort (newest first). */
export type BoardFilter = Pick<ContactListParams, "search" | "role" | "interest" | "owner" | "leadSource" | "timeline" | "band" | "language">;

/** Contacts per status with the filters, counted on the server (not from the loaded cards). */
export function usePipelineCounts(filter: BoardFilter) {
  const search = contactListSearch(filter);
  return useQuery({
    queryKey: [CONTACTS_API, "pipeline", search],
    queryFn: ({ signal }) => apiListPage(CONTACTS_API, "/pipeline", filter, signal),
  });
}

/** One column's cards, newest first, BOARD_PAGE_SIZE at a time ("Load more"). */
export function useBoardColumn(status: LeadStatus, filter: BoardFilter) {
  const state = { ...filter, status, sort: "created", pageSize: BOARD_PAGE_SIZE };
  const search = contactListSearch(state);
  return useInfiniteQuery({
    queryKey: [CONTACTS_API, "board", search],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => apiListPage(CONTACTS_API, "/", { ...state, page: Number(pageParam) }, signal),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** A card moved to another column: the contact's status through the contact update API (timeline and audit log). */
export function useMoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, to }: { contact: ContactListItem; to: LeadStatus }) =>
      typedApi(CONTACTS_API)("PATCH", "/:id", { params: { id: contact.id }, body: { status: to } }),
    onSettled: () => qc.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
