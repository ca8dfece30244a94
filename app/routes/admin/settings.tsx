import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminSettingsPage() {
  return <AdminPageHeader title="Settings" description="CRM, webhooks, e-mail and general site settings." />;
}
