import { Users } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useGenerateInsights } from "./ai-api.ts";
import { plural } from "#common/lib/plural.ts";

/** Success toast 'Contact Insights Generated!'; the insights show in the Contact Insights card. */
export function GenerateInsightsButton() {
  const generate = useGenerateInsights();
  return (
    <Button
      variant="outline"
      disabled={generate.isPending}
      onClick={() =>
        generate.mutate(undefined, {
          onSuccess: (data) => toast({ title: "Contact Insights Generated!", description: `${plural(data.insights.length, "finding")} from your leads, deliveries and chat.` }),
          onError: (error) => toast({ title: "Insights Failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
        })
      }
    >
      {generate.isPending ? <Spinner label="" /> : <Users aria-hidden />}
      {generate.isPending ? "Generating..." : "Generate Insights"}
    </Button>
  );
}
