import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our custom theme keys must be known to tailwind-merge, or `text-h1` would be read as a text
// colour and silently dropped next to `text-white` (and `shadow-glow` next to a shadow colour).
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h1", "h2", "h3", "lead", "eyebrow"],
      shadow: ["glow"],
    },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
