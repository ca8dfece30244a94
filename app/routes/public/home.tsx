import { Link } from "react-router";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = (matches[0]?.loaderData as { site?: { siteName: string } } | undefined)?.site;
  const name = site?.siteName ?? "Bayou City AI";
  return [
    { title: `${name} — AI Automation for Houston Real Estate` },
    { name: "description", content: "Custom AI agents, automated client management and analytics for Houston real-estate agents, brokers and property managers." },
  ];
};

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">AI automation for Houston real estate</h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Custom AI agents that capture leads, manage clients and report on your market — day and night, in your clients' language.
      </p>
      <Link to="/contact" className="mt-8 inline-block rounded-md bg-primary px-5 py-3 font-medium text-primary-foreground">
        Deploy AI
      </Link>
    </main>
  );
}
