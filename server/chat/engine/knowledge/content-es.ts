import { esRecords, localizeHours, localizePrice } from "../replies/es-text.ts";
import type { ContentTranslations } from "./content-text.ts";

export const esContent: ContentTranslations = {
  ...esRecords,
  faq: {
    "why-no-prices":
      "Cada negocio es distinto: un agente independiente y una correduría de 40 agentes necesitan sistemas muy diferentes. Definimos cada paquete en una consulta corta y enviamos una cotización fija en 24 horas; por eso los paquetes dicen 'Contact for pricing'.",
    timeline:
      "La mayoría de las instalaciones de Foundation están funcionando en dos semanas y Growth en tres a cuatro. Las implementaciones de Enterprise se planean con su equipo directivo, normalmente por fases en seis a ocho semanas.",
    "crm-mls":
      "Nos conectamos con HubSpot, Follow Up Boss, kvCORE, Salesforce y otros CRM, y con los datos de listados de MLS/HAR, para que su IA responda con inventario real y cada prospecto llegue a su embudo.",
    spanish:
      "Su agente de IA conversa con naturalidad en inglés y en español, a toda hora, y le pasa la conversación cuando un cliente pide hablar con una persona.",
    "technical-skills":
      "Con la instalación hecha por nosotros conectamos y probamos todo. Si prefiere la instalación gratuita por su cuenta, nuestras guías paso a paso lo acompañan en cada plataforma y revisamos sus conexiones antes de salir en vivo.",
    "data-safety":
      "Sus datos se quedan en sus propias cuentas y solo se usan para atender a sus clientes. Las conexiones usan el acceso oficial y cifrado de cada plataforma, y nunca vendemos ni compartimos la información de sus clientes.",
    "add-later":
      "En cualquier momento. Los servicios adicionales como Voice AI, Social Scheduler o el 24/7 Customer Service Agent se pueden sumar a cualquier paquete a medida que crece su negocio.",
  },
  core: (hours) => [
    "Sesión de descubrimiento y un plan de automatización por escrito",
    "Agente de IA a medida, entrenado con su negocio, sus listados y su forma de hablar",
    "Conexiones con su CRM, calendario, correo y teléfono",
    "Conocimiento de los barrios y del mercado de Houston integrado",
    "Conversaciones en inglés y español, 24/7",
    "Incorporación, capacitación y documentación para su equipo",
    "Monitoreo, ajustes mensuales e informes de rendimiento",
    `Soporte local, ${hours}`,
  ],
  setupChoices: {
    "done-for-you": "Instalación hecha por nosotros: conectamos cada plataforma, mapeamos sus datos y probamos cada flujo; se cobra por plataforma (ver la tabla) o como paquete de instalación. Sale en vivo más rápido, sin quitarle tiempo a su negocio. Ideal para agentes, equipos y corredurías con poco tiempo.",
    "self-setup": "Instalación por su cuenta, gratis: guías paso a paso para cada plataforma compatible, sin cuota de instalación (solo paga su paquete) y nuestro equipo revisa sus conexiones antes de salir en vivo. Ideal para agentes cómodos con la tecnología y con tiempo.",
  },
  hours: localizeHours,
  price: localizePrice,
};
