import { data } from "react-router";
import { NotFound } from "../../components/errors/not-found.tsx";

// The 404 status is thrown, so the layout's error boundary shows the screen and its meta gives the title.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
