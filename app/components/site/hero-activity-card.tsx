import { CalendarCheck, Languages, Sparkles, UserCheck } from "lucide-react";
import { keepTogether } from "../../lib/keep-together.tsx";
import { homeActivityEn } from "#common/i18n/home-activity.ts";
import type { HomeText } from "#common/i18n/home.ts";

/** The feed's pictures, one per line of the dictionary's feed. */
const FEED_LOOK = [
  { Icon: UserCheck, tone: "text-teal-300 bg-teal-400/10" },
  { Icon: CalendarCheck, tone: "text-amber-300 bg-amber-400/10" },
  { Icon: Languages, tone: "text-cyan-300 bg-cyan-400/10" },
] as const;

/**
 * A static picture of the assistant at work: HTML rather than an image, so it is sharp and costs no request. Its words
 * are English unless the page passes another language's.
 */
export function ActivityCard({ text: given }: { text?: HomeText["activity"] | null }) {
  const text = given ?? homeActivityEn;
  return (
    <div aria-hidden="true" className="relative w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-teal-500/20 via-cyan-400/10 to-amber-300/10 blur-2xl" />
      <div className="relative rounded-3xl border border-white/10 bg-navy-900/80 p-5 shadow-2xl shadow-black/40 backdrop-blur">
        <div className="flex items-center justify-between border-b border-white/10 pb-4">
          <div className="flex items-center gap-2.5">
            <span className="flex size-9 items-center justify-center rounded-xl bg-teal-400/15 text-teal-300">
              <Sparkles className="size-5" />
            </span>
            <div>
              <p className="text-sm font-semibold text-white">{text.agent}</p>
              <p className="text-xs text-slate-400">{text.desk}</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 px-2.5 py-1 text-xs font-medium text-emerald-300">
            <span className="size-1.5 rounded-full bg-emerald-400" />
            {text.online}
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {text.feed.map(({ title, detail }, i) => {
            const { Icon, tone } = FEED_LOOK[i % FEED_LOOK.length]!;
            return (
              <li key={title} className="flex gap-3 rounded-2xl border border-white/5 bg-white/[0.03] p-3.5">
                <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="size-[18px]" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-white">{title}</p>
                  <p className="mt-0.5 text-xs leading-relaxed text-slate-400">{keepTogether(detail)}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 grid grid-cols-3 gap-2 border-t border-white/10 pt-4 text-center">
          {text.figures.map(({ value, label }) => (
            <div key={label}>
              <p className="text-lg font-bold text-white">{value}</p>
              <p className="text-[11px] text-slate-400">{label}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
