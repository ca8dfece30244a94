import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";

// Public pages would otherwise load many tiny chunks; over HTTP/1.1 each costs a round trip, so the code of the
// public page shell (header, chat launcher, analytics, first-touch, the layout data's helpers, the deferred-section
// runtime) is one file. A page's SEO tags are built by its loader, on the server (app/lib/public-page.server.ts).
// Code of deferred sections and admin-only code must stay out of it (docs/decisions/009, 010).
const publicGroups = [
  {
    name: "site",
    test: /[\\/]app[\\/](components[\\/](site[\\/](site-header|brand-mark|deferred)|errors[\\/]error-screen|chat[\\/](chat-launcher|chat-stored)|ui[\\/](toast-signal|lazy-toaster))|lib[\\/](public-layout|page-title|public-site|analytics|first-touch|chat-bridge|app-context|inline-stylesheet))\.|[\\/]common[\\/](analytics[\\/]first-touch|blog[\\/]blog-meta|i18n[\\/]blog-names)\.|[\\/]node_modules[\\/](clsx[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js))|^\0rolldown[\\/]runtime/,
  },
  // The form primitives and the contact form's field lists: one small file for the contact form, the newsletter
  // box and the admin.
  {
    name: "form-kit",
    test: /[\\/](app[\\/]components[\\/]ui[\\/](input|textarea|label|form-field)|common[\\/](contacts[\\/]contact-form-fields|content[\\/]contact-options))\./,
  },
  // The hero and section frames of the inner pages (Solutions, Contact, Privacy) and of deferred sections.
  { name: "page-parts", test: /[\\/]app[\\/]components[\\/]site[\\/](page-hero|section)\./ },
  // What the blog list's featured post and cards and a post's page share (the cover, the category badge, the date,
  // the no-orphan wrapper): one small file rather than four. The blog's name and feed address, which the blog list
  // needs at once (and none of the rest), are in `site`.
  { name: "blog-kit", test: /[\\/](app[\\/](components[\\/]blog[\\/](cover-image|category-badge)|lib[\\/]keep-together)|common[\\/]blog[\\/]post-format)\./ },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: {
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: it adds a list of file names to every chunk that lazy-loads
    // something (each deferred section, each lazy panel). React Router preloads route modules itself, and a deferred
    // section starts loading before it is on screen, so the extra round trip for its own imports is not seen.
    modulePreload: false,
    // SOURCEMAP=1 for page-weight work: which module costs what (e.g. with source-map-explorer).
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: { output: { codeSplitting: { groups: publicGroups } } },
  },
  // The server build takes the icons it uses rather than loading all of lucide-react's (a 1.3 MB module, kept in
  // memory for the life of the process: issue 14).
  ssr: { noExternal: ["lucide-react"] },
  // Server-only packages stay out of the dev pre-bundler (see stack notes: drizzle in the browser).
  optimizeDeps: { exclude: ["drizzle-orm", "@electric-sql/pglite", "pg"] },
});
