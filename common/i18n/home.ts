import { homeMetaEn, homeTopEn } from "./home-top.ts";
import { homeActivityEn } from "./home-activity.ts";
import { homeSectionsEn } from "./home-sections.ts";

// The home page's words in English, the source every translation must match key for key (home.translations.ts).
// Kept in three parts so each part of the page's script carries only its own words: the first screen
// (home-top.ts), the activity card (home-activity.ts) and the sections below (home-sections.ts).

export const homeEn = { meta: homeMetaEn, ...homeTopEn, activity: homeActivityEn, ...homeSectionsEn };

export type HomeText = typeof homeEn;
export type { StatKey } from "./home-sections.ts";
