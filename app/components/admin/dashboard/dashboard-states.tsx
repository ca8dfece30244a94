import { AlertTriangle } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Spinner } from "../../ui/spinner.tsx";

export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading dashboard" className="space-y-6">
      <Skeleton className="h-8 w-48" />
      {[0, 1].map((row) => (
        <div key={row} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ))}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** 'Failed to Load Dashboard' with 'Try Again', which refetches the stats. */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="mx-auto mt-12 max-w-md text-center" role="alert">
      <CardHeader>
        <AlertTriangle className="mx-auto size-8 text-destructive" aria-hidden />
        <CardTitle>Failed to Load Dashboard</CardTitle>
        <CardDescription>Unable to fetch dashboard statistics.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onRetry} disabled={retrying}>
          {retrying && <Spinner label="" />}
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}
