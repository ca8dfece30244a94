import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IntegrationTest } from "#common/settings/setting-value.ts";
import type { SettingInput } from "#common/settings/settings-catalog.ts";
import { apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { ALERTS_KEY } from "../chat/chat-admin-api.ts";

const SETTINGS_API = "/api/admin/settings";
const settingsApi = typedApi(SETTINGS_API);
const settingsQuery = apiQueryOptions(SETTINGS_API, "/");
export const SETTINGS_KEY = settingsQuery.queryKey;

export function useSettings() {
  return useQuery(settingsQuery);
}

export function useSaveSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingInput) => settingsApi("POST", "/", { body: input }),
    onSuccess: async () => {
      // The notification switches and office hours decide which alerts this admin shows. Not awaited: the row that
      // saved is re-keyed when the settings arrive, and a wait after that would drop its "Settings Updated" toast.
      void qc.invalidateQueries({ queryKey: ALERTS_KEY });
      await qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

export function useIntegrationTest() {
  return useMutation({
    mutationFn: (target: IntegrationTest) => settingsApi("POST", "/test", { body: { target } }),
  });
}

/** A secret's stored value, for the settings page's "show" button. */
export function revealSetting(category: string, key: string) {
  return settingsApi("POST", "/:category/:key/reveal", { params: { category, key } });
}
