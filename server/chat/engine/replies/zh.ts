import { CONTACT_FORM_PATH, bullet, postLink } from "./templates.ts";
import type { ReplyTemplates } from "./templates.ts";

// Simplified Chinese: offering names and descriptions stay in English (the site's own wording); the sentences around them are translated.
const consult = (bookingUrl: string): string => `在此预约免费咨询：${bookingUrl}`;
const price = (label: string): string => label.replace(/\/month\b/g, "/月").replace(/\/hr\b/g, "/小时").replace(/\bsetup\b/g, "安装费").replace(/\bor packaged\b/g, "或按套餐");

export const zh: ReplyTemplates = {
  greeting: (f) =>
    `您好！我是${f.siteName}的助手。我可以为您介绍我们为休斯顿房地产专业人士提供的AI自动化服务：服务内容、套餐、附加服务、安装捆绑包，或预约免费咨询。有什么可以帮您？`,
  services: (f) => `我们为房地产专业人士提供：\n${bullet(f.offerings.services.map((s) => `${s.title}: ${s.description}`))}`,
  about: (f) => `我是${f.siteName}的AI助手。${f.siteName}是一家为休斯顿房地产经纪人和物业经理提供AI自动化的公司。我们的优势：\n${bullet(f.offerings.differentiators.map((d) => d.title))}`,
  pricingGeneral: (f) =>
    `我们的套餐（${f.offerings.packages.map((p) => p.name).join("、")}）根据每个企业单独报价，请联系我们了解价格。${consult(f.bookingUrl)}\n附加服务、安装捆绑包和平台设置费有公开价格，例如捆绑包起价${f.offerings.bundles[0]?.price ?? ""}。`,
  packagePrice: (f, pkg) =>
    `${pkg.name}套餐的价格根据您的业务定制，我们会在免费咨询中提供：请联系我们了解价格。${consult(f.bookingUrl)}\n也可致电${f.phone}或发邮件至${f.email}。`,
  packagesOverview: (f) =>
    `我们有三个套餐：\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? "（最受欢迎）" : ""}: ${p.subtitle}`))}\n价格：请联系我们。${consult(f.bookingUrl)}`,
  packageDetails: (f, pkg) => `${pkg.name}套餐${pkg.popular ? "（最受欢迎）" : ""}：${pkg.description}\n包括：\n${bullet(pkg.features)}\n价格：请联系我们。${consult(f.bookingUrl)}`,
  addonsOverview: (f) => `附加服务：\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${price(a.setup)} + ` : ""}${price(a.price)}`))}`,
  addonDetails: (_f, addon) => `${addon.name}: ${addon.setup ? `${price(addon.setup)} + ` : ""}${price(addon.price)}。${addon.description}`,
  bundlesOverview: (f) => `安装捆绑包：\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${b.platforms}): ${b.price}`))}\n申请：${CONTACT_FORM_PATH}`,
  bundleDetails: (_f, bundle) => `${bundle.name} (${bundle.platforms})：${bundle.price}。申请：${CONTACT_FORM_PATH}?bundle=${bundle.key}`,
  setupOverview: (f) => `平台设置费：\n${bullet(f.offerings.setupAddOns.map((s) => `${s.type} (${s.examples}): ${s.feeRange}`))}`,
  setupDetails: (_f, row) => `${row.type}设置（${row.examples}）：${row.feeRange}。包括：${row.included}。`,
  booking: (f) => `很乐意为您安排！${consult(f.bookingUrl)}\n也可致电${f.phone}。`,
  hours: (f) => `我们团队的工作时间：${f.hours}。我全天候24/7在线，您可以随时预约：${f.bookingUrl}`,
  contact: (f) => `电话：${f.phone}。邮箱：${f.email}。联系表单：${CONTACT_FORM_PATH}。工作时间：${f.hours}。`,
  location: (f) => `我们专注于休斯顿市场，服务地区包括${f.offerings.serviceAreas.join("、")}。`,
  integrations: (f) => {
    const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
    return `可以。我们与本地房源服务（MLS/HAR）集成${crm ? `，也支持${crm.examples}等CRM（设置费${crm.feeRange}）` : ""}。`;
  },
  howItWorks: (f) => `三个步骤：\n${bullet([`免费咨询：${f.bookingUrl}`, "我们推荐套餐并为您搭建AI助手（全包服务或免费自助设置）。", "连接您的平台并上线。"])}`,
  results: (f) => `客户成果：\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${s.label}`))}`,
  blog: (f, posts) => `博客 ${f.offerings.blogName}（英文）：\n${bullet(posts.map((p) => `${p.title}: ${postLink(p)}`))}\n/blog`,
  handoff: (f) =>
    `当然，我们的团队成员很乐意帮助您：\n${bullet([`预约咨询：${f.bookingUrl}`, `致电${f.phone}（${f.hours}）`, `联系表单：${CONTACT_FORM_PATH}`])}\n我已将此对话转告我们的团队。`,
  leadConfirmed: (f, lead) =>
    `谢谢${lead.name ? `，${lead.name}` : ""}！我们的团队将在${f.offerings.replyWithinHours}小时内${lead.email ? `通过${lead.email}` : lead.phone ? `通过${lead.phone}` : ""}与您联系。现在预约：${f.bookingUrl}`,
  leadAskContact: (_f, lead) => `很高兴认识您${lead.name ? `，${lead.name}` : ""}！请留下您的邮箱或电话，方便我们的团队联系您。`,
  thanks: (f) => `不客气！还有什么可以帮您？预约免费咨询：${f.bookingUrl}`,
  goodbye: (f) => `感谢您的来访！随时可在${f.bookingUrl}预约免费咨询。祝您愉快！`,
  offTopic: (f) => `我只能回答关于${f.siteName}的问题：AI自动化服务、套餐、附加服务、集成或预约咨询。`,
  injection: (f) => `抱歉，我不能透露我的指令、内部设置或其他人的信息。很乐意为您介绍${f.siteName}的服务。`,
  empathy: "很抱歉听到这个情况。",
};
