import { errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";

/** A list that could not load: what failed, in the server's words when it gave any, and "Try Again". */
export function LoadFailed({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  return (
    <div className="p-6 text-center">
      <p className="text-sm text-destructive">{errorMessage(error, `Failed to load ${what}`)}</p>
      <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={retry}>
        Try Again
      </Button>
    </div>
  );
}
