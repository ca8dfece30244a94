import { CircleCheck, Hammer, Plug, Sparkles, Wrench } from "lucide-react";
import { addOnServices } from "#common/content/offerings.ts";
import { coreOffering, SETUP_CHOICES, TECHNOLOGIES } from "#common/content/solutions-facts.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { ChatButton } from "./cta.tsx";
import { Section, SectionHeader } from "./section.tsx";

export { coreOffering, TECHNOLOGIES };

export function CoreOffering() {
  const site = usePublicSite();
  return (
    <Section tone="muted" labelledBy="core-title" id="core-offering">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
        <SectionHeader
          id="core-title"
          align="left"
          eyebrow="Core offering"
          title="Included in every package"
          lead="The foundation each client gets, whichever package you choose."
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {coreOffering(site.hours).map((item) => (
            <li key={item} className="flex gap-3 rounded-2xl border bg-card p-5 text-foreground shadow-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span className="leading-snug">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function AddOnServices() {
  return (
    <Section labelledBy="addons-title" id="add-ons">
      <SectionHeader
        id="addons-title"
        eyebrow="Add-on services"
        title="Extend your AI team"
        lead="Add capabilities to any package as your business grows."
      />
      <ul className="grid-balanced mt-14" data-balanced-grid>
        {addOnServices.map((addOn) => (
          <li key={addOn.key} data-addon-service={addOn.key} className="flex flex-col rounded-2xl border bg-card p-7 shadow-sm">
            <div className="flex items-start justify-between gap-4">
              <h3 className="text-lg font-semibold text-foreground">{addOn.name}</h3>
              <Sparkles aria-hidden="true" className="size-5 shrink-0 text-amber-500" />
            </div>
            <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{addOn.description}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t pt-5">
              <span className="text-xl font-bold text-foreground">{addOn.price}</span>
              {addOn.setup && <span className="text-sm font-medium text-muted-foreground">+ {addOn.setup}</span>}
            </p>
            <ChatButton
              source={`addon_${addOn.key}`}
              ask={`What does ${addOn.name} do, and what does it cost?`}
              size="default"
              className="mt-5"
              event={{ type: "pricing_cta_click", props: { type: "chat", placement: `addon_${addOn.key}` } }}
            >
              Ask our AI about {addOn.name}
            </ChatButton>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const CHOICE_ICONS = { "done-for-you": Wrench, "self-setup": Hammer } as const;
const CHOICES = SETUP_CHOICES.map((choice) => ({ ...choice, Icon: CHOICE_ICONS[choice.key] }));

export function HowClientsChoose() {
  return (
    <Section tone="muted" labelledBy="choose-title" id="how-clients-choose">
      <SectionHeader
        id="choose-title"
        eyebrow="Setup options"
        title="How Clients Choose"
        lead="Every platform connection can be done for you or by you. Most clients mix both."
      />
      <ul className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        {CHOICES.map(({ key, Icon, title, tagline, points, featured }) => (
          <li key={key} data-choice={key} className={featured ? "rounded-3xl border-2 border-brand bg-card p-8 shadow-md" : "rounded-3xl border bg-card p-8 shadow-sm"}>
            <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-teal-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-foreground">{title}</h3>
            <p className="mt-1 text-sm font-medium text-brand">{tagline}</p>
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-sm leading-relaxed text-foreground">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}


export function TechStrip() {
  return (
    <section aria-labelledby="tech-title" className="border-y bg-background py-12">
      <div className="container-page">
        <h2 id="tech-title" className="flex items-center justify-center gap-2 text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          <Plug aria-hidden="true" className="size-4" />
          Built on technology you can trust
        </h2>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {TECHNOLOGIES.map((name) => (
            <li key={name} className="rounded-full border bg-secondary/60 px-4 py-2 text-sm font-semibold text-secondary-foreground">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
