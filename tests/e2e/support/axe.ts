import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };

/** One rule that axe gets wrong for one element: `selector` is matched against the node's axe target. */
export type AxeException = { rule: string; selector: string; why: string };

async function runAxe(page: Page, exceptions: readonly AxeException[]): Promise<{ id: string; impact: string; targets: string[] }[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
  return violations
    .map((v) => ({ ...v, targets: v.targets.filter((t) => !exceptions.some((e) => e.rule === v.id && t.includes(e.selector))) }))
    .filter((v) => v.targets.length > 0);
}

const describe = (v: { id: string; impact: string; targets: string[] }) => `${v.id} (${v.impact}): ${v.targets.slice(0, 5).join(", ")}`;

/**
 * Runs axe-core on the page and returns its serious and critical violations, one line each. The page's context
 * must bypass the CSP (the site rightly blocks inline scripts without its nonce, and axe is injected inline).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await runAxe(page, [])).filter((v) => v.impact === "serious" || v.impact === "critical").map(describe);
}

/** Every axe violation, whatever its impact, less the named false positives (each with the reason it is one). */
export async function axeViolations(page: Page, exceptions: readonly AxeException[] = []): Promise<string[]> {
  return (await runAxe(page, exceptions)).map(describe);
}
