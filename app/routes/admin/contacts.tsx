import { AdminPageHeader } from "../../components/admin/admin-page.tsx";

export default function AdminContactsPage() {
  return <AdminPageHeader title="Contacts" description="Leads from the contact form, the chat assistant and the newsletter." />;
}
