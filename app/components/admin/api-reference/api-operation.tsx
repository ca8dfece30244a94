import { Badge } from "../../ui/badge.tsx";
import type { ApiEntry, JsonSchema } from "./api-reference-api.ts";

const METHOD_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline" | "success" | "warning"> = {
  GET: "success",
  POST: "default",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "destructive",
};

function SchemaBlock({ schema }: { schema: JsonSchema | undefined }) {
  if (!schema) return null;
  return <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs leading-relaxed">{JSON.stringify(schema, null, 2)}</pre>;
}

/** One route: method, path and summary; opened, its parameters, body and answers with their JSON Schemas. */
export function ApiOperationCard({ entry }: { entry: ApiEntry }) {
  const { method, path, operation } = entry;
  const body = operation.requestBody?.content["application/json"]?.schema;
  return (
    <details className="group rounded-md border bg-card" data-testid="api-operation">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3 text-sm">
        <Badge variant={METHOD_VARIANT[method] ?? "outline"} className="w-16">
          {method}
        </Badge>
        <code className="font-mono text-xs sm:text-sm">{path}</code>
        <span className="text-muted-foreground">{operation.summary}</span>
      </summary>
      <div className="space-y-4 border-t p-3 text-sm">
        {operation.description && <p>{operation.description}</p>}
        {operation.security && <p className="text-muted-foreground">Needs a staff session (bearer token).</p>}
        {operation.parameters && (
          <section>
            <h4 className="font-medium">Parameters</h4>
            <ul className="mt-1 space-y-1">
              {operation.parameters.map((p) => (
                <li key={`${p.in}:${p.name}`}>
                  <code className="font-mono text-xs">{p.name}</code> <span className="text-muted-foreground">({p.in}{p.required ? ", required" : ""})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {body && (
          <section>
            <h4 className="font-medium">Request body (JSON)</h4>
            <SchemaBlock schema={body} />
          </section>
        )}
        <section>
          <h4 className="font-medium">Responses</h4>
          <ul className="mt-1 space-y-2">
            {Object.entries(operation.responses).map(([status, response]) => {
              const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
              const isError = media?.schema?.$ref === "#/components/schemas/ApiError";
              return (
                <li key={status}>
                  <span className="font-mono font-medium">{status}</span> {response.description}
                  {mediaType && <span className="text-muted-foreground"> · {isError ? "ApiError {message, errors?}" : mediaType}</span>}
                  {media?.schema && !isError && mediaType === "application/json" && <SchemaBlock schema={media.schema} />}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </details>
  );
}
