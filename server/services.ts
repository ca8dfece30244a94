import type { AnyFeature, ServiceDeps, ServicesOfAll } from "./feature.ts";
import { features } from "./features.ts";

export type { ServiceDeps } from "./feature.ts";

/** The domain services of every feature, shared by the API routes, the server-rendered pages and the jobs. */
export type Services = ServicesOfAll<typeof features>;

/**
 * Builds each feature's services after those of the features it needs (docs/decisions/041), then wires the hooks in the
 * features' order, once every service exists.
 */
export function createServices(deps: ServiceDeps, list: readonly AnyFeature[] = features): Services {
  const built = new Map<AnyFeature, object>();
  const all: Record<string, unknown> = {};
  const needed = (feature: AnyFeature) => Object.assign({}, ...feature.needs.map((need) => built.get(need)));
  const build = (feature: AnyFeature, path: readonly string[]) => {
    if (built.has(feature)) return;
    if (!list.includes(feature)) throw new Error(`${path.at(-1)} needs ${feature.name}, which is not in server/features.ts`);
    if (path.includes(feature.name)) throw new Error(`features need each other: ${[...path, feature.name].join(" → ")}`);
    for (const need of feature.needs) build(need, [...path, feature.name]);
    const own = feature.services(deps, needed(feature) as never);
    for (const key of Object.keys(own)) if (key in all) throw new Error(`two features provide services.${key}`);
    Object.assign(all, own);
    built.set(feature, own);
  };
  for (const feature of list) build(feature, []);
  for (const feature of list) feature.hooks?.({ ...needed(feature), ...built.get(feature) } as never, deps);
  return all as Services;
}
