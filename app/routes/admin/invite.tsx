import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { AdminProviders } from "../../components/admin/admin-providers.tsx";
import { Button } from "../../components/ui/button.tsx";
import { AuthCard } from "../../components/admin/auth-card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { ApiRequestError, apiJson, errorMessage, fieldErrorsOf, setAuthToken } from "../../lib/api.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";
import { AUTH_ME_KEY } from "../../lib/auth.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { acceptInvitationSchema } from "#common/staff/staff-schemas.ts";
import { ROLE_LABELS } from "#common/auth/roles.ts";
import { fieldErrors } from "#common/lib/api-error.ts";

export const meta = () => adminMeta("Accept Invitation");

export default function AdminInvite() {
  return (
    <AdminProviders>
      <InviteContent />
    </AdminProviders>
  );
}

type Field = "name" | "password" | "confirm";
const INVALID_LINK = "This invitation link is no longer valid. It may have expired or been used already: ask for a new one.";

function InviteContent() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const endpoint = `/api/auth/invitations/${encodeURIComponent(token)}`;
  // Read in the browser only: the token must not appear in server logs of a page render.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const invitation = useQuery<ApiOutput<"/api/auth/invitations", "GET", "/:token">>({ queryKey: [endpoint], enabled: hydrated && token !== "", retry: false });

  return (
    <AuthCard
      title="Join the admin portal"
      icon={UserPlus}
      wide
      description={
        invitation.data && `You were invited to ${invitation.data.siteName} as ${ROLE_LABELS[invitation.data.role]}. Choose your name and password.`
      }
    >
      {!hydrated || (token !== "" && invitation.isLoading) ? (
        <Skeleton className="h-48" aria-label="Checking the invitation" />
      ) : token === "" || invitation.isError || !invitation.data ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-sm text-destructive">
            {invitation.error instanceof ApiRequestError && invitation.error.status !== 404 ? errorMessage(invitation.error, INVALID_LINK) : INVALID_LINK}
          </p>
          <Button asChild variant="outline">
            <Link to="/admin/login">Go to sign in</Link>
          </Button>
        </div>
      ) : (
        <AcceptForm endpoint={endpoint} email={invitation.data.email} />
      )}
    </AuthCard>
  );
}

function AcceptForm({ endpoint, email }: { endpoint: string; email: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [values, setValues] = useState({ name: "", password: "", confirm: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const accept = useMutation({
    mutationFn: (input: { name: string; password: string }) => apiJson<ApiOutput<"/api/auth/invitations", "POST", "/:token">>("POST", endpoint, input),
    onSuccess: (data) => {
      setAuthToken(data.token);
      qc.setQueryData(AUTH_ME_KEY, data.user);
      toast({ title: `Welcome, ${data.user.name}!`, description: "Your account is ready." });
      navigate("/admin", { replace: true });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast({ variant: "destructive", title: "Could not create your account", description: errorMessage(error, INVALID_LINK) });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse({ name: values.name, password: values.password });
    const next: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.confirm !== values.password) next.confirm = "The passwords do not match";
    setErrors(next);
    if (parsed.success && !next.confirm) accept.mutate(parsed.data);
  }

  const bind = (name: Field) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Email">
        <Input type="email" value={email} readOnly autoComplete="username" />
      </FormField>
      <FormField label="Your name" error={errors.name} required>
        <Input autoComplete="name" {...bind("name")} />
      </FormField>
      <FormField label="Password" error={errors.password} description="At least 12 characters; avoid common words and patterns." required>
        <Input type="password" autoComplete="new-password" {...bind("password")} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirm} required>
        <Input type="password" autoComplete="new-password" {...bind("confirm")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
