import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminAnnouncementsPage() {
  return <AdminPageHeader title="Announcements" description="Site-wide announcements for visitors and clients." />;
}
