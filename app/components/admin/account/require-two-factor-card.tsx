import type { AccountView } from "#common/auth/account-schemas.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Switch } from "../../ui/switch.tsx";
import { Label } from "../../ui/label.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useRequireTwoFactor } from "./account-api.ts";

/** The owner's rule for everyone: staff without two-factor sign-in are sent to set it up before anything else. */
export function RequireTwoFactorCard({ account }: { account: AccountView }) {
  const save = useRequireTwoFactor();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Staff security</h2>
        </CardTitle>
        <CardDescription>Only you, as the owner, can change this.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center gap-3">
          <Switch
            id="require-two-factor"
            checked={account.twoFactorRequired}
            disabled={save.isPending || (!account.twoFactorEnabled && !account.twoFactorRequired)}
            onCheckedChange={(required) =>
              save.mutate(required, {
                onSuccess: () =>
                  toast({
                    title: required ? "Two-factor sign-in required" : "Two-factor sign-in optional",
                    description: required ? "Staff without it set it up at their next page load." : "Staff may turn it off again.",
                  }),
                onError: (err) => toast({ variant: "destructive", title: "Not saved", description: errorMessage(err, "Please try again.") }),
              })
            }
          />
          <Label htmlFor="require-two-factor">Require two-factor sign-in for all staff</Label>
        </div>
        {!account.twoFactorEnabled && !account.twoFactorRequired && (
          <p className="text-sm text-muted-foreground">Turn on two-factor sign-in for your own account first.</p>
        )}
      </CardContent>
    </Card>
  );
}
