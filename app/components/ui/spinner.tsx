import type * as React from "react";
import { Loader2 } from "lucide-react";
import { clsx } from "clsx";

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Read by screen readers. Pass "" when visible text beside it already says it (e.g. 'Generating...'). */
  label?: string;
};

function Spinner({ label = "Loading", className, ...props }: SpinnerProps) {
  const icon = <Loader2 aria-hidden="true" className={clsx("size-4 animate-spin", className)} />;
  if (label === "") return icon;
  return (
    <span data-slot="spinner" role="status" className="inline-flex items-center" {...props}>
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
