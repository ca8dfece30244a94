import { useRef, useEffect, useState, type FormEvent } from "react";
import type { LoginResponse } from "#common/auth/auth-schemas.ts";
import { useLoginTwoFactor } from "../../lib/auth.ts";
import { ApiRequestError, errorMessage } from "../../lib/api.ts";
import { toast } from "../ui/use-toast.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { FormField } from "../ui/form-field.tsx";

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (signedIn: LoginResponse) => void; onRestart: () => void }) {
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [recovery]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!recovery && !/^\d{6}$/.test(typed.replace(/\s+/g, ""))) return setError("Enter the 6 digits shown in your authenticator app");
    if (recovery && typed.replace(/[\s-]+/g, "").length !== 10) return setError("A recovery code has 10 letters and digits, like abcde-23456");
    setError(null);
    verify.mutate(
      { challenge, code: typed },
      {
        onSuccess: (data) => onSignedIn(data),
        onError: (err) => {
          if (err instanceof ApiRequestError && err.body?.code === "challenge_expired") {
            toast({ variant: "destructive", title: "Login Failed", description: errorMessage(err, "Please sign in again.") });
            onRestart();
            return;
          }
          setError(errorMessage(err, "That code is not valid"));
          setCode("");
          input.current?.focus();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {recovery ? "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once." : "Enter the 6-digit code from your authenticator app"}
      </p>
      <FormField label={recovery ? "Recovery code" : "Authentication code"} error={error} id="two-factor-code">
        <Input
          ref={input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          placeholder={recovery ? "abcde-23456" : "123456"}
          maxLength={recovery ? 20 : 7}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary underline underline-offset-4 hover:decoration-2"
          onClick={() => {
            setRecovery((r) => !r);
            setCode("");
            setError(null);
          }}
        >
          {recovery ? "Use the authenticator app instead" : "Use a recovery code instead"}
        </button>
        <button type="button" className="text-muted-foreground underline underline-offset-4 hover:decoration-2" onClick={onRestart}>
          Start over
        </button>
      </div>
    </form>
  );
}
