import { Link } from "react-router";
import { buttonVariants } from "../ui/button-variants.ts";

export function NotFound() {
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        Back to Home
      </Link>
    </main>
  );
}
