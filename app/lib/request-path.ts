/**
 * The page's path as the address bar shows it, from a loader's request: a client-side navigation asks for the page's
 * data at "/es/_.data" (an index) or "/es/solutions.data", and the loader sees that address.
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}
