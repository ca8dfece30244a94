import { FileText, Megaphone, MessageSquareQuote, Users } from "lucide-react";
import type { AdminStats } from "#common/admin/admin-stats.ts";
import { StatCard } from "../../ui/stat-card.tsx";

/** Content & Engagement: Blog Posts, Testimonials, Announcements, Contacts ('This Week' = last 7 days). */
export function ContentStats({ stats: s }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Blog Posts" value={s.totalBlogs} detail={`${s.publishedBlogs} published`} icon={FileText} />
      <StatCard title="Testimonials" value={s.totalTestimonials} detail={`${s.featuredTestimonials} featured`} icon={MessageSquareQuote} />
      <StatCard title="Announcements" value={s.totalAnnouncements} detail={`${s.activeAnnouncements} active`} icon={Megaphone} />
      <StatCard title="Contacts" value={s.totalContacts} detail={`${s.recentContacts} this week`} icon={Users} />
    </div>
  );
}
