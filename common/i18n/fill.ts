/**
 * Puts values into a dictionary's template: fill("Why {siteName}", { siteName: "Bayou City AI" }). Dictionaries hold
 * strings, not functions, because a page's dictionary travels to the browser in its loader data.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
