import { canUse, pageArea, type AdminArea } from "#common/auth/access.ts";
import { useAuth } from "./auth.ts";

/** What the signed-in role may use (common/auth/access.ts, the map the server's guard reads too). */
export function useCan(): (area: AdminArea) => boolean {
  const { user } = useAuth();
  return (area) => canUse(user?.role, area);
}

export const canOpenPage = (role: Parameters<typeof canUse>[0], pathname: string) => canUse(role, pageArea(pathname));
