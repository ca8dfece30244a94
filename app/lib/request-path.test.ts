import { describe, expect, it } from "vitest";
import { requestPath } from "./request-path.ts";

describe("requestPath", () => {
  it("is the page's path for a document request and for a client-side navigation's data request", () => {
    const path = (url: string) => requestPath(new Request(`https://x.example${url}`));
    expect(path("/es/")).toBe("/es/");
    expect(path("/es/_.data")).toBe("/es/");
    expect(path("/_.data")).toBe("/");
    expect(path("/es/solutions.data?_routes=x")).toBe("/es/solutions");
    expect(path("/blog/a.data")).toBe("/blog/a");
  });
});
