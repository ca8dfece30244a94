import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQueryOptions, apiUrl, typedApi } from "#app/lib/typed-api.ts";
import { downloadFile } from "#app/lib/api.ts";

const BACKUPS_API = "/api/admin/backups";
const backupsApi = typedApi(BACKUPS_API);
const backupsQuery = apiQueryOptions(BACKUPS_API, "/");
export const BACKUPS_KEY = backupsQuery.queryKey;

export function useBackups() {
  return useQuery(backupsQuery);
}

export function useTakeBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => backupsApi("POST", "/"),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: BACKUPS_KEY });
    },
  });
}

/** The download needs the bearer token: fetched, then saved (downloadFile). */
export const downloadBackup = (name: string) => downloadFile(apiUrl(BACKUPS_API, "/:name", { name }), name);
