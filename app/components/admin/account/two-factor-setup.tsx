import { useState, type FormEvent } from "react";
import type { TwoFactorSetupView } from "#common/auth/account-schemas.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { useEnableTwoFactor, useStartTwoFactor } from "./account-api.ts";
import { fieldError } from "#app/lib/api.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";

/** Set-up in three steps: scan the QR code (or type the key), confirm with a code, save the recovery codes. */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetupView | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  if (!setup) {
    const onStart = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!password) return setPasswordError("Enter your password");
      setPasswordError(undefined);
      start.mutate(password, {
        onSuccess: (data) => {
          setPassword("");
          setSetup(data);
        },
        onError: (err) => {
          const field = fieldError(err, "password");
          if (field) setPasswordError(field);
          else toast({ variant: "destructive", title: "Could not start the set-up", description: errorMessage(err, "Please try again.") });
        },
      });
    };
    return (
      <form noValidate onSubmit={onStart} className="grid max-w-sm gap-3">
        <FormField label="Your password" error={passwordError} id="setup-password" description="Confirm it is you before linking an authenticator app.">
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <div>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? "Starting..." : "Set up two-factor sign-in"}
          </Button>
        </div>
      </form>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ""))) return setError("Enter the 6 digits shown in your authenticator app");
    setError(null);
    enable.mutate(code, {
      onSuccess: (data) => setCodes(data.recoveryCodes),
      onError: (err) => setError(fieldError(err, "code") ?? errorMessage(err, "That code is not valid")),
    });
  }

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="grid justify-items-start gap-2">
        <img src={setup.qrCode} alt="QR code to scan with your authenticator app" width={176} height={176} className="rounded-md border border-border bg-white p-1" />
      </div>
      <div className="grid content-start gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
          <li>Scan the QR code, or enter this key by hand:</li>
        </ol>
        <code className="w-fit max-w-full break-all rounded-md bg-muted px-2 py-1 font-mono text-sm" data-testid="totp-secret">
          {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
        </code>
        <form noValidate onSubmit={onSubmit} className="grid max-w-xs gap-3">
          <FormField label="Code from the app" error={error} id="totp-confirm" description="Enter the 6-digit code the app shows now.">
            <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" />
          </FormField>
          <div>
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending ? "Checking..." : "Turn on two-factor sign-in"}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
