import type { ReactNode } from "react";
import { Lock, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/utils.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";

/** The centred card of the signed-out admin pages: sign in, forgot / reset password, accepting an invitation. */
export function AuthCard({
  title,
  description,
  icon: Icon = Lock,
  wide = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className={cn("w-full", wide ? "max-w-md" : "max-w-sm")}>
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden />
          </div>
          <CardTitle>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
