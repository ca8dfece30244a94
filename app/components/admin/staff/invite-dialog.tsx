import { useState, type FormEvent } from "react";
import { Copy, Mail } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";
import { toast } from "../../ui/use-toast.ts";
import { fieldErrorsOf, errorMessage } from "#app/lib/api.ts";
import { ROLE_LABELS } from "#common/auth/roles.ts";
import { inviteSchema, type AssignableRole, type InvitationSentResponse } from "#common/staff/staff-schemas.ts";
import { copyText, useInvite } from "./staff-api.ts";
import { fieldErrors } from "#common/lib/api-error.ts";

type Field = "email" | "role";

/** Invite by e-mail; afterwards the link is shown to copy (the only way it arrives while mail is not configured). */
export function InviteDialog({ open, onOpenChange, roles }: { open: boolean; onOpenChange: (open: boolean) => void; roles: readonly AssignableRole[] }) {
  const invite = useInvite();
  const [values, setValues] = useState<{ email: string; role: AssignableRole }>({ email: "", role: roles.includes("editor") ? "editor" : roles[0]! });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<InvitationSentResponse | null>(null);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setSent(null);
      setErrors({});
      setValues((v) => ({ ...v, email: "" }));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (data) => setSent(data),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else toast({ variant: "destructive", title: "Invitation not sent", description: errorMessage(error, "Please try again.") });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{sent ? "Invitation ready" : "Invite a staff member"}</DialogTitle>
          <DialogDescription>
            {sent
              ? sent.mailConfigured
                ? `An e-mail with this link is on its way to ${sent.invitation.email}. It works once, for 7 days.`
                : `E-mail is not configured (Settings → Email), so no e-mail was sent: copy this link and pass it to ${sent.invitation.email}. It works once, for 7 days.`
              : "They get a link to choose their name and password. It works once, for 7 days."}
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="space-y-4">
            <FormField label="Invitation link">
              <Input readOnly value={sent.link} onFocus={(e) => e.currentTarget.select()} />
            </FormField>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={async () => toast(await copyText(sent.link) ? { title: "Link copied" } : { variant: "destructive", title: "Copy failed", description: "Select the link and copy it by hand." })}
              >
                <Copy aria-hidden />
                Copy link
              </Button>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField label="Email" error={errors.email} required>
              <Input type="email" autoComplete="off" value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />
            </FormField>
            <FormField label="Role" error={errors.role} required>
              {(control) => (
                <Select value={values.role} onValueChange={(role) => setValues((v) => ({ ...v, role: role as AssignableRole }))}>
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                <Mail aria-hidden />
                {invite.isPending ? "Sending…" : "Send invitation"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
