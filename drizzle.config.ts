import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The shared schema, and a feature's own tables beside it (server/<feature>/<feature>.schema.ts, docs/decisions/041).
  schema: ["./server/db/schema.ts", "./server/*/*.schema.ts"],
  out: "./server/db/migrations",
});
