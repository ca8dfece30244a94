import { Button } from "../../ui/button.tsx";
import { DialogFooter } from "../../ui/dialog.tsx";
import type { FormControlProps } from "../../ui/form-field.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";

/**
 * A select of fixed options, given the props FormField puts on its control (label, errors), or its own aria-label
 * where it stands without a visible label (a list filter).
 */
export function OptionSelect({
  value,
  onChange,
  options,
  control,
  className = "w-full",
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  control: FormControlProps | { "aria-label": string };
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Cancel and save at the foot of an admin content form ("Saving..." while the save runs). */
export function FormActions({ saving, onCancel, submitLabel }: { saving: boolean; onCancel: () => void; submitLabel: string }) {
  return (
    <DialogFooter className="border-t pt-4">
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </DialogFooter>
  );
}
