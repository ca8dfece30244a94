import { Copy, Download } from "lucide-react";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { saveFile } from "#app/lib/api.ts";

/** The recovery codes, shown once: copy or download them now, they cannot be shown again. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join("\n");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied", description: "Keep the codes somewhere safe, apart from your phone." });
    } catch {
      toast({ variant: "destructive", title: "Could not copy", description: "Select the codes and copy them, or download them." });
    }
  }
  function download() {
    saveFile(new Blob([`Recovery codes (each works once)\n\n${text}\n`], { type: "text/plain" }), "recovery-codes.txt");
  }
  return (
    <div className="grid gap-4" data-testid="recovery-codes">
      <div role="status">
        <p className="font-semibold">Save your recovery codes</p>
        <p className="text-sm text-muted-foreground">
          If you lose your phone, each of these codes signs you in once in place of a code from the app. They are shown only now.
        </p>
      </div>
      <ul className="grid max-w-sm grid-cols-2 gap-2 rounded-md border border-border bg-muted/40 p-4 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download className="size-4" aria-hidden /> Download
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved these codes
        </Button>
      </div>
    </div>
  );
}
