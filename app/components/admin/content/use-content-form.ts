import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { saveFailure } from "./form-errors.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import { toast } from "../../ui/use-toast.ts";

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type Parsed<Out> = { success: true; data: Out } | { success: false; error: z.ZodError };

/**
 * The state of an admin content form (blog posts, testimonials): values, the first error per field (cleared as the
 * field changes), and a submit that validates with the shared schema, saves, and on failure shows the server's
 * field messages plus a toast. `derive` adds values that follow from a change (the slug from the title).
 */
export function useContentForm<V extends object>(initial: () => V, derive?: <K extends keyof V>(key: K, value: V[K]) => Partial<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...derive?.(key, value) }));
    setErrors(({ [key as string]: _dropped, ...rest }) => rest);
  };
  /** Props for a text input or textarea bound to a string field. */
  const text = (key: StringKeys<V>) => ({
    name: String(key),
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
  });

  async function submit<Out>(
    event: FormEvent<HTMLFormElement>,
    { parse, save, failure }: { parse: (values: V) => Parsed<Out>; save: (data: Out) => Promise<unknown>; failure: { title: string; fallback: string } },
  ) {
    event.preventDefault();
    const parsed = parse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      await save(parsed.data);
    } catch (error) {
      const { fields, message } = saveFailure(error, failure.fallback);
      setErrors(fields);
      toast({ variant: "destructive", title: failure.title, description: message });
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saving, set, text, submit };
}
