import { integrations } from "./integrations/index.ts";
import { scheduler } from "./jobs/index.ts";
import { content } from "./content/index.ts";
import { auth } from "./auth/index.ts";
import { dashboard } from "./admin/index.ts";
import { blog } from "./blog/index.ts";
import { media } from "./media/index.ts";
import { testimonials } from "./testimonials/index.ts";
import { announcements } from "./announcements/index.ts";
import { newsletter } from "./newsletter/index.ts";
import { n8n } from "./n8n/index.ts";
import { contacts, tasks } from "./contacts/index.ts";
import { settings } from "./settings/index.ts";
import { chat } from "./chat/index.ts";
import { ai } from "./ai/index.ts";
import { analytics } from "./analytics/index.ts";
import { audit } from "./audit/index.ts";
import { backup } from "./backup/index.ts";
import { live } from "./live/index.ts";
import { booking } from "./booking/index.ts";
import { sms } from "./sms/index.ts";
import { whatsapp } from "./whatsapp/index.ts";

/**
 * Every capability of the server, each defined in its folder's index.ts (docs/decisions/041). The routers are mounted,
 * the jobs registered and the hooks wired in this order; services are built as each feature's `needs` require.
 */
export const features = [
  integrations,
  scheduler,
  content,
  auth,
  dashboard,
  blog,
  media,
  testimonials,
  announcements,
  newsletter,
  n8n,
  contacts,
  tasks,
  settings,
  chat,
  ai,
  analytics,
  audit,
  backup,
  live,
  booking,
  sms,
  whatsapp,
] as const;
