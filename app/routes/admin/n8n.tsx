import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminN8nPage() {
  return <AdminPageHeader title="n8n Integration" description="Connect and watch your n8n automation instances." />;
}
