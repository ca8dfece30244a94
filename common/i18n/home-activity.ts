// The hero's activity card in English (part of the home dictionary: home.ts). Loaded with the card.

export const homeActivityEn = {
  agent: "AI Agent · Live",
  desk: "Houston lead desk",
  online: "Online 24/7",
  feed: [
    {
      title: "New buyer lead qualified",
      detail: "3 bd / 2 ba in The Heights · pre-approved · replied in 38 s",
    },
    {
      title: "Showing booked for Thu 4:30 PM",
      detail: "Route planned around I-10 traffic · agent notified",
    },
    {
      title: "Follow-up sent in Spanish",
      detail: "Sugar Land seller · market report attached",
    },
  ],
  figures: [
    { value: "142", label: "Leads this week" },
    { value: "38 s", label: "Avg. reply" },
    { value: "27", label: "Showings set" },
  ],
};
