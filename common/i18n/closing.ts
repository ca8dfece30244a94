// The closing call to action's default words in English (the home page's; other pages pass their own). Part of the
// home dictionary (home-sections.ts).

export const closingEn = {
  title: "Ready to put AI to work in your business?",
  lead: "Book a free consultation and we'll map the automations that will save you the most time — or ask our AI assistant anything right now.",
};
