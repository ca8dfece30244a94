import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminBlogPage() {
  return <AdminPageHeader title="Blog Posts" description="Write, edit and publish posts for The AI Advantage Weekly." />;
}
