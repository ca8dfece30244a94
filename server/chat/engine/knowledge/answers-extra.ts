import type { AddOnService, Service } from "#common/content/offerings.ts";
import type { Language, SiteFacts } from "../types.ts";
import { contentText } from "./content-text.ts";
import { selfSetupPoints } from "./site-knowledge.ts";

// Answers added after blind probe 2 (data/eval-visitors-probe2.txt): what a visitor wants done, matched to the offering
// that does it; things the site does not offer; platforms and areas the site does not list; the lowest-commitment
// start; "are you a bot?". Every fact comes from the facts given; what the site does not state is said plainly.

export const NOT_OFFERED = ["websites", "ads", "bookkeeping", "photography", "seo"] as const;
export type NotOffered = (typeof NOT_OFFERED)[number];
export const EXTRA_IDS = ["start", "trial", "assistant", "audience", "form", "self-setup-saves", "reply-time", "training"] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

type Need = { name: string; description: string; price: string | null };
export type ExtraRenderer = {
  need: (f: SiteFacts, need: Need, yes: boolean) => string;
  notOffered: (f: SiteFacts, what: NotOffered) => string;
  unlistedPlatform: (f: SiteFacts, name: string, custom: string | null) => string;
  unlistedArea: (f: SiteFacts, name: string) => string;
  extra: Record<ExtraId, (f: SiteFacts) => string>;
};

const enList = (items: readonly string[], and: string): string => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`);
const serviceTitles = (f: SiteFacts, lang: Language): string[] => f.offerings.services.map((s) => contentText(lang).service(s).title);
const firstBundle = (f: SiteFacts): string => f.offerings.bundles[0]?.price ?? "";
const smallest = (f: SiteFacts): string => f.offerings.packages.at(-1)?.name ?? "";

export function needOf(lang: Language, item: AddOnService | Service): Need {
  const c = contentText(lang);
  if ("price" in item) return { name: item.name, description: c.addon(item), price: `${item.setup ? `${c.price(item.setup)} + ` : ""}${c.price(item.price)}` };
  const t = c.service(item);
  return { name: t.title, description: t.description, price: null };
}

const en: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "Yes. " : ""}That's our ${n.name}${n.price ? ` (${n.price})` : ""}: ${n.description}${n.price ? " It's an add-on you can combine with any package." : ""}`,
  notOffered: (f, what) => `No, ${{ websites: "we don't build websites", ads: "we don't run ad campaigns", bookkeeping: "we don't do bookkeeping or accounting", photography: "we don't do photography or video", seo: "we don't offer SEO services" }[what]}. We build AI automation for real estate: ${enList(serviceTitles(f, "en"), "and")}. To ask our team about anything else: ${f.email}.`,
  unlistedPlatform: (f, name, custom) => `${name} isn't among the platforms our site lists. ${custom ? `Tools outside that list can be connected through Custom Integrations (${custom}); ` : ""}our team can confirm: ${f.email}.`,
  unlistedArea: (f, name) => `${name} isn't among the areas our site lists (we focus on Houston, including ${enList(f.offerings.serviceAreas.slice(0, 5), "and")}), so please ask our team: ${f.email} or ${f.phone}.`,
  extra: {
    form: (f) => `Yes. You can write to us on the contact form instead: /contact. Our team replies within ${f.offerings.replyWithinHours} hours.`,
    "reply-time": (f) => `Our team replies within ${f.offerings.replyWithinHours} hours. If it's urgent, call ${f.phone} (${f.hours}).`,
    "self-setup-saves": () => `Yes. With the free self-setup there is no setup fee: you only pay for your package. ${selfSetupPoints("en")}`,
    start: (f) => `The lowest-commitment way to start: a free consultation to map what you need (${f.bookingUrl}), and the free self-setup, which has no setup fee. ${smallest(f)} is the package for individual agents (its pricing is shared in the consultation); add-ons and setup bundles have published prices, bundles from ${firstBundle(f)}.`,
    trial: (f) => `Our site doesn't list a free trial, discounts or contract terms (our team can tell you: ${f.email}), but you can start without paying anything: a free consultation (${f.bookingUrl}) and the free self-setup, which has no setup fee.`,
    assistant: (f) => `I'm the AI assistant of ${f.siteName}, not a person. If you'd like a person, I can connect you with our team: tell me your e-mail or phone number, or call ${f.phone} (${f.hours}).`,
    training: () => `Yes. Every package includes team onboarding, training and documentation, and we keep monitoring and tuning it with you every month, so you're not on your own.`,
    audience: (f) => `We build AI automation for Houston real estate agents, brokers, team leaders and property managers. Our site doesn't mention other uses, so our team can tell you whether it fits: ${f.email} or ${f.phone}.`,
  },
};

const es: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "Sí. " : ""}Eso lo cubre ${n.name}${n.price ? ` (${n.price})` : ""}: ${n.description}${n.price ? " Es un complemento que se suma a cualquier paquete." : ""}`,
  notOffered: (f, what) => `No, ${{ websites: "no hacemos páginas web", ads: "no manejamos campañas de anuncios", bookkeeping: "no hacemos contabilidad", photography: "no hacemos fotografía ni video", seo: "no ofrecemos servicios de SEO" }[what]}. Creamos automatización con IA para bienes raíces: ${enList(serviceTitles(f, "es"), "y")}. Para preguntarle a nuestro equipo por otra cosa: ${f.email}.`,
  unlistedPlatform: (f, name, custom) => `${name} no está entre las plataformas que lista nuestro sitio. ${custom ? `Otras herramientas se conectan con Custom Integrations (${custom}); ` : ""}nuestro equipo puede confirmarlo: ${f.email}.`,
  unlistedArea: (f, name) => `${name} no está entre las zonas que lista nuestro sitio (nos enfocamos en Houston, incluyendo ${enList(f.offerings.serviceAreas.slice(0, 5), "y")}), así que pregúntale a nuestro equipo: ${f.email} o ${f.phone}.`,
  extra: {
    form: (f) => `Sí. Puedes escribirnos por el formulario de contacto: /contact. Nuestro equipo responde en menos de ${f.offerings.replyWithinHours} horas.`,
    "reply-time": (f) => `Nuestro equipo responde en menos de ${f.offerings.replyWithinHours} horas. Si es urgente, llama al ${f.phone} (${contentText("es").hours(f.hours)}).`,
    "self-setup-saves": () => `Sí. Con la instalación gratuita por tu cuenta no hay tarifa de instalación: solo pagas tu paquete. ${selfSetupPoints("es")}`,
    start: (f) => `La forma de empezar con menos compromiso: una consulta gratuita para ver lo que necesitas (${f.bookingUrl}) y la instalación gratuita por tu cuenta, sin tarifa de instalación. ${smallest(f)} es el paquete para agentes independientes (su precio se comparte en la consulta); los complementos y los paquetes de instalación tienen precios publicados, desde ${firstBundle(f)}.`,
    trial: (f) => `Nuestro sitio no menciona una prueba gratis, descuentos ni condiciones de contrato (nuestro equipo puede decírtelo: ${f.email}), pero puedes empezar sin pagar nada: una consulta gratuita (${f.bookingUrl}) y la instalación gratuita por tu cuenta, sin tarifa de instalación.`,
    assistant: (f) => `Soy el asistente de IA de ${f.siteName}, no una persona. Si prefieres hablar con una persona, te comunico con nuestro equipo: dime tu correo o teléfono, o llama al ${f.phone} (${contentText("es").hours(f.hours)}).`,
    training: () => `Sí. Todos los paquetes incluyen incorporación, capacitación y documentación para tu equipo, y seguimos monitoreando y ajustando todo contigo cada mes: no te quedas solo.`,
    audience: (f) => `Creamos automatización con IA para agentes, corredores, líderes de equipo y administradores de propiedades de Houston. Nuestro sitio no menciona otros usos, así que nuestro equipo puede decirte si te sirve: ${f.email} o ${f.phone}.`,
  },
};

const vi: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "Có. " : ""}Việc đó do ${n.name}${n.price ? ` (${n.price})` : ""} đảm nhận: ${n.description}${n.price ? " Đây là dịch vụ bổ sung, có thể thêm vào bất kỳ gói nào." : ""}`,
  notOffered: (f, what) => `Không, ${{ websites: "chúng tôi không làm website", ads: "chúng tôi không chạy quảng cáo", bookkeeping: "chúng tôi không làm kế toán", photography: "chúng tôi không chụp ảnh hay quay video", seo: "chúng tôi không làm SEO" }[what]}. Chúng tôi xây dựng tự động hóa bằng AI cho bất động sản: ${serviceTitles(f, "vi").join(", ")}. Muốn hỏi thêm, hãy liên hệ đội ngũ: ${f.email}.`,
  unlistedPlatform: (f, name, custom) => `${name} không có trong danh sách nền tảng trên trang của chúng tôi. ${custom ? `Các công cụ khác có thể kết nối qua Custom Integrations (${custom}); ` : ""}đội ngũ có thể xác nhận: ${f.email}.`,
  unlistedArea: (f, name) => `${name} không có trong danh sách khu vực trên trang (chúng tôi tập trung vào Houston, gồm ${f.offerings.serviceAreas.slice(0, 5).join(", ")}), vì vậy hãy hỏi đội ngũ: ${f.email} hoặc ${f.phone}.`,
  extra: {
    form: (f) => `Có. Bạn có thể gửi yêu cầu qua biểu mẫu liên hệ: /contact. Đội ngũ trả lời trong vòng ${f.offerings.replyWithinHours} giờ.`,
    "reply-time": (f) => `Đội ngũ của chúng tôi trả lời trong vòng ${f.offerings.replyWithinHours} giờ. Nếu gấp, hãy gọi ${f.phone} (${contentText("vi").hours(f.hours)}).`,
    "self-setup-saves": () => `Có. Khi bạn tự cài đặt miễn phí thì không có phí cài đặt: bạn chỉ trả tiền gói. ${selfSetupPoints("vi")}`,
    start: (f) => `Cách bắt đầu ít ràng buộc nhất: buổi tư vấn miễn phí để xem bạn cần gì (${f.bookingUrl}) và tự cài đặt miễn phí, không có phí cài đặt. ${smallest(f)} là gói cho môi giới cá nhân (giá được báo trong buổi tư vấn); dịch vụ bổ sung và gói cài đặt có giá công khai, từ ${firstBundle(f)}.`,
    trial: (f) => `Trang của chúng tôi không nêu dùng thử miễn phí, giảm giá hay điều khoản hợp đồng (đội ngũ có thể cho bạn biết: ${f.email}), nhưng bạn có thể bắt đầu mà không tốn tiền: buổi tư vấn miễn phí (${f.bookingUrl}) và tự cài đặt miễn phí, không có phí cài đặt.`,
    assistant: (f) => `Tôi là trợ lý AI của ${f.siteName}, không phải người thật. Nếu bạn muốn nói chuyện với người, tôi có thể kết nối bạn với đội ngũ: cho tôi email hoặc số điện thoại, hoặc gọi ${f.phone} (${contentText("vi").hours(f.hours)}).`,
    training: () => `Có. Gói nào cũng gồm hướng dẫn bắt đầu, đào tạo nhân viên và tài liệu cho đội ngũ, và chúng tôi tiếp tục giám sát, tinh chỉnh hằng tháng cùng bạn.`,
    audience: (f) => `Chúng tôi xây dựng tự động hóa bằng AI cho môi giới, công ty môi giới, trưởng nhóm và người quản lý bất động sản ở Houston. Trang không nói đến mục đích khác, nên đội ngũ sẽ cho bạn biết có phù hợp không: ${f.email} hoặc ${f.phone}.`,
  },
};

const zh: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "可以。" : ""}这由我们的${n.name}负责：${n.description}${n.price ? `这是附加服务（${n.price}），可以加到任何套餐。` : ""}`,
  notOffered: (f, what) => `不，${{ websites: "我们不做网站", ads: "我们不做广告投放", bookkeeping: "我们不做记账或会计", photography: "我们不做摄影或视频", seo: "我们不提供SEO服务" }[what]}。我们为房地产提供AI自动化：${serviceTitles(f, "zh").join("、")}。其他问题请联系我们的团队：${f.email}。`,
  unlistedPlatform: (f, name, custom) => `我们网站列出的平台中没有${name}。${custom ? `其他工具可以通过Custom Integrations（${custom}）对接；` : ""}我们的团队可以确认：${f.email}。`,
  unlistedArea: (f, name) => `我们网站列出的地区中没有${name}（我们专注于休斯顿，包括${f.offerings.serviceAreas.slice(0, 5).join("、")}），请咨询我们的团队：${f.email} 或 ${f.phone}。`,
  extra: {
    form: (f) => `可以。您可以填写联系表单：/contact ，我们的团队会在${f.offerings.replyWithinHours}小时内回复。`,
    "reply-time": (f) => `我们的团队会在${f.offerings.replyWithinHours}小时内回复您。如果比较急，请拨打 ${f.phone}（${contentText("zh").hours(f.hours)}）。`,
    "self-setup-saves": () => `是的。选择免费自行安装没有安装费，您只需支付套餐费用。${selfSetupPoints("zh")}`,
    start: (f) => `门槛最低的开始方式：先预约免费咨询，了解您的需求（${f.bookingUrl} ），再选择免费自行安装，没有安装费。${smallest(f)}是为独立经纪人设计的套餐（价格在咨询中提供）；附加服务和安装套餐有公开价格，安装套餐${firstBundle(f)}起。`,
    trial: (f) => `我们的网站没有列出免费试用、折扣或合同条款（我们的团队可以告诉您：${f.email}），但您可以不花钱开始：免费咨询（${f.bookingUrl} ）和免费自行安装，没有安装费。`,
    assistant: (f) => `我是${f.siteName}的AI助手，不是真人。如果您想和真人沟通，我可以为您联系我们的团队：请留下邮箱或电话，或致电 ${f.phone}（${contentText("zh").hours(f.hours)}）。`,
    training: () => `有的。每个套餐都包括团队入门、员工培训和文档，我们还会每月和您一起监控和优化，您不用自己摸索。`,
    audience: (f) => `我们为休斯顿的房地产经纪人、经纪公司、团队负责人和物业经理提供AI自动化。网站没有提到其他用途，我们的团队可以告诉您是否合适：${f.email} 或 ${f.phone}。`,
  },
};

export const EXTRA: Record<Language, ExtraRenderer> = { en, es, vi, zh };
