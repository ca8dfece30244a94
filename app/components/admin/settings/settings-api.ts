import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingView, IntegrationTest } from "../../../../common/settings/setting-value.ts";
import type { SettingInput } from "../../../../common/settings/settings-catalog.ts";
import { apiJson } from "../../../lib/api.ts";

export const SETTINGS_KEY = ["/api/admin/settings"] as const;

export function useSettings() {
  return useQuery<SettingView[]>({ queryKey: SETTINGS_KEY });
}

export function useSaveSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingInput) => apiJson<{ message: string; changed: boolean; setting?: SettingView }>("POST", "/api/admin/settings", input),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

export function useIntegrationTest() {
  return useMutation({
    mutationFn: (target: IntegrationTest) => apiJson<{ message: string }>("POST", "/api/admin/settings/test", { target }),
  });
}
