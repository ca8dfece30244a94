import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../../lib/query-client.ts";
import { TooltipProvider } from "../ui/tooltip.tsx";

// One client per browser tab, shared by the login page and the admin layout (a sign-in's user data
// carries over); the server renders with a throw-away one.
let browserClient: QueryClient | undefined;
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/** The admin's data and tooltip providers; public pages do without them (smaller first load). */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
