import type { AddOnService, Service } from "#common/content/offerings.ts";
import type { Language, SiteFacts } from "../types.ts";
import { NEWSLETTER_LINK_HOURS } from "#common/content/site-facts.ts";
import { coreOffering } from "#common/content/solutions-facts.ts";
import { solutionsEn } from "#common/i18n/solutions.ts";
import { solutionsTranslations } from "#common/i18n/solutions.translations.ts";
import { contentText } from "./content-text.ts";
import { faq, selfSetupPoints } from "./site-knowledge.ts";

// Answers added after blind probe 2 (data/eval-visitors-probe2.txt): what a visitor wants done, matched to the offering
// that does it; things the site does not offer; platforms and areas the site does not list; the lowest-commitment
// start; "are you a bot?". Every fact comes from the facts given; what the site does not state is said plainly. A service
// asked for that the site does not list is answered as such (not among the services it lists), with our contacts.

export const NOT_OFFERED = ["websites", "ads", "bookkeeping", "photography", "seo", "design", "lending", "notary", "rent-collection", "mobile-app", "home-sale"] as const;
export type NotOffered = (typeof NOT_OFFERED)[number];
export const EXTRA_IDS = ["solutions-page", "start", "trial", "assistant", "audience", "audience-yes", "form", "self-setup-saves", "self-setup-then", "reply-time", "training", "after-care", "training-format", "newsletter", "newsletter-link", "cookies", "figure-source", "deletion-how", "correct-how", "chat-model", "included", "included-yes", "launch-review", "social", "accuracy", "clients-know-ai", "add-later-no-upgrade", "as-site-says", "no-call"] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

type Need = { name: string; description: string; price: string | null };
export type ExtraRenderer = {
  need: (f: SiteFacts, need: Need, yes: boolean) => string;
  notOffered: (f: SiteFacts, what: NotOffered) => string;
  unlistedPlatform: (f: SiteFacts, name: string, custom: string | null) => string;
  unlistedArea: (f: SiteFacts, name: string) => string;
  extra: Record<ExtraId, (f: SiteFacts) => string>;
};

/** What every package includes (the Solutions page's core offering), in the visitor's language. */
const core = (f: SiteFacts, lang: Language): readonly string[] => contentText(lang).core(f.hours) ?? coreOffering(f.hours);

const enList = (items: readonly string[], and: string): string => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`);
const serviceTitles = (f: SiteFacts, lang: Language): string[] => f.offerings.services.map((s) => contentText(lang).service(s).title);
const firstBundle = (f: SiteFacts): string => f.offerings.bundles[0]?.price ?? "";
const figures = (f: SiteFacts, lang: Language): string =>
  f.offerings.stats.map((s) => (lang === "zh" ? `${contentText(lang).stat(s)}${s.prefix}${s.value}${s.suffix}` : `${s.prefix}${s.value}${s.suffix} ${lang === "en" ? s.label.toLowerCase() : contentText(lang).stat(s)}`)).join(lang === "zh" ? "、" : ", ");
// The Solutions page's "Each connection is tested end to end before it goes live" (its setup section's lead, in English
// and Spanish on the page; said the same way in Vietnamese and Chinese).
const lastSentence = (lead: string): string => lead.split(/(?<=\.)\s+/).at(-1) ?? lead;
const TESTED: Record<Language, string> = {
  en: lastSentence(solutionsEn.setup.lead),
  es: lastSentence(solutionsTranslations.es?.setup.lead ?? ""),
  vi: "Mỗi kết nối đều được kiểm thử từ đầu đến cuối (end to end) trước khi chạy chính thức.",
  zh: "每个连接上线前都会经过端到端（end to end）测试。",
};
// The social pages set in the settings, "X: <url>" each, joined in the visitor's language; "" when none is set.
const socialPages = (f: SiteFacts, and: string, sep = ", "): string => {
  const pages = f.social ? ([["X", f.social.x], ["LinkedIn", f.social.linkedin], ["Facebook", f.social.facebook]] as const).filter(([, url]) => url.trim() !== "") : [];
  const items = pages.map(([name, url]) => `${name}: ${url}`);
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(sep)} ${and} ${items.at(-1)}`;
};
const smallest = (f: SiteFacts): string => f.offerings.packages.at(-1)?.name ?? "";

export function needOf(lang: Language, item: AddOnService | Service): Need {
  const c = contentText(lang);
  if ("price" in item) return { name: item.name, description: c.addon(item), price: `${item.setup ? `${c.price(item.setup)} + ` : ""}${c.price(item.price)}` };
  const t = c.service(item);
  return { name: t.title, description: t.description, price: null };
}

const en: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "Yes. " : ""}That's our ${n.name}${n.price ? ` (${n.price})` : ""}: ${n.description}${n.price ? " It's an add-on you can combine with any package." : ""}`,
  notOffered: (f, what) => `No, ${{ websites: "building websites isn't", ads: "running ad campaigns isn't", bookkeeping: "bookkeeping or accounting isn't", photography: "photography and video aren't", seo: "SEO isn't", design: "logo and print design isn't", lending: "arranging loans or mortgages isn't", notary: "notary and legal paperwork isn't", "rent-collection": "collecting rent isn't", "mobile-app": "building a mobile app isn't", "home-sale": "selling or buying a home for you isn't" }[what]} among the services our site lists. We build AI automation for real estate: ${enList(serviceTitles(f, "en"), "and")}. To ask our team about anything else: ${f.email} or ${f.phone}.`,
  unlistedPlatform: (f, name, custom) => `${name} isn't among the platforms our site lists. ${custom ? `Tools outside that list can be connected through Custom Integrations (${custom}); ` : ""}our team can confirm: ${f.email}.`,
  unlistedArea: (f, name) => `${name} isn't among the areas our site lists (we focus on Houston, including ${enList(f.offerings.serviceAreas.slice(0, 5), "and")}), so please ask our team: ${f.email} or ${f.phone}.`,
  extra: {
    "solutions-page": () => "Our packages, add-ons, platform setup fees and bundles are on our Solutions page: /solutions.",
    form: (f) => `Yes. You can write to us on the contact form instead: /contact. Our team replies within ${f.offerings.replyWithinHours} hours.`,
    "deletion-how": (f) => `To have what we hold about you deleted, now or later, write to ${f.email} with the e-mail or phone number you used; we'll delete your information, including copies in the services we use. Details: /privacy`,
    "correct-how": (f) => `To correct a phone number or e-mail you sent us wrong, write to ${f.email} with the e-mail or phone number you used and the right one; we'll correct it. Details: /privacy`,
    "figure-source": (f) => `The figures on our home page (${figures(f, "en")}) are the results our site reports for clients; it doesn't say how they were measured, so I won't guess. Our team can tell you: ${f.email} or ${f.phone}.`,
    cookies: () => "No. Our site sets no cookies. It does use your browser's storage, which stays on your device: for how you found us (emptied when you close the tab), the chat (a random visitor ID, the conversation's ID and your recent messages) and announcements you have closed. Details: /privacy#storage",
    newsletter: (f) => `Our newsletter is ${f.offerings.blogName}. To subscribe, enter your e-mail address in the newsletter box on our blog page (/blog) and confirm with the link we e-mail you. Every issue has an unsubscribe link.`,
    "newsletter-link": () => `The confirmation link works once and expires after ${NEWSLETTER_LINK_HOURS} hours; if you never click it, you receive nothing more from us. Details: /privacy#newsletter`,
    "reply-time": (f) => `Our team replies within ${f.offerings.replyWithinHours} hours. If it's urgent, call ${f.phone} (${f.hours}).`,
    "self-setup-saves": () => `Yes. With the free self-setup there is no setup fee: you only pay for your package. ${selfSetupPoints("en")}`,
    "self-setup-then": () => `Then it's the free self-setup: there is no setup fee, you only pay for your package. ${selfSetupPoints("en")}`,
    "launch-review": () => `Yes. ${TESTED.en} ${faq("technical-skills", "en").replace(/^No\.\s*/, "")}`,
    social: (f) => (socialPages(f, "and") ? `You can follow ${f.siteName} on ${socialPages(f, "and")}.` : `Our site doesn't list any social media pages, so I won't guess. Our team can answer that: ${f.email} or ${f.phone}.`),
    start: (f) => `The lowest-commitment way to start: a free consultation to map what you need (${f.bookingUrl}), and the free self-setup, which has no setup fee. ${smallest(f)} is the package for individual agents (its pricing is shared in the consultation); add-ons and setup bundles have published prices, bundles from ${firstBundle(f)}.`,
    trial: (f) => `Our site doesn't list a free trial, discounts or contract terms (our team can tell you: ${f.email}), but you can start without paying anything: a free consultation (${f.bookingUrl}) and the free self-setup, which has no setup fee.`,
    "chat-model": () => "Not by default. Replies in this chat come from software on our own server. Only if we have switched on an AI model for the chat are your new message and up to 10 earlier messages of the conversation also sent to that model's provider (OpenAI, Anthropic, or a compatible model server we choose), so it can word the reply. Details: /privacy",
    assistant: (f) => `I'm the AI assistant of ${f.siteName}, not a person. If you'd like a person, I can connect you with our team: tell me your e-mail or phone number, or call ${f.phone} (${f.hours}).`,
    "clients-know-ai": (f) => `Our site doesn't say whether your AI assistant tells clients it's an AI, so I won't guess. It does say your AI agent hands the conversation to you whenever a client asks for a person. Our team can tell you more: ${f.email} or ${f.phone}.`,
    included: (f) => `Every package includes: ${core(f, "en").join("; ")}.`,
    "included-yes": (f) => `Yes. Every package includes: ${core(f, "en").join("; ")}.`,
    "add-later-no-upgrade": () => `No need to change packages. ${faq("add-later", "en").replace(/^[^.。]+[.。]\s*/u, "")}`,
    "as-site-says": () => "Yes, that is what our site states:",
    "no-call": () => "No problem: you don't need a consultation to get answers. I can tell you here what our site says about our packages, add-ons, setup fees and integrations. What would you like to know?",
    "training-format": (f) => `Every package includes team onboarding, training and documentation. Our site doesn't say whether the training is given in person or online, so I won't guess. Our team can tell you: ${f.email} or ${f.phone}.`,
    accuracy: (f) => `Every package includes a custom AI agent trained on your business, listings and voice, plus monitoring, monthly tuning and performance reports, so what it answers is reviewed and adjusted with you, and it hands the conversation to you whenever a client asks for a person. If something it said should change sooner, tell our team: ${f.email} or ${f.phone}.`,
    training: () => `Yes. Every package includes team onboarding, training and documentation, and we keep monitoring and tuning it with you every month, so you're not on your own.`,
    // "After go-live do you just disappear?": no, the care goes on.
    "after-care": () => `No. Every package includes team onboarding, training and documentation, and we keep monitoring and tuning it with you every month, so you're not on your own.`,
    "audience-yes": () => `Yes. We build AI automation for Houston real estate agents, brokers, team leaders and property managers.`,
    audience: (f) => `We build AI automation for Houston real estate agents, brokers, team leaders and property managers. Our site doesn't mention other uses, so our team can tell you whether it fits: ${f.email} or ${f.phone}.`,
  },
};

const es: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "Sí. " : ""}Eso lo cubre ${n.name}${n.price ? ` (${n.price})` : ""}: ${n.description}${n.price ? " Es un complemento que se suma a cualquier paquete." : ""}`,
  notOffered: (f, what) => `No, ${{ websites: "las páginas web no están", ads: "las campañas de anuncios no están", bookkeeping: "la contabilidad no está", photography: "la fotografía y el video no están", seo: "el SEO no está", design: "el diseño de logos e impresos no está", lending: "los préstamos e hipotecas no están", notary: "los trámites notariales y legales no están", "rent-collection": "el cobro de rentas no está", "mobile-app": "las apps para celular no están", "home-sale": "vender o comprar su propiedad no está" }[what]} entre los servicios que lista nuestro sitio. Creamos automatización con IA para bienes raíces: ${enList(serviceTitles(f, "es"), "y")}. Para preguntarle a nuestro equipo por otra cosa: ${f.email} o ${f.phone}.`,
  unlistedPlatform: (f, name, custom) => `${name} no está entre las plataformas que lista nuestro sitio. ${custom ? `Otras herramientas se conectan con Custom Integrations (${custom}); ` : ""}nuestro equipo puede confirmarlo: ${f.email}.`,
  unlistedArea: (f, name) => `${name} no está entre las zonas que lista nuestro sitio (nos enfocamos en Houston, incluyendo ${enList(f.offerings.serviceAreas.slice(0, 5), "y")}), así que pregúntele a nuestro equipo: ${f.email} o ${f.phone}.`,
  extra: {
    "solutions-page": () => "Nuestros paquetes, complementos, tarifas de instalación y paquetes de instalación están en nuestra página de Soluciones: /solutions.",
    form: (f) => `Sí. Puede escribirnos por el formulario de contacto: /contact. Nuestro equipo responde en menos de ${f.offerings.replyWithinHours} horas.`,
    "deletion-how": (f) => `Para que borremos lo que tenemos sobre usted, ahora o más adelante, escriba a ${f.email} con el correo o teléfono que usó; borraremos su información, incluidas las copias en los servicios que usamos. Detalles: /privacy`,
    "correct-how": (f) => `Para corregir un teléfono o correo que nos envió mal, escriba a ${f.email} con el correo o teléfono que usó y el correcto; lo corregiremos. Detalles: /privacy`,
    "figure-source": (f) => `Las cifras de nuestra página principal (${figures(f, "es")}) son los resultados que nuestro sitio reporta de sus clientes; no dice cómo se midieron, así que no quiero adivinar. Nuestro equipo se lo puede decir: ${f.email} o ${f.phone}.`,
    cookies: () => "No. Nuestro sitio no usa cookies. Sí usa el almacenamiento de su navegador, que se queda en su dispositivo: para saber cómo nos encontró (se vacía al cerrar la pestaña), para el chat (un ID de visitante al azar, el ID de la conversación y sus mensajes recientes) y para los avisos que cerró. Detalles: /privacy#storage",
    newsletter: (f) => `Nuestro boletín es ${f.offerings.blogName} (en inglés). Para suscribirse, escriba su correo en la casilla del boletín de nuestra página del blog (/blog) y confirme con el enlace que le enviamos. Cada número trae un enlace para darse de baja.`,
    "newsletter-link": () => `El enlace de confirmación funciona una sola vez y vence a las ${NEWSLETTER_LINK_HOURS} horas; si nunca hace clic en él, no le llegará nada más de nosotros. Detalles: /privacy#newsletter`,
    "reply-time": (f) => `Nuestro equipo responde en menos de ${f.offerings.replyWithinHours} horas. Si es urgente, llame al ${f.phone} (${contentText("es").hours(f.hours)}).`,
    "self-setup-saves": () => `Sí. Con la instalación gratuita por su cuenta no hay tarifa de instalación: solo paga su paquete. ${selfSetupPoints("es")}`,
    "self-setup-then": () => `Entonces es la instalación gratuita por su cuenta: no hay tarifa de instalación, solo paga su paquete. ${selfSetupPoints("es")}`,
    "launch-review": () => `Sí. ${TESTED.es} ${faq("technical-skills", "es")}`,
    social: (f) => (socialPages(f, "y") ? `Puede seguir a ${f.siteName} en ${socialPages(f, "y")}.` : `Nuestro sitio no muestra páginas en redes sociales, así que no quiero adivinar. Nuestro equipo puede responderle: ${f.email} o ${f.phone}.`),
    start: (f) => `La forma de empezar con menos compromiso: una consulta gratuita para ver lo que necesita (${f.bookingUrl}) y la instalación gratuita por su cuenta, sin tarifa de instalación. ${smallest(f)} es el paquete para agentes independientes (su precio se comparte en la consulta); los complementos y los paquetes de instalación tienen precios publicados, desde ${firstBundle(f)}.`,
    trial: (f) => `Nuestro sitio no menciona una prueba gratis, descuentos ni condiciones de contrato (nuestro equipo puede decírselo: ${f.email}), pero puede empezar sin pagar nada: una consulta gratuita (${f.bookingUrl}) y la instalación gratuita por su cuenta, sin tarifa de instalación.`,
    "chat-model": () => "No de entrada. Las respuestas de este chat salen de un programa en nuestro propio servidor. Solo si activamos un modelo de IA para el chat, su mensaje nuevo y hasta 10 mensajes anteriores de la conversación se envían también al proveedor de ese modelo (OpenAI, Anthropic o un servidor compatible que elijamos) para redactar la respuesta. Detalles: /privacy",
    assistant: (f) => `Soy el asistente de IA de ${f.siteName}, no una persona. Si prefiere hablar con una persona, nuestro equipo se comunica con usted: indíqueme su correo o teléfono, o llame al ${f.phone} (${contentText("es").hours(f.hours)}).`,
    "clients-know-ai": (f) => `Nuestro sitio no dice si su asistente de IA les dice a los clientes que es una IA, así que no quiero adivinar. Sí dice que su agente de IA le pasa la conversación a usted cuando un cliente pide hablar con una persona. Nuestro equipo puede contarle más: ${f.email} o ${f.phone}.`,
    included: (f) => `Todos los paquetes incluyen: ${core(f, "es").join("; ")}.`,
    "included-yes": (f) => `Sí. Todos los paquetes incluyen: ${core(f, "es").join("; ")}.`,
    "add-later-no-upgrade": () => `No hace falta cambiar de paquete. ${faq("add-later", "es").replace(/^[^.。]+[.。]\s*/u, "")}`,
    "as-site-says": () => "Sí, es lo que indica nuestro sitio:",
    "no-call": () => "Sin problema: no hace falta una consulta para tener respuestas. Aquí mismo le digo lo que dice nuestro sitio sobre paquetes, complementos, costos de instalación e integraciones. ¿Qué le gustaría saber?",
    "training-format": (f) => `Todos los paquetes incluyen incorporación, capacitación y documentación para su equipo. Nuestro sitio no dice si la capacitación es en persona o en línea, así que no quiero adivinar. Nuestro equipo puede decirle: ${f.email} o ${f.phone}.`,
    accuracy: (f) => `Todos los paquetes incluyen un agente de IA entrenado con su negocio, sus listados y su estilo, además de monitoreo, ajustes mensuales y reportes de desempeño: lo que responde se revisa y se ajusta con usted, y le pasa la conversación cuando un cliente pide hablar con una persona. Si algo que dijo debe cambiar antes, avísele a nuestro equipo: ${f.email} o ${f.phone}.`,
    training: () => `Sí. Todos los paquetes incluyen incorporación, capacitación y documentación para su equipo, y seguimos monitoreando todo con usted, con ajustes mensuales: nunca queda sin apoyo.`,
    "after-care": () => `No. Todos los paquetes incluyen incorporación, capacitación y documentación para su equipo, y seguimos monitoreando todo con usted, con ajustes mensuales: nunca queda sin apoyo.`,
    "audience-yes": () => `Sí. Creamos automatización con IA para agentes, corredores, líderes de equipo y administradores de propiedades de Houston.`,
    audience: (f) => `Creamos automatización con IA para agentes, corredores, líderes de equipo y administradores de propiedades de Houston. Nuestro sitio no menciona otros usos, así que nuestro equipo puede decirle si le sirve: ${f.email} o ${f.phone}.`,
  },
};

const vi: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "Có. " : ""}Việc đó do ${n.name}${n.price ? ` (${n.price})` : ""} đảm nhận: ${n.description}${n.price ? " Đây là dịch vụ bổ sung, có thể thêm vào bất kỳ gói nào." : ""}`,
  notOffered: (f, what) => `Không, ${{ websites: "làm website", ads: "chạy quảng cáo", bookkeeping: "kế toán", photography: "chụp ảnh và quay video", seo: "SEO", design: "thiết kế logo và danh thiếp", lending: "lo vay ngân hàng", notary: "công chứng và giấy tờ pháp lý", "rent-collection": "thu tiền thuê nhà", "mobile-app": "làm ứng dụng điện thoại", "home-sale": "mua bán nhà đất giùm khách" }[what]} không có trong danh sách dịch vụ trên trang của chúng tôi. Chúng tôi xây dựng tự động hóa bằng AI cho bất động sản: ${serviceTitles(f, "vi").join(", ")}. Muốn hỏi thêm, hãy liên hệ đội ngũ: ${f.email} hoặc ${f.phone}.`,
  unlistedPlatform: (f, name, custom) => `${name} không có trong danh sách nền tảng trên trang của chúng tôi. ${custom ? `Các công cụ khác có thể kết nối qua Custom Integrations (${custom}); ` : ""}đội ngũ có thể xác nhận: ${f.email}.`,
  unlistedArea: (f, name) => `${name} không có trong danh sách khu vực trên trang (chúng tôi tập trung vào Houston, gồm ${f.offerings.serviceAreas.slice(0, 5).join(", ")}), vì vậy hãy hỏi đội ngũ: ${f.email} hoặc ${f.phone}.`,
  extra: {
    "solutions-page": () => "Các gói, dịch vụ bổ sung, phí cài đặt nền tảng và gói cài đặt của chúng tôi đều có trên trang Giải pháp: /solutions.",
    form: (f) => `Có. Bạn có thể gửi yêu cầu qua biểu mẫu liên hệ: /contact. Đội ngũ trả lời trong vòng ${f.offerings.replyWithinHours} giờ.`,
    "deletion-how": (f) => `Để xóa thông tin chúng tôi lưu về bạn, bây giờ hay sau này, hãy email ${f.email} kèm email hoặc số điện thoại bạn đã dùng; chúng tôi sẽ xóa thông tin của bạn, kể cả bản sao ở các dịch vụ chúng tôi dùng. Chi tiết: /privacy`,
    "correct-how": (f) => `Để sửa số điện thoại hay email bạn đã gửi nhầm, hãy email ${f.email} kèm email hoặc số điện thoại bạn đã dùng và thông tin đúng; chúng tôi sẽ sửa lại. Chi tiết: /privacy`,
    "figure-source": (f) => `Các con số trên trang chủ (${figures(f, "vi")}) là kết quả khách hàng mà trang của chúng tôi nêu; trang không nói chúng được đo thế nào nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
    cookies: () => "Không. Trang của chúng tôi không đặt cookie nào. Trang có dùng bộ nhớ của trình duyệt, vốn nằm trên thiết bị của bạn: để ghi cách bạn tìm đến chúng tôi (xóa khi bạn đóng thẻ trình duyệt), cho khung trò chuyện (một mã khách ngẫu nhiên, mã cuộc trò chuyện và các tin nhắn gần đây) và các thông báo bạn đã đóng. Chi tiết: /privacy#storage",
    newsletter: (f) => `Bản tin của chúng tôi là ${f.offerings.blogName} (tiếng Anh). Để đăng ký, nhập email vào ô bản tin trên trang blog (/blog) rồi xác nhận bằng đường link chúng tôi gửi qua email. Mỗi số đều có link hủy đăng ký.`,
    "newsletter-link": () => `Link xác nhận chỉ dùng được một lần và hết hạn sau ${NEWSLETTER_LINK_HOURS} giờ; nếu bạn không bấm, chúng tôi sẽ không gửi gì thêm. Chi tiết: /privacy#newsletter`,
    "reply-time": (f) => `Đội ngũ của chúng tôi trả lời trong vòng ${f.offerings.replyWithinHours} giờ. Nếu gấp, hãy gọi ${f.phone} (${contentText("vi").hours(f.hours)}).`,
    "self-setup-saves": () => `Có. Khi bạn tự cài đặt miễn phí thì không có phí cài đặt: bạn chỉ trả tiền gói. ${selfSetupPoints("vi")}`,
    "self-setup-then": () => `Khi đó là tự cài đặt miễn phí: không có phí cài đặt, bạn chỉ trả tiền gói. ${selfSetupPoints("vi")}`,
    "launch-review": () => `Có. ${TESTED.vi} ${faq("technical-skills", "vi")}`,
    social: (f) => (socialPages(f, "và") ? `Bạn có thể theo dõi ${f.siteName} trên ${socialPages(f, "và")}.` : `Trang của chúng tôi không có trang mạng xã hội nào nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`),
    start: (f) => `Cách bắt đầu ít ràng buộc nhất: buổi tư vấn miễn phí để xem bạn cần gì (${f.bookingUrl}) và tự cài đặt miễn phí, không có phí cài đặt. ${smallest(f)} là gói cho môi giới cá nhân (giá được báo trong buổi tư vấn); dịch vụ bổ sung và gói cài đặt có giá công khai, từ ${firstBundle(f)}.`,
    trial: (f) => `Trang của chúng tôi không nêu dùng thử miễn phí, giảm giá hay điều khoản hợp đồng (đội ngũ có thể cho bạn biết: ${f.email}), nhưng bạn có thể bắt đầu mà không tốn tiền: buổi tư vấn miễn phí (${f.bookingUrl}) và tự cài đặt miễn phí, không có phí cài đặt.`,
    "chat-model": () => "Mặc định thì không. Câu trả lời ở đây do phần mềm trên máy chủ riêng của chúng tôi tạo ra. Chỉ khi chúng tôi bật một mô hình AI cho phần trò chuyện, tin nhắn mới của bạn và tối đa 10 tin nhắn trước đó trong cuộc trò chuyện mới được gửi thêm cho nhà cung cấp mô hình đó (OpenAI, Anthropic hoặc một máy chủ tương thích do chúng tôi chọn) để soạn câu trả lời. Chi tiết: /privacy",
    assistant: (f) => `Tôi là trợ lý AI của ${f.siteName}, không phải người thật. Nếu bạn muốn nói chuyện với người, tôi có thể kết nối bạn với đội ngũ: cho tôi email hoặc số điện thoại, hoặc gọi ${f.phone} (${contentText("vi").hours(f.hours)}).`,
    "clients-know-ai": (f) => `Trang của chúng tôi không nói trợ lý AI có cho khách biết mình là AI hay không, nên tôi không muốn đoán. Trang có nói trợ lý AI chuyển cuộc trò chuyện cho bạn bất cứ khi nào khách muốn nói chuyện với người thật. Đội ngũ có thể cho bạn biết thêm: ${f.email} hoặc ${f.phone}.`,
    included: (f) => `Gói nào cũng gồm: ${core(f, "vi").join("; ")}.`,
    "included-yes": (f) => `Có. Gói nào cũng gồm: ${core(f, "vi").join("; ")}.`,
    "add-later-no-upgrade": () => `Không cần đổi gói. ${faq("add-later", "vi").replace(/^[^.。]+[.。]\s*/u, "")}`,
    "as-site-says": () => "Đúng vậy, đó là thông tin trên trang của chúng tôi:",
    "no-call": () => "Không sao: bạn không cần đặt lịch tư vấn mới có câu trả lời. Tôi có thể nói ngay tại đây những gì trang của chúng tôi viết về các gói, dịch vụ bổ sung, phí cài đặt và tích hợp. Bạn muốn biết gì?",
    "training-format": (f) => `Gói nào cũng gồm hướng dẫn bắt đầu, đào tạo nhân viên và tài liệu cho đội ngũ. Trang của chúng tôi không nói việc đào tạo diễn ra trực tiếp hay trực tuyến, nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
    accuracy: (f) => `Gói nào cũng gồm trợ lý AI được huấn luyện theo công việc, danh sách nhà và giọng văn của bạn, cùng giám sát, tinh chỉnh hằng tháng và báo cáo hiệu quả, nên câu trả lời của nó được xem lại và điều chỉnh cùng bạn, và nó chuyển cuộc trò chuyện cho bạn khi khách muốn gặp người thật. Nếu có điều nó nói cần sửa sớm hơn, hãy báo đội ngũ: ${f.email} hoặc ${f.phone}.`,
    training: () => `Có. Gói nào cũng gồm hướng dẫn bắt đầu, đào tạo nhân viên và tài liệu cho đội ngũ, và chúng tôi tiếp tục giám sát, tinh chỉnh mỗi tháng cùng bạn.`,
    "after-care": () => `Không. Gói nào cũng gồm hướng dẫn bắt đầu, đào tạo nhân viên và tài liệu cho đội ngũ, và chúng tôi tiếp tục giám sát, tinh chỉnh mỗi tháng cùng bạn.`,
    "audience-yes": () => `Có. Chúng tôi xây dựng tự động hóa bằng AI cho môi giới, công ty môi giới, trưởng nhóm và người quản lý bất động sản ở Houston.`,
    audience: (f) => `Chúng tôi xây dựng tự động hóa bằng AI cho môi giới, công ty môi giới, trưởng nhóm và người quản lý bất động sản ở Houston. Trang không nói đến mục đích khác, nên đội ngũ sẽ cho bạn biết có phù hợp không: ${f.email} hoặc ${f.phone}.`,
  },
};

const zh: ExtraRenderer = {
  need: (_f, n, yes) => `${yes ? "可以。" : ""}这由我们的${n.name}负责：${n.description}${n.price ? `这是附加服务（${n.price}），可以加到任何套餐。` : ""}`,
  notOffered: (f, what) => `不，我们网站列出的服务中没有${{ websites: "网站建设", ads: "广告投放", bookkeeping: "记账或会计", photography: "摄影或视频", seo: "SEO服务", design: "标志和名片设计", lending: "贷款办理", notary: "公证和法律文书", "rent-collection": "代收租金", "mobile-app": "手机App开发", "home-sale": "代客买卖房产" }[what]}。我们为房地产提供AI自动化：${serviceTitles(f, "zh").join("、")}。其他问题请联系我们的团队：${f.email} 或 ${f.phone}。`,
  unlistedPlatform: (f, name, custom) => `我们网站列出的平台中没有${name}。${custom ? `其他工具可以通过Custom Integrations（${custom}）对接；` : ""}我们的团队可以确认：${f.email}。`,
  unlistedArea: (f, name) => `我们网站列出的地区中没有${name}（我们专注于休斯顿，包括${f.offerings.serviceAreas.slice(0, 5).join("、")}），请咨询我们的团队：${f.email} 或 ${f.phone}。`,
  extra: {
    "solutions-page": () => "我们的套餐、附加服务、平台安装费和安装捆绑包都在解决方案页面：/solutions 。",
    form: (f) => `可以。您可以填写联系表单 /contact ，我们的团队会在${f.offerings.replyWithinHours}小时内回复。`,
    "deletion-how": (f) => `无论现在还是以后，想删除我们保存的您的信息，请用您当时使用的邮箱或电话发邮件到 ${f.email}，我们会删除您的信息，包括我们所用服务中的副本。详情见 /privacy 。`,
    "correct-how": (f) => `如果您提交的电话或邮箱填错了，请发邮件到 ${f.email}，写明当时用的邮箱或电话和正确的信息，我们会为您更正。详情见 /privacy 。`,
    "figure-source": (f) => `我们主页上的数字（${figures(f, "zh")}）是网站公布的客户成果；网站没有说明是怎么测算的，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
    cookies: () => "不会。我们的网站不设置任何cookie。网站会使用您浏览器的本地存储（数据留在您的设备上），用于：记录您是怎么找到我们的（关闭标签页即清空）、聊天（一个随机访客ID、当前对话ID和您最近的消息），以及您已关闭的公告。详情：/privacy#storage",
    newsletter: (f) => `我们的周报叫《${f.offerings.blogName}》（英文）。订阅方法：在博客页面（/blog）的订阅框输入邮箱，再点击我们发给您的确认链接。每一期都附有退订链接。`,
    "newsletter-link": () => `确认链接只能用一次，${NEWSLETTER_LINK_HOURS}小时后失效；如果您一直不点，我们不会再给您发任何邮件。详情：/privacy#newsletter`,
    "reply-time": (f) => `我们的团队会在${f.offerings.replyWithinHours}小时内回复您。如果比较急，请拨打 ${f.phone}（${contentText("zh").hours(f.hours)}）。`,
    "self-setup-saves": () => `是的。选择免费自行安装没有安装费，您只需支付套餐费用。${selfSetupPoints("zh")}`,
    "self-setup-then": () => `那就是免费自行安装：没有安装费，您只需支付套餐费用。${selfSetupPoints("zh")}`,
    "launch-review": () => `是的。${TESTED.zh}${faq("technical-skills", "zh")}`,
    social: (f) => (socialPages(f, "和", "、") ? `您可以在这些平台关注${f.siteName}：${socialPages(f, "和", "、")}。` : `我们的网站没有列出社交媒体页面，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`),
    start: (f) => `门槛最低的开始方式：先预约免费咨询，了解您的需求（${f.bookingUrl} ），再选择免费自行安装，没有安装费。${smallest(f)}是为独立经纪人设计的套餐（价格在咨询中提供）；附加服务和安装套餐有公开价格，安装套餐${firstBundle(f)}起。`,
    trial: (f) => `我们的网站没有列出免费试用、折扣或合同条款（我们的团队可以告诉您：${f.email}），但您可以不花钱开始：免费咨询（${f.bookingUrl} ）和免费自行安装，没有安装费。`,
    "chat-model": () => "默认不会。本聊天的回复由我们自己服务器上的软件生成。只有在我们为聊天开启AI模型时，您的新消息以及本次对话中最多10条之前的消息才会同时发送给该模型的提供方（OpenAI、Anthropic或我们选择的兼容模型服务器），用于组织回复。详情：/privacy",
    assistant: (f) => `我是${f.siteName}的AI助手，不是真人。如果您想和真人沟通，我可以为您联系我们的团队：请留下邮箱或电话，或致电 ${f.phone}（${contentText("zh").hours(f.hours)}）。`,
    "clients-know-ai": (f) => `我们的网站没有提到您的AI助手会不会告诉客户它是AI，我不想乱猜。网站有说明：只要客户要求找真人，AI助手就会把对话转给您。我们的团队可以告诉您更多：${f.email} 或 ${f.phone}。`,
    included: (f) => `每个套餐都包括：${core(f, "zh").join("；")}。`,
    "included-yes": (f) => `是的。每个套餐都包括：${core(f, "zh").join("；")}。`,
    "add-later-no-upgrade": () => `不需要升级或换套餐。${faq("add-later", "zh").replace(/^[^.。]+[.。]\s*/u, "")}`,
    "as-site-says": () => "是的，这是我们网站上写明的：",
    "no-call": () => "没问题，不预约咨询也可以得到答案。关于我们的套餐、附加服务、安装费用和系统对接，网站上写的内容我都可以在这里告诉您。您想了解什么？",
    "training-format": (f) => `每个套餐都包括团队入门、员工培训和文档。我们的网站没有提到培训是现场进行还是线上进行，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
    accuracy: (f) => `每个套餐都包括根据您的业务、房源和说话风格训练的专属AI助手，以及监控、每月优化和效果报告，它的回答会和您一起检查、调整；客户要求真人时，它会把对话转给您。如果有需要尽快更正的内容，请告诉我们的团队：${f.email} 或 ${f.phone}。`,
    training: () => `有的。每个套餐都包括团队入门、员工培训和文档，我们还会每月和您一起监控和优化，您不用自己摸索。`,
    "after-care": () => `不会。每个套餐都包括团队入门、员工培训和文档，我们还会每月和您一起监控和优化，您不用自己摸索。`,
    "audience-yes": () => `是的。我们为休斯顿的房地产经纪人、经纪公司、团队负责人和物业经理提供AI自动化。`,
    audience: (f) => `我们为休斯顿的房地产经纪人、经纪公司、团队负责人和物业经理提供AI自动化。网站没有提到其他用途，我们的团队可以告诉您是否合适：${f.email} 或 ${f.phone}。`,
  },
};

export const EXTRA: Record<Language, ExtraRenderer> = { en, es, vi, zh };
