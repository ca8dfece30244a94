import * as React from "react";
import { clsx } from "clsx";
import { Label } from "./label.tsx";

/** Props FormField puts on its control so label, hint and error are announced with it. */
type FormControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

type FormFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  /** The control: a single element (it receives the props, cloned in) or a render function. */
  children: React.ReactElement | ((control: FormControlProps) => React.ReactNode);
  /** First error message; string[] shows them all. */
  error?: string | string[] | null;
  description?: React.ReactNode;
  /** Defaults to a generated id; set it when a test or link needs a stable one. */
  id?: string;
  required?: boolean;
};

function FormField({ label, children, error, description, id, required, className, ...props }: FormFieldProps) {
  const generated = React.useId();
  const controlId = id ?? generated;
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = errors.length > 0 ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  const control: FormControlProps = {
    id: controlId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(errorId ? { "aria-invalid": true } : {}),
    ...(required ? { "aria-required": true } : {}),
  };

  return (
    <div data-slot="form-field" className={clsx("grid gap-2", className)} {...props}>
      <Label htmlFor={controlId} className={clsx(errorId && "text-destructive")}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {typeof children === "function" ? children(control) : React.cloneElement(children as React.ReactElement<FormControlProps>, control)}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {errorId && (
        <div id={errorId} className="text-sm font-medium text-destructive">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

export { FormField, type FormFieldProps, type FormControlProps };
