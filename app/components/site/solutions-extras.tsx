import { CircleCheck, Hammer, Plug, Sparkles, Wrench } from "lucide-react";
import { addOnServices } from "#common/content/offerings.ts";
import { coreOffering, SETUP_CHOICES, TECHNOLOGIES } from "#common/content/solutions-facts.ts";
import { fill } from "#common/i18n/fill.ts";
import type { SolutionsSectionsText } from "#common/i18n/solutions-sections.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { ChatButton } from "./cta.tsx";
import { Section, SectionHeader } from "./section.tsx";

export { coreOffering, TECHNOLOGIES };

// Each section's words come from the caller, in the page's language (solutions-below-fold.tsx).
export function CoreOffering({ text }: { text: SolutionsSectionsText["core"] }) {
  const site = usePublicSite();
  return (
    <Section tone="muted" labelledBy="core-title" id="core-offering">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
        <SectionHeader
          id="core-title"
          align="left"
          eyebrow={text.eyebrow}
          title={text.title}
          lead={text.lead}
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {text.items.map((template) => fill(template, { hours: site.hours })).map((item) => (
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

export function AddOnServices({ text }: { text: SolutionsSectionsText["addOns"] }) {
  return (
    <Section labelledBy="addons-title" id="add-ons">
      <SectionHeader
        id="addons-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
      />
      <ul className="grid-balanced mt-14" data-balanced-grid>
        {addOnServices.map(({ key }) => ({ key, ...text.items[key] })).map((addOn) => (
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
              ask={fill(text.ask, { name: addOn.name })}
              size="default"
              className="mt-5"
              event={{ type: "pricing_cta_click", props: { type: "chat", placement: `addon_${addOn.key}` } }}
            >
              {fill(text.askAbout, { name: addOn.name })}
            </ChatButton>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const CHOICE_ICONS = { "done-for-you": Wrench, "self-setup": Hammer } as const;
export function HowClientsChoose({ text }: { text: SolutionsSectionsText["choose"] }) {
  const choices = SETUP_CHOICES.map(({ key, featured }) => ({ key, featured, Icon: CHOICE_ICONS[key], ...text.choices[key] }));
  return (
    <Section tone="muted" labelledBy="choose-title" id="how-clients-choose">
      <SectionHeader
        id="choose-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
      />
      <ul className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        {choices.map(({ key, Icon, title, tagline, points, featured }) => (
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


export function TechStrip({ text }: { text: SolutionsSectionsText["tech"] }) {
  return (
    <section aria-labelledby="tech-title" className="border-y bg-background py-12">
      <div className="container-page">
        <h2 id="tech-title" className="flex items-center justify-center gap-2 text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          <Plug aria-hidden="true" className="size-4" />
          {text.title}
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
