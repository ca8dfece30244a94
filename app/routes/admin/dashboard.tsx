import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, FileText, Megaphone, MessageSquareQuote, Users } from "lucide-react";
import type { AdminStats } from "../../../common/admin/admin-stats.ts";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";

export const STATS_KEY = ["/api/admin/stats"] as const;

function StatCard({ title, value, detail, icon: Icon }: { title: string; value: number; detail: string; icon: typeof FileText }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{value}</div>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

export default function AdminDashboard() {
  const stats = useQuery<AdminStats>({ queryKey: STATS_KEY });

  if (stats.isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading dashboard">
        <Skeleton className="mb-6 h-8 w-48" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      </div>
    );
  }
  if (stats.isError || !stats.data) {
    return (
      <Card className="mx-auto mt-12 max-w-md text-center">
        <CardHeader>
          <AlertTriangle className="mx-auto size-8 text-destructive" aria-hidden />
          <CardTitle>Failed to Load Dashboard</CardTitle>
          <CardDescription>Unable to fetch dashboard statistics.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => stats.refetch()}>Try Again</Button>
        </CardContent>
      </Card>
    );
  }
  const s = stats.data;
  return (
    <div>
      <AdminPageHeader title="Dashboard" description="Your site, leads and automations at a glance." />
      <h2 className="mb-3 text-lg font-semibold">Content &amp; Engagement</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Blog Posts" value={s.totalBlogs} detail={`${s.publishedBlogs} published`} icon={FileText} />
        <StatCard title="Testimonials" value={s.totalTestimonials} detail={`${s.featuredTestimonials} featured`} icon={MessageSquareQuote} />
        <StatCard title="Announcements" value={s.totalAnnouncements} detail={`${s.activeAnnouncements} active`} icon={Megaphone} />
        <StatCard title="Contacts" value={s.totalContacts} detail={`${s.recentContacts} this week`} icon={Users} />
      </div>
    </div>
  );
}
