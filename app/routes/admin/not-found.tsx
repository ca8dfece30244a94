import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { adminMeta, NOT_FOUND_TITLE } from "../../lib/page-title.ts";

export const meta = () => adminMeta(NOT_FOUND_TITLE);

export default function AdminNotFound() {
  return (
    <div className="py-24 text-center">
      <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-2 text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <Button asChild className="mt-6">
        <Link to="/admin">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
