// The footer's words in English (part of the chrome dictionary: site-chrome.ts), loaded with the footer.

export const footerEn = {
  tagline: "AI automation for Houston real-estate agents, brokers, team leaders and property managers.",
  socialMedia: "Social media",
  /** {siteName}, {network} (X, LinkedIn, Facebook). */
  socialOn: "{siteName} on {network}",
  nav: "Footer",
  company: "Company",
  solutions: "Solutions",
  blog: "Blog",
  contact: "Contact",
  privacy: "Privacy",
  adminAccess: "Admin Access",
  getInTouch: "Get in touch",
  location: "Houston, Texas",
  /** {year}, {siteName}. */
  rights: "© {year} {siteName}. All rights reserved.",
};
