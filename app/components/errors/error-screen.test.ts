import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen.tsx";
import { NOT_FOUND_TITLE } from "../../lib/page-title.ts";
import { PUBLIC_LAYOUT_ID } from "../../lib/seo.ts";
import { errorsEn } from "#common/i18n/errors.ts";
import { siteChromeTranslations } from "#common/i18n/site-chrome.translations.ts";

/** The same under the public layout at `path`, whose data carries the address's chrome (as its loader returns it). */
async function publicScreenFor(error: unknown, path: string, locale: "es" | "vi"): Promise<string> {
  const router = createMemoryRouter(
    [
      {
        id: PUBLIC_LAYOUT_ID,
        path: "/",
        element: null,
        children: [{ id: "page", path: path.slice(1), element: null, errorElement: createElement(ErrorScreen) }],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { [PUBLIC_LAYOUT_ID]: { locale, chrome: siteChromeTranslations[locale] } }, errors: { page: error } },
    },
  );
  const stream = await renderToReadableStream(createElement(RouterProvider, { router }));
  await stream.allReady;
  return new Response(stream).text();
}

/** The screen a route's error boundary shows for this error, rendered as the server renders it (sections loaded). */
async function screenFor(error: unknown): Promise<string> {
  const router = createMemoryRouter([{ id: "page", path: "/", element: null, errorElement: createElement(ErrorScreen) }], {
    hydrationData: { loaderData: {}, errors: { page: error } },
  });
  const stream = await renderToReadableStream(createElement(RouterProvider, { router }));
  await stream.allReady;
  return new Response(stream).text();
}

describe("ErrorScreen", () => {
  it("shows the not-found screen for a 404", async () => {
    const html = await screenFor({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain(NOT_FOUND_TITLE);
    expect(html).toContain('data-deferred="not-found"');
    expect(html).not.toContain("Something went wrong");
  });

  it("shows the general error screen for anything else", async () => {
    const html = await screenFor({ status: 500, statusText: "Internal Server Error", internal: false, data: null });
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Refresh Page");
    expect(html).not.toContain(NOT_FOUND_TITLE);
    expect(await screenFor(new Error("boom"))).toContain("Something went wrong");
  });

  it("speaks the address's language under a prefix: Spanish on a Spanish page, English on a page not translated yet", async () => {
    const es = siteChromeTranslations.es.errors;
    const spanish = await publicScreenFor(new Error("boom"), "/es/solutions", "es");
    for (const text of [es.errorTitle, es.refresh, es.tryAgain]) expect(spanish).toContain(text);
    expect(spanish).not.toContain("Something went wrong");
    const english = await publicScreenFor(new Error("boom"), "/vi/solutions", "vi");
    expect(english).toContain("Something went wrong");
    expect(english).not.toContain(siteChromeTranslations.vi.errors.errorTitle);
  });

  it("keeps the English not-found title in one wording", () => {
    expect(errorsEn.notFoundTitle).toBe(NOT_FOUND_TITLE);
  });
});
