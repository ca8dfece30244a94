import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Public pages would otherwise load many tiny chunks; over HTTP/1.1 each costs a round trip, so the code of the
// public page shell (layout, header, call-to-action buttons, the deferred-section runtime) is one file. Code of
// deferred sections and admin-only code must stay out of it (docs/decisions/009, 010).
const publicGroups = [
  {
    name: "site",
    test: /[\\/]app[\\/](components[\\/](site[\\/](site-header|floating-contact-card|brand-mark|deferred)|errors[\\/]error-screen|chat[\\/](chat-launcher|chat-stored)|ui[\\/](use-toast|lazy-toaster))|lib[\\/](seo|public-site|analytics|chat-bridge|app-context))\.|[\\/]node_modules[\\/]clsx[\\/]/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: { output: { codeSplitting: { groups: publicGroups } } },
  },
  // Server-only packages stay out of the dev pre-bundler (see stack notes: drizzle in the browser).
  optimizeDeps: { exclude: ["drizzle-orm", "@electric-sql/pglite", "pg"] },
});
