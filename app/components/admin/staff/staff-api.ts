import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api.ts";
import type { AssignableRole, InvitationSentResponse, StaffListResponse, StaffMemberView } from "../../../../common/staff/staff-schemas.ts";

export const STAFF_API = "/api/admin/staff";
export const STAFF_KEY = [STAFF_API] as const;

export const useStaff = () => useQuery<StaffListResponse>({ queryKey: STAFF_KEY });

/** Every staff change refetches the list (and the audit log, which gained a line). */
function useStaffMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: STAFF_KEY });
      void qc.invalidateQueries({ queryKey: ["/api/admin/audit"] });
    },
  });
}

export const useInvite = () =>
  useStaffMutation((input: { email: string; role: AssignableRole }) => apiJson<InvitationSentResponse>("POST", `${STAFF_API}/invitations`, input));
export const useResendInvitation = () => useStaffMutation((id: number) => apiJson<InvitationSentResponse>("POST", `${STAFF_API}/invitations/${id}/resend`));
export const useRevokeInvitation = () => useStaffMutation((id: number) => apiJson<{ message: string }>("DELETE", `${STAFF_API}/invitations/${id}`));

type MemberAnswer = { message: string; member: StaffMemberView };
export const useChangeRole = () =>
  useStaffMutation(({ id, role }: { id: number; role: AssignableRole }) => apiJson<MemberAnswer>("PATCH", `${STAFF_API}/${id}/role`, { role }));
export const useSetSuspended = () =>
  useStaffMutation(({ id, suspended }: { id: number; suspended: boolean }) => apiJson<MemberAnswer>("POST", `${STAFF_API}/${id}/${suspended ? "suspend" : "reactivate"}`));
export const useRemoveMember = () => useStaffMutation((id: number) => apiJson<{ message: string }>("DELETE", `${STAFF_API}/${id}`));
export const useTransferOwnership = () => useStaffMutation((id: number) => apiJson<MemberAnswer>("POST", `${STAFF_API}/${id}/transfer-ownership`));

/** Copies the invitation link; false when the browser refuses (the link stays on screen to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
