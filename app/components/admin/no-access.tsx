import { useEffect } from "react";
import { Link } from "react-router";
import { ShieldOff } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { adminTitle } from "../../lib/page-title.ts";
import { NO_ACCESS_MESSAGE } from "#common/auth/access.ts";
import { ROLE_LABELS, type StaffRole } from "#common/auth/roles.ts";

export const NO_ACCESS_TITLE = adminTitle(NO_ACCESS_MESSAGE);

/** Shown in place of a page the signed-in role may not use (the server refuses its data with 403 too). */
export function NoAccess({ role }: { role: StaffRole }) {
  // The page's own meta names the page; this screen is not that page.
  useEffect(() => {
    const previous = document.title;
    document.title = NO_ACCESS_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <div className="py-24 text-center">
      <ShieldOff className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{NO_ACCESS_MESSAGE}</h1>
      <p className="mt-2 text-muted-foreground">
        Your role ({ROLE_LABELS[role]}) can't use this page. If you need it, ask the site's owner.
      </p>
      <Button asChild className="mt-6">
        <Link to="/admin">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
