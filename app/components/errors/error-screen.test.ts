import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen.tsx";
import { NOT_FOUND_TITLE } from "../../lib/page-title.ts";

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
});
