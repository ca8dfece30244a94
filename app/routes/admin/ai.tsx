import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminAiPage() {
  return <AdminPageHeader title="AI Management" description="Generate content, suggest topics and workflows, and track AI tasks." />;
}
