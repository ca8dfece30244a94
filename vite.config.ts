import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Server-only packages stay out of the dev pre-bundler (see stack notes: drizzle in the browser).
  optimizeDeps: { exclude: ["drizzle-orm", "@electric-sql/pglite", "pg"] },
});
