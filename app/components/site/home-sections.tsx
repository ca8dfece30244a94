import { Bot, Car, ChartColumn, Database, Languages, MapPin, Users, type LucideIcon } from "lucide-react";
import {
  differentiators,
  serviceAreas,
  services,
  stats,
  type DifferentiatorKey,
  type ServiceKey,
} from "#common/content/offerings.ts";
import { Section, SectionHeader } from "./section.tsx";
import { StatCounter } from "./stat-counter.tsx";
import { fill } from "#common/i18n/fill.ts";
import type { HomeText, StatKey } from "#common/i18n/home.ts";

const SERVICE_ICONS: Record<ServiceKey, LucideIcon> = {
  "ai-agents-lead-capture": Bot,
  "client-management": Users,
  "analytics-dashboards": ChartColumn,
};

const DIFFERENTIATOR_ICONS: Record<DifferentiatorKey, LucideIcon> = {
  "local-expertise": MapPin,
  "multilingual-support": Languages,
  "mls-integration": Database,
  "traffic-scheduling": Car,
};

export function WhoWeAre({ text }: { text: HomeText["who"] }) {
  return (
    <Section labelledBy="who-title" id="who-we-are">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeader
            id="who-title"
            align="left"
            eyebrow={text.eyebrow}
            title={text.title}
          />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-3xl border bg-secondary/60 p-8">
          <h3 className="text-lg font-semibold text-foreground">{text.areasTitle}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text.areasLead}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {serviceAreas.map((area) => (
              <li key={area} className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3.5 py-1.5 text-sm font-medium text-foreground">
                <MapPin aria-hidden="true" className="size-3.5 text-brand" />
                {area}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function WhatWeDo({ text }: { text: HomeText["what"] }) {
  return (
    <Section tone="muted" labelledBy="what-title" id="what-we-do">
      <SectionHeader id="what-title" eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {services.map((service) => {
          const Icon = SERVICE_ICONS[service.key];
          return (
            <li key={service.key} data-service={service.key} className="group rounded-2xl border bg-card p-8 shadow-sm transition-all hover:-translate-y-1 hover:shadow-lg">
              <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-teal-300 transition-colors group-hover:bg-brand group-hover:text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-foreground">{text.services[service.key].title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{text.services[service.key].description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function WhyUs({ siteName, text }: { siteName: string; text: HomeText["why"] }) {
  return (
    <Section labelledBy="why-title" id="why-us">
      <SectionHeader id="why-title" eyebrow={fill(text.eyebrow, { siteName })} title={text.title} lead={text.lead} />
      <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
        {differentiators.map((item) => {
          const Icon = DIFFERENTIATOR_ICONS[item.key];
          return (
            <li key={item.key} data-differentiator={item.key}>
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-brand">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-foreground">{text.differentiators[item.key].title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text.differentiators[item.key].description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function StatsSection({ text }: { text: HomeText["stats"] }) {
  return (
    <Section tone="dark" labelledBy="stats-title" id="results">
      <SectionHeader id="stats-title" eyebrow={text.eyebrow} title={text.title} />
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-3">
        {stats.map((stat) => (
          <StatCounter key={stat.key} stat={stat} label={text.labels[stat.key as StatKey] ?? stat.label} />
        ))}
      </div>
    </Section>
  );
}
