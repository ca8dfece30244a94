import { useState, type FormEvent } from "react";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "#common/auth/password-policy.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { useChangePassword } from "./account-api.ts";
import { fieldError } from "#app/lib/api.ts";

type Field = "currentPassword" | "newPassword" | "confirm";

/** Current, new and confirmed password; the server ends every other session and keeps this one. */
export function ChangePasswordForm({ submitLabel = "Change password", onChanged }: { submitLabel?: string; onChanged?: () => void }) {
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: "", newPassword: "", confirm: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) next.currentPassword = "Enter your current password";
    const parsed = newPasswordSchema.safeParse(values.newPassword);
    if (!parsed.success) next.newPassword = parsed.error.issues[0]?.message;
    else if (values.confirm !== values.newPassword) next.confirm = "The two new passwords do not match";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (data) => {
          setValues({ currentPassword: "", newPassword: "", confirm: "" });
          const others = data.sessionsEnded === 1 ? "1 other session was" : `${data.sessionsEnded} other sessions were`;
          toast({ title: "Password changed", description: data.sessionsEnded > 0 ? `${others} signed out.` : "Use it the next time you sign in." });
          onChanged?.();
        },
        onError: (error) => {
          const current = fieldError(error, "currentPassword");
          const fresh = fieldError(error, "newPassword");
          if (current || fresh) setErrors({ currentPassword: current, newPassword: fresh });
          else toast({ variant: "destructive", title: "Password not changed", description: errorMessage(error, "Please try again.") });
        },
      },
    );
  }

  const input = (name: Field, autoComplete: string) => (
    <Input type="password" autoComplete={autoComplete} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <FormField label="Current password" error={errors.currentPassword} id="current-password">
        {input("currentPassword", "current-password")}
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword}
        id="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one; common passwords are refused.`}
      >
        {input("newPassword", "new-password")}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm} id="confirm-password">
        {input("confirm", "new-password")}
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
