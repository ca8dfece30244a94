import { useId } from "react";
import type * as React from "react";

/** The brand mark: the favicon's "B" on the navy-to-teal tile. */
export function BrandMark(props: React.SVGProps<SVGSVGElement>) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" {...props}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0e7490" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path
        d="M18 44V20h14a8 8 0 0 1 0 16H24m8 0h2a8 8 0 0 1 0 16"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(0 -6)"
      />
    </svg>
  );
}
