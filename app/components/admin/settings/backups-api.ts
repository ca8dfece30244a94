import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi, type ApiOutput } from "../../../lib/typed-api.ts";
import { downloadFile } from "../../../lib/api.ts";

const BACKUPS_API = "/api/admin/backups";
const backupsApi = typedApi(BACKUPS_API);
export const BACKUPS_KEY = [BACKUPS_API] as const;

export function useBackups() {
  return useQuery<ApiOutput<"/api/admin/backups", "GET", "/">>({ queryKey: BACKUPS_KEY });
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
export const downloadBackup = (name: string) => downloadFile(`${BACKUPS_API}/${encodeURIComponent(name)}`, name);
