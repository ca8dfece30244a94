import { useState } from "react";
import { MailWarning, UserPlus, Users } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { InviteDialog } from "../../components/admin/staff/invite-dialog.tsx";
import { InvitationRow } from "../../components/admin/staff/invitation-row.tsx";
import { MemberRow } from "../../components/admin/staff/member-row.tsx";
import { useStaff } from "../../components/admin/staff/staff-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { ADMIN_INVITABLE_ROLES, ASSIGNABLE_ROLES } from "#common/staff/staff-schemas.ts";

export const meta = () => adminMeta("Staff");

/** Owner: everything. Administrator: the list, and invitations of editors and sales (docs/decisions/018). */
export default function AdminStaffPage() {
  const { user } = useAuth();
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const isOwner = user?.role === "owner";
  const invitable = isOwner ? ASSIGNABLE_ROLES : ADMIN_INVITABLE_ROLES;
  const data = staff.data;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Staff"
        description={isOwner ? "Who can use the admin portal, and what each person may do." : "Who can use the admin portal. Only the owner changes roles or removes people."}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus />
            Invite
          </Button>
        }
      />
      {data && !data.mailConfigured && (
        <p role="status" className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
          E-mail is not configured (Settings → Email), so invitations are not e-mailed: copy each link and pass it on yourself.
        </p>
      )}
      {staff.isLoading ? (
        <Skeleton className="h-64" aria-label="Loading staff" />
      ) : staff.isError || !data ? (
        <Card className="p-6 text-center">
          <p className="text-sm text-destructive">{errorMessage(staff.error, "Failed to load staff")}</p>
          <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => staff.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : (
        <>
          <Card className="gap-0 py-0">
            <CardHeader className="border-b py-4">
              <CardTitle>
                <h2>Members ({data.members.length})</h2>
              </CardTitle>
            </CardHeader>
            <ul className="divide-y" aria-label="Staff members">
              {data.members.map((m) => (
                <MemberRow key={m.id} member={m} canManage={isOwner} isSelf={m.id === user?.id} />
              ))}
            </ul>
          </Card>
          <Card className="gap-0 py-0">
            <CardHeader className="border-b py-4">
              <CardTitle>
                <h2>Pending invitations ({data.invitations.length})</h2>
              </CardTitle>
            </CardHeader>
            {data.invitations.length === 0 ? (
              <CardContent className="py-2">
                <EmptyState icon={Users} title="No pending invitations" description="Invite someone to give them their own sign-in." />
              </CardContent>
            ) : (
              <ul className="divide-y" aria-label="Pending invitations">
                {data.invitations.map((i) => (
                  <InvitationRow key={i.id} invitation={i} canManage={isOwner || invitable.includes(i.role)} mailConfigured={data.mailConfigured} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} roles={invitable} />
    </div>
  );
}
