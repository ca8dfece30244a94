import { defineFeature } from "../feature.ts";
import { createScheduler } from "./scheduler.ts";

/** The scheduler every feature's jobs are registered with (their own `jobs`); it knows none of them. */
export const scheduler = defineFeature({
  name: "scheduler",
  services: (deps) => ({ scheduler: createScheduler(deps.db, deps.logger, { metrics: deps.metrics }) }),
});
