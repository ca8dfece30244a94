import { clsx } from "clsx";

/**
 * Call-to-action classes of the public site. Each look is written out whole (no tailwind-merge on public pages,
 * see docs/decisions/009): pick a tone and a size instead of overriding classes.
 */
export type SiteButtonTone = "brand" | "outline" | "outline-dark";
export type SiteButtonSize = "default" | "lg" | "block";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const tones: Record<SiteButtonTone, string> = {
  // The primary action, the same colour as the admin's Button (app.css .ui-button-primary).
  brand: "ui-button-primary shadow-glow",
  outline: "border border-input bg-transparent text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground",
  // On the dark hero and closing sections.
  "outline-dark": "border border-white/25 bg-transparent text-white hover:bg-white/10",
};

const sizes: Record<SiteButtonSize, string> = {
  default: "h-10 px-4 text-sm",
  lg: "h-11 px-6 text-base",
  // Full-width card buttons (packages).
  block: "h-12 w-full px-4 text-sm",
};

export function siteButton({ tone = "brand", size = "lg" }: { tone?: SiteButtonTone; size?: SiteButtonSize } = {}, className?: string): string {
  return clsx(base, tones[tone], sizes[size], className);
}
