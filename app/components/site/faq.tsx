import { ChevronDown } from "lucide-react";
import type { SolutionsSectionsText } from "#common/i18n/solutions-sections.ts";
import { Section, SectionHeader } from "./section.tsx";

/**
 * The FAQ as native disclosures (<details>/<summary>): keyboard and screen-reader support come from the browser,
 * closed answers stay in the HTML for search engines and in-page find, and it needs no script at all.
 */
export function FaqSection({ text }: { text: SolutionsSectionsText["faq"] }) {
  return (
    <Section labelledBy="faq-title" id="faq">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-20">
        <SectionHeader
          id="faq-title"
          align="left"
          eyebrow={text.eyebrow}
          title={text.title}
          lead={text.lead}
        />
        <div className="rounded-2xl border bg-card px-6 shadow-sm">
          {text.entries.map((entry) => (
            <details key={entry.question} name="faq" className="group border-b last:border-b-0">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-foreground hover:underline [&::-webkit-details-marker]:hidden">
                <h3>{entry.question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="pointer-events-none mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-base leading-relaxed text-muted-foreground">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
