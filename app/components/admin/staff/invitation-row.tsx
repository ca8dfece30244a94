import { Copy, RotateCw } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { Badge } from "../../ui/badge.tsx";
import { toast } from "../../ui/use-toast.ts";
import { errorMessage } from "#app/lib/api.ts";
import { ROLE_LABELS } from "#common/auth/roles.ts";
import type { InvitationView } from "#common/staff/staff-schemas.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { copyText, useResendInvitation, useRevokeInvitation } from "./staff-api.ts";
import { formatDate } from "#common/lib/format-date.ts";

const day = (iso: string) => formatDate(iso);

/**
 * A pending invitation. Only the link's hash is stored, so "Copy new link" makes a fresh link (the old one
 * stops working) and copies it; with mail configured it is e-mailed again too.
 */
export function InvitationRow({ invitation, canManage, mailConfigured }: { invitation: InvitationView; canManage: boolean; mailConfigured: boolean }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const fail = (error: unknown) => toast({ variant: "destructive", title: "Not changed", description: errorMessage(error, "Please try again.") });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" aria-label={`Invitation for ${invitation.email}`}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{invitation.email}</span>
          <Badge variant="secondary">{ROLE_LABELS[invitation.role]}</Badge>
        </p>
        <p className="text-xs text-muted-foreground">
          Invited{invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""} · link valid until {day(invitation.expiresAt)}
        </p>
      </div>
      {canManage && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: async (data) => {
                  const copied = await copyText(data.link);
                  toast({
                    title: mailConfigured ? "Invitation sent again" : "New link ready",
                    description: copied ? "The new link is copied; the old one no longer works." : `Copy this link by hand: ${data.link}`,
                  });
                },
                onError: fail,
              })
            }
          >
            {mailConfigured ? <RotateCw aria-hidden /> : <Copy aria-hidden />}
            {mailConfigured ? "Resend" : "Copy new link"}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={revoke.isPending} className="text-destructive hover:text-destructive">
                Revoke
              </Button>
            }
            title={`Revoke the invitation for ${invitation.email}?`}
            description="The link stops working at once."
            confirmLabel="Revoke"
            onConfirm={() => revoke.mutate(invitation.id, { onSuccess: (d) => toast({ title: d.message }), onError: fail })}
          />
        </div>
      )}
    </li>
  );
}
