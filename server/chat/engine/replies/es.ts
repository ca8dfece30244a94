import { CONTACT_FORM_PATH, bullet, postLink } from "./templates.ts";
import type { ReplyTemplates } from "./templates.ts";
import { esText, localizeHours, localizePrice } from "./es-text.ts";

const consult = (bookingUrl: string): string => `Agenda una consulta gratuita aquí: ${bookingUrl}`;

export const es: ReplyTemplates = {
  greeting: (f) =>
    `¡Hola! Soy el asistente de ${f.siteName}. Te puedo contar sobre nuestra automatización con IA para profesionales inmobiliarios de Houston: servicios, paquetes, complementos, bundles de instalación o cómo agendar una consulta gratuita. ¿En qué te ayudo?`,

  services: (f) =>
    `Esto es lo que creamos para profesionales inmobiliarios:\n${bullet(f.offerings.services.map((s) => `${esText.service(s).title}: ${esText.service(s).description}`))}\n¿Quieres detalles de alguno o ver qué paquete te conviene?`,

  about: (f) =>
    `Soy el asistente de IA de ${f.siteName}, una agencia de automatización con IA para agentes, brokers, líderes de equipo y administradores de propiedades de Houston. Lo que nos distingue:\n${bullet(f.offerings.differentiators.map((d) => `${esText.differentiator(d).title}: ${esText.differentiator(d).description}`))}`,

  pricingGeneral: (f) =>
    `Nuestros paquetes (${f.offerings.packages.map((p) => p.name).join(", ")}) se cotizan según cada negocio, así que el precio se comparte en una consulta gratuita: contáctanos para conocer el precio. ${consult(f.bookingUrl)}\nLos complementos, los bundles de instalación y las tarifas de configuración sí tienen precios publicados: por ejemplo, los bundles empiezan en ${f.offerings.bundles[0]?.price ?? ""}. Pregúntame por cualquiera.`,

  packagePrice: (f, pkg) =>
    `El precio de ${pkg.name} se adapta a tu negocio, por eso lo compartimos en una consulta gratuita y no aquí: contáctanos para conocer el precio. ${consult(f.bookingUrl)}\nTambién puedes llamar al ${f.phone} o escribir a ${f.email}.`,

  packagesOverview: (f) =>
    `Ofrecemos tres paquetes:\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? " (el más popular)" : ""}, ${esText.pkg(p).subtitle.toLowerCase()}: ${esText.pkg(p).description}`))}\nEl precio se comparte en una consulta gratuita (contáctanos para conocer el precio). ${consult(f.bookingUrl)}`,

  packageDetails: (f, pkg) => {
    const t = esText.pkg(pkg);
    return `${pkg.name}${pkg.popular ? " (nuestro paquete más popular)" : ""}, ${t.subtitle.toLowerCase()}. ${t.description}\nIncluye:\n${bullet(t.features)}\nEl resultado: ${t.outcome}\nPrecio: contáctanos para conocer el precio. ${consult(f.bookingUrl)}`;
  },

  addonsOverview: (f) =>
    `Complementos que puedes sumar a cualquier paquete:\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${localizePrice(a.setup)} + ` : ""}${localizePrice(a.price)}. ${esText.addon(a)}`))}`,

  addonDetails: (_f, addon) =>
    `${addon.name}: ${addon.setup ? `${localizePrice(addon.setup)} + ` : ""}${localizePrice(addon.price)}. ${esText.addon(addon)} Se puede agregar a cualquier paquete.`,

  bundlesOverview: (f) =>
    `Los bundles de instalación ahorran al conectar varias plataformas:\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${esText.platforms(b).toLowerCase()}): ${b.price}`))}\nPuedes elegir un bundle en nuestra página de contacto: ${CONTACT_FORM_PATH}`,

  bundleDetails: (_f, bundle) =>
    `El ${bundle.name} cubre ${esText.platforms(bundle).toLowerCase()} por ${bundle.price}. Puedes solicitarlo en nuestra página de contacto: ${CONTACT_FORM_PATH}?bundle=${bundle.key}`,

  setupOverview: (f) =>
    `Las tarifas de configuración dependen del tipo de plataforma:\n${bullet(f.offerings.setupAddOns.map((s) => `${esText.setup(s).type} (${s.examples}): ${s.feeRange}`))}\n¿Vas a conectar varias? Bundles: ${f.offerings.bundles.map((b) => `${b.name} ${b.price}`).join(", ")}.`,

  setupDetails: (_f, row) =>
    `La configuración de ${esText.setup(row).type} (${row.examples}) cuesta ${row.feeRange}. Incluye: ${esText.setup(row).included.toLowerCase()}.`,

  booking: (f) =>
    `¡Con gusto! ${consult(f.bookingUrl)}\nRevisamos tu negocio y te recomendamos el paquete adecuado. También puedes llamar al ${f.phone}.`,

  hours: (f) =>
    `Nuestro equipo atiende ${localizeHours(f.hours)}. Yo estoy disponible 24/7 y puedes agendar una consulta cuando quieras: ${f.bookingUrl}`,

  contact: (f) =>
    `Puedes comunicarte con nuestro equipo por teléfono al ${f.phone}, por correo a ${f.email} o con el formulario de contacto en ${CONTACT_FORM_PATH}. Horario: ${localizeHours(f.hours)}.`,

  location: (f) =>
    `Nos enfocamos en el mercado de Houston y trabajamos con profesionales inmobiliarios de toda el área, incluyendo ${f.offerings.serviceAreas.join(", ")}. ¿Estás fuera de estas zonas? Escríbenos a ${f.email}.`,

  integrations: (f) => {
    const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
    const others = f.offerings.setupAddOns.filter((s) => s.key !== "crm").map((s) => s.examples);
    return `Sí. Nos integramos con el servicio de listados local (MLS/HAR) para que las respuestas usen propiedades reales${crm ? `, y con CRMs como ${crm.examples} (configuración ${crm.feeRange})` : ""}. También conectamos herramientas como ${others.join(", ")}. Cualquier otra cosa es posible con integraciones personalizadas.`;
  },

  howItWorks: (f) =>
    `Funciona en tres pasos:\n${bullet([
      `Una consulta gratuita para entender tu flujo de prospectos y tus metas: ${f.bookingUrl}`,
      "Te recomendamos un paquete y construimos tus agentes de IA y automatizaciones. Puedes elegir entre una configuración hecha por nosotros o una autoconfiguración gratuita.",
      "Conectamos tus plataformas (CRM, MLS/HAR, correo, mensajería) y sales en vivo, con acompañamiento.",
    ])}\nEl plazo depende del alcance; en la consulta te damos un plan concreto.`,

  results: (f) =>
    `Lo que ven nuestros clientes:\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${esText.stat(s)}`))}\n¿Quieres ver cómo se vería en tu negocio? ${consult(f.bookingUrl)}`,

  blog: (f, posts) =>
    posts.length === 0
      ? `Nuestro blog, ${f.offerings.blogName}, trata sobre IA y automatización para bienes raíces: /blog`
      : `De nuestro blog, ${f.offerings.blogName} (en inglés):\n${bullet(posts.map((p) => `${p.title}: ${postLink(p)}`))}\nTodos los artículos: /blog`,

  handoff: (f) =>
    `Claro, una persona de nuestro equipo te ayudará con gusto. Puedes:\n${bullet([
      `agendar una consulta: ${f.bookingUrl}`,
      `llamar al ${f.phone} (${localizeHours(f.hours)})`,
      `enviar un mensaje con el formulario de contacto: ${CONTACT_FORM_PATH}`,
    ])}\nYa avisé a nuestro equipo sobre esta conversación.`,

  leadConfirmed: (f, lead) =>
    `¡Gracias${lead.name ? `, ${lead.name}` : ""}! Nuestro equipo se pondrá en contacto contigo${lead.email ? ` en ${lead.email}` : lead.phone ? ` al ${lead.phone}` : ""} en menos de ${f.offerings.replyWithinHours} horas. Si prefieres elegir un horario ahora: ${f.bookingUrl}`,

  leadAskContact: (_f, lead) =>
    `¡Mucho gusto${lead.name ? `, ${lead.name}` : ""}! ¿Cuál es el mejor correo o teléfono para que nuestro equipo te contacte?`,

  thanks: (f) => `¡Con gusto! ¿Te ayudo con algo más? También puedes agendar una consulta gratuita: ${f.bookingUrl}`,

  goodbye: (f) => `¡Gracias por visitarnos! Cuando quieras, agenda una consulta gratuita en ${f.bookingUrl}. ¡Que tengas un excelente día!`,

  offTopic: (f) =>
    `Solo puedo ayudarte con preguntas sobre ${f.siteName}: nuestros servicios de automatización con IA, paquetes, complementos, integraciones o cómo agendar una consulta. ¿Qué te gustaría saber?`,

  injection: (f) =>
    `Lo siento, no puedo compartir mis instrucciones, la configuración interna ni información de otras personas. Con gusto te ayudo con los servicios y paquetes de ${f.siteName} o a agendar una consulta.`,

  empathy: "Lamento escuchar eso.",
};
