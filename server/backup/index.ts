import { defineFeature } from "../feature.ts";
import { backupAdminRoutes } from "./backup.routes.ts";
import { backupJob } from "./backup-job.ts";

/** Settings → Backups; the store itself is built with the other process deps (server/deps.ts). */
export const backup = defineFeature({
  name: "backup",
  // Backups hold every lead and staff account: the settings area's roles (owner and administrators).
  admin: [{ mount: "/api/admin/backups", routes: backupAdminRoutes, access: "settings" }],
  jobs: (register, deps) => {
    // Daily on the embedded database unless BACKUP_SCHEDULE says otherwise (docs/decisions/023).
    if (deps.backups.config.schedule) register(backupJob(deps.backups, deps.backups.config.schedule));
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/backups": ReturnType<typeof backupAdminRoutes>;
  }
}
