import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { forgotPasswordSchema } from "#common/auth/account-schemas.ts";
import { apiJson, errorMessage } from "../../lib/api.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { AdminProviders } from "../../components/admin/admin-providers.tsx";
import { AuthCard } from "../../components/admin/auth-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { typedBeforeHydration } from "../../lib/typed-before-hydration.ts";

export const meta = () => adminMeta("Forgot Password");

export default function ForgotPasswordPage() {
  return (
    <AdminProviders>
      <ForgotPasswordForm />
    </AdminProviders>
  );
}

function ForgotPasswordForm() {
  const request = useMutation({ mutationFn: (email: string) => apiJson<ApiOutput<"/api/auth", "POST", "/password/forgot">>("POST", "/api/auth/password/forgot", { email }) });
  // Typed before the page's script arrived: kept (the field is controlled).
  const [email, setEmail] = useState(() => typedBeforeHydration("email", ["email"] as const).email);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please enter a valid email");
    setError(null);
    request.mutate(parsed.data.email, { onError: (err) => setError(errorMessage(err, "Please try again.")) });
  }

  return (
    <AuthCard title="Forgot your password?" description="Enter the e-mail you sign in with and we will send you a link to choose a new password.">
      {request.isSuccess ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {request.data.message}
          </p>
          <p className="text-sm text-muted-foreground">The link works once and for 30 minutes. No e-mail? Check spam, or ask the owner to reset your password.</p>
          <Link to="/admin/login" className="text-center text-sm text-primary underline underline-offset-4 hover:decoration-2">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} data-hydrated={ready || undefined} className="grid gap-4">
          <FormField label="Email" error={error} id="email">
            <Input type="email" name="email" autoComplete="username" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <Button type="submit" className="w-full" disabled={!ready || request.isPending}>
            {request.isPending ? "Sending..." : "Send reset link"}
          </Button>
          <Link to="/admin/login" className="text-center text-sm text-primary underline underline-offset-4 hover:decoration-2">
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCard>
  );
}
