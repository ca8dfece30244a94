import { useEffect, useId, useState } from "react";
import { ChevronDown, Megaphone, Newspaper, Rocket, Sparkles, Wrench, X } from "lucide-react";
import { clsx } from "clsx";
import { fill } from "#common/i18n/fill.ts";
import type { SiteChromeText } from "#common/i18n/site-chrome.ts";
import { announcementEn } from "#common/i18n/announcement.ts";

export interface BannerAnnouncement {
  id: number;
  title: string;
  content: string;
  type: string;
  priority: string;
}

const ICONS: Record<string, typeof Megaphone> = { launch: Rocket, update: Sparkles, news: Newspaper, maintenance: Wrench };
const storageKey = (id: number) => `announcement_dismissed:${id}`;

function isDismissed(id: number): boolean {
  try {
    return window.localStorage.getItem(storageKey(id)) === "1";
  } catch {
    return false;
  }
}

/**
 * The most important running announcement (the list arrives ordered by priority). A dismissal is remembered per
 * announcement, so a new one shows even after an older one was closed.
 */
export function AnnouncementBanner({
  announcements,
  text = announcementEn,
}: {
  announcements: readonly BannerAnnouncement[];
  /** The bar's own words in the page's language (English by default); the announcement is shown as staff wrote it. */
  text?: SiteChromeText["announcement"] | undefined;
}) {
  // The server cannot see localStorage: it renders the first one, the browser then skips dismissed ones.
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  useEffect(() => {
    setDismissed(new Set(announcements.filter((a) => isDismissed(a.id)).map((a) => a.id)));
  }, [announcements]);

  const current = announcements.find((a) => !dismissed.has(a.id));
  if (!current) return null;
  const Icon = ICONS[current.type] ?? Megaphone;
  const urgent = current.priority === "urgent" || current.priority === "high";

  function dismiss(id: number) {
    try {
      window.localStorage.setItem(storageKey(id), "1");
    } catch {
      // Without storage the banner simply comes back on the next visit.
    }
    setDismissed((prev) => new Set(prev).add(id));
  }

  return (
    <div
      role="region"
      aria-label={text.region}
      data-announcement-id={current.id}
      className={clsx(
        "text-sm",
        urgent ? "bg-amber-300 text-navy-950" : "bg-gradient-to-r from-teal-800 via-cyan-900 to-teal-800 text-white",
      )}
    >
      <div className="container-page flex items-center gap-3 py-2">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {/* One line on a phone and at most two on wider screens, so the bar stays clear of each page's title;
            the visitor can unfold the full text. */}
        <p id={textId} className={clsx("min-w-0 flex-1 leading-snug", !expanded && "line-clamp-1 sm:line-clamp-2")}>
          <strong className="font-semibold">{current.title}</strong>
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          {current.content}
        </p>
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          aria-controls={textId}
          aria-label={expanded ? text.showLess : text.showMore}
          className={clsx("inline-flex size-8 shrink-0 items-center justify-center rounded-full", urgent ? "hover:bg-black/10" : "hover:bg-white/15")}
        >
          <ChevronDown aria-hidden="true" className={clsx("size-4 transition-transform", expanded && "rotate-180")} />
        </button>
        <button
          type="button"
          onClick={() => dismiss(current.id)}
          aria-label={fill(text.dismiss, { title: current.title })}
          className={clsx("inline-flex size-8 shrink-0 items-center justify-center rounded-full", urgent ? "hover:bg-black/10" : "hover:bg-white/15")}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
