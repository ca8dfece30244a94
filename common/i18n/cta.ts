// The calls to action shared by every marketing page, in English (the home dictionary's `cta`: home-top.ts).

export const ctaEn = {
  consultation: "Book a Free Consultation",
  chat: "Chat with Our AI",
  /** Read after the consultation label when it opens another site in a new tab. */
  newTab: " (opens the scheduling page in a new tab)",
};
