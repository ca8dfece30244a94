import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "#common/auth/auth-schemas.ts";
import type { LoginTwoFactorInput } from "#common/auth/account-schemas.ts";
import { apiJson, apiRequest, getAuthToken, getQueryFn, setAuthToken } from "./api.ts";
import type { ApiOutput } from "./typed-api.ts";

export const AUTH_ME_KEY = ["/api/auth/me"] as const;
/** The signed-in member as GET /api/auth/me answers. */
type Me = ApiOutput<"/api/auth", "GET", "/me">;

/** Signed in while /api/auth/me answers; any failure clears the token. */
export function useAuth() {
  const query = useQuery<Me | null>({
    queryKey: AUTH_ME_KEY,
    queryFn: async (ctx) => {
      if (!getAuthToken()) return null;
      try {
        return await getQueryFn<Me>({ on401: "throw" })(ctx);
      } catch (error) {
        console.warn("Authentication failed", error);
        setAuthToken(null);
        return null;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** The password step: signed in, or (two-factor sign-in on) a challenge for the code step. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<ApiOutput<"/api/auth", "POST", "/login">>("POST", "/api/auth/login", input),
    onSuccess: (data) => {
      if ("twoFactorRequired" in data) return;
      setAuthToken(data.token);
      qc.setQueryData(AUTH_ME_KEY, data.user);
    },
  });
}

export function useLoginTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginTwoFactorInput) => apiJson<ApiOutput<"/api/auth", "POST", "/login/two-factor">>("POST", "/api/auth/login/two-factor", input),
    onSuccess: (data) => {
      setAuthToken(data.token);
      qc.setQueryData(AUTH_ME_KEY, data.user);
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (getAuthToken()) await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
    },
    onSettled: () => {
      setAuthToken(null);
      qc.clear();
      qc.setQueryData(AUTH_ME_KEY, null);
    },
  });
}
