import { useEffect, useRef, useState } from "react";
import { Bold, Code, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Loader2, Quote } from "lucide-react";
import { fieldError, errorMessage } from "#app/lib/api.ts";
import { previewMarkdown } from "./blog-api.ts";
import { cn } from "#app/lib/utils.ts";
import type { FormControlProps } from "../../ui/form-field.tsx";
import { imageFileOf, useImageUpload } from "../media/media-api.ts";
import { ImageFileInput } from "../media/image-file-input.tsx";
import { imageMarkdown } from "./image-markdown.ts";

type Edit = { label: string; icon: typeof Bold; apply: (selected: string) => { text: string; select?: [number, number] } };

// Each action wraps the selection (or a placeholder) so typing continues naturally afterwards.
const wrap = (before: string, after: string, placeholder: string) => (s: string) => {
  const inner = s || placeholder;
  return { text: `${before}${inner}${after}`, select: [before.length, before.length + inner.length] as [number, number] };
};
const prefixLines = (prefix: (i: number) => string, placeholder: string) => (s: string) => ({
  text: (s || placeholder)
    .split("\n")
    .map((line, i) => `${prefix(i)}${line}`)
    .join("\n"),
});

const EDITS: Edit[] = [
  { label: "Heading", icon: Heading2, apply: prefixLines(() => "## ", "Heading") },
  { label: "Subheading", icon: Heading3, apply: prefixLines(() => "### ", "Subheading") },
  { label: "Bold", icon: Bold, apply: wrap("**", "**", "bold text") },
  { label: "Italic", icon: Italic, apply: wrap("*", "*", "italic text") },
  { label: "Link", icon: Link2, apply: (s) => ({ text: `[${s || "link text"}](https://)`, select: [(s || "link text").length + 3, (s || "link text").length + 11] }) },
  { label: "Bulleted list", icon: List, apply: prefixLines(() => "- ", "List item") },
  { label: "Numbered list", icon: ListOrdered, apply: prefixLines((i) => `${i + 1}. `, "List item") },
  { label: "Quote", icon: Quote, apply: prefixLines(() => "> ", "Quote") },
  { label: "Code", icon: Code, apply: wrap("`", "`", "code") },
];

const PREVIEW_DELAY_MS = 300;

/** The content field's own message (too long, nested too deep, too complex) rather than "Please check: content". */
const previewError = (error: unknown) =>
  fieldError(error, "content") ?? errorMessage(error, "Preview unavailable");

/**
 * Markdown with a live preview rendered by the server (POST /api/admin/blog/preview), the same renderer
 * and sanitizer as the public post page, so what staff see is what visitors get.
 */
export function MarkdownEditor({
  value,
  onChange,
  control,
}: {
  value: string;
  onChange: (value: string) => void;
  control: FormControlProps;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<{ html: string; error: string | null }>({ html: "", error: null });
  const images = useImageUpload();
  const picker = useRef<HTMLInputElement>(null);
  // The text may change while an image uploads: the insertion goes into the latest one.
  const latest = useRef(value);
  latest.current = value;

  /** Uploads a picked, dropped or pasted image and inserts `![alt](url)` where the cursor was, the alt text selected. */
  async function insertImage(file: File | null) {
    if (!file) return;
    const at = textarea.current?.selectionEnd ?? latest.current.length;
    const image = await images.upload(file);
    if (!image) return;
    const { text, select } = imageMarkdown(latest.current, Math.min(at, latest.current.length), image.url, file.name);
    onChange(text);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(...select);
    });
  }

  useEffect(() => {
    if (value.trim() === "") {
      setPreview({ html: "", error: null });
      return;
    }
    // Aborting a superseded preview lets the server drop its render instead of queueing it behind newer ones.
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewMarkdown(value, abort.signal)
        .then(({ html }) => !abort.signal.aborted && setPreview({ html, error: null }))
        .catch((error: unknown) => !abort.signal.aborted && setPreview((p) => ({ ...p, error: previewError(error) })));
    }, PREVIEW_DELAY_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [value]);

  function applyEdit(edit: Edit) {
    const el = textarea.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const result = edit.apply(value.slice(start, end));
    onChange(value.slice(0, start) + result.text + value.slice(end));
    requestAnimationFrame(() => {
      el.focus();
      const [from, to] = result.select ?? [result.text.length, result.text.length];
      el.setSelectionRange(start + from, start + to);
    });
  }

  const tab = (name: "write" | "preview", label: string) => (
    <button
      type="button"
      onClick={() => setMode(name)}
      aria-pressed={mode === name}
      className={cn(
        "rounded-md px-3 py-1 text-sm font-medium transition-colors lg:hidden",
        mode === name ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="overflow-hidden rounded-lg border border-input">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/60 px-2 py-1.5">
        <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5">
          {EDITS.map((edit) => (
            <button
              key={edit.label}
              type="button"
              title={edit.label}
              aria-label={edit.label}
              onClick={() => applyEdit(edit)}
              className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-background hover:text-foreground"
            >
              <edit.icon aria-hidden="true" className="size-4" />
            </button>
          ))}
          <button
            type="button"
            title="Image (or drop or paste one into the text)"
            aria-label="Insert an image"
            disabled={images.uploading}
            onClick={() => picker.current?.click()}
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-background hover:text-foreground disabled:opacity-50"
          >
            {images.uploading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
          </button>
          <ImageFileInput ref={picker} label="Choose an image to insert" testId="inline-image-file" onPick={(file) => void insertImage(file)} />
        </div>
        <div className="flex gap-1 rounded-lg bg-muted p-0.5">
          {tab("write", "Write")}
          {tab("preview", "Preview")}
          <span className="hidden px-2 text-xs font-medium text-muted-foreground lg:inline">Markdown · live preview</span>
        </div>
      </div>
      {(images.uploading || images.error) && (
        <p role="status" className={cn("border-b px-3 py-1.5 text-sm", images.error ? "text-destructive" : "text-muted-foreground")}>
          {images.error ?? "Uploading the image…"}
        </p>
      )}
      <div className="grid lg:grid-cols-2 lg:divide-x">
        <textarea
          ref={textarea}
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onDrop={(e) => {
            const file = imageFileOf(e.dataTransfer.files);
            if (!file) return;
            e.preventDefault();
            void insertImage(file);
          }}
          onPaste={(e) => {
            const file = imageFileOf(e.clipboardData.files);
            if (!file) return;
            e.preventDefault();
            void insertImage(file);
          }}
          spellCheck
          placeholder={"## A heading\n\nWrite the post in Markdown: **bold**, *italic*, [links](https://…), lists, tables, code."}
          className={cn(
            "min-h-[22rem] w-full resize-y bg-background p-4 font-mono text-sm leading-relaxed outline-none placeholder:text-muted-foreground focus-visible:bg-accent/20 lg:block",
            mode === "write" ? "block" : "hidden",
          )}
        />
        <div
          aria-label="Preview"
          aria-live="polite"
          className={cn("max-h-[32rem] min-h-[22rem] overflow-y-auto bg-background p-5 lg:block", mode === "preview" ? "block" : "hidden")}
        >
          {preview.error && <p className="mb-3 text-sm text-destructive">{preview.error}</p>}
          {preview.html ? (
            <div className="blog-prose" style={{ fontSize: "0.975rem" }} data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <p className="text-sm text-muted-foreground">The preview appears here as you write.</p>
          )}
        </div>
      </div>
    </div>
  );
}
