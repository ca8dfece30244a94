import { ArrowRight, Layers } from "lucide-react";
import { Link } from "react-router";
import { bundles, setupAddOns, type SetupAddOn } from "#common/content/offerings.ts";
import { track } from "../../lib/analytics.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { fill } from "#common/i18n/fill.ts";
import type { SolutionsSectionsText } from "#common/i18n/solutions-sections.ts";
import { ChatButton } from "./cta.tsx";
import { Section, SectionHeader } from "./section.tsx";

const rowClicked = (row: SetupAddOn) => track("addon_row_click", { addon: row.key });

/**
 * The platform-setup fee table. Phones get one card per row instead of a table too wide to read; both layouts
 * are in the HTML and CSS shows one, so nothing changes size after load.
 */
export function SetupAddOns({ text }: { text: SolutionsSectionsText["setup"] }) {
  // The examples (product names) and fee ranges are the same in every language; the rest is the page's.
  const rows = setupAddOns.map((row) => ({ ...row, ...text.rows[row.key] }));
  return (
    <Section labelledBy="setup-title" id="platform-setup">
      <SectionHeader
        id="setup-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
      />
      <div className="mt-14 hidden overflow-hidden rounded-2xl border shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.caption}</caption>
          <thead className="bg-navy-950 text-white">
            <tr>
              <th scope="col" className="px-6 py-4 font-semibold">{text.platformType}</th>
              <th scope="col" className="px-6 py-4 font-semibold">{text.examples}</th>
              <th scope="col" className="px-6 py-4 font-semibold">{text.included}</th>
              <th scope="col" className="px-6 py-4 text-right font-semibold">{text.fee}</th>
            </tr>
          </thead>
          <tbody className="divide-y bg-card">
            {rows.map((row) => (
              <tr key={row.key} data-setup-row={row.key} onClick={() => rowClicked(row)} className="transition-colors hover:bg-accent/60">
                <th scope="row" className="px-6 py-5 font-semibold text-foreground">{row.type}</th>
                <td className="px-6 py-5 text-muted-foreground">{row.examples}</td>
                <td className="px-6 py-5 text-muted-foreground">{row.included}</td>
                <td className="px-6 py-5 text-right text-base font-bold whitespace-nowrap text-foreground">{row.feeRange}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-12 space-y-4 md:hidden">
        {rows.map((row) => (
          <li key={row.key} data-setup-card={row.key} onClick={() => rowClicked(row)} className="rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="text-lg font-semibold text-foreground">{row.type}</h3>
              <p className="text-lg font-bold whitespace-nowrap text-foreground">{row.feeRange}</p>
            </div>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-medium text-foreground">{text.examples}</dt>
                <dd className="mt-0.5 text-muted-foreground">{row.examples}</dd>
              </div>
              <div>
                <dt className="font-medium text-foreground">{text.included}</dt>
                <dd className="mt-0.5 text-muted-foreground">{row.included}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function SetupBundles({ text }: { text: SolutionsSectionsText["bundles"] }) {
  const { to } = usePageLanguage();
  return (
    <Section tone="dark" labelledBy="bundles-title" id="bundles">
      <SectionHeader
        id="bundles-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
      />
      <ul className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-3">
        {bundles.map(({ key, price }) => ({ key, price, ...text.items[key] })).map((bundle) => (
          <li key={bundle.key} data-bundle={bundle.key} className="flex flex-col gap-3">
            <Link
              to={`${to("/contact")}?bundle=${bundle.key}`}
              onClick={() => track("bundle_click", { bundle: bundle.key })}
              className="group flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-8 transition-colors hover:border-teal-300/60 hover:bg-white/[0.07]"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-teal-300">
                <Layers aria-hidden="true" className="size-4" />
                {bundle.platforms}
              </span>
              <span className="mt-4 block text-xl font-semibold text-white">{bundle.name}</span>
              <span className="mt-6 block text-4xl font-bold tracking-tight text-white">{bundle.price}</span>
              <span className="mt-1 block text-sm text-slate-300">{text.oneTime}</span>
              <span className="mt-8 inline-flex items-center gap-1.5 font-semibold text-teal-300 group-hover:underline">
                {fill(text.choose, { name: bundle.name })}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
            <ChatButton
              source={`bundle_${bundle.key}`}
              ask={fill(text.ask, { name: bundle.name })}
              size="default"
              onDark
              event={{ type: "pricing_cta_click", props: { type: "chat", placement: `bundle_${bundle.key}` } }}
            >
              {fill(text.askAbout, { name: bundle.name })}
            </ChatButton>
          </li>
        ))}
      </ul>
    </Section>
  );
}
