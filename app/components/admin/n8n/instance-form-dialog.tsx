import { useEffect, useState, type FormEvent } from "react";
import { instanceSchema, isHttpUrl, sameInstanceAddress, INSTANCE_TYPES, type InstanceFormValues, type InstanceType } from "#common/n8n/n8n-instance-schema.ts";
import type { N8nInstanceView } from "#common/n8n/n8n-types.ts";
import { fieldErrorsOf, errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { Switch } from "../../ui/switch.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useCreateInstance, useUpdateInstance } from "./n8n-api.ts";
import { fieldErrors } from "#common/lib/api-error.ts";

type Values = Required<InstanceFormValues>;
type Errors = Partial<Record<keyof Values, string>>;

const TYPE_LABELS: Record<InstanceType, string> = { internal: "Internal (agency)", client: "Client" };

function initialValues(instance: N8nInstanceView | null): Values {
  return {
    name: instance?.name ?? "",
    description: instance?.description ?? "",
    baseUrl: instance?.baseUrl ?? "",
    apiKey: "",
    type: instance?.type ?? "internal",
    clientId: instance?.clientId ?? "",
    isActive: instance?.isActive ?? true,
    clearApiKey: false,
  };
}

/**
 * Add Instance, and a real Edit (spec only fills the form): an empty API key keeps the stored one; an internal
 * instance with a stored key can drop it to use the server's N8N_API_KEY again. A changed base URL asks for the
 * key again: the stored one is never sent to a new address.
 */
export function InstanceFormDialog({ open, onOpenChange, instance }: { open: boolean; onOpenChange: (open: boolean) => void; instance: N8nInstanceView | null }) {
  const editing = instance !== null;
  const [values, setValues] = useState<Values>(() => initialValues(instance));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateInstance();
  const update = useUpdateInstance();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) {
      setValues(initialValues(instance));
      setErrors({});
    }
  }, [open, instance]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  // Only internal instances may run on the server's key (spec: a client instance needs its own).
  const canClearKey = editing && instance.hasApiKey && values.type === "internal";
  const clearing = canClearKey && values.clearApiKey;
  const moved = editing && instance.hasApiKey && isHttpUrl(values.baseUrl.trim()) && !sameInstanceAddress(values.baseUrl, instance.baseUrl);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = instanceSchema({ hasStoredKey: instance?.hasApiKey, storedBaseUrl: instance?.baseUrl }).safeParse({ ...values, clearApiKey: clearing });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      if (instance) {
        await update.mutateAsync({ id: instance.id, values: parsed.data });
        toast({ title: "Instance updated successfully!" });
      } else {
        await create.mutateAsync(parsed.data);
        toast({ title: "n8n instance added successfully!" });
      }
      onOpenChange(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields as Errors);
      toast({ title: editing ? "Update failed" : "Failed to add instance", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
  }

  const keyHint = clearing
    ? "The stored key is removed on save."
    : moved
    ? "The base URL changed: enter the API key for the new address (the stored key is never sent to another address)."
    : editing && instance.hasApiKey
    ? "A key is stored. Leave empty to keep it."
    : values.type === "internal"
      ? "Leave empty to use the server's default key (N8N_API_KEY)."
      : "Create it in n8n under Settings → n8n API.";

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Instance" : "Add n8n Instance"}</DialogTitle>
          <DialogDescription>Connect an n8n server through its public API to watch its workflows and executions. A new instance is added once a test call to it works.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField label="Name" error={errors.name} required>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} placeholder="Agency n8n" autoComplete="off" />
          </FormField>
          <FormField label="Base URL" error={errors.baseUrl} required>
            <Input type="url" value={values.baseUrl} onChange={(e) => set("baseUrl", e.target.value)} placeholder="https://n8n.example.com" autoComplete="off" />
          </FormField>
          <FormField label="Type" error={errors.type}>
            {(control) => (
              <Select value={values.type} onValueChange={(v) => set("type", v as InstanceType)}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {INSTANCE_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="API Key" error={errors.apiKey} description={keyHint} required={(values.type === "client" && !instance?.hasApiKey) || (moved && !clearing)}>
            <Input type="password" value={values.apiKey} onChange={(e) => set("apiKey", e.target.value)} autoComplete="new-password" spellCheck={false} disabled={clearing} />
          </FormField>
          {canClearKey && (
            <div className="flex items-start gap-3 rounded-md border p-3">
              <Checkbox
                id="instance-clear-key"
                checked={values.clearApiKey}
                onCheckedChange={(checked) => setValues((v) => ({ ...v, clearApiKey: checked === true, apiKey: checked === true ? "" : v.apiKey }))}
                aria-describedby="instance-clear-key-hint"
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <label htmlFor="instance-clear-key" className="text-sm font-medium">
                  Use the environment key
                </label>
                <p id="instance-clear-key-hint" className="text-xs text-muted-foreground">
                  Removes the stored key; this instance then syncs with the server&apos;s default key (N8N_API_KEY).
                </p>
              </div>
            </div>
          )}
          {values.type === "client" && (
            <FormField label="Client ID" error={errors.clientId} description="Optional: your reference for this client.">
              <Input value={values.clientId} onChange={(e) => set("clientId", e.target.value)} autoComplete="off" />
            </FormField>
          )}
          <FormField label="Description" error={errors.description}>
            <Textarea value={values.description} onChange={(e) => set("description", e.target.value)} rows={2} />
          </FormField>
          {editing && (
            <div className="flex items-center justify-between gap-4 rounded-md border p-3">
              <div>
                <label htmlFor="instance-active" className="text-sm font-medium">
                  Active
                </label>
                <p className="text-xs text-muted-foreground">Included in Sync All and the background sync.</p>
              </div>
              <Switch id="instance-active" checked={values.isActive} onCheckedChange={(checked) => set("isActive", checked)} />
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner label="" />}
              {/* Adding waits for a test call to the instance (up to its 10 s timeout): say so. */}
              {editing ? "Save Changes" : create.isPending ? "Testing connection..." : "Add Instance"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
