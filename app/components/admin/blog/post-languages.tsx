import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Languages, Plus, Sparkles } from "lucide-react";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { LOCALE_CODES, LOCALES, type Locale } from "#common/i18n/locales.ts";
import { errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { toast } from "../../ui/use-toast.ts";
import { OptionSelect } from "../content/form-parts.tsx";
import { addTranslation, translationsQuery } from "./blog-api.ts";

/** The languages' names in English, for the staff (the public switcher names each in itself). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish", vi: "Vietnamese", zh: "Chinese" };

const status = (v: { isPublished: boolean; publishedAt: string | null }) =>
  !v.isPublished ? "Draft" : v.publishedAt && Date.parse(v.publishedAt) > Date.now() ? "Scheduled" : "Published";

/**
 * A saved post's language and its versions in the other languages: "Add translation" makes a linked draft in the
 * chosen language (a copy of this post to translate); with a model configured, "Draft translation with AI" fills it
 * with the model's translation for review. Neither publishes anything. Without a model that button is not there.
 */
export function PostLanguages({ post, beforeLeaving }: { post: AdminBlogPost; beforeLeaving: () => Promise<boolean> }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const versions = useQuery(translationsQuery(post.id));
  const taken = new Set<Locale>([post.language, ...(versions.data?.translations.map((v) => v.language) ?? [])]);
  const free = LOCALE_CODES.filter((l) => !taken.has(l));
  const [chosen, setChosen] = useState<Locale | "">("");
  const language = chosen && free.includes(chosen) ? chosen : (free[0] ?? "");
  const [busy, setBusy] = useState<"copy" | "ai" | null>(null);

  async function add(ai: boolean) {
    if (!language) return;
    // What the editor holds unsaved is saved first: the translation starts from this post as it is.
    if (!(await beforeLeaving())) return;
    setBusy(ai ? "ai" : "copy");
    try {
      const draft = await addTranslation(post.id, language, ai);
      await qc.invalidateQueries({ queryKey: translationsQuery(post.id).queryKey });
      toast({
        title: ai ? `${LANGUAGE_NAMES[language]} translation drafted by AI` : `${LANGUAGE_NAMES[language]} translation added`,
        description: ai ? "Review it before publishing: it is a draft." : "A draft with this post's words: translate them, then publish.",
      });
      navigate(`/admin/blog/${draft.id}`);
    } catch (error) {
      toast({ variant: "destructive", title: "Could not add the translation", description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="post-languages-title" className="grid min-w-0 gap-3 rounded-lg border bg-background p-3" data-testid="post-languages">
      <h2 id="post-languages-title" className="flex items-center gap-2 text-sm font-medium">
        <Languages aria-hidden="true" className="size-4 text-muted-foreground" />
        Language: {LANGUAGE_NAMES[post.language]}
      </h2>
      {versions.data && versions.data.translations.length > 0 && (
        <ul className="grid min-w-0 gap-1 text-sm" aria-label="Translations">
          {versions.data.translations.map((v) => (
            <li key={v.id} className="flex min-w-0 items-center justify-between gap-2">
              <Link to={`/admin/blog/${v.id}`} className="min-w-0 truncate font-medium text-primary hover:underline" lang={LOCALES[v.language].htmlLang}>
                <span className="text-muted-foreground">{LANGUAGE_NAMES[v.language]}:</span> {v.title || "(Untitled)"}
              </Link>
              <span className="shrink-0 text-xs text-muted-foreground">{status(v)}</span>
            </li>
          ))}
        </ul>
      )}
      {versions.isError && <p className="text-sm text-destructive">{errorMessage(versions.error, "Could not load the translations")}</p>}
      {versions.data && free.length > 0 && (
        <div className="grid gap-2">
          <FormField label="Translate into">
            {(control) => (
              <OptionSelect value={language} onChange={(v) => setChosen(v as Locale)} options={free.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} control={control} />
            )}
          </FormField>
          <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => void add(false)}>
            <Plus />
            {busy === "copy" ? "Adding..." : "Add translation"}
          </Button>
          {versions.data.aiTranslation && (
            <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => void add(true)}>
              <Sparkles />
              {busy === "ai" ? "Translating..." : "Draft translation with AI"}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
