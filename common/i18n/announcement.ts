// The announcement bar's own words in English (part of the chrome dictionary: site-chrome.ts), loaded with the bar.

export const announcementEn = {
  region: "Announcement",
  showMore: "Show the whole announcement",
  showLess: "Show less of the announcement",
  /** {title}. */
  dismiss: "Dismiss announcement: {title}",
};
