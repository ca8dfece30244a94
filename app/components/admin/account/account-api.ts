import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "#common/auth/account-schemas.ts";
import { apiQueryOptions, typedApi, underApiUrl } from "#app/lib/typed-api.ts";
import { AUTH_ME_KEY } from "#app/lib/auth.ts";

const ACCOUNT_API = "/api/admin/account";
const STAFF_SESSIONS_API = "/api/admin/sessions";
const accountApi = typedApi(ACCOUNT_API);
const staffSessionsApi = typedApi(STAFF_SESSIONS_API);

const accountQuery = apiQueryOptions(ACCOUNT_API, "/");
const sessionsQuery = apiQueryOptions(ACCOUNT_API, "/sessions");
const staffSessionsQuery = apiQueryOptions(STAFF_SESSIONS_API, "/");
export const ACCOUNT_KEY = accountQuery.queryKey;
export const SESSIONS_KEY = sessionsQuery.queryKey;
export const STAFF_SESSIONS_KEY = staffSessionsQuery.queryKey;
/** The sessions and their pages of devices (keyed under the sessions' URL). */
const underSessions = underApiUrl(SESSIONS_KEY);
const underStaffSessions = underApiUrl(STAFF_SESSIONS_KEY);

export function useAccount() {
  return useQuery(accountQuery);
}

/** After a change to the account: the page's data and the signed-in user (the gates read it) are fetched again. */
export function useAccountRefresh() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: ACCOUNT_KEY }), qc.invalidateQueries({ queryKey: AUTH_ME_KEY }), qc.invalidateQueries(underSessions)]);
  };
}

export function useChangePassword() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => accountApi("POST", "/password", { body: input }),
    onSuccess: refresh,
  });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: (password: string) => accountApi("POST", "/two-factor/setup", { body: { password } }) });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (code: string) => accountApi("POST", "/two-factor/enable", { body: { code } }) });
}

export function useDisableTwoFactor() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => accountApi("POST", "/two-factor/disable", { body: input }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (password: string) => accountApi("POST", "/two-factor/recovery-codes", { body: { password } }),
    onSuccess: refresh,
  });
}

export function useRequireTwoFactor() {
  const refresh = useAccountRefresh();
  return useMutation({
    mutationFn: (required: boolean) => accountApi("PUT", "/require-two-factor", { body: { required } }),
    onSuccess: refresh,
  });
}

export function useSessions() {
  return useQuery(sessionsQuery);
}

/** The member's sessions, one row per device, a page at a time (its URL is under SESSIONS_KEY's: refreshed with it). */
export function useSessionDevices(page: number) {
  return useQuery({ ...apiQueryOptions(ACCOUNT_API, "/sessions/devices", { query: { page } }), placeholderData: keepPreviousData });
}

export function useEndSessionDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi("DELETE", "/sessions/devices/:id", { params: { id } }),
    onSuccess: () => qc.invalidateQueries(underSessions),
  });
}

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi("DELETE", "/sessions/:id", { params: { id } }),
    onSuccess: () => qc.invalidateQueries(underSessions),
  });
}

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi("POST", "/sessions/end-others"),
    onSuccess: () => qc.invalidateQueries(underSessions),
  });
}

export function useStaffSessions(enabled: boolean) {
  return useQuery({ ...staffSessionsQuery, enabled });
}

export function useEndStaffSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => staffSessionsApi("DELETE", "/:userId", { params: { userId } }),
    onSuccess: () => Promise.all([qc.invalidateQueries(underStaffSessions), qc.invalidateQueries(underSessions)]),
  });
}

/** Another member's sessions, one row per device, a page at a time (owner only; under STAFF_SESSIONS_KEY). */
export function useMemberSessionDevices(userId: number, page: number) {
  return useQuery({ ...apiQueryOptions(STAFF_SESSIONS_API, "/:userId/devices", { params: { userId }, query: { page } }), placeholderData: keepPreviousData });
}

export function useEndMemberSessionDevice(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffSessionsApi("DELETE", "/:userId/devices/:id", { params: { userId, id } }),
    onSuccess: () => Promise.all([qc.invalidateQueries(underStaffSessions), qc.invalidateQueries(underSessions)]),
  });
}
