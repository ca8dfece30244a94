import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { SETTING_CATEGORIES, SETTING_CATEGORY_LABELS } from "#common/settings/settings-catalog.ts";
import { SettingRow } from "../../components/admin/settings/setting-row.tsx";
import { IntegrationTests } from "../../components/admin/settings/integration-tests.tsx";
import { useSettings } from "../../components/admin/settings/settings-api.ts";
import { BackupsPanel } from "../../components/admin/settings/backups-panel.tsx";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Settings");

export default function AdminSettingsPage() {
  const settings = useSettings();
  return (
    <div>
      <AdminPageHeader title="Settings" description="CRM, webhooks, e-mail, notifications and general site settings." />
      {settings.isLoading ? (
        <Skeleton className="h-96 w-full" aria-label="Loading settings" />
      ) : settings.isError ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p role="alert" className="font-semibold text-destructive">
              Failed to fetch settings
            </p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Tabs defaultValue="crm">
          <TabsList className="w-full justify-start sm:w-fit">
            {SETTING_CATEGORIES.map((c) => (
              <TabsTrigger key={c} value={c}>
                {SETTING_CATEGORY_LABELS[c]}
              </TabsTrigger>
            ))}
            <TabsTrigger value="backups">Backups</TabsTrigger>
          </TabsList>
          {SETTING_CATEGORIES.map((c) => (
            <TabsContent key={c} value={c}>
              <Card className="gap-4">
                <CardContent>
                  {(settings.data ?? [])
                    .filter((s) => s.category === c)
                    .map((s) => (
                      <SettingRow key={`${s.category}.${s.key}:${s.updatedAt ?? ""}`} setting={s} />
                    ))}
                  <div className="mt-4">
                    <IntegrationTests category={c} />
                  </div>
                </CardContent>
              </Card>
            </TabsContent>
          ))}
          <TabsContent value="backups">
            <Card className="gap-4">
              <CardContent>
                <BackupsPanel />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
