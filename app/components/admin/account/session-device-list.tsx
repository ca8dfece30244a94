import type { SessionDevice, SessionDevicesPage } from "#common/auth/account-schemas.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { plural } from "#common/lib/plural.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ListPager } from "../lists/list-pager.tsx";

/**
 * One page of a member's sessions, one row per device (live sessions only), with its pager: the member's own list on
 * the account page and the owner's view of another member's, alike.
 */
export function SessionDeviceList({ data, label, onPage, onEnd, ending }: { data: SessionDevicesPage; label: string; onPage: (page: number) => void; onEnd: (device: SessionDevice) => void; ending: string | null }) {
  return (
    <div className="rounded-md border border-border">
      {data.items.length === 0 ? (
        <p className="p-3 text-sm text-muted-foreground">Not signed in anywhere.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={label}>
          {data.items.map((d) => (
            <DeviceRow key={d.id} device={d} ending={ending === d.id} onEnd={() => onEnd(d)} />
          ))}
        </ul>
      )}
      <ListPager label={`Pages of ${label.charAt(0).toLowerCase()}${label.slice(1)}`} page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  );
}

function DeviceRow({ device, onEnd, ending }: { device: SessionDevice; onEnd: () => void; ending: boolean }) {
  const where = `${device.device}, ${device.ip ?? "unknown address"}`;
  // This device's row ends its other sessions only; it has nothing to end when this is its one session.
  const endable = !device.current || device.sessions > 1;
  const label = device.current ? "End the others here" : device.sessions > 1 ? "End sessions" : "End session";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="session-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device.device}
          {device.current && <Badge>This device</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {device.ip ?? "Unknown address"} · {plural(device.sessions, "session")} · first signed in {formatDateTime(device.firstSignInAt)} · last seen{" "}
          {formatDateTime(device.lastSeenAt)}
        </p>
      </div>
      {endable && (
        <Button variant="outline" size="sm" onClick={onEnd} disabled={ending} aria-label={`${label}: ${where}`}>
          {label}
        </Button>
      )}
    </li>
  );
}
