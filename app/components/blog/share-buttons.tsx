import type { MouseEvent } from "react";
import { SHARE_NETWORKS, shareUrl, type ShareNetwork } from "#common/blog/share-links.ts";
import { track } from "../../lib/analytics.ts";
import { fill } from "#common/i18n/fill.ts";

const ICONS: Record<ShareNetwork, string> = {
  x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.36 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z",
  linkedin:
    "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.07 2.07 0 1 1 0-4.13 2.07 2.07 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z",
  facebook:
    "M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.62 23.1 24 18.1 24 12.07Z",
};

const POPUP = "width=600,height=560,menubar=no,toolbar=no,status=no,noopener,noreferrer";

/** Each button opens a popup with the network's share URL (a plain new tab without JavaScript). */
/** `heading` and `shareOn` (a template with {network}) in the page's language. */
export function ShareButtons({ url, title, heading = "Share", shareOn = "Share on {network} (opens a new window)" }: { url: string; title: string; heading?: string; shareOn?: string }) {
  function open(event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) {
    event.preventDefault();
    track("cta_click", { cta: "share", network });
    window.open(event.currentTarget.href, `share-${network}`, POPUP);
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-foreground">{heading}</span>
      {SHARE_NETWORKS.map(({ network, label }) => (
        <a
          key={network}
          href={shareUrl(network, url, title)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => open(e, network)}
          aria-label={fill(shareOn, { network: label })}
          data-share={network}
          className="inline-flex size-10 items-center justify-center rounded-full border bg-background text-foreground transition-colors hover:border-brand hover:bg-accent hover:text-brand"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <path d={ICONS[network]} />
          </svg>
        </a>
      ))}
    </div>
  );
}
