import { RefreshCw } from "lucide-react";
import { BLOG_CATEGORIES, slugify } from "#common/blog/blog-rules.ts";
import type { FieldErrors } from "#common/lib/api-error.ts";
import { OptionSelect } from "../content/form-parts.tsx";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { CoverField } from "./cover-field.tsx";
import { PublishBox } from "./publish-box.tsx";
import { LOCALE_CODES, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { LANGUAGE_NAMES } from "./post-languages.tsx";
import { MarkdownEditor } from "./markdown-editor.tsx";
import type { PostValues } from "./post-values.ts";

type StringKey = { [K in keyof PostValues]: PostValues[K] extends string ? K : never }[keyof PostValues];

/** Every field of a post around the Markdown editor: the words on the left, the settings in a side column. */
export function PostFields({
  values,
  errors,
  set,
  onSlugEdited,
  languageEditable = false,
  aside,
}: {
  values: PostValues;
  errors: FieldErrors;
  set: <K extends keyof PostValues>(key: K, value: PostValues[K]) => void;
  onSlugEdited: () => void;
  /** A new post or a draft chooses its language (its blog); a published post's is shown beside it, not changed here. */
  languageEditable?: boolean;
  /** Shown under the publishing box (the post's languages). */
  aside?: React.ReactNode;
}) {
  const text = (key: StringKey) => ({ name: key, value: values[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <div className="grid min-w-0 content-start gap-5">
        <FormField label="Title" required error={errors.title}>
          <Input {...text("title")} placeholder="Speed to Lead: Answer Every Inquiry Within Minutes" />
        </FormField>
        <FormField label="Slug" error={errors.slug} description={`The address of the post: ${localizedPath(values.language, `/blog/${values.slug || "…"}`)}`}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                name="slug"
                value={values.slug}
                onChange={(e) => {
                  onSlugEdited();
                  set("slug", e.target.value);
                }}
                placeholder="derived-from-the-title"
                className="font-mono"
              />
              <Button type="button" variant="outline" size="icon" title="Derive from the title" aria-label="Derive the slug from the title" onClick={() => set("slug", slugify(values.title))}>
                <RefreshCw />
              </Button>
            </div>
          )}
        </FormField>
        <FormField label="Excerpt" required error={errors.excerpt} description={`${values.excerpt.trim().length}/500 · shown on cards and under the title`}>
          <Textarea {...text("excerpt")} rows={3} className="min-h-20" />
        </FormField>
        <FormField label="Content" required error={errors.content}>
          {(control) => <MarkdownEditor value={values.content} onChange={(v) => set("content", v)} control={control} />}
        </FormField>
      </div>

      <div className="grid content-start gap-5 rounded-xl border bg-muted/30 p-4">
        <PublishBox values={values} error={errors.publishedAt} set={set} />
        {languageEditable && (
          <FormField label="Language" error={errors.language} description="The blog the post is on.">
            {(control) => (
              <OptionSelect
                value={values.language}
                onChange={(v) => set("language", v as Locale)}
                options={LOCALE_CODES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                control={control}
              />
            )}
          </FormField>
        )}
        {aside}
        <FormField label="Category" error={errors.category}>
          {(control) => <OptionSelect value={values.category} onChange={(v) => set("category", v)} options={BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))} control={control} />}
        </FormField>
        <CoverField value={values.coverImage} error={errors.coverImage} onChange={(url) => set("coverImage", url)} />
        <FormField label="Author" error={errors.author} description="Empty uses the site name.">
          <Input {...text("author")} />
        </FormField>
        <FormField label="Tags" error={errors.tags} description="Comma-separated, e.g. Lead Generation, Houston, CRM">
          <Input {...text("tags")} />
        </FormField>
        <FormField label="SEO title" error={errors.seoTitle} description={`${values.seoTitle.trim().length}/120 · empty uses the title`}>
          <Input {...text("seoTitle")} />
        </FormField>
        <FormField label="SEO description" error={errors.seoDescription} description={`${values.seoDescription.trim().length}/320 · empty uses the excerpt`}>
          <Textarea {...text("seoDescription")} rows={3} className="min-h-20" />
        </FormField>
      </div>
    </div>
  );
}
