import { Badge } from "../../ui/badge.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";
import { toast } from "../../ui/use-toast.ts";
import { errorMessage } from "#app/lib/api.ts";
import { ROLE_LABELS } from "#common/auth/roles.ts";
import { ASSIGNABLE_ROLES, type AssignableRole, type StaffMemberView } from "#common/staff/staff-schemas.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { useChangeRole, useRemoveMember, useSetSuspended, useTransferOwnership } from "./staff-api.ts";
import { formatDateTime } from "#common/lib/format-date.ts";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "Never");

function useDone() {
  return {
    onSuccess: (data: { message: string }) => toast({ title: data.message }),
    onError: (error: unknown) => toast({ variant: "destructive", title: "Not changed", description: errorMessage(error, "Please try again.") }),
  };
}

/** One person. Only the owner manages others; the owner's own row and one's own row have no actions. */
export function MemberRow({ member, canManage, isSelf }: { member: StaffMemberView; canManage: boolean; isSelf: boolean }) {
  const changeRole = useChangeRole();
  const setSuspended = useSetSuspended();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const done = useDone();
  const manageable = canManage && !isSelf && member.role !== "owner";
  const busy = changeRole.isPending || setSuspended.isPending || remove.isPending || transfer.isPending;
  const suspended = member.status === "suspended";

  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center" aria-label={member.name}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{member.name}</span>
          {isSelf && <span className="text-xs text-muted-foreground">(you)</span>}
          {suspended && <Badge variant="destructive">Suspended</Badge>}
          <Badge variant={member.twoFactor ? "success" : "outline"}>{member.twoFactor ? "2FA on" : "2FA off"}</Badge>
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">Last sign-in: {when(member.lastLoginAt)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {manageable ? (
          <Select
            value={member.role}
            disabled={busy}
            onValueChange={(role) => changeRole.mutate({ id: member.id, role: role as AssignableRole }, done)}
          >
            <SelectTrigger aria-label={`Role of ${member.name}`} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ASSIGNABLE_ROLES.map((role) => (
                <SelectItem key={role} value={role}>
                  {ROLE_LABELS[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Badge variant={member.role === "owner" ? "default" : "secondary"}>{ROLE_LABELS[member.role]}</Badge>
        )}
        {manageable && (
          <>
            {suspended ? (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" disabled={busy}>
                    Reactivate
                  </Button>
                }
                title={`Reactivate ${member.name}?`}
                description="They can sign in again with their password."
                confirmLabel="Reactivate"
                onConfirm={() => setSuspended.mutate({ id: member.id, suspended: false }, done)}
                destructive={false}
              />
            ) : (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" disabled={busy} className="text-destructive hover:text-destructive">
                    Suspend
                  </Button>
                }
                title={`Suspend ${member.name}?`}
                description="They are signed out everywhere at once and cannot sign in until reactivated."
                confirmLabel="Suspend"
                onConfirm={() => setSuspended.mutate({ id: member.id, suspended: true }, done)}
              />
            )}
            {!suspended && (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" disabled={busy}>
                    Make owner
                  </Button>
                }
                title={`Make ${member.name} the owner?`}
                description="They get full control, including staff and roles. You become an administrator and cannot undo this yourself."
                confirmLabel="Transfer ownership"
                onConfirm={() => transfer.mutate(member.id, done)}
                destructive={false}
              />
            )}
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" aria-label={`Remove ${member.name}`} disabled={busy} className="text-destructive hover:text-destructive">
                  Remove
                </Button>
              }
              title={`Remove ${member.name}?`}
              description="Their account is deleted and they are signed out everywhere at once. The audit log keeps what they did. This cannot be undone."
              confirmLabel="Remove"
              onConfirm={() => remove.mutate(member.id, done)}
            />
          </>
        )}
      </div>
    </li>
  );
}
