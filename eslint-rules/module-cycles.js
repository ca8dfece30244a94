// Lint rule: no import cycles between modules of server/, common/ and app/.
//
// A module is a folder directly under a scope (server/chat, with server/chat/engine inside it), or a file directly
// under it (server/env.ts). Scopes are path prefixes; the longest one containing a file wins, so with the scopes
// "app/components" and "app/components/admin" each admin feature (app/components/admin/contacts) is a module. An import from one module into another must not be answered by
// a path of imports leading back: the settings page's tests imported the outbox while the outbox imported
// settings, and the scheduler imported the features whose jobs it runs. Type-only imports count too (a type
// ties two modules as surely as a value does). The composition root (the files that wire every capability
// together, listed in `roots`) is not a module: the features may name its types, and it may import them all.
// Import-x's no-cycle works file by file; these cycles ran between folders, each file on its own cycle-free.
import fs from "node:fs";
import path from "node:path";

const SPECIFIER = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["']((?:\.|#(?:app|server|common|tests)\/)[^"']+)["']/gm;
// The package's import aliases (package.json "imports"): "#server/chat/x.ts" is server/chat/x.ts from the root.
const ALIAS = /^#(app|server|common|tests)\//;

/** The imported file, relative to the root: a relative specifier from the importing file, an alias from the root. */
function resolveSpecifier(root, file, spec) {
  const target = ALIAS.test(spec) ? path.resolve(root, spec.slice(1)) : path.resolve(path.dirname(file), spec);
  return path.relative(root, target).split(path.sep).join("/");
}
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

/** @type {Map<string, { graph: Map<string, Map<string, [string, string]>> }>} */
const graphs = new Map();

function moduleOf(rel, scopes) {
  // The longest scope wins: with "app/components" and "app/components/admin", each admin feature is a module.
  for (const scope of [...scopes].sort((a, b) => b.length - a.length)) {
    if (!rel.startsWith(`${scope}/`)) continue;
    const parts = rel.slice(scope.length + 1).split("/");
    return parts.length === 1 ? `${scope}/${parts[0].replace(SOURCE, "")}` : `${scope}/${parts[0]}`;
  }
  return null;
}

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) out.push(full);
  }
}

/** module → (imported module → [first importing file, first imported file]), built once per lint process (an editor's long-lived ESLint keeps the graph it started with). */
function moduleGraph(root, scopes, roots) {
  const key = `${root}|${scopes.join(",")}|${roots.join(",")}`;
  const cached = graphs.get(key);
  if (cached) return cached.graph;
  const graph = new Map();
  const files = [];
  for (const scope of scopes) if (fs.existsSync(path.join(root, scope))) walk(path.join(root, scope), files);
  for (const file of new Set(files)) {
    const from = path.relative(root, file).split(path.sep).join("/");
    const fromModule = roots.includes(from) ? null : moduleOf(from, scopes);
    if (!fromModule) continue;
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const to = resolveSpecifier(root, file, match[1]);
      const toModule = roots.includes(to) ? null : moduleOf(to, scopes);
      if (!toModule || toModule === fromModule) continue;
      if (!graph.has(fromModule)) graph.set(fromModule, new Map());
      const edges = graph.get(fromModule);
      if (!edges.has(toModule)) edges.set(toModule, [from, to]);
    }
  }
  graphs.set(key, { graph });
  return graph;
}

/** The shortest path of modules from `start` to `goal`, or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let at = goal; at !== null; at = previous.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(current)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between modules (folders of server/, common/ and app/)" },
    schema: [
      {
        type: "object",
        properties: {
          scopes: { type: "array", items: { type: "string" } },
          roots: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: "{{from}} imports {{to}}, which leads back to {{from}}: {{path}}. Move the shared piece beside its users or into a lower module.",
    },
  },
  create(context) {
    const { scopes = ["server", "common"], roots = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const rel = path.relative(root, context.filename).split(path.sep).join("/");
    if (TEST.test(rel) || roots.includes(rel)) return {};
    const self = moduleOf(rel, scopes);
    if (!self) return {};
    const graph = moduleGraph(root, scopes, roots);

    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !(spec.startsWith(".") || ALIAS.test(spec))) return;
      const to = resolveSpecifier(root, context.filename, spec);
      const target = roots.includes(to) ? null : moduleOf(to, scopes);
      if (!target || target === self) return;
      const back = pathBetween(graph, target, self);
      if (!back) return;
      const hops = back.slice(1).map((m, i) => `${back[i]} → ${m} (${graph.get(back[i]).get(m)[0]})`);
      context.report({ node: node.source, messageId: "cycle", data: { from: self, to: target, path: hops.join(", ") } });
    }

    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
