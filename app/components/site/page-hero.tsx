import type * as React from "react";
import { clsx } from "clsx";

/**
 * The dark band every public page starts with. The site header is fixed and translucent over it, so the band
 * carries the top padding that keeps the header (and an announcement bar) clear of the title.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby="page-title" className={clsx("dark surface-hero relative overflow-hidden text-foreground", className)}>
      <div aria-hidden="true" className="pattern-grid pattern-fade absolute inset-0 opacity-60" />
      <div className="container-page relative pt-36 pb-16 text-center md:pt-40 md:pb-24">
        {eyebrow && <p className="text-eyebrow text-teal-300 uppercase">{eyebrow}</p>}
        <h1 id="page-title" className="mx-auto mt-4 max-w-4xl text-h1 text-white">
          {title}
        </h1>
        {lead && <p className="mx-auto mt-6 max-w-2xl text-lead text-slate-300">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
