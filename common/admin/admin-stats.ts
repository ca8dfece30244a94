/** GET /api/admin/stats (spec §3, Admin stats). */
export interface AdminStats {
  totalBlogs: number;
  publishedBlogs: number;
  totalTestimonials: number;
  featuredTestimonials: number;
  totalAnnouncements: number;
  activeAnnouncements: number;
  totalContacts: number;
  recentContacts: number;
}
