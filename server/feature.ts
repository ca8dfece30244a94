import type { Env } from "./env.ts";
import type { Db } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { SecretBox } from "./lib/crypto.ts";
import type { RateLimitStore } from "./lib/rate-limit.ts";
import type { LiveHub } from "./live/live-hub.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { AppDeps } from "./context.ts";
import type { JobDefinition } from "./jobs/job-definition.ts";
import type { AdminArea } from "#common/auth/access.ts";

// One capability, one definition (docs/decisions/041): its services, the routers it mounts, its jobs and its hooks.
// server/features.ts lists them all; the registries (services, admin and public routers, jobs, access areas, the
// audit log's delete labels) loop over that list.

/** What every feature's services factory may use: the process's shared infrastructure. */
export interface ServiceDeps {
  env: Env;
  db: Db;
  logger: Logger;
  secrets: SecretBox;
  rateLimits: RateLimitStore;
  live: LiveHub;
  metrics: Metrics;
}

/**
 * A router factory. Its return type is left unread here (void) on purpose: the routers' types come from their
 * handlers, which read `Services`, which comes from the features; reading them while typing a feature would be
 * circular. The mount checks at run time that it got a Hono router.
 */
export type RouterFactory = (deps: AppDeps) => void;

/** [path after the mount ("" for the mount itself), area, method]: the longest matching prefix wins (docs/decisions/018). */
export type AccessRule = readonly [path: "" | `/${string}`, area: AdminArea, method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"];

/** A DELETE path after the mount and the words the audit log shows for it: "blog post $1" reads "blog post 3". */
export type DeletedThing = readonly [pattern: RegExp, label: string];

export interface AdminMount<M extends `/api/admin/${string}` = `/api/admin/${string}`, R extends RouterFactory = RouterFactory> {
  mount: M;
  routes: R;
  /** Who may call it: one area for everything under the mount, or rules by sub-path (a path with none is refused). */
  access: AdminArea | readonly AccessRule[];
  /** Labels for the audit log's "Deleted" lines; an unlisted DELETE is logged with its path. */
  deletes?: readonly DeletedThing[];
  /** Its routes write their own audit lines for what they delete (staff, sessions), so the generic line is skipped. */
  auditsOwnDeletes?: true;
}

export interface ApiMount<M extends `/api${string}` = `/api${string}`, R extends RouterFactory = RouterFactory> {
  mount: M;
  routes: R;
}

/** Any feature, whatever it provides; what the registries loop over. */
export interface AnyFeature {
  readonly name: string;
  readonly needs: readonly AnyFeature[];
  readonly services: (deps: ServiceDeps, needs: never) => object;
  readonly hooks?: (services: never, deps: ServiceDeps) => void;
  readonly admin?: readonly AdminMount[];
  readonly api?: readonly ApiMount[];
  readonly jobs?: (register: (job: JobDefinition) => void, deps: AppDeps) => void;
}

/** No services. */
type None = Record<never, never>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Simplify<T> = { [K in keyof T]: T[K] };

/** The services one feature provides ({} for a feature with none). */
export type ServicesOf<F> = F extends { services: (...args: never[]) => infer S } ? S : None;

/** The services of several features, as one object type. */
export type ServicesOfAll<Fs extends readonly AnyFeature[]> = Simplify<UnionToIntersection<ServicesOf<Fs[number]>> extends infer I ? (unknown extends I ? None : I) : never>;

/**
 * Defines a feature. `needs` names the features whose services it uses, by reference: its factory and hooks get exactly
 * those services, typed, and createServices (server/services.ts) builds them first. A feature missing from `needs` is a
 * type error where its service is used, not a failed lookup at start. Write `jobs` and `hooks` with a block body: an
 * expression body's type would be read while the feature's own type is being worked out (TS7022, "referenced directly
 * or indirectly in its own initializer") when it reaches `deps.services`.
 */
export function defineFeature<
  const Name extends string,
  const Needs extends readonly AnyFeature[] = [],
  S extends object = None,
  const Admin extends readonly AdminMount[] = [],
  const Api extends readonly ApiMount[] = [],
>(feature: {
  name: Name;
  needs?: Needs;
  services?: (deps: ServiceDeps, needs: ServicesOfAll<Needs>) => S;
  /** Reactions to other features' events (contacts.onMerge, settings.onChange…), wired once every service exists. */
  hooks?: (services: ServicesOfAll<Needs> & S, deps: ServiceDeps) => void;
  admin?: Admin;
  api?: Api;
  /** Registers the feature's background jobs (the AI Tasks page lists them). */
  jobs?: (register: (job: JobDefinition) => void, deps: AppDeps) => void;
}) {
  const none = () => ({}) as S;
  return { ...feature, needs: feature.needs ?? [], services: feature.services ?? none } as {
    readonly name: Name;
    readonly needs: Needs;
    readonly services: (deps: ServiceDeps, needs: ServicesOfAll<Needs>) => S;
    readonly hooks?: (services: ServicesOfAll<Needs> & S, deps: ServiceDeps) => void;
    readonly admin?: Admin;
    readonly api?: Api;
    readonly jobs?: (register: (job: JobDefinition) => void, deps: AppDeps) => void;
  };
}
