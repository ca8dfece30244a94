import { useToast } from "./use-toast.ts";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { useToastSide } from "./toast-placement.ts";

/** Mount once in the root layout; then call `toast({ title, description, variant })` from anywhere. */
export function Toaster() {
  const { toasts } = useToast();
  const side = useToastSide(toasts.some((t) => t.open !== false));
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport side={side} />
    </ToastProvider>
  );
}
