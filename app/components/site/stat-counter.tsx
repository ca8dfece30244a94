import { useEffect, useRef, useState } from "react";
import type { Stat } from "#common/content/offerings.ts";

/** Counting starts at 10% visibility and lasts 2000 ms. */
export const COUNTER_VISIBILITY = 0.1;
export const COUNTER_DURATION_MS = 2000;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 to `target` once the element is 10% visible. The server renders the final value (crawlers and
 * visitors without JavaScript see real numbers); after hydration the counter resets to 0 only while it is still
 * out of view, and people who prefer reduced motion keep the final value.
 */
function useCountUp(target: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
    let frame = 0;
    setValue(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / COUNTER_DURATION_MS);
          setValue(Math.round(easeOutCubic(t) * target));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return { ref, value };
}

/** `label`: the figure's label in the page's language (the offerings' English by default). */
export function StatCounter({ stat, label = stat.label }: { stat: Stat; label?: string }) {
  const { ref, value } = useCountUp(stat.value);
  const final = `${stat.prefix}${stat.value}${stat.suffix}`;
  return (
    <div ref={ref} data-stat={stat.key} className="relative rounded-3xl border border-white/10 bg-white/[0.03] px-6 py-10 text-center">
      <p className="sr-only">
        {final} {label}
      </p>
      <p aria-hidden="true" className="text-5xl font-bold tracking-tight text-white tabular-nums sm:text-6xl">
        <span className="gradient-text">
          {stat.prefix}
          {/* The width of the final number is reserved so the counting digits never move their neighbours. */}
          <span className="inline-block text-right" style={{ minWidth: `${String(stat.value).length}ch` }} data-counter>
            {value}
          </span>
          {stat.suffix}
        </span>
      </p>
      <p aria-hidden="true" className="mt-3 text-base font-medium text-slate-300">
        {label}
      </p>
    </div>
  );
}
