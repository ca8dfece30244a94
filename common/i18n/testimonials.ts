// The testimonials section's own words in English (the stories are shown as staff entered them). Part of the home
// dictionary (home-sections.ts); the Solutions page shows the section in English.

export const testimonialsEn = {
  eyebrow: "Client stories",
  title: "Trusted by Houston real estate professionals",
  lead: "Agents, brokers and property managers across Greater Houston on what changed after they put AI to work.",
  /** {rating}. */
  rated: "Rated {rating} out of 5",
};
