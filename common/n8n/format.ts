// Display formats for automation figures. Browser-safe: no Node imports.

function isPresent(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** Automation pages: under 1000 ms as "850ms", otherwise seconds with one decimal ("1.5s"); missing → "N/A". */
export function formatExecutionTime(ms: number | null | undefined): string {
  if (!isPresent(ms)) return "N/A";
  const rounded = Math.round(ms);
  return rounded < 1000 ? `${rounded}ms` : `${(rounded / 1000).toFixed(1)}s`;
}

/** Dashboard: always seconds with one decimal ("0.8s"); missing → "--". */
export function formatDashboardSeconds(ms: number | null | undefined): string {
  return isPresent(ms) ? `${(ms / 1000).toFixed(1)}s` : "--";
}

/**
 * A success rate given in percent (0-100): "95.5%", whole numbers without a decimal ("100%").
 * Missing shows `missing`: "N/A" on the automation pages, pass "--" on the dashboard.
 */
export function formatSuccessRate(percent: number | null | undefined, missing: string = "N/A"): string {
  if (!isPresent(percent)) return missing;
  const rounded = Math.round(percent * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}
