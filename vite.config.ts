import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Public pages would otherwise load ~50 tiny chunks; over HTTP/1.1 each costs a round trip, so the code every
// public page shares is grouped into a few files. Admin-only code is left out of these groups on purpose.
const publicGroups = [
  { name: "ui-core", test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/ },
  {
    name: "site",
    test: /[\\/](app[\\/](components[\\/](site|errors|blog[\\/](cover-image|post-card|category-badge)|chat[\\/]chat-launcher|ui[\\/](button|use-toast|lazy-toaster|spinner))|lib[\\/](utils|seo|public-site|analytics|chat-bridge|app-context))|common[\\/](content|blog[\\/](blog-types|post-format|blog-rules)))/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: publicGroups } } },
  },
  // Server-only packages stay out of the dev pre-bundler (see stack notes: drizzle in the browser).
  optimizeDeps: { exclude: ["drizzle-orm", "@electric-sql/pglite", "pg"] },
});
