import { useState, type FormEvent } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../ui/dialog.tsx";
import { FormField } from "../../../ui/form-field.tsx";
import { Input } from "../../../ui/input.tsx";
import { FormActions, OptionSelect } from "../../content/form-parts.tsx";
import { toast } from "../../../ui/use-toast.ts";
import { errorMessage, fieldErrorsOf } from "#app/lib/api.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import {
  QUALIFICATION_ROLES,
  ROLE_LABELS,
} from "#common/contacts/contact-roles.ts";
import {
  MAX_ROUTING_RULES,
  TIMELINES,
  TIMELINE_LABELS,
  routingRulesSchema,
  type RoutingRuleView,
} from "#common/contacts/qualification.ts";
import { canUse } from "#common/auth/access.ts";
import { useAuth } from "#app/lib/auth.ts";
import {
  useOwners,
  useRoutingRules,
  useSaveRoutingRules,
} from "../contacts-api.ts";

const ANY = "any";
const NO_OWNER = "none";
type Row = {
  key: number;
  name: string;
  role: string;
  minTeamSize: string;
  marketArea: string;
  timeline: string;
  ownerId: string;
};
let nextKey = 0;
const rowOf = (r?: RoutingRuleView): Row => ({
  key: ++nextKey,
  name: r?.name ?? "",
  role: r?.role ?? ANY,
  minTeamSize: r?.minTeamSize == null ? "" : String(r.minTeamSize),
  marketArea: r?.marketArea ?? "",
  timeline: r?.timeline ?? ANY,
  ownerId: r ? String(r.ownerId) : NO_OWNER,
});
const orNull = (v: string) => (v === ANY ? null : v);
const numberOrText = (v: string) =>
  v.trim() === "" ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
const body = (rows: Row[]) => ({
  rules: rows.map((r) => ({
    name: r.name,
    role: orNull(r.role),
    minTeamSize: numberOrText(r.minTeamSize),
    marketArea: r.marketArea,
    timeline: orNull(r.timeline),
    ownerId: r.ownerId === NO_OWNER ? null : Number(r.ownerId),
  })),
});

/** Staff's ordered routing rules: the first rule an unowned lead matches names its owner (applied once). */
export function RoutingRulesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rules = useRoutingRules(open);
  const owners = useOwners();
  const save = useSaveRoutingRules();
  // The server allows changes to the owner and administrators only (server/contacts/index.ts); sales read the rules.
  const editable = canUse(useAuth().user?.role, "settings");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = rows ?? (rules.data ?? []).map(rowOf);
  const change = (next: Row[]) => setRows(next);
  const set = (i: number, key: keyof Omit<Row, "key">) => (value: string) =>
    change(shown.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const move = (i: number, by: number) => {
    const next = [...shown];
    const [row] = next.splice(i, 1);
    next.splice(i + by, 0, row!);
    change(next);
  };
  const error = (i: number, key: string) => errors[`rules.${i}.${key}`];

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setRows(null);
      setErrors({});
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = routingRulesSchema.safeParse(body(shown));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => close(false),
      onError: (e) => {
        const fields = fieldErrorsOf(e);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else
          toast({
            variant: "destructive",
            title: "Rules not saved",
            description: errorMessage(e, "Please try again."),
          });
      },
    });
  }

  const ownerOptions = [
    { value: NO_OWNER, label: "Choose a staff member" },
    ...(owners.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
  ];
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Lead routing</DialogTitle>
          <DialogDescription>
            A new lead, or one that tells us more, goes to the owner of the
            first rule it matches, if it has no owner yet. Each rule needs at
            least one condition; all of a rule's conditions must hold.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-label="Routing rules"
        >
          {shown.length === 0 && (
            <p className="text-sm text-muted-foreground">
              No rules yet: new leads stay unowned until someone takes them.
            </p>
          )}
          {!editable && (
            <p className="text-sm text-muted-foreground">
              Only the owner and administrators can change the routing rules.
            </p>
          )}
          <fieldset disabled={!editable} className="contents">
            <ol className="grid gap-4">
              {shown.map((r, i) => (
                <li
                  key={r.key}
                  className="grid gap-3 rounded-md border border-border p-3"
                  aria-label={`Rule ${i + 1}`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium">Rule {i + 1}</span>
                    <span className="flex gap-1">
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                        aria-label={`Move rule ${i + 1} up`}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        disabled={i === shown.length - 1}
                        onClick={() => move(i, 1)}
                        aria-label={`Move rule ${i + 1} down`}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        onClick={() => change(shown.filter((_, j) => j !== i))}
                        aria-label={`Remove rule ${i + 1}`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </span>
                  </div>
                  <div className="grid items-start gap-3 sm:grid-cols-3">
                    <FormField label="Name" error={error(i, "name")}>
                      <Input
                        autoComplete="off"
                        placeholder="Large brokerages"
                        value={r.name}
                        onChange={(e) => set(i, "name")(e.target.value)}
                      />
                    </FormField>
                    <FormField label="Role" error={error(i, "role")}>
                      {(control) => (
                        <OptionSelect
                          value={r.role}
                          onChange={set(i, "role")}
                          options={[
                            { value: ANY, label: "Any role" },
                            ...QUALIFICATION_ROLES.map((k) => ({
                              value: k,
                              label: ROLE_LABELS[k],
                            })),
                          ]}
                          control={control}
                        />
                      )}
                    </FormField>
                    <FormField
                      label="Team size at least"
                      error={error(i, "minTeamSize")}
                    >
                      <Input
                        inputMode="numeric"
                        autoComplete="off"
                        value={r.minTeamSize}
                        onChange={(e) => set(i, "minTeamSize")(e.target.value)}
                      />
                    </FormField>
                    <FormField
                      label="Market area contains"
                      error={error(i, "marketArea")}
                    >
                      <Input
                        autoComplete="off"
                        placeholder="Katy"
                        value={r.marketArea}
                        onChange={(e) => set(i, "marketArea")(e.target.value)}
                      />
                    </FormField>
                    <FormField label="Timeline" error={error(i, "timeline")}>
                      {(control) => (
                        <OptionSelect
                          value={r.timeline}
                          onChange={set(i, "timeline")}
                          options={[
                            { value: ANY, label: "Any timeline" },
                            ...TIMELINES.map((t) => ({
                              value: t,
                              label: TIMELINE_LABELS[t],
                            })),
                          ]}
                          control={control}
                        />
                      )}
                    </FormField>
                    <FormField
                      label="Owner"
                      error={error(i, "ownerId")}
                      required
                    >
                      {(control) => (
                        <OptionSelect
                          value={r.ownerId}
                          onChange={set(i, "ownerId")}
                          options={ownerOptions}
                          control={control}
                        />
                      )}
                    </FormField>
                  </div>
                </li>
              ))}
            </ol>
          </fieldset>
          {errors.rules && (
            <p className="text-sm font-medium text-destructive">
              {errors.rules}
            </p>
          )}
          {editable ? (
            <>
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                disabled={shown.length >= MAX_ROUTING_RULES}
                onClick={() => change([...shown, rowOf()])}
              >
                <Plus aria-hidden="true" />
                Add a rule
              </Button>
              <FormActions
                saving={save.isPending}
                onCancel={() => close(false)}
                submitLabel="Save rules"
              />
            </>
          ) : (
            <Button
              type="button"
              variant="outline"
              className="justify-self-end"
              onClick={() => close(false)}
            >
              Close
            </Button>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
