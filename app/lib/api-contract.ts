/**
 * The typed contract between the API and the client (docs/decisions/040): every router the browser calls, keyed by
 * the path it is mounted at, as the server builds it. Each feature declares its routers in its own index.ts
 * (server/api-registry.ts says how). Types only — nothing of server/ reaches the browser bundle.
 */
import type { features } from "#server/features.ts";
import type { AdminApis, PublicApis } from "#server/api-registry.ts";

export type { AdminApis, PublicApis };
export type Apis = AdminApis & PublicApis;

// The admin mount paths the features declare for the client must be the ones they mount: a feature's admin mount
// with no declaration, or a declared admin path no feature mounts, fails this check.
type Feature = (typeof features)[number];
/** The literal mount paths of the features' admin routers (a feature seen through its general type adds none). */
type MountsOf<K extends "admin"> = NonNullable<Feature[K]> extends readonly (infer M)[]
  ? M extends { mount: `/api${infer Rest}` } ? (string extends Rest ? never : `/api${Rest}`) : never
  : never;
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies SameKeys<keyof AdminApis, MountsOf<"admin">>;

// No router may reach the client as `any` (a circular type does, silently): every call through it would go unchecked.
type IsAny<T> = 0 extends 1 & T ? true : false;
type AnyRouters = { [K in keyof Apis]: IsAny<Apis[K]> extends true ? K : never }[keyof Apis];
true satisfies [AnyRouters] extends [never] ? true : never;
