import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Lock } from "lucide-react";
import { loginSchema } from "../../../common/auth/auth-schemas.ts";
import { useLogin } from "../../lib/auth.ts";
import { TwoFactorStep } from "./two-factor-step.tsx";
import { errorMessage } from "../../lib/api.ts";
import { toast } from "../ui/use-toast.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { SIGN_IN_TITLE } from "../../lib/page-title.ts";

type Field = "email" | "password";

/** `redirectTo`: where to go after signing in (the page that was asked for; /admin from the login page). */
export function LoginForm({ redirectTo = "/admin" }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState({ email: "", password: "" });
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
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (data) => {
        if ("twoFactorRequired" in data) {
          setChallenge(data.challenge);
          return;
        }
        welcome(data.user.name);
      },
      onError: (error) => {
        toast({ variant: "destructive", title: "Login Failed", description: errorMessage(error, "Invalid email or password") });
      },
    });
  }

  function welcome(name: string) {
    toast({ title: `Welcome back, ${name}!`, description: "You are signed in to the admin portal." });
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
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="size-5" aria-hidden />
          </div>
          <CardTitle>
            <h1 className="text-2xl">Admin</h1>
          </CardTitle>
          <CardDescription>{challenge ? "Two-factor sign-in" : "Sign in to the admin portal"}</CardDescription>
        </CardHeader>
        <CardContent>
          {challenge ? (
            <TwoFactorStep
              challenge={challenge}
              onSignedIn={(user) => welcome(user.name)}
              onRestart={() => {
                setChallenge(null);
                setValues((v) => ({ ...v, password: "" }));
              }}
            />
          ) : (
          <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
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
        </CardContent>
      </Card>
    </main>
  );
}
