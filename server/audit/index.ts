import { defineFeature } from "../feature.ts";
import { createAuditService } from "./audit.service.ts";
import { auditAdminRoutes } from "./audit.routes.ts";

export const audit = defineFeature({
  name: "audit",
  services: (deps) => ({ audit: createAuditService(deps.db) }),
  admin: [{ mount: "/api/admin/audit", routes: auditAdminRoutes, access: "audit" }],
  jobs: (register, deps) => {
    register({
      key: "audit-log-retention",
      title: "Audit log retention (one year)",
      type: "maintenance",
      schedule: "41 3 * * *",
      run: async () => `${await deps.services.audit.purgeExpired()} audit lines older than a year removed`,
    });
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/audit": ReturnType<typeof auditAdminRoutes>;
  }
}
