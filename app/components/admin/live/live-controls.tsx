import { useEffect, useState } from "react";
import { Bell, BellOff } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { toast } from "../../ui/use-toast.ts";
import { browserNotificationsWanted, setBrowserNotifications, useLiveState } from "./live-desk.tsx";

// The live desk's controls in the chat inbox's header: whether the live connection is up, and desktop notifications.

export function LiveIndicator() {
  const state = useLiveState();
  const live = state === "live";
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="live-state" data-state={state}>
      <span aria-hidden className={live ? "size-2 rounded-full bg-success" : "size-2 animate-pulse rounded-full bg-warning"} />
      {live ? "Live" : state === "connecting" ? "Connecting…" : "Reconnecting…"}
    </span>
  );
}

export function NotificationsToggle() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(browserNotificationsWanted()), []);
  if (typeof window !== "undefined" && !("Notification" in window)) return null;
  return (
    <Button
      variant="outline"
      onClick={() =>
        void setBrowserNotifications(!on).then((granted) => {
          setOn(granted);
          if (!on && !granted)
            toast({
              title: "Notifications blocked",
              description: "Allow notifications for this site in the browser's settings, then try again.",
            });
        })
      }
    >
      {on ? <BellOff className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
      {on ? "Turn off desktop notifications" : "Desktop notifications"}
    </Button>
  );
}
