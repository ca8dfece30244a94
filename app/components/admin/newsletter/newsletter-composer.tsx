import { useMemo, useState } from "react";
import { Eye, Mail, Send } from "lucide-react";
import { newsletterIssueInputSchema, type NewsletterIssueInput, type NewsletterPreview } from "#common/newsletter/newsletter-schemas.ts";
import { emailAddress } from "#common/lib/form-fields.ts";
import { errorMessage } from "#app/lib/api.ts";
import { useAuth } from "#app/lib/auth.ts";
import { previewIssue, sendTestIssue, usePostChoices, useSendIssue } from "./newsletter-api.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { toast } from "../../ui/use-toast.ts";
import { AVOID_TOASTS } from "../../ui/toast-placement.ts";
import { plural } from "#common/lib/plural.ts";

const DIGEST = "digest";
const testAddress = emailAddress("Please enter a valid email address");

/** Compose an issue (one post, or the week's digest), preview it, send a test, then send it to every confirmed subscriber. */
export function NewsletterComposer() {
  const posts = usePostChoices();
  const { user } = useAuth();
  const published = useMemo(() => posts.data ?? [], [posts.data]);
  const [choice, setChoice] = useState(DIGEST);
  const [subject, setSubject] = useState("");
  const [to, setTo] = useState<string | null>(null);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [showText, setShowText] = useState(false);
  const [busy, setBusy] = useState<"preview" | "test" | null>(null);
  const [error, setError] = useState<{ field: "to" | "form"; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useSendIssue();
  const testTo = to ?? user?.email ?? "";

  function input(): NewsletterIssueInput {
    const content = choice === DIGEST ? { kind: "digest" as const, days: 7 } : { kind: "post" as const, postId: Number(choice) };
    return newsletterIssueInputSchema.parse({ content, subject: subject.trim() || undefined });
  }

  async function showPreview() {
    setBusy("preview");
    setError(null);
    try {
      setPreview(await previewIssue(input()));
    } catch (e) {
      setPreview(null);
      setError({ field: "form", message: errorMessage(e, "Could not render the issue") });
    } finally {
      setBusy(null);
    }
  }

  async function sendTest() {
    const address = testAddress.safeParse(testTo);
    if (!address.success) return setError({ field: "to", message: address.error.issues[0]?.message ?? "Please enter a valid email address" });
    setBusy("test");
    setError(null);
    try {
      const { message } = await sendTestIssue({ ...input(), to: address.data });
      toast({ title: "Test sent", description: message });
    } catch (e) {
      setError({ field: "form", message: errorMessage(e, "Could not send the test") });
    } finally {
      setBusy(null);
    }
  }

  async function sendIssue() {
    try {
      const issue = await send.mutateAsync(input());
      toast({ title: "Issue on its way", description: `Sending "${issue.subject}" to ${plural(issue.recipients, "subscriber")}.` });
      setPreview(null);
    } catch (e) {
      toast({ variant: "destructive", title: "Could not send the issue", description: errorMessage(e, "Please try again.") });
      throw e;
    }
  }

  const changed = () => {
    setPreview(null);
    setError(null);
  };

  return (
    <Card className="gap-4 p-5">
      <div>
        <h2 className="font-semibold">Send an issue</h2>
        <p className="text-sm text-muted-foreground">A post, or a digest of the last 7 days' posts, to every confirmed subscriber. Preview it and send yourself a test first.</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2" {...AVOID_TOASTS}>
        <FormField label="Content">
          <NativeSelect value={choice} onChange={(e) => (setChoice(e.target.value), changed())}>
            <option value={DIGEST}>Digest of the last 7 days</option>
            {published.map((p) => (
              <option key={p.id} value={String(p.id)}>
                Post: {p.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Subject" description="Leave empty for the post's title or the digest's usual subject.">
          <Input value={subject} maxLength={150} onChange={(e) => (setSubject(e.target.value), changed())} placeholder="Subject line" />
        </FormField>
      </div>
      {error?.field === "form" && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3" {...AVOID_TOASTS}>
        <Button variant="outline" onClick={showPreview} disabled={busy !== null}>
          <Eye />
          {busy === "preview" ? "Rendering..." : "Preview"}
        </Button>
        <FormField label="Test address" className="min-w-56 flex-1 sm:max-w-xs" error={error?.field === "to" ? error.message : null}>
          <Input type="email" value={testTo} onChange={(e) => (setTo(e.target.value), setError(null))} />
        </FormField>
        <Button variant="outline" onClick={sendTest} disabled={busy !== null}>
          <Mail />
          {busy === "test" ? "Sending..." : "Send test"}
        </Button>
      </div>
      {preview && (
        <div className="grid gap-3 border-t pt-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              <span className="text-muted-foreground">Subject:</span> <strong>{preview.subject}</strong>
            </p>
            <Button variant="ghost" size="sm" onClick={() => setShowText((v) => !v)}>
              {showText ? "Show HTML" : "Show plain text"}
            </Button>
          </div>
          {showText ? (
            <pre className="max-h-[32rem] overflow-auto rounded-lg border bg-muted/40 p-4 text-xs whitespace-pre-wrap">{preview.text}</pre>
          ) : (
            <iframe title="Issue preview" sandbox="" srcDoc={preview.html} className="h-[32rem] w-full rounded-lg border bg-white" />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3" {...AVOID_TOASTS}>
            <p className="text-sm text-muted-foreground">
              {plural(preview.recipients, "confirmed subscriber")} will receive it.
            </p>
            <Button onClick={() => setConfirming(true)} disabled={preview.recipients === 0 || send.isPending}>
              <Send />
              Send to {plural(preview.recipients, "subscriber")}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this issue?"
        description={`"${preview?.subject ?? ""}" goes to ${plural(preview?.recipients ?? 0, "confirmed subscriber")} now. A sent issue cannot be called back.`}
        confirmLabel="Send issue"
        pendingLabel="Sending..."
        destructive={false}
        onConfirm={sendIssue}
      />
    </Card>
  );
}
