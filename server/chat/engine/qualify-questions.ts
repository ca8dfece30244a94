import type { AskedField } from "../../contacts/qualification/answer.ts";
import type { Language } from "./types.ts";

// The one short question the assistant may add to an answer (issue 37, item 6), in the order a good agent asks:
// who they are, how big, when, what hurts, what they use. Each says why it asks, so it reads as help, not a form.
// Spanish says usted, as the site's Spanish pages and the assistant's other answers do.

export const QUALIFY_QUESTIONS: Record<Language, Record<AskedField, string>> = {
  en: {
    role: "By the way, are you an agent, a broker, a team leader or a property manager? That helps me point you to the right fit.",
    teamSize: "May I ask how many agents are on your team, or is it just you? It changes which package fits.",
    timeline: "When would you like to have this running: this month, in a few months, or later?",
    problem: "What's the main thing you'd like to fix: missed calls, follow-up, listings, or something else?",
    tools: "Which CRM or tools do you use today? I can tell you how we'd connect to them.",
  },
  es: {
    role: "Por cierto, ¿es usted agente, broker, líder de equipo o administrador de propiedades? Así le doy una mejor recomendación.",
    teamSize: "¿Cuántos agentes tiene su equipo, o trabaja por su cuenta? Eso cambia qué paquete le conviene.",
    timeline: "¿Para cuándo le gustaría tenerlo funcionando: este mes, en unos meses o más adelante?",
    problem: "¿Qué es lo principal que desea resolver: llamadas perdidas, seguimiento, anuncios u otra cosa?",
    tools: "¿Qué CRM o herramientas usa hoy? Le digo cómo nos conectaríamos.",
  },
  vi: {
    role: "Nhân tiện, bạn là môi giới, chủ sàn (broker), trưởng nhóm hay quản lý bất động sản? Như vậy tôi sẽ gợi ý đúng hơn.",
    teamSize: "Nhóm của bạn có bao nhiêu môi giới, hay bạn làm một mình? Điều này quyết định gói nào phù hợp.",
    timeline: "Bạn muốn triển khai khi nào: trong tháng này, vài tháng nữa hay sau này?",
    problem: "Điều bạn muốn giải quyết nhất là gì: cuộc gọi nhỡ, chăm sóc khách, đăng tin hay việc khác?",
    tools: "Hiện bạn đang dùng CRM hay công cụ nào? Tôi sẽ cho bạn biết cách chúng tôi kết nối.",
  },
  zh: {
    role: "顺便问一下，您是经纪人、经纪公司负责人、团队负责人还是物业经理？这样我能更准确地为您推荐。",
    teamSize: "请问您的团队有多少位经纪人，还是您一个人做？这决定哪个套餐更合适。",
    timeline: "您希望什么时候开始使用：这个月、几个月内，还是以后？",
    problem: "您最想解决的是什么：漏接电话、客户跟进、房源发布，还是别的？",
    tools: "您现在用的是哪个CRM或工具？我可以告诉您我们怎么对接。",
  },
};

/** "Thanks, that helps.": the answer to our question is acknowledged before anything else is said. */
export const QUALIFY_THANKS: Record<Language, string> = {
  en: "Thanks, that helps.",
  es: "Gracias, eso me ayuda.",
  vi: "Cảm ơn bạn, thông tin này rất hữu ích.",
  zh: "谢谢，这很有帮助。",
};
