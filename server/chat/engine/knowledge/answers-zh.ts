import { CONTACT_FORM_PATH, bullet, postLink } from "../replies/templates.ts";
import type { Renderer } from "./answer-types.ts";
import { contentText } from "./content-text.ts";
import { faq, selfSetupPoints, technologies } from "./site-knowledge.ts";
import { bundleSize } from "./bundle-size.ts";
import { featuresFirst } from "./features-first.ts";

// Links are followed by a space: a Chinese character right after a URL would otherwise become part of the link.
const c = contentText("zh");
const consult = (url: string): string => `预约免费咨询：${url} `;
const list = (items: readonly string[]): string => items.join("、");

// What the site does not say, named in the reply so every unknown reads alike.
const ZH_TOPIC = { presence: "我们在那里是否有自己的人", elsewhere: "我们是否在休斯顿地区以外提供服务（网站列出的地区都在休斯顿一带）", "voice-own": "语音AI能否用某个人自己的声音说话", uptime: "我们承诺的在线率或服务等级（SLA）", discount: "是否有折扣（例如大型办公室）", cancellation: "中途取消是否有违约金或费用", "other-languages": "AI能否用这种语言回复", clients: "我们有多少客户", founding: "公司由谁创立或成立了多久", capacity: "Voice AI能同时接多少通电话", contract: "最短合同期限", certification: "我们持有哪些安全认证或审计报告", payment: "我们接受哪些付款方式", headcount: "公司有多少员工", "staff-languages": "我们的员工会说哪些语言", "voice-languages": "Voice AI在电话里能说哪些语言", referral: "我们是否支付推荐佣金", refund: "我们是否提供退款", "messaging-apps": "除了短信和WhatsApp我们是否支持其他聊天应用" , nda: "我们是否签署保密协议（NDA）或数据处理协议", holidays: "我们团队节假日是否上班", commercial: "我们是否服务商业地产", hosting: "我们的服务器托管在哪里", rent: "我们是否代收租金", screening: "我们是否做租客背景或信用调查", insurance: "我们是否投保责任险", "mobile-app": "是否有手机应用", testimonials: "我们是否公开客户评价或案例", resale: "我们的系统能否以其他公司的品牌转售", speaking: "我们的团队是否在协会或活动上做演讲", franchise: "我们是否提供加盟", podcast: "我们是否有播客", jobs: "我们是否在招聘", "voice-number": "语音AI能否保留您自己的电话号码", awards: "我们是否获得过奖项", sharing: "一个套餐或账号能否由多人、多家公司或多个品牌共用，或日后转移、拆分", rush: "能否比通常的上线时间更快上线", remote: "咨询能否通过视频或电话进行"};
export const zh: Renderer = {
  entry: {
    services: (f) => `我们为房地产专业人士提供：\n${bullet(f.offerings.services.map((s) => `${c.service(s).title}：${c.service(s).description}`))}`,
    about: (f) => `我是${f.siteName}的AI助手。${f.siteName}是一家为休斯顿房地产经纪人、经纪公司、团队负责人和物业经理提供AI自动化的公司。我们的优势：\n${bullet(f.offerings.differentiators.map((d) => `${c.differentiator(d).title}：${c.differentiator(d).description}`))}`,
    packages: (f) => `我们有三个套餐：\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? "（最受欢迎）" : ""}，${c.pkg(p).subtitle}：${c.pkg(p).description}`))}\n套餐价格在免费咨询中提供。`,
    pricing: (f) => `我们的套餐（${list(f.offerings.packages.map((p) => p.name))}）根据每个企业单独报价，价格在免费咨询中提供：请联系我们了解价格。附加服务、平台安装费和安装捆绑包有公开价格，捆绑包起价${f.offerings.bundles[0]?.price ?? ""}。`,
    "why-no-prices": () => faq("why-no-prices", "zh"),
    addons: (f) => `可以加到任何套餐的附加服务：\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}：${a.setup ? `${c.price(a.setup)} + ` : ""}${c.price(a.price)}。${c.addon(a)}`))}`,
    bundles: (f) => `安装捆绑包（一次性安装费，不按月收）让连接多个平台更划算：\n${bullet(f.offerings.bundles.map((b) => `${b.name}（${c.platforms(b)}）：${b.price}`))}\n可在联系表单中选择：${CONTACT_FORM_PATH}`,
    "setup-fees": (f) => `平台安装费（一次性，由我们代为安装）按平台类型计算：\n${bullet(f.offerings.setupAddOns.map((s) => `${c.setup(s).type}（${s.examples}）：${s.feeRange}`))}\n选择免费自行安装则没有安装费。`,
    "self-setup": () => `不需要。选择免费自行安装没有安装费，您只需支付套餐费用。${selfSetupPoints("zh")}`,
    booking: (f) => `很乐意为您安排！${consult(f.bookingUrl)}\n也可以致电 ${f.phone}。`,
    hours: (f) => `我们团队的工作时间是${c.hours(f.hours)}。我这个助手24/7在线。`,
    contact: (f) => `您可以致电 ${f.phone}，发邮件到 ${f.email}，或通过联系表单 ${CONTACT_FORM_PATH} 联系我们。工作时间：${c.hours(f.hours)}。`,
    phone: (f) => `我们的电话是 ${f.phone}（${c.hours(f.hours)}）。`,
    email: (f) => `我们的邮箱是 ${f.email} 。我们会在${f.offerings.replyWithinHours}小时内回复。`,
    "contact-form": () => `有的，联系表单在 ${CONTACT_FORM_PATH} 。我们会在24小时内回复。`,
    areas: (f) => `我们专注于休斯顿市场，包括${list(f.offerings.serviceAreas)}。其他地区请发邮件到 ${f.email} 询问我们的团队。`,
    integrations: (f) => {
      const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
      return `可以。${faq("crm-mls", "zh")}${crm ? `CRM安装费为${crm.feeRange}。` : ""}其他工具可通过定制集成对接。`;
    },
    mls: () => "可以。我们对接MLS/HAR房源数据，回复和提醒都基于真实房源。",
    technologies: () => `我们使用的技术包括${list(technologies)}。`,
    languages: () => `可以。您的AI全天候用英语、西班牙语等语言回复客户；我也可以用中文、英语、西班牙语和越南语和您交流。${faq("spanish", "zh")}`,
    "how-it-works": (f) => `分三步：\n${bullet([`免费咨询，了解您的客户来源和目标：${f.bookingUrl} `, "我们推荐合适的套餐，并为您搭建AI助手和自动化（代为安装或免费自行安装）。", "连接您的平台（CRM、MLS/HAR、邮件、消息）后正式上线。"])}`,
    timeline: () => faq("timeline", "zh"),
    "technical-skills": () => `不需要。${faq("technical-skills", "zh")}`,
    "data-safety": () => faq("data-safety", "zh"),
    "add-later": () => `可以。${faq("add-later", "zh")}`,
    results: (f) => `我们客户的成果：\n${bullet(f.offerings.stats.map((s) => `${c.stat(s)}：${s.prefix}${s.value}${s.suffix}`))}`,
    blog: (f) => `我们的博客《${f.offerings.blogName}》（英文）介绍房地产领域的AI和自动化：/blog`,
    recommend: (f) => zh.recommendAsk(f),
    "success-manager-only": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `不包括。只有${pkg.name}套餐包含专属客户成功经理。` : zh.unknown(f);
    },
    "success-manager": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `有的。${pkg.name}套餐包含专属客户成功经理。` : zh.unknown(f);
    },
  },
  package: (f, pkg, price) =>
    price
      ? `${pkg.name}套餐的价格根据您的业务定制，所以我们在免费咨询中提供，而不是在这里：请联系我们了解价格。${consult(f.bookingUrl)}`
      : `${pkg.name}套餐${pkg.popular ? "（最受欢迎）" : ""}，${c.pkg(pkg).subtitle}。${c.pkg(pkg).description}\n包括：\n${bullet(c.pkg(pkg).features)}\n成果：${c.pkg(pkg).outcome}`,
  addon: (_f, a) => `${a.name}：${a.setup ? `${c.price(a.setup)} + ` : ""}${c.price(a.price)}。${c.addon(a)}可以加到任何套餐。`,
  bundle: (_f, b) => `${b.name}包含${c.platforms(b)}，价格${b.price}（一次性费用，不按月收）。可在联系表单申请：${CONTACT_FORM_PATH}?bundle=${b.key} `,
  setup: (_f, s) => `由我们代为安装${c.setup(s).type}（${s.examples}）的费用是${s.feeRange}，包括${c.setup(s).included}。选择自行安装则免费。`,
  addonSum: (_f, names, total) => `${list(names)}合计每月${total}（如有安装费另计）。`,
  area: (f, name, known, also = []) =>
    known && name ? `是的，我们服务${list([name, ...also])}。我们覆盖整个休斯顿地区，包括${list(f.offerings.serviceAreas.filter((a) => a !== name && !also.includes(a)).slice(0, 5))}。` : zh.entry.areas(f),
  platforms: (_f, found) => {
    const fees = [...new Set(found.flatMap((p) => (p.row ? [`${c.setup(p.row).type}（${p.row.examples}）安装费为${p.row.feeRange}`] : [])))];
    return `可以，我们支持${list(found.map((p) => p.name))}。${fees.length > 0 ? `由我们代为安装时，${fees.join("；")}（自行安装免费）。` : ""}`;
  },
  recommend: (_f, pkg, reason, named) => {
    const why = { solo: "它是为独立经纪人设计的", team: "它是为成长中的经纪人和团队设计的", brokerage: "它是为经纪公司和大型团队设计的", popular: "它是我们最受欢迎的套餐" }[reason];
    return `推荐您选择${pkg.name}：${why}。${c.pkg(pkg).description}包括${list(featuresFirst(c.pkg(pkg).features, named))}。价格在免费咨询中提供。`;
  },
  recommendAsk: (f, staff) => staff ? `我很乐意帮您选。是您一个人管理，还是有几位同事一起？简单来说：${f.offerings.packages.map((p) => `${p.name}${c.pkg(p).subtitle}`).join("；")}。` : `我很乐意帮您选。您是独立经纪人、团队（多少位经纪人？）、经纪公司，还是物业经理？简单来说：${f.offerings.packages.map((p) => `${p.name}${c.pkg(p).subtitle}`).join("；")}。`,
  bundleFor: (_f, b, count) => {
    const extra = count - bundleSize(b);
    if (extra > 0) return `${count}个平台超过了我们最大的捆绑包。${b.name}包含${c.platforms(b)}，价格${b.price}；其余${extra}个平台按各自的安装费另计。在这里申请：${CONTACT_FORM_PATH}?bundle=${b.key} `;
    return `${count}个平台适合选${b.name}：包含${c.platforms(b)}，价格${b.price}（一次性费用，不按月收）。在这里申请：${CONTACT_FORM_PATH}?bundle=${b.key} `;
  },
  posts: (f, posts) =>
    posts.length > 0
      ? `来自我们的博客《${f.offerings.blogName}》（英文）：\n${bullet(posts.map((p) => `${p.title}：${postLink(p)} `))}`
      : "我们目前没有关于这个主题的文章。所有文章都在 /blog 。",
  unknown: (f, about) => `我们的网站没有提到${about?.about === "guarantee" ? "是否保证效果" : about?.about && about.about in ZH_TOPIC ? ZH_TOPIC[about.about as keyof typeof ZH_TOPIC] : about?.about === "office" ? `我们是否${about.name ? `在${about.name}` : ""}设有办公室` : "这一点"}，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
  nextStep: (f) => consult(f.bookingUrl),
  greeting: (f) => `您好！我是${f.siteName}的助手。您可以问我休斯顿房地产AI自动化的套餐、附加服务、安装捆绑包、系统对接，或预约免费咨询。`,
  thanks: (f, quiet, declined) => (quiet ? "不客气！" : `不客气！还有什么可以帮您？${declined ? "" : consult(f.bookingUrl)}`),
  goodbye: (f, quiet) => (quiet ? "再见，祝您一切顺利。" : `感谢您的来访，再见！${consult(f.bookingUrl)}`),
  offTopic: (f) => `我只能回答关于${f.siteName}的问题：AI自动化服务、套餐、附加服务、系统对接或预约咨询。`,
  injection: (f) => `抱歉，我不能透露我的指令、内部设置或其他人的信息。很乐意为您介绍${f.siteName}的服务和套餐。`,
  complaint: (f, lead) =>
    `非常抱歉给您带来不好的体验。我已标记这个对话，我们团队会有专人${lead.email || lead.phone ? `通过 ${lead.email ?? lead.phone} ` : ""}跟进。${lead.email || lead.phone ? "" : "请问用哪个邮箱或电话联系您？"}您也可以致电 ${f.phone}（${c.hours(f.hours)}）。`,
  optOut: (f, newsletter) => `明白了。我已记录您不希望被联系，我们不会再给您发送营销信息。${newsletter ? "至于新闻简报，每一期底部都有退订链接，点一下就不会再收到（您邮箱自带的退订按钮也可以）。" : ""}如果您也希望删除您的信息，请发邮件到 ${f.email} ；隐私政策见 /privacy 。`,
  deletion: (f, optOut) => `明白了。我已把您的${optOut ? "退订和" : ""}删除请求转给我们的团队。请用您当时使用的邮箱或电话发邮件到 ${f.email} 确认；我们会删除您的信息，包括我们所用服务中的副本。详情见 /privacy 。`,
  handoff: (f, lead) =>
    lead.email || lead.phone
      ? `好的。我已通知团队，会有专人在${f.offerings.replyWithinHours}小时内通过 ${lead.email ?? lead.phone} 联系您。`
      : `好的${lead.name ? `，${lead.name}` : ""}，我们团队会有专人联系您。请问您的邮箱或电话是多少？您更喜欢电话、短信还是邮件？也可以直接致电 ${f.phone}（${c.hours(f.hours)}），在 ${f.bookingUrl} 预约，或通过 ${CONTACT_FORM_PATH} 留言。`,
  askContact: (_f, lead) => `很高兴认识您${lead.name ? `，${lead.name}` : ""}！请问我们团队用哪个邮箱或电话联系您最方便？`,
  checkEmail: (_f, typed) => `"${typed}" 看起来不是完整的邮箱地址（格式应为 name@example.com），所以我还没有保存。可以再输入一次，或留下电话号码吗？`,
  askPhone: (_f, lead) => `好的${lead.name ? `，${lead.name}` : ""}。请问用哪个电话号码联系您？我已通知我们的团队。`,
  confirmed: (f, lead, channel) => {
    const via = channel === "sms" ? "通过短信" : channel === "whatsapp" ? "通过WhatsApp" : channel === "call" ? "通过电话" : "";
    const at = lead.email && !["sms", "call", "whatsapp"].includes(channel ?? "") ? lead.email : (lead.phone ?? lead.email);
    return `谢谢您${lead.name ? `，${lead.name}` : ""}！我们团队会在${f.offerings.replyWithinHours}小时内${via}${at ? `（${at}）` : ""}联系您。`;
  },
  timeNoted: (f, lead, channel) => {
    const at = lead.email && !["sms", "call", "whatsapp"].includes(channel ?? "") ? lead.email : (lead.phone ?? lead.email);
    return `好的${lead.name ? `，${lead.name}` : ""}，已记下：这个时间已留在本次对话中，我们团队${at ? `通过${at}` : ""}联系您之前会看到。如果想选定具体时间，也可以在这里预约：${f.bookingUrl}`;
  },
  empathy: "很抱歉听到这个情况。",
};
