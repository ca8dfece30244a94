import { NotFound } from "./not-found.tsx";

/** An unknown (or unpublished) slug. The route answers HTTP 404 with the site's not-found screen. */
export function PostNotFound() {
  return <NotFound title="Post Not Found" message="The article you're looking for doesn't exist." back={{ to: "/blog", label: "Back to Blog" }} />;
}
