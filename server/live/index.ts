import { defineFeature } from "../feature.ts";
import { settings } from "../settings/index.ts";
import { createStaffPresence } from "./staff-presence.ts";
import { createTeamAvailability } from "./team-availability.ts";

/** The live desk's hub (built with the process deps), who of the staff is online, and the team's availability. */
export const live = defineFeature({
  name: "live",
  needs: [settings],
  services: (deps, { settings }) => {
    const presence = createStaffPresence(deps.db);
    return { live: deps.live, presence, teamAvailability: createTeamAvailability({ presence, settings }) };
  },
  hooks: ({ settings, teamAvailability }) => {
    // Office hours and the team's availability the widget shows.
    settings.onChange(({ category }) => {
      if (category === "general" || category === "notifications") teamAvailability.invalidate();
    });
  },
});
