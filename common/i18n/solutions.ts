import { solutionsMetaEn, solutionsTopEn } from "./solutions-top.ts";
import { solutionsPackagesEn } from "./solutions-packages.ts";
import { solutionsSectionsEn } from "./solutions-sections.ts";

// The Solutions page's words in English, the source every translation must match key for key
// (solutions.translations.ts). In three parts so each part of the page's script carries only its own words: the first
// screen (solutions-top.ts), the packages (solutions-packages.ts) and the sections below (solutions-sections.ts).

export const solutionsEn = { meta: solutionsMetaEn, ...solutionsTopEn, packages: solutionsPackagesEn, ...solutionsSectionsEn };

export type SolutionsText = typeof solutionsEn;
