import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssignableRole } from "#common/staff/staff-schemas.ts";
import { apiQueryKey, apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";

export const STAFF_API = "/api/admin/staff";
const staffQuery = apiQueryOptions(STAFF_API, "/");
export const STAFF_KEY = staffQuery.queryKey;
const staffApi = typedApi(STAFF_API);

export const useStaff = () => useQuery(staffQuery);

/** Every staff change refetches the list (and the audit log, which gained a line). */
function useStaffMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: STAFF_KEY });
      void qc.invalidateQueries({ queryKey: apiQueryKey("/api/admin/audit", "/") });
    },
  });
}

export const useInvite = () =>
  useStaffMutation((input: { email: string; role: AssignableRole }) => staffApi("POST", "/invitations", { body: input }));
export const useResendInvitation = () => useStaffMutation((id: number) => staffApi("POST", "/invitations/:id/resend", { params: { id } }));
export const useRevokeInvitation = () => useStaffMutation((id: number) => staffApi("DELETE", "/invitations/:id", { params: { id } }));

export const useChangeRole = () =>
  useStaffMutation(({ id, role }: { id: number; role: AssignableRole }) => staffApi("PATCH", "/:id/role", { params: { id }, body: { role } }));
export const useSetSuspended = () =>
  useStaffMutation(({ id, suspended }: { id: number; suspended: boolean }) => staffApi("POST", suspended ? "/:id/suspend" : "/:id/reactivate", { params: { id } }));
export const useRemoveMember = () => useStaffMutation((id: number) => staffApi("DELETE", "/:id", { params: { id } }));
export const useTransferOwnership = () => useStaffMutation((id: number) => staffApi("POST", "/:id/transfer-ownership", { params: { id } }));

/** Copies the invitation link; false when the browser refuses (the link stays on screen to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
