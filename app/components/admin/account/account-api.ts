import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountView,
  ChangePasswordInput,
  RecoveryCodesView,
  SessionView,
  StaffSessionsSummary,
  TwoFactorSetupView,
} from "../../../../common/auth/account-schemas.ts";
import { ApiRequestError, apiJson } from "../../../lib/api.ts";
import { AUTH_ME_KEY } from "../../../lib/auth.ts";

export const ACCOUNT_KEY = ["/api/admin/account"] as const;
export const SESSIONS_KEY = ["/api/admin/account/sessions"] as const;
export const STAFF_SESSIONS_KEY = ["/api/admin/sessions"] as const;

/** The server's message for one field of a failed form, when it named one. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.body?.errors?.[field] : undefined;
}

export function useAccount() {
  return useQuery<AccountView>({ queryKey: ACCOUNT_KEY });
}

/** After a change to the account: the page's data and the signed-in user (the gates read it) are fetched again. */
export function useAccountRefresh() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: ACCOUNT_KEY }), qc.invalidateQueries({ queryKey: AUTH_ME_KEY }), qc.invalidateQueries({ queryKey: SESSIONS_KEY })]);
  };
}

export function useChangePassword() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<{ message: string; sessionsEnded: number }>("POST", "/api/admin/account/password", input),
    onSuccess: refresh,
  });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: (password: string) => apiJson<TwoFactorSetupView>("POST", "/api/admin/account/two-factor/setup", { password }) });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (code: string) => apiJson<RecoveryCodesView>("POST", "/api/admin/account/two-factor/enable", { code }) });
}

export function useDisableTwoFactor() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => apiJson<{ message: string }>("POST", "/api/admin/account/two-factor/disable", input),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (password: string) => apiJson<RecoveryCodesView>("POST", "/api/admin/account/two-factor/recovery-codes", { password }),
    onSuccess: refresh,
  });
}

export function useRequireTwoFactor() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (required: boolean) => apiJson<{ required: boolean }>("PUT", "/api/admin/account/require-two-factor", { required }),
    onSuccess: refresh,
  });
}

export function useSessions() {
  return useQuery<SessionView[]>({ queryKey: SESSIONS_KEY });
}

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", `/api/admin/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ ended: number }>("POST", "/api/admin/account/sessions/end-others"),
    onSuccess: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useStaffSessions(enabled: boolean) {
  return useQuery<StaffSessionsSummary[]>({ queryKey: STAFF_SESSIONS_KEY, enabled });
}

export function useEndStaffSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiJson<{ ended: number }>("DELETE", `/api/admin/sessions/${userId}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: STAFF_SESSIONS_KEY }), qc.invalidateQueries({ queryKey: SESSIONS_KEY })]),
  });
}
