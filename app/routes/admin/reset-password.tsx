import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "#common/auth/password-policy.ts";
import { apiJson, errorMessage, fieldError } from "../../lib/api.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { AdminProviders } from "../../components/admin/admin-providers.tsx";
import { AuthCard } from "../../components/admin/auth-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { typedBeforeHydration } from "../../lib/typed-before-hydration.ts";

// The link's token stays out of any Referer header.
export const meta = () => [...adminMeta("Reset Password"), { name: "referrer", content: "no-referrer" }];

export default function ResetPasswordPage() {
  return (
    <AdminProviders>
      <ResetPasswordForm />
    </AdminProviders>
  );
}

function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const reset = useMutation({ mutationFn: (password: string) => apiJson<ApiOutput<"/api/auth", "POST", "/password/reset">>("POST", "/api/auth/password/reset", { token, password }) });
  // Typed before the page's script arrived: kept (the fields are controlled).
  const [values, setValues] = useState(() => typedBeforeHydration("new-password", ["password", "confirm"] as const));
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; token?: string }>({});
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(values.password);
    const next = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      confirm: parsed.success && values.confirm !== values.password ? "The two passwords do not match" : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(values.password, {
      onError: (err) => setErrors({ password: fieldError(err, "password"), token: fieldError(err, "token") ?? (fieldError(err, "password") ? undefined : errorMessage(err, "Please try again.")) }),
    });
  }

  if (!token) {
    return (
      <AuthCard title="Reset your password" description="This page opens from the link in a reset e-mail.">
        <Link to="/admin/forgot-password" className="block text-center text-sm text-primary underline underline-offset-4 hover:decoration-2">
          Ask for a reset link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Your other sessions will be signed out.">
      {reset.isSuccess ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {reset.data.message}
          </p>
          <Button asChild className="w-full">
            <Link to="/admin/login">Sign In</Link>
          </Button>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} data-hydrated={ready || undefined} className="grid gap-4">
          {errors.token && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.token}{" "}
              <Link to="/admin/forgot-password" className="underline">
                Ask for a new link
              </Link>
            </p>
          )}
          <FormField label="New password" error={errors.password} id="new-password" description={`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}>
            <Input type="password" name="password" autoComplete="new-password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirm} id="confirm-password">
            <Input type="password" name="confirm" autoComplete="new-password" value={values.confirm} onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))} />
          </FormField>
          <Button type="submit" className="w-full" disabled={!ready || reset.isPending}>
            {reset.isPending ? "Saving..." : "Save new password"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
