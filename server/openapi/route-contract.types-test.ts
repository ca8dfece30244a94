/**
 * Type-level test of the server half of the contract (docs/decisions/040): `npm run typecheck` compiles this file,
 * and each `@ts-expect-error` must meet an error, so a handler that answers something its contract does not
 * describe has to fail the type check. Nothing here runs.
 */
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { z } from "#common/lib/zod.ts";
import { CSV_FILE, route } from "./route-contract.ts";

const thing = z.object({ id: z.number(), name: z.string(), createdAt: z.date() });

export const checkedRoutes = new Hono<AppEnv>()
  // The schema's output answers: a Date is fine, the router's type reads it as the JSON string it becomes.
  .get(...route("/things/:id", { summary: "One thing", responses: { 200: thing } }, (c) => c.json({ id: Number(c.req.param("id")), name: "a", createdAt: new Date() })))
  // @ts-expect-error — a field of the wrong type
  .get(...route("/wrong-type", { summary: "Wrong type", responses: { 200: thing } }, (c) => c.json({ id: "1", name: "a", createdAt: new Date() })))
  // @ts-expect-error — a required field missing
  .get(...route("/missing", { summary: "Missing field", responses: { 200: thing } }, (c) => c.json({ id: 1, createdAt: new Date() })))
  // @ts-expect-error — a status the contract does not list
  .get(...route("/status", { summary: "Unlisted status", responses: { 200: thing } }, (c) => c.json({ id: 1, name: "a", createdAt: new Date() }, 201)))
  // @ts-expect-error — JSON where the contract says a CSV file
  .get(...route("/file.csv", { summary: "A file", responses: { 200: CSV_FILE } }, (c) => c.json({ id: 1 })))
  .get(...route("/export.csv", { summary: "A file", responses: { 200: CSV_FILE } }, (c) => c.body("id\n1\n", 200, { "Content-Type": "text/csv" })))
  .post(
    ...route("/things", { summary: "Make a thing", body: z.object({ name: z.string() }), query: z.object({ dry: z.stringbool().optional() }), responses: { 201: thing } }, (c) => {
      const { name } = c.req.valid("json");
      // @ts-expect-error — the body has no such field
      void c.req.valid("json").colour;
      // @ts-expect-error — the query's `dry` is parsed into a boolean
      const dry: string | undefined = c.req.valid("query").dry;
      void dry;
      return c.json({ id: 1, name, createdAt: new Date() }, 201);
    }),
  );
