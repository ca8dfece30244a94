import { Link } from "react-router";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { siteButton } from "../site/site-button.ts";

/** Spec §2/§8: an unknown (or unpublished) slug. The route answers HTTP 404 with this screen. */
export function PostNotFound() {
  return (
    <main
      id="main"
      className="dark surface-hero relative flex min-h-[75vh] flex-col items-center justify-center overflow-hidden px-6 pt-32 pb-24 text-center text-foreground"
    >
      <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
      <div className="relative flex size-16 items-center justify-center rounded-2xl bg-white/10 text-brand ring-1 ring-white/15">
        <FileQuestion aria-hidden="true" className="size-8" />
      </div>
      <h1 className="relative mt-6 text-h2 text-white">Post Not Found</h1>
      <p className="relative mt-4 max-w-md text-lead text-muted-foreground">The article you're looking for doesn't exist.</p>
      <Link to="/blog" className={siteButton({ tone: "brand", size: "lg" }, "relative mt-8")}>
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
    </main>
  );
}
