import type { FormEvent } from "react";
import { Sparkles } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { BLOG_TOPIC_MAX } from "#common/ai/ai-api.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { Label } from "../../ui/label.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useGenerateBlog } from "./ai-api.ts";

/** The failure toast differs by page: dashboard 'Generation Failed', AI page 'AI Generation Error'. */
export type GenerationErrorCopy = { title: string; fallback: string };
export const DASHBOARD_ERROR_COPY: GenerationErrorCopy = { title: "Generation Failed", fallback: "Failed to generate blog post" };
export const AI_PAGE_ERROR_COPY: GenerationErrorCopy = { title: "AI Generation Error", fallback: "Failed to generate blog post. Please try again." };

type Props = { id: string; topic: string; onTopicChange: (topic: string) => void; errorCopy: GenerationErrorCopy; buttonLabel?: string };

/** Topic input and Generate button: disabled while pending or while the trimmed topic is empty. */
export function BlogGenerator({ id, topic, onTopicChange, errorCopy, buttonLabel = "Generate" }: Props) {
  const generate = useGenerateBlog();
  const blank = topic.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || generate.isPending) return;
    generate.mutate(topic.trim(), {
      onSuccess: (data) => {
        toast({ title: "Blog Post Generated!", description: `"${data.title}" has been generated successfully.` });
        onTopicChange("");
      },
      onError: (error) => toast({ title: errorCopy.title, description: errorMessage(error, errorCopy.fallback), variant: "destructive" }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={id}>Blog topic</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={topic}
          maxLength={BLOG_TOPIC_MAX}
          onChange={(e) => onTopicChange(e.target.value)}
          placeholder="e.g. Houston market trends for first-time buyers this spring"
          disabled={generate.isPending}
        />
        <Button type="submit" disabled={blank || generate.isPending} className="sm:w-auto">
          {generate.isPending ? <Spinner label="" /> : <Sparkles aria-hidden />}
          {generate.isPending ? "Generating..." : buttonLabel}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Saved as a draft in Blog Posts for you to review before publishing.</p>
    </form>
  );
}
