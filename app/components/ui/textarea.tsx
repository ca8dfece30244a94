import type * as React from "react";
import { clsx } from "clsx";

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      // .ui-textarea (app.css, components layer): utilities in className override it without tailwind-merge.
      className={clsx("ui-textarea", className)}
      {...props}
    />
  );
}

export { Textarea };
