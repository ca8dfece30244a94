import { CalendarCheck, Languages, Sparkles, UserCheck } from "lucide-react";
import { keepTogether } from "../../lib/keep-together.tsx";

const FEED = [
  {
    Icon: UserCheck,
    title: "New buyer lead qualified",
    detail: "3 bd / 2 ba in The Heights · pre-approved · replied in 38 s",
    tone: "text-teal-300 bg-teal-400/10",
  },
  {
    Icon: CalendarCheck,
    title: "Showing booked for Thu 4:30 PM",
    detail: "Route planned around I-10 traffic · agent notified",
    tone: "text-amber-300 bg-amber-400/10",
  },
  {
    Icon: Languages,
    title: "Follow-up sent in Spanish",
    detail: "Sugar Land seller · market report attached",
    tone: "text-cyan-300 bg-cyan-400/10",
  },
] as const;

/** A static picture of the assistant at work: HTML rather than an image, so it is sharp and costs no request. */
export function ActivityCard() {
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
              <p className="text-sm font-semibold text-white">AI Agent · Live</p>
              <p className="text-xs text-slate-400">Houston lead desk</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 px-2.5 py-1 text-xs font-medium text-emerald-300">
            <span className="size-1.5 rounded-full bg-emerald-400" />
            Online 24/7
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {FEED.map(({ Icon, title, detail, tone }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-white/5 bg-white/[0.03] p-3.5">
              <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-[18px]" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-white">{title}</p>
                <p className="mt-0.5 text-xs leading-relaxed text-slate-400">{keepTogether(detail)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-3 gap-2 border-t border-white/10 pt-4 text-center">
          {[
            ["142", "Leads this week"],
            ["38 s", "Avg. reply"],
            ["27", "Showings set"],
          ].map(([value, label]) => (
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
