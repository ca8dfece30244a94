import { useLayoutEffect, useRef, type ReactNode } from "react";

/** Rendered inside the dialog's content, so it mounts only when the dialog opens. */
function OpenerProbe({ onOpen }: { onOpen: (opener: Element | null) => void }) {
  // A layout effect runs before Radix's focus scope (a passive effect) moves focus into the dialog.
  useLayoutEffect(() => onOpen(document.activeElement), [onOpen]);
  return null;
}

/**
 * Focus goes back to the control that opened a dialog (WCAG 2.4.3). Radix does this only for its own Trigger;
 * most admin dialogs are opened from state (an Edit button, a card action), where Radix would drop focus on
 * <body>. A caller's own onCloseAutoFocus runs first and may take over by calling preventDefault().
 * Render `probe` inside the content.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void): { probe: ReactNode; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<Element | null>(null);
  const onOpen = useRef((element: Element | null) => {
    opener.current = element;
  }).current;
  return {
    probe: <OpenerProbe onOpen={onOpen} />,
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const element = opener.current;
      // An opener that is gone (the row just deleted) leaves Radix's own choice: its trigger, if any.
      if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
