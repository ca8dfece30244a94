import { CircleCheck, Sparkles } from "../ui/site-icons.tsx";
import { ChatButton, ConsultationLink } from "./cta.tsx";
import { deferred } from "./deferred.tsx";
import type { HomeText } from "#common/i18n/home.ts";

// A decorative picture (aria-hidden, nothing to click): its server HTML is all a visitor needs, so its code loads
// only if someone touches it, or with a client-side navigation to this page.
const ActivityCard = deferred("hero-activity-card", () => import("./hero-activity-card.tsx").then((m) => m.ActivityCard), {
  when: "interaction",
});

export function HomeHero({
  bookingUrl,
  text,
  activity,
}: {
  bookingUrl: string;
  text: Pick<HomeText, "cta" | "hero">;
  /** The activity card's words in another language; null for English (the card brings its own). */
  activity: HomeText["activity"] | null;
}) {
  return (
    <section aria-labelledby="hero-title" className="dark surface-hero relative overflow-hidden text-foreground">
      <div aria-hidden="true" className="pattern-grid pattern-fade absolute inset-0 opacity-60" />
      <div className="container-page relative grid items-center gap-14 pt-36 pb-20 md:pt-40 lg:grid-cols-[1.1fr_1fr] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-teal-300/30 bg-teal-300/10 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-teal-200">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {text.hero.badge}
          </p>
          <h1 id="hero-title" className="mt-6 text-display text-white">
            {text.hero.titleStart}
            <span className="gradient-text">{text.hero.titleHighlight}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lead text-slate-300">{text.hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ConsultationLink
              bookingUrl={bookingUrl}
              event={{
                type: "cta_click",
                props: { action: "consultation", placement: "home_hero" },
              }}
              newTabNote={text.cta.newTab}
            >
              {text.cta.consultation}
            </ConsultationLink>
            <ChatButton
              source="home_hero"
              event={{
                type: "cta_click",
                props: { action: "chat", placement: "home_hero" },
              }}
              onDark
            >
              {text.cta.chat}
            </ChatButton>
          </div>
          <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {text.hero.checks.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 text-teal-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ActivityCard text={activity} />
      </div>
    </section>
  );
}
