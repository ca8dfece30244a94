import { CONTACT_FORM_PATH, bullet, postLink } from "../replies/templates.ts";
import type { Renderer } from "./answer-types.ts";
import type { SitePost, SitePostTranslation } from "../types.ts";
import { contentText } from "./content-text.ts";
import { faq, selfSetupPoints, technologies } from "./site-knowledge.ts";
import { bundleSize } from "./bundle-size.ts";
import { featuresFirst } from "./features-first.ts";

const c = contentText("es");
const consult = (url: string): string => `Agende una consulta gratuita: ${url}`;
const list = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`);
// "CRM …" and "AI …" keep their capitals.
const lower = (s: string): string => (/^[A-Z]{2}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

// What the site does not say, named in the reply so every unknown reads alike.
const spanishOf = (p: SitePost): SitePostTranslation | undefined => p.translations?.find((t) => t.language === "es");
const postInSpanish = (p: SitePost): string => {
  const es = spanishOf(p);
  return es ? `${es.title}: /${es.language}/blog/${es.slug} (original en inglés: ${postLink(p)})` : `${p.title}: ${postLink(p)}`;
};
const ES_TOPIC = { presence: " si tenemos gente nuestra en ese lugar", elsewhere: " si trabajamos fuera del área de Houston (las zonas que lista están todas en Houston)", "voice-own": " si Voice AI puede hablar con la voz de una persona en particular", uptime: " qué disponibilidad o nivel de servicio (SLA) garantizamos", discount: " si damos descuentos, para oficinas grandes u otros", cancellation: " si hay un cargo o penalización por cancelar", "other-languages": " si su IA puede responder en ese idioma", clients: " cuántos clientes tenemos", founding: " quién fundó la empresa ni desde cuándo opera", capacity: " cuántas llamadas a la vez puede atender Voice AI", contract: " si hay un plazo mínimo de contrato", certification: " qué certificaciones o auditorías de seguridad tenemos", payment: " qué formas de pago aceptamos", headcount: " cuántas personas trabajan en la agencia", "staff-languages": " qué idiomas habla nuestro equipo", "voice-languages": " en qué idiomas habla Voice AI en las llamadas", referral: " si pagamos comisiones por referidos", refund: " si hacemos reembolsos", "messaging-apps": " si trabajamos con aplicaciones de mensajería además de SMS y WhatsApp" , nda: " si firmamos acuerdos de confidencialidad (NDA) o de tratamiento de datos", holidays: " si nuestro equipo trabaja en días festivos", commercial: " si trabajamos con bienes raíces comerciales", hosting: " dónde están alojados nuestros servidores", rent: " si cobramos rentas", screening: " si hacemos verificaciones de antecedentes o de crédito de inquilinos", insurance: " si tenemos seguro de responsabilidad civil o de errores y omisiones", "mobile-app": " si hay una aplicación móvil", testimonials: " si publicamos reseñas o casos de clientes", resale: " si nuestro sistema se puede revender con la marca de otra empresa", speaking: " si nuestro equipo da charlas en asociaciones o eventos", franchise: " si ofrecemos franquicias", podcast: " si tenemos un podcast", jobs: " si estamos contratando", "voice-number": " si Voice AI puede conservar su propio número de teléfono", awards: " si hemos ganado premios", sharing: " si un paquete o un acceso se puede compartir entre más de una persona, negocio o marca, ni si se puede trasladar o dividir después", rush: " si se puede poner en marcha antes del plazo habitual", remote: " si la consulta puede hacerse por videollamada o por teléfono"};
export const es: Renderer = {
  entry: {
    services: (f) => `Esto es lo que creamos para profesionales inmobiliarios:\n${bullet(f.offerings.services.map((s) => `${c.service(s).title}: ${c.service(s).description}`))}`,
    about: (f) => `Soy el asistente de IA de ${f.siteName}, una agencia de automatización con IA para agentes, corredores, líderes de equipo y administradores de propiedades de Houston. Lo que nos distingue:\n${bullet(f.offerings.differentiators.map((d) => `${c.differentiator(d).title}: ${c.differentiator(d).description}`))}`,
    packages: (f) => `Ofrecemos tres paquetes:\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? " (el más popular)" : ""}, ${lower(c.pkg(p).subtitle)}: ${c.pkg(p).description}`))}\nEl precio de los paquetes se comparte en una consulta gratuita.`,
    pricing: (f) => `Nuestros paquetes (${list(f.offerings.packages.map((p) => p.name))}) se cotizan según cada negocio, así que el precio se comparte en una consulta gratuita: contáctenos para conocer el precio. Los complementos, las tarifas de instalación y los bundles tienen precios publicados; los bundles empiezan en ${f.offerings.bundles[0]?.price ?? ""}.`,
    "why-no-prices": () => faq("why-no-prices", "es"),
    addons: (f) => `Complementos que puede sumar a cualquier paquete:\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${c.price(a.setup)} + ` : ""}${c.price(a.price)}. ${c.addon(a)}`))}`,
    bundles: (f) => `Los bundles de instalación (pago único de instalación, no mensual) ahorran al conectar varias plataformas:\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${c.platforms(b)}): ${b.price}`))}\nPuede elegir uno en el formulario: ${CONTACT_FORM_PATH}`,
    "setup-fees": (f) => `Las tarifas de instalación (únicas, hechas por nosotros) dependen del tipo de plataforma:\n${bullet(f.offerings.setupAddOns.map((s) => `${c.setup(s).type} (${s.examples}): ${s.feeRange}`))}\nCon la instalación gratuita por su cuenta no hay tarifa de instalación.`,
    "self-setup": () => `No. La instalación por su cuenta es gratis, sin tarifa de instalación: solo paga su paquete. ${selfSetupPoints("es")}`,
    booking: (f) => `¡Con gusto! ${consult(f.bookingUrl)}\nTambién puede llamar al ${f.phone}.`,
    hours: (f) => `Nuestro equipo atiende ${c.hours(f.hours)}. Yo estoy aquí 24/7.`,
    contact: (f) => `Puede contactar a nuestro equipo por teléfono al ${f.phone}, por correo a ${f.email} o con el formulario en ${CONTACT_FORM_PATH}. Horario: ${c.hours(f.hours)}.`,
    phone: (f) => `Nuestro teléfono es ${f.phone} (${c.hours(f.hours)}).`,
    email: (f) => `Nuestro correo es ${f.email}. Respondemos en menos de ${f.offerings.replyWithinHours} horas.`,
    "contact-form": () => `Sí, el formulario de contacto está en ${CONTACT_FORM_PATH}. Respondemos en menos de 24 horas.`,
    areas: (f) => `Nos enfocamos en el mercado de Houston, incluyendo ${list(f.offerings.serviceAreas)}. Para otras zonas, pregúntele a nuestro equipo en ${f.email}.`,
    integrations: (f) => {
      const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
      return `Sí. ${faq("crm-mls", "es")}${crm ? ` La instalación de un CRM cuesta ${crm.feeRange}.` : ""} Otras herramientas se conectan con integraciones a medida.`;
    },
    mls: () => "Sí. Nos conectamos a los datos de listados de MLS/HAR, para que las respuestas y alertas usen inventario real.",
    technologies: () => `Trabajamos con ${list(technologies)}.`,
    languages: () => `Sí. Su IA atiende a sus clientes en inglés, español y más, 24/7; yo puedo conversar con usted en inglés, español, vietnamita y chino. ${faq("spanish", "es")}`,
    "how-it-works": (f) => `Funciona en tres pasos:\n${bullet([`Una consulta gratuita para entender su flujo de prospectos y sus metas: ${f.bookingUrl}`, "Le recomendamos un paquete y creamos sus agentes de IA y automatizaciones, hechos por nosotros o con la instalación gratuita por su cuenta.", "Conectamos sus plataformas (CRM, MLS/HAR, correo, mensajería) y usted sale en vivo."])}`,
    timeline: () => faq("timeline", "es"),
    "technical-skills": () => `No. ${faq("technical-skills", "es")}`,
    "data-safety": () => faq("data-safety", "es"),
    "add-later": () => `Sí. ${faq("add-later", "es")}`,
    results: (f) => `Lo que ven nuestros clientes:\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${c.stat(s)}`))}`,
    blog: (f) => `Nuestro blog, ${f.offerings.blogName}, trata de IA y automatización para bienes raíces: /blog`,
    recommend: (f) => es.recommendAsk(f),
    "success-manager-only": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `No. Solo ${pkg.name} incluye un gerente de éxito dedicado.` : es.unknown(f);
    },
    "success-manager": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `Sí. ${pkg.name} incluye un gerente de éxito dedicado.` : es.unknown(f);
    },
  },
  package: (f, pkg, price) =>
    price
      ? `El precio de ${pkg.name} se ajusta a su negocio, así que lo compartimos en una consulta gratuita y no aquí: contáctenos para conocer el precio. ${consult(f.bookingUrl)}`
      : `${pkg.name}${pkg.popular ? " (nuestro paquete más popular)" : ""}, ${lower(c.pkg(pkg).subtitle)}. ${c.pkg(pkg).description}\nIncluye:\n${bullet(c.pkg(pkg).features)}\nEl resultado: ${c.pkg(pkg).outcome}`,
  addon: (_f, a) => `${a.name}: ${a.setup ? `${c.price(a.setup)} + ` : ""}${c.price(a.price)}. ${c.addon(a)} Se puede sumar a cualquier paquete.`,
  bundle: (_f, b) => `El ${b.name} cubre ${c.platforms(b)} por ${b.price}, pago único (no mensual). Puede pedirlo en el formulario: ${CONTACT_FORM_PATH}?bundle=${b.key}`,
  setup: (_f, s) => `La instalación de ${c.setup(s).type} (${s.examples}) cuesta ${s.feeRange} si la hacemos nosotros. Incluye: ${lower(c.setup(s).included)}. Con la instalación gratuita por su cuenta no hay tarifa.`,
  addonSum: (_f, names, total) => `Juntos, ${list(names)} suman ${total}/mes (la instalación, si la hay, va aparte).`,
  area: (f, name, known, also = []) =>
    known && name ? `Sí, atendemos ${list([name, ...also])}. Trabajamos en toda el área de Houston, incluyendo ${list(f.offerings.serviceAreas.filter((a) => a !== name && !also.includes(a)).slice(0, 5))}.` : es.entry.areas(f),
  platforms: (_f, found) => {
    const fees = [...new Set(found.flatMap((p) => (p.row ? [`la instalación de ${c.setup(p.row).type} (${p.row.examples}) cuesta ${p.row.feeRange}`] : [])))];
    return `Sí, trabajamos con ${list(found.map((p) => p.name))}.${fees.length > 0 ? ` Si la hacemos nosotros, ${fees.join("; ")} (sin costo con la instalación por su cuenta).` : ""}`;
  },
  recommend: (_f, pkg, reason, named) => {
    const why = { solo: "está pensado para agentes independientes", team: "está pensado para agentes y equipos en crecimiento", brokerage: "está pensado para corredurías y equipos grandes", popular: "es nuestro paquete más popular" }[reason];
    return `Le sugiero ${pkg.name}: ${why}. ${c.pkg(pkg).description} Incluye ${list(featuresFirst(c.pkg(pkg).features, named).map(lower))}. El precio se comparte en una consulta gratuita.`;
  },
  recommendAsk: (f, staff) => staff ? `Con gusto le ayudo a elegir. ¿Las administra usted solo o cuántas personas trabajan con usted? En breve: ${f.offerings.packages.map((p) => `${p.name} es ${lower(c.pkg(p).subtitle)}`).join("; ")}.` : `Con gusto le ayudo a elegir. ¿Es usted agente independiente, un equipo (¿cuántos agentes?), una correduría o administra propiedades? En breve: ${f.offerings.packages.map((p) => `${p.name} es ${lower(c.pkg(p).subtitle)}`).join("; ")}.`,
  bundleFor: (_f, b, count) => {
    const extra = count - bundleSize(b);
    if (extra > 0) return `${count} plataformas son más de las que cubre nuestro bundle más grande. El ${b.name} cubre ${c.platforms(b)} por ${b.price}; las otras ${extra} se agregan con la tarifa de instalación de cada plataforma. Pídalo aquí: ${CONTACT_FORM_PATH}?bundle=${b.key}`;
    return `Para ${count} plataformas le conviene el ${b.name}: cubre ${c.platforms(b)} por ${b.price}, pago único (no mensual). Pídalo aquí: ${CONTACT_FORM_PATH}?bundle=${b.key}`;
  },
  posts: (f, posts, subject) =>
    posts.length > 0
      ? // A post with its own Spanish version is linked in Spanish, with the English original beside it.
        posts.every((p) => spanishOf(p))
        ? `De nuestro blog, ${f.offerings.blogName}:\n${bullet(posts.map((p) => postInSpanish(p)))}`
        : `De nuestro blog, ${f.offerings.blogName} (en inglés):\n${bullet(posts.map((p) => (spanishOf(p) ? postInSpanish(p) : `${p.title}: ${postLink(p)}`)))}`
      : `No tenemos ningún artículo${subject ? ` sobre ${subject}` : " sobre eso"} por ahora. Todos nuestros artículos están en /blog.`,
  unknown: (f, about) => `Nuestro sitio no dice${about?.about === "guarantee" ? " si los resultados están garantizados" : about?.about && about.about in ES_TOPIC ? ES_TOPIC[about.about as keyof typeof ES_TOPIC] : about?.about === "office" ? ` si tenemos una oficina${about.name ? ` en ${about.name}` : " que se pueda visitar"}` : " eso"}, así que no quiero adivinar. Nuestro equipo puede responderle: ${f.email} o ${f.phone}.`,
  nextStep: (f) => consult(f.bookingUrl),
  greeting: (f) => `¡Hola! Soy el asistente de ${f.siteName}. Pregúnteme por nuestra automatización con IA para bienes raíces en Houston: paquetes, complementos, bundles, integraciones o cómo agendar una consulta gratuita.`,
  thanks: (f, quiet, declined) => (quiet ? "¡De nada!" : `¡De nada! ¿Le puedo ayudar con algo más?${declined ? "" : ` ${consult(f.bookingUrl)}`}`),
  goodbye: (f, quiet) => (quiet ? "Hasta luego, que esté bien." : `¡Gracias por visitarnos, y que le vaya bien! ${consult(f.bookingUrl)}`),
  offTopic: (f) => `Solo puedo ayudarle con preguntas sobre ${f.siteName}: nuestros servicios de automatización con IA, paquetes, complementos, integraciones o cómo agendar una consulta.`,
  injection: (f) => `Lo siento, no puedo compartir mis instrucciones, mi configuración interna ni información de otras personas. Con gusto le ayudo con los servicios y paquetes de ${f.siteName}.`,
  complaint: (f, lead) =>
    `Lamento mucho lo ocurrido; no es la experiencia que queremos darle. Marqué esta conversación para que una persona de nuestro equipo le dé seguimiento${lead.email || lead.phone ? ` en ${lead.email ?? lead.phone}` : ""}. ${lead.email || lead.phone ? "" : "¿A qué correo o teléfono le escribimos? "}También puede llamar al ${f.phone} (${c.hours(f.hours)}).`,
  optOut: (f, newsletter) => `Entendido. Registré que no desea que nos comuniquemos con usted y no le enviaremos mensajes de marketing.${newsletter ? " Para el boletín, cada número trae un enlace para darse de baja al final: con un clic no le llega ninguno más (el botón de baja de su programa de correo también sirve)." : ""} Si también desea que borremos su información, escriba a ${f.email}; nuestra política de privacidad está en /privacy.`,
  deletion: (f, optOut) => `Entendido. Pasé su solicitud de ${optOut ? "baja y de " : ""}eliminación a nuestro equipo. Para confirmarla, escriba a ${f.email} con el correo o teléfono que usó; borraremos su información, incluidas las copias en los servicios que usamos. Detalles: /privacy`,
  handoff: (f, lead) =>
    lead.email || lead.phone
      ? `Claro. Marqué esta conversación y una persona de nuestro equipo se comunicará con usted en ${lead.email ?? lead.phone} en menos de ${f.offerings.replyWithinHours} horas.`
      : `Claro${lead.name ? `, ${lead.name}` : ""}, una persona de nuestro equipo se comunicará con usted. ¿A qué correo o teléfono le escribimos, y prefiere llamada, mensaje de texto o correo? También puede llamar al ${f.phone} (${c.hours(f.hours)}), agendar en ${f.bookingUrl} o escribirnos en ${CONTACT_FORM_PATH}.`,
  askContact: (_f, lead) => `¡Mucho gusto${lead.name ? `, ${lead.name}` : ""}! ¿Qué correo o teléfono podemos usar para comunicarnos con usted?`,
  checkEmail: (_f, typed) => `"${typed}" no parece un correo completo (debería verse como nombre@ejemplo.com), así que no lo guardé. ¿Puede escribirlo de nuevo o darnos un teléfono?`,
  askPhone: (_f, lead) => `Claro${lead.name ? `, ${lead.name}` : ""}. ¿A qué número de teléfono le podemos llamar o escribir? Ya avisé a nuestro equipo.`,
  confirmed: (f, lead, channel) => {
    const via = channel === "sms" ? " por mensaje de texto" : channel === "whatsapp" ? " por WhatsApp" : channel === "call" ? " por teléfono" : "";
    const at = lead.email && !["sms", "call", "whatsapp"].includes(channel ?? "") ? lead.email : (lead.phone ?? lead.email);
    return `¡Gracias${lead.name ? `, ${lead.name}` : ""}! Nuestro equipo se pondrá en contacto con usted${via}${at ? (at === lead.email ? ` en ${at}` : ` al ${at}`) : ""} en menos de ${f.offerings.replyWithinHours} horas.`;
  },
  timeNoted: (f, lead, channel) => {
    const at = lead.email && channel !== "sms" && channel !== "call" && channel !== "whatsapp" ? lead.email : (lead.phone ?? lead.email);
    return `Anotado${lead.name ? `, ${lead.name}` : ""}: ese horario queda en esta conversación, que nuestro equipo lee antes de contactarle${at ? ` en ${at}` : ""}. Si prefiere elegir una hora exacta, puede agendarla aquí: ${f.bookingUrl}`;
  },
  empathy: "Lamento escuchar eso.",
};
