import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { loginSchema, type LoginResponse } from "#common/auth/auth-schemas.ts";
import { useLogin } from "../../lib/auth.ts";
import { TwoFactorStep } from "./two-factor-step.tsx";
import { errorMessage } from "../../lib/api.ts";
import { toast } from "../ui/use-toast.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";
import { AuthCard } from "./auth-card.tsx";
import { SIGN_IN_TITLE } from "../../lib/page-title.ts";
import { fieldErrors } from "#common/lib/api-error.ts";
import { typedBeforeHydration } from "../../lib/typed-before-hydration.ts";

type Field = "email" | "password";

/** `redirectTo`: where to go after signing in (the page that was asked for; /admin from the login page). */
export function LoginForm({ redirectTo = "/admin" }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  // Typed before the script arrived, as the contact form keeps it.
  const [values, setValues] = useState(() => typedBeforeHydration("email", ["email", "password"] as const));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Until the page's script runs, submitting would be a plain form post: keep the button off till then.
  const [ready, setReady] = useState(false);
  // Set once the password was right and the account asks for a code from the authenticator app.
  const [challenge, setChallenge] = useState<string | null>(null);
  useEffect(() => setReady(true), []);
  // Signed out, every admin address shows this form in place of its page: the tab says so, not the page's name.
  useEffect(() => {
    const pageTitle = document.title;
    document.title = SIGN_IN_TITLE;
    return () => {
      document.title = pageTitle;
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (data) => {
        if ("twoFactorRequired" in data) {
          setChallenge(data.challenge);
          return;
        }
        welcome(data);
      },
      onError: (error) => {
        toast({ variant: "destructive", title: "Login Failed", description: errorMessage(error, "Invalid email or password") });
      },
    });
  }

  /** "Welcome back" only to someone who has signed in before. */
  function welcome({ user, firstSignIn }: LoginResponse) {
    toast({ title: firstSignIn ? `Welcome, ${user.name}!` : `Welcome back, ${user.name}!`, description: "You are signed in to the admin portal." });
    setTimeout(() => navigate(redirectTo, { replace: true }), 100);
  }

  const field = (name: Field) => ({
    id: name,
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });

  return (
    <AuthCard title="Admin" description={challenge ? "Two-factor sign-in" : "Sign in to the admin portal"}>
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={welcome}
          onRestart={() => {
            setChallenge(null);
            setValues((v) => ({ ...v, password: "" }));
          }}
        />
      ) : (
      <form method="post" noValidate onSubmit={onSubmit} data-hydrated={ready || undefined} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input type="email" autoComplete="username" placeholder="you@example.com" {...field("email")} />
          {errors.email && (
            <p id="email-error" className="text-sm text-destructive">
              {errors.email}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <Input type="password" autoComplete="current-password" {...field("password")} />
          {errors.password && (
            <p id="password-error" className="text-sm text-destructive">
              {errors.password}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={!ready || login.isPending}>
          {login.isPending ? "Signing In..." : "Sign In"}
        </Button>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className="text-primary underline underline-offset-4 hover:decoration-2">
            Forgot your password?
          </Link>
        </p>
      </form>
      )}
    </AuthCard>
  );
}
