import { Workflow } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { Button, type ButtonProps } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useGenerateWorkflows } from "./ai-api.ts";

/** Success toast 'Workflow Suggestions Generated!'; the list of suggestions is refetched. */
export function GenerateWorkflowsButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const generate = useGenerateWorkflows();
  return (
    <Button
      {...props}
      disabled={generate.isPending}
      onClick={() =>
        generate.mutate(undefined, {
          onSuccess: () => toast({ title: "Workflow Suggestions Generated!", description: "New automation suggestions have been created." }),
          // The spec shows no failure handler; saying what went wrong beats silence.
          onError: (error) => toast({ title: "Workflow Generation Failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
        })
      }
    >
      {generate.isPending ? <Spinner label="" /> : <Workflow aria-hidden />}
      {generate.isPending ? "Generating..." : "Generate Workflows"}
    </Button>
  );
}
