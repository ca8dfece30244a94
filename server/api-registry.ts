/**
 * The typed contract between the API and the browser (docs/decisions/040): every router the client calls, keyed by
 * the path it is mounted at. Types only. Each feature adds its own routers where it mounts them (its index.ts), with
 *
 *     declare module "../api-registry.ts" {
 *       interface AdminApis { "/api/admin/tasks": ReturnType<typeof tasksAdminRoutes> }
 *     }
 *
 * so a new feature touches its own folder and the features list, not this file. A router's type carries its routes'
 * contracts (params, query, body, answers by status): changing a schema on the server changes the client's types.
 * (Reading the routers through the features list instead would be circular — the routers read Services, which the
 * features build — and TypeScript would see some of them as `any`.)
 */

/** The admin routers (under /api/admin, behind the staff guards), by mount path. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface AdminApis {}

/**
 * The public and sign-in routers. Their pages import only these types (`ApiOutput`, `ApiBody`) and call `apiJson`,
 * so no public chunk gains zod or the typed caller.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface PublicApis {}
