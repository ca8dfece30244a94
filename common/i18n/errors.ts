// The public not-found and error screens' words in English (part of the chrome dictionary: site-chrome.ts), loaded
// with those screens. Under a language prefix they are shown in the address's language (a 404 under /es/ is Spanish).

export const errorsEn = {
  notFoundTitle: "Page Not Found",
  notFoundMessage: "The page you're looking for doesn't exist or has been moved.",
  backHome: "Back to Home",
  /** An unknown (or unpublished) post's address (its title also in app/lib/page-title.ts). */
  postNotFoundTitle: "Post Not Found",
  postNotFoundMessage: "The article you're looking for doesn't exist.",
  backToBlog: "Back to Blog",
  errorTitle: "Something went wrong",
  /** The browser tab's title of the error screen. */
  errorPageTitle: "Something Went Wrong",
  errorMessage: "An unexpected error occurred. Try again, or refresh the page if the problem continues.",
  refresh: "Refresh Page",
  tryAgain: "Try Again",
};
