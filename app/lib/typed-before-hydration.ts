/**
 * What someone typed into a server-rendered form before its script arrived (its fields are controlled, so hydrating
 * with empty values would lose it): read once, while the form is still server HTML, from the named fields of the form
 * holding the element `id`. A form marks itself `data-hydrated` once its script runs; after that nothing is read.
 */
export function typedBeforeHydration<Name extends string>(id: string, names: readonly Name[]): Record<Name, string> {
  const values = Object.fromEntries(names.map((name) => [name, ""])) as Record<Name, string>;
  if (typeof document === "undefined") return values;
  const form = (document.getElementById(id) as HTMLInputElement | null)?.form;
  if (!form || form.hasAttribute("data-hydrated")) return values;
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement) values[name] = control.value;
  }
  return values;
}
