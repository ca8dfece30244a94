import { useState, type FormEvent } from "react";
import { Pencil } from "lucide-react";
import type { SettingView } from "#common/settings/setting-value.ts";
import { settingValueError } from "#common/settings/setting-value.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { useSaveSetting } from "./settings-api.ts";
import { SecretReveal } from "./secret-reveal.tsx";

/**
 * Spec: a row with Edit, then Save (disabled until the value changed) or Cancel (reverts). A secret is
 * never shown: its field starts empty, so an untouched secret is never sent back over the stored one.
 */
export function SettingRow({ setting }: { setting: SettingView }) {
  const [editing, setEditing] = useState(false);
  const original = setting.secret ? "" : setting.value;
  const [value, setValue] = useState(original);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSetting();
  const inputId = `setting-${setting.category}-${setting.key}`;
  const changed = value !== original;

  function cancel() {
    setValue(original);
    setError(null);
    setEditing(false);
  }

  function persist(next: string) {
    const problem = settingValueError(setting.inputType, next, setting.key);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    save.mutate(
      { category: setting.category, key: setting.key, value: next, description: setting.description },
      {
        onSuccess: () => {
          toast({ title: "Settings Updated", description: "Your settings have been saved successfully." });
          setEditing(false);
          setValue(setting.secret ? "" : next.trim());
        },
        onError: (err) => {
          const message = errorMessage(err, "Failed to save settings");
          setError(message);
          toast({ variant: "destructive", title: "Error", description: message });
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (changed) persist(value);
  }

  const shown = setting.secret
    ? setting.isSet
      ? setting.value || "Set (hidden)"
      : ""
    : setting.inputType === "switch"
      ? setting.value === "off"
        ? "Off"
        : "On"
      : setting.value;

  return (
    <div className="grid gap-3 border-b border-border py-4 last:border-b-0 md:grid-cols-[minmax(0,16rem)_1fr]" data-testid={`setting-${setting.key}`}>
      <div>
        <label htmlFor={inputId} className="font-medium">
          {setting.label}
        </label>
        <p className="mt-1 text-sm text-muted-foreground">{setting.description}</p>
        <p className="mt-1 font-mono text-xs text-muted-foreground">
          {setting.category}.{setting.key}
        </p>
      </div>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="grid content-start gap-2">
          {setting.inputType === "switch" ? (
            <NativeSelect id={inputId} value={value} onChange={(e) => setValue(e.target.value)} disabled={save.isPending} autoFocus>
              <option value="on">On</option>
              <option value="off">Off</option>
            </NativeSelect>
          ) : (
            <Input
              id={inputId}
              type={setting.secret ? "password" : setting.inputType === "number" ? "text" : setting.inputType}
              inputMode={setting.inputType === "number" ? "numeric" : undefined}
              autoComplete={setting.secret ? "new-password" : "off"}
              placeholder={setting.secret ? (setting.isSet ? `Stored: ${setting.value || "hidden"} — type a new value to replace it` : "Type the value") : undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              disabled={save.isPending}
              autoFocus
            />
          )}
          {error && (
            <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!changed || save.isPending}>
              {save.isPending ? "Saving..." : "Save"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            {setting.secret && setting.isSet && !setting.revealable && (
              <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive" disabled={save.isPending} onClick={() => persist("")}>
                Remove
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div className="flex items-start justify-between gap-3">
          {setting.revealable && setting.isSet ? (
            <SecretReveal setting={setting} />
          ) : (
            <p className="min-w-0 break-all pt-2 text-sm" data-testid="setting-value">
              {shown ? <span className={setting.secret ? "font-mono" : undefined}>{shown}</span> : <span className="text-muted-foreground italic">Not set</span>}
            </p>
          )}
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${setting.label}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      )}
    </div>
  );
}
