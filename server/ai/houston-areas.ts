import { serviceAreas, type ServiceArea } from "#common/content/offerings.ts";
import { countPhrases, matchText, stableHash, type MatchText } from "./text.ts";

// The agency's Houston service areas with what an agent should know about each. Kept
// general on purpose: these lines go into drafts, so anything that changes yearly (prices, projects
// under construction) is left to the editor.

export type AreaProfile = {
  area: ServiceArea;
  /** One sentence a draft can quote. */
  note: string;
  /** What tends to be new there: development, construction, redevelopment. */
  development: string;
  /** Topic words this area is a natural example for. */
  affinity: readonly string[];
};

export const AREA_PROFILES: Readonly<Record<ServiceArea, AreaProfile>> = {
  "Memorial Villages": {
    area: "Memorial Villages",
    note: "six small villages between I-10 and Memorial Drive with wooded lots, Spring Branch ISD schools and a steady stream of luxury rebuilds",
    development: "tear-downs replaced by custom homes, where buyers ask about lot sizes, village building rules and drainage",
    affinity: ["luxury", "custom home", "rebuild", "school", "family", "high end", "estate"],
  },
  "River Oaks": {
    area: "River Oaks",
    note: "Houston's established luxury enclave near Buffalo Bayou, where discretion, off-market deals and fast, polished replies matter",
    development: "estate renovations and a few new luxury mid-rises nearby, bought by clients who expect a concierge-level response",
    affinity: ["luxury", "high end", "estate", "off market", "concierge", "tax", "appraisal"],
  },
  "The Woodlands": {
    area: "The Woodlands",
    note: "a master-planned community north of Houston with corporate campuses, mostly Conroe ISD schools and many relocating families",
    development: "new sections and builder inventory on the edges of the community, plus mixed-use growth around Hughes Landing",
    affinity: ["master planned", "relocation", "corporate", "new construction", "builder", "family", "school", "commute"],
  },
  "Sugar Land": {
    area: "Sugar Land",
    note: "a Fort Bend County suburb with one of the region's most diverse, multilingual populations and Fort Bend ISD schools",
    development: "newer master-planned neighborhoods such as Imperial, on the site of the old sugar refinery, and builder communities nearby",
    affinity: ["multilingual", "bilingual", "spanish", "vietnamese", "chinese", "family", "school", "new construction", "builder"],
  },
  Katy: {
    area: "Katy",
    note: "the fast-growing west side along I-10 and the Grand Parkway, where Katy ISD zoning and commute times drive decisions",
    development: "large master-planned communities and builder inventory along the Grand Parkway, where buyers compare builders, incentives and rate buydowns",
    affinity: ["new construction", "builder", "master planned", "school", "family", "commute", "relocation", "rate", "buydown", "flood"],
  },
  Bellaire: {
    area: "Bellaire",
    note: "a small city inside the Houston area near the Galleria, popular for new-construction rebuilds, where flood history and elevation certificates come up early",
    development: "older homes replaced by elevated new builds, so buyers ask about flood history, elevation and drainage",
    affinity: ["flood", "hurricane", "rebuild", "new construction", "family", "school", "elevation", "freeze"],
  },
  "West University": {
    area: "West University",
    note: "West University Place, a walkable, family-focused city next to Rice University with sought-after HISD schools",
    development: "a steady pace of luxury rebuilds on small lots, with school zoning and property taxes high on buyers' lists",
    affinity: ["school", "family", "luxury", "rebuild", "tax", "appraisal", "walkable"],
  },
  Heights: {
    area: "Heights",
    note: "the Houston Heights, with historic bungalows, deed restrictions and historic districts next to new infill townhomes",
    development: "infill townhomes and mixed-use projects along its main corridors, next to historic districts with their own rules",
    affinity: ["historic", "townhome", "first time", "walkable", "infill", "investor", "freeze", "spring"],
  },
  Montrose: {
    area: "Montrose",
    note: "inner-loop Montrose, an eclectic mix of condos, townhomes and restored homes near the Museum District",
    development: "mid-rise condos and townhome projects that attract first-time buyers and investors",
    affinity: ["condo", "townhome", "first time", "investor", "rental", "inner loop", "rate", "freeze"],
  },
  "Clear Lake": {
    area: "Clear Lake",
    note: "the Bay Area near NASA's Johnson Space Center and the marinas, with waterfront homes, aerospace relocations and flood-insurance questions",
    development: "aerospace-driven relocations and waterfront redevelopment, where flood insurance and storm readiness shape every sale",
    affinity: ["flood", "hurricane", "waterfront", "relocation", "aerospace", "nasa", "insurance", "storm"],
  },
};

/** Service areas named in the text, in the order of the service-area list. */
export function mentionedAreas(text: MatchText): ServiceArea[] {
  return serviceAreas.filter((area) => countPhrases(text, [area]) > 0);
}

/**
 * Up to `max` areas for a topic: those it names, then the ones the caller prefers (e.g. a season's
 * areas), then those whose affinity words it uses, then a spread picked by the topic's hash so that
 * different topics feature different parts of Houston.
 */
export function areasForTopic(topic: string, preferred: readonly ServiceArea[], max = 3): ServiceArea[] {
  const text = matchText(topic);
  const chosen: ServiceArea[] = [];
  const add = (area: ServiceArea) => {
    if (chosen.length < max && !chosen.includes(area)) chosen.push(area);
  };
  mentionedAreas(text).forEach(add);
  preferred.forEach(add);
  serviceAreas
    .map((area, index) => ({ area, index, hits: countPhrases(text, AREA_PROFILES[area].affinity) }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .forEach((entry) => add(entry.area));
  const start = stableHash(text) % serviceAreas.length;
  for (let i = 0; chosen.length < max && i < serviceAreas.length; i++) add(serviceAreas[(start + i * 3) % serviceAreas.length]!);
  return chosen;
}
