import { useState, type FormEvent } from "react";
import { ShieldCheck } from "lucide-react";
import type { AccountView } from "#common/auth/account-schemas.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useAccountRefresh, useDisableTwoFactor, useRegenerateRecoveryCodes } from "./account-api.ts";
import { fieldError } from "#app/lib/api.ts";
import { TwoFactorSetup } from "./two-factor-setup.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";

type Mode = "idle" | "disable" | "regenerate";

export function TwoFactorCard({ account }: { account: AccountView }) {
  const refresh = useAccountRefresh();
  const [mode, setMode] = useState<Mode>("idle");
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <ShieldCheck className="size-5" aria-hidden /> Two-factor sign-in{" "}
            <Badge variant={account.twoFactorEnabled ? "default" : "secondary"}>{account.twoFactorEnabled ? "On" : "Off"}</Badge>
          </h2>
        </CardTitle>
        <CardDescription>
          {account.twoFactorEnabled
            ? `Signing in asks for a code from your authenticator app. ${account.recoveryCodesLeft} of 10 recovery codes left.`
            : "Ask for a code from an authenticator app on your phone at every sign-in, so a stolen password alone is not enough."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : !account.twoFactorEnabled ? (
          <TwoFactorSetup onDone={() => void refresh()} />
        ) : mode === "disable" ? (
          <DisableForm onDone={() => setMode("idle")} />
        ) : mode === "regenerate" ? (
          <RegenerateForm
            onCodes={(c) => {
              setCodes(c);
              setMode("idle");
            }}
            onCancel={() => setMode("idle")}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setMode("regenerate")}>
              New recovery codes
            </Button>
            <Button variant="outline" onClick={() => setMode("disable")}>
              Turn off
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { password: password ? undefined : "Enter your password", code: code.trim() ? undefined : "Enter a code from your authenticator app or a recovery code" };
    setErrors(next);
    if (next.password || next.code) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast({ title: "Two-factor sign-in is off" });
          onDone();
        },
        onError: (err) => {
          const p = fieldError(err, "password");
          const c = fieldError(err, "code");
          if (p || c) setErrors({ password: p, code: c });
          else toast({ variant: "destructive", title: "Not turned off", description: errorMessage(err, "Please try again.") });
        },
      },
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-sm gap-4">
      <FormField label="Password" error={errors.password} id="disable-password">
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <FormField label="Code from the app (or a recovery code)" error={errors.code} id="disable-code">
        <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? "Turning off..." : "Turn off two-factor sign-in"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError("Enter your password");
    regenerate.mutate(password, {
      onSuccess: (data) => onCodes(data.recoveryCodes),
      onError: (err) => setError(fieldError(err, "password") ?? errorMessage(err, "Please try again.")),
    });
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-sm gap-4">
      <p className="text-sm text-muted-foreground">New codes replace all the old ones, used or not.</p>
      <FormField label="Password" error={error} id="regenerate-password">
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={regenerate.isPending}>
          {regenerate.isPending ? "Creating..." : "Create new recovery codes"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
