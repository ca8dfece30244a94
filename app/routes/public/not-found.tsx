import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "../../components/errors/not-found.tsx";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
