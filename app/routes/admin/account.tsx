import { KeyRound } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useAccount } from "../../components/admin/account/account-api.ts";
import { ChangePasswordForm } from "../../components/admin/account/change-password-form.tsx";
import { TwoFactorCard } from "../../components/admin/account/two-factor-card.tsx";
import { SessionsCard, formatWhen } from "../../components/admin/account/sessions-card.tsx";
import { RequireTwoFactorCard } from "../../components/admin/account/require-two-factor-card.tsx";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Account");

/** Every role's own account: password, two-factor sign-in and sessions (and, for the owner, staff-wide controls). */
export default function AdminAccountPage() {
  const account = useAccount();
  return (
    <div>
      <AdminPageHeader title="Account" description={account.data ? `${account.data.name} · ${account.data.email}` : "Your password, two-factor sign-in and sessions."} />
      {account.isLoading ? (
        <Skeleton className="h-96 w-full" aria-label="Loading your account" />
      ) : account.isError || !account.data ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p role="alert" className="font-semibold text-destructive">
              Failed to fetch your account
            </p>
            <Button variant="outline" onClick={() => void account.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid max-w-4xl gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="flex items-center gap-2 text-lg">
                  <KeyRound className="size-5" aria-hidden /> Password
                </h2>
              </CardTitle>
              <CardDescription>
                {account.data.passwordChangedAt ? `Last changed ${formatWhen(account.data.passwordChangedAt)}. ` : ""}
                Changing it signs out your other sessions; this one stays.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm />
            </CardContent>
          </Card>
          <TwoFactorCard account={account.data} />
          <SessionsCard isOwner={account.data.role === "owner"} />
          {account.data.role === "owner" && <RequireTwoFactorCard account={account.data} />}
        </div>
      )}
    </div>
  );
}
