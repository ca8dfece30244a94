// The public not-found and error screens' words in English (part of the chrome dictionary: site-chrome.ts), loaded
// with those screens. Under a language prefix they are shown in the address's language (a 404 under /es/ is Spanish).

/** An unknown (or unpublished) post's address; apart, so the post page's title can name it without the rest. */
export const postNotFoundEn = {
  postNotFoundTitle: "Post Not Found",
  postNotFoundMessage: "The article you're looking for doesn't exist.",
  backToBlog: "Back to Blog",
};

export const errorsEn = {
  notFoundTitle: "Page Not Found",
  notFoundMessage: "The page you're looking for doesn't exist or has been moved.",
  backHome: "Back to Home",
  ...postNotFoundEn,
  errorTitle: "Something went wrong",
  /** The browser tab's title of the error screen. */
  errorPageTitle: "Something Went Wrong",
  errorMessage: "An unexpected error occurred. Try again, or refresh the page if the problem continues.",
  refresh: "Refresh Page",
  tryAgain: "Try Again",
};
