import { describe, expect, it } from "vitest";
import { NOT_FOUND_TITLE, POST_NOT_FOUND } from "./page-title.ts";
import { errorsEn } from "#common/i18n/errors.ts";

// The titles a page names without loading the error screens' code say what those screens say.
describe("not-found titles", () => {
  it("match the screens' English words", () => {
    expect(NOT_FOUND_TITLE).toBe(errorsEn.notFoundTitle);
    expect(POST_NOT_FOUND).toEqual({ postNotFoundTitle: errorsEn.postNotFoundTitle, postNotFoundMessage: errorsEn.postNotFoundMessage });
  });
});
