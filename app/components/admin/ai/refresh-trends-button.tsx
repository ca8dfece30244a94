import { RefreshCw } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { Button, type ButtonProps } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useRefreshTrends } from "./ai-api.ts";

/** Recomputes the blog suggestions on the server (spec: 'Refresh Blog Trends' / 'Refresh Trends'). */
export function RefreshTrendsButton({ label, ...props }: { label: string } & Omit<ButtonProps, "onClick" | "children">) {
  const refresh = useRefreshTrends();
  return (
    <Button
      {...props}
      disabled={refresh.isPending}
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: (data) => toast({ title: "Blog Trends Refreshed", description: `${data.length} topic suggestions from the latest data.` }),
          onError: (error) => toast({ title: "Refresh Failed", description: errorMessage(error, "Could not refresh blog trends."), variant: "destructive" }),
        })
      }
    >
      {refresh.isPending ? <Spinner label="" /> : <RefreshCw aria-hidden />}
      {label}
    </Button>
  );
}
