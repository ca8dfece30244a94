import type { ReactNode } from "react";
import { KeyRound, ShieldCheck } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { TwoFactorSetup } from "./two-factor-setup.tsx";
import { useAccountRefresh } from "./account-api.ts";

function GateScreen({ icon, title, description, children, onLogout }: { icon: ReactNode; title: string; description: string; children: ReactNode; onLogout: () => void }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-xl">
        <CardHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</div>
          <CardTitle>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {children}
          <div>
            <Button variant="link" className="px-0" onClick={onLogout}>
              Sign out
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

/** After signing in with a generated or administrator-set password: nothing else opens until a new one is chosen. */
export function ForcedPasswordChange({ onLogout }: { onLogout: () => void }) {
  return (
    <GateScreen
      icon={<KeyRound className="size-5" aria-hidden />}
      title="Choose a new password"
      description="You signed in with a password someone else set or that was generated for you. Choose your own to go on."
      onLogout={onLogout}
    >
      <ChangePasswordForm submitLabel="Save new password" />
    </GateScreen>
  );
}

/** The owner requires two-factor sign-in: a member without it sets it up before anything else. */
export function ForcedTwoFactorSetup({ onLogout }: { onLogout: () => void }) {
  const refresh = useAccountRefresh();
  return (
    <GateScreen
      icon={<ShieldCheck className="size-5" aria-hidden />}
      title="Set up two-factor sign-in"
      description="The owner requires every staff member to sign in with a code from an authenticator app as well as the password."
      onLogout={onLogout}
    >
      <TwoFactorSetup onDone={() => void refresh()} />
    </GateScreen>
  );
}
