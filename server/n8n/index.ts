import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { createN8nService } from "./n8n.service.ts";
import { n8nAdminRoutes } from "./n8n.routes.ts";
import { n8nSyncJob } from "./n8n-sync-job.ts";
import { n8nPruneJob } from "./n8n-prune.ts";

export const n8n = defineFeature({
  name: "n8n",
  needs: [integrations],
  services: (deps, { outbound }) => ({
    n8n: createN8nService({
      db: deps.db,
      secrets: deps.secrets,
      logger: deps.logger,
      defaultApiKey: deps.env.N8N_API_KEY,
      defaultBaseUrl: deps.env.N8N_BASE_URL,
      guard: outbound,
    }),
  }),
  admin: [
    {
      mount: "/api/admin/n8n",
      routes: n8nAdminRoutes,
      // Sales assign follow-up workflows to their leads: they read the list of workflows, nothing else of n8n.
      access: [
        ["", "n8n"],
        ["/workflows", "contacts", "GET"],
      ],
      deletes: [[/^\/instances\/(\d+)$/, "n8n instance $1"]],
    },
  ],
  jobs: (register, deps) => {
    register(n8nSyncJob(deps.services.n8n.sync, deps.env.N8N_SYNC_MINUTES));
    register(n8nPruneJob(deps.services.n8n.pruneExecutions));
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/n8n": ReturnType<typeof n8nAdminRoutes>;
  }
}
