import { useState } from "react";
import { Copy, Eye, EyeOff } from "lucide-react";
import type { SettingView } from "#common/settings/setting-value.ts";
import { errorMessage } from "#app/lib/api.ts";
import { revealSetting } from "./settings-api.ts";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/use-toast.ts";

/**
 * For a secret we generated and staff must copy into other systems (the webhook signing secret): shown masked,
 * fetched only when Reveal or Copy is pressed, and forgotten again on Hide.
 */
export function SecretReveal({ setting }: { setting: SettingView }) {
  const [plain, setPlain] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function fetchPlain(): Promise<string | null> {
    if (plain !== null) return plain;
    setBusy(true);
    try {
      const { value } = await revealSetting(setting.category, setting.key);
      return value;
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Could not read the secret") });
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function reveal() {
    if (plain !== null) return setPlain(null);
    setPlain(await fetchPlain());
  }

  async function copy() {
    const value = await fetchPlain();
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: "Copied", description: `${setting.label} copied to the clipboard.` });
    } catch {
      // Clipboard refused (no permission, plain http): show it so it can be copied by hand.
      setPlain(value);
      toast({ variant: "destructive", title: "Copy failed", description: "Select the shown secret and copy it by hand." });
    }
  }

  return (
    <div className="grid min-w-0 gap-2">
      <p className="min-w-0 break-all pt-2 font-mono text-sm" data-testid="setting-value">
        {plain ?? setting.value}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={() => void reveal()} disabled={busy} aria-label={`${plain === null ? "Reveal" : "Hide"} ${setting.label}`}>
          {plain === null ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {plain === null ? "Reveal" : "Hide"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => void copy()} disabled={busy} aria-label={`Copy ${setting.label}`}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}
