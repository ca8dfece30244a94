import { useEffect, useRef, useState, type FormEvent } from "react";
import { RefreshCw } from "lucide-react";
import { BLOG_CATEGORIES, slugify } from "../../../../common/blog/blog-rules.ts";
import { blogPostCreateSchema, DEFAULT_BLOG_CATEGORY, type AdminBlogPost, type BlogPostCreateInput } from "../../../../common/blog/blog-schemas.ts";
import { useContentForm } from "../content/use-content-form.ts";
import { FormActions, OptionSelect } from "../content/form-parts.tsx";
import { isoToLocalInput, localInputToIso } from "../content/datetime.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { CoverImage } from "../../blog/cover-image.tsx";
import { MarkdownEditor } from "./markdown-editor.tsx";

type Values = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  coverImage: string;
  author: string;
  tags: string;
  seoTitle: string;
  seoDescription: string;
  isPublished: boolean;
  publishedAt: string;
};

function initialValues(post: AdminBlogPost | null, defaultAuthor: string): Values {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    category: post?.category ?? DEFAULT_BLOG_CATEGORY,
    coverImage: post?.coverImage ?? "",
    author: post?.author ?? defaultAuthor,
    tags: post?.tags.join(", ") ?? "",
    seoTitle: post?.seoTitle ?? "",
    seoDescription: post?.seoDescription ?? "",
    isPublished: post?.isPublished ?? false,
    publishedAt: isoToLocalInput(post?.publishedAt),
  };
}

export type SavePost = (id: number | null, input: BlogPostCreateInput) => Promise<unknown>;

/** 'New Post' and edit dialog: every field of spec §3; a failed save keeps what was typed. */
export function PostFormDialog({
  open,
  onOpenChange,
  post,
  defaultAuthor,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: AdminBlogPost | null;
  defaultAuthor: string;
  onSave: SavePost;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>{post ? "Edit Post" : "New Post"}</DialogTitle>
          <DialogDescription>
            {post ? "Changes go live as soon as you save a published post." : "Write in Markdown; the preview shows the post as visitors will see it."}
          </DialogDescription>
        </DialogHeader>
        {open && <PostForm key={post?.id ?? "new"} post={post} defaultAuthor={defaultAuthor} onSave={onSave} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PostForm({ post, defaultAuthor, onSave, onDone }: { post: AdminBlogPost | null; defaultAuthor: string; onSave: SavePost; onDone: () => void }) {
  const [slugEdited, setSlugEdited] = useState(post !== null);
  // Until the slug is edited by hand it follows the title.
  const { values, errors, saving, set, text, submit } = useContentForm(
    () => initialValues(post, defaultAuthor),
    (key, value) => (key === "title" && !slugEdited ? { slug: slugify(String(value)) } : {}),
  );
  // The site name may arrive after the dialog opened: a new post's untouched, empty author takes it then.
  const authorTouched = useRef(false);
  useEffect(() => {
    if (post === null && !authorTouched.current && values.author === "" && defaultAuthor !== "") set("author", defaultAuthor);
  }, [post, defaultAuthor, values.author, set]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      parse: (v) => blogPostCreateSchema.safeParse({ ...v, publishedAt: localInputToIso(v.publishedAt) }),
      save: async (data) => {
        await onSave(post?.id ?? null, data);
        onDone();
      },
      failure: { title: "Could not save the post", fallback: "The post could not be saved. Please try again." },
    });

  const scheduled = values.isPublished && values.publishedAt !== "" && new Date(values.publishedAt).getTime() > Date.now();

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={post ? "Edit post" : "New post"}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="grid content-start gap-5">
          <FormField label="Title" required error={errors.title}>
            <Input {...text("title")} placeholder="Speed to Lead: Answer Every Inquiry Within Minutes" />
          </FormField>
          <FormField label="Slug" error={errors.slug} description={`The address of the post: /blog/${values.slug || "…"}`}>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  name="slug"
                  value={values.slug}
                  onChange={(e) => {
                    setSlugEdited(true);
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
          <div className="grid gap-3 rounded-lg border bg-background p-3">
            <div className="flex items-center justify-between gap-3">
              <label htmlFor="post-published" className="text-sm font-medium">
                Published
              </label>
              <Switch id="post-published" checked={values.isPublished} onCheckedChange={(checked) => set("isPublished", checked)} />
            </div>
            <FormField label="Publish date and time" error={errors.publishedAt} description={scheduled ? "Scheduled: goes live at this time." : "Empty: now, when published. A future time schedules the post."}>
              <Input type="datetime-local" {...text("publishedAt")} />
            </FormField>
          </div>
          <FormField label="Category" error={errors.category}>
            {(control) => (
              <OptionSelect value={values.category} onChange={(v) => set("category", v)} options={BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))} control={control} />
            )}
          </FormField>
          <FormField label="Cover image URL" error={errors.coverImage} description="https://… or a site path such as /images/blog/…; empty uses the default cover.">
            <Input {...text("coverImage")} placeholder="/images/blog/my-post.svg" />
          </FormField>
          <div className="aspect-[1200/630] overflow-hidden rounded-lg border bg-navy-950">
            <CoverImage src={values.coverImage} alt="Cover preview" />
          </div>
          <FormField label="Author" error={errors.author} description="Empty uses the site name.">
            <Input {...text("author")} onInput={() => (authorTouched.current = true)} />
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
      <FormActions saving={saving} onCancel={onDone} submitLabel={post ? "Save Changes" : "Create Post"} />
    </form>
  );
}
