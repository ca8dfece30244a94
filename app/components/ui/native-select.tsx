import type * as React from "react";
import { clsx } from "clsx";

/**
 * The styled native <select> (.ui-select in app.css): the same box as Input and the admin's Select trigger, with a
 * drawn chevron. For forms that must work before or without JavaScript (the public contact form); it ships no script.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="native-select" className={clsx("ui-select", className)} {...props} />;
}

export { NativeSelect };
