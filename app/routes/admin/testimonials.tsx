import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminTestimonialsPage() {
  return <AdminPageHeader title="Testimonials" description="Client testimonials shown on the website." />;
}
