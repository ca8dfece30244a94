import { useState } from "react";
import { FlaskConical } from "lucide-react";
import type { IntegrationTest } from "#common/settings/setting-value.ts";
import type { SettingCategory } from "#common/settings/settings-catalog.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useIntegrationTest } from "./settings-api.ts";

const TESTS: Partial<Record<SettingCategory, { target: IntegrationTest; label: string }[]>> = {
  crm: [{ target: "hubspot", label: "Test HubSpot connection" }],
  webhooks: [
    { target: "webhook", label: "Send test to contact form webhook" },
    { target: "newsletter_webhook", label: "Send test to newsletter webhook" },
  ],
  email: [{ target: "email", label: "Send test e-mail" }],
  calendar: [
    { target: "calcom", label: "Test Cal.com connection" },
    { target: "caldav", label: "Test CalDAV connection" },
  ],
  sms: [{ target: "twilio", label: "Test Twilio connection" }],
  whatsapp: [{ target: "whatsapp", label: "Test WhatsApp connection" }],
};

/** 'Send test' for a tab's integration: uses the saved settings and reports success or the exact error. */
export function IntegrationTests({ category }: { category: SettingCategory }) {
  const run = useIntegrationTest();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const tests = TESTS[category];
  if (!tests) return null;

  function start(target: IntegrationTest) {
    setResult(null);
    run.mutate(target, {
      onSuccess: (data) => {
        setResult({ ok: true, message: data.message });
        toast({ title: "Test succeeded", description: data.message });
      },
      onError: (error) => {
        const message = errorMessage(error, "The test failed");
        setResult({ ok: false, message });
        toast({ variant: "destructive", title: "Test failed", description: message });
      },
    });
  }

  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-border p-4">
      <p className="text-sm text-muted-foreground">Tests use the saved settings above.</p>
      <div className="flex flex-wrap gap-2">
        {tests.map((t) => (
          <Button key={t.target} variant="outline" size="sm" className="h-auto min-h-9 whitespace-normal py-1.5 text-left" disabled={run.isPending} onClick={() => start(t.target)}>
            {run.isPending && run.variables === t.target ? <Spinner label="" /> : <FlaskConical aria-hidden="true" />}
            {t.label}
          </Button>
        ))}
      </div>
      {result && (
        <p role="status" className={result.ok ? "text-sm font-medium text-success" : "text-sm font-medium break-words text-destructive"}>
          {result.message}
        </p>
      )}
    </div>
  );
}
