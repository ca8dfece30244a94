import type * as React from "react";
import { clsx } from "clsx";

type Tone = "light" | "muted" | "dark";

const TONES: Record<Tone, string> = {
  light: "bg-background",
  muted: "bg-secondary/60",
  // `.dark` re-themes every token inside, so cards and muted text follow without per-element overrides.
  dark: "dark surface-hero text-foreground",
};

/** A page band with the shared vertical rhythm; `labelledBy` names the region after its heading. */
export function Section({
  id,
  tone = "light",
  labelledBy,
  className,
  children,
}: {
  id?: string;
  tone?: Tone;
  labelledBy?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx("section-y relative", TONES[tone], className)}>
      <div className="container-page relative">{children}</div>
    </section>
  );
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "center" | "left";
  className?: string;
}) {
  return (
    <div className={clsx("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="text-eyebrow text-brand uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-3 text-h2 text-foreground">
        {title}
      </h2>
      {lead && <p className="mt-5 text-lead text-muted-foreground">{lead}</p>}
    </div>
  );
}
