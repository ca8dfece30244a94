import type * as React from "react";
import { clsx } from "clsx";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      // .ui-input (app.css, components layer): utilities in className override it without tailwind-merge.
      className={clsx("ui-input", className)}
      {...props}
    />
  );
}

export { Input };
