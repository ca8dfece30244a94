import { Zap } from "lucide-react";
import { Link } from "react-router";
import { GenerateWorkflowsButton } from "../ai/generate-workflows-button.tsx";
import { RefreshTrendsButton } from "../ai/refresh-trends-button.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";

/** AI Actions: 'Generate Workflows' and 'Refresh Blog Trends'. */
export function AiActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-5 text-primary" aria-hidden />
          AI Actions
        </CardTitle>
        <CardDescription>Suggestions computed from your leads, chat and n8n workflows.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <GenerateWorkflowsButton className="w-full justify-start" />
        <RefreshTrendsButton label="Refresh Blog Trends" variant="outline" className="w-full justify-start" />
        <Button asChild variant="link" className="justify-start px-0">
          <Link to="/admin/ai">Open AI Management</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
