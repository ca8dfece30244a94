import type { TranslatedLocale } from "./locales.ts";
import type { SolutionsText } from "./solutions.ts";
import { REPLY_WITHIN_HOURS } from "../content/site-facts.ts";

// The Solutions page in the languages it is translated into (a language missing here is not shipped for this page:
// its address shows the English page with a note). Read only by the Solutions loader, on the server. Product names
// (the packages, Voice AI, Email Commander, Social Scheduler) stay as they are: the chat assistant knows them so.

const PRECIO_A_CONSULTAR = "Precio a consultar";

export const solutionsTranslations: Partial<Record<TranslatedLocale, SolutionsText>> = {
  es: {
    meta: {
      title: "Soluciones y paquetes",
      description:
        "Paquetes de automatización con IA para bienes raíces en Houston: Enterprise, Growth y Foundation, servicios adicionales, instalación de plataformas y bundles. Contáctenos para conocer los precios.",
    },
    hero: {
      eyebrow: "Soluciones",
      titleStart: "Sistemas de IA hechos para ",
      titleHighlight: "los bienes raíces de Houston",
      lead: "Desde el asistente del sitio web de un solo agente hasta una operación de IA para toda su agencia: elija un paquete, agregue lo que necesite y nosotros lo instalamos por usted.",
    },
    cta: {
      consultation: "Reserve una consulta gratuita",
      chat: "Hable con nuestra IA",
      newTab: " (abre la página de citas en una pestaña nueva)",
    },
    packages: {
      eyebrow: "Paquetes",
      title: "Elija el nivel de automatización que le conviene a su negocio",
      lead: "Definimos cada paquete según su negocio después de una consulta breve, para que solo pague por lo que de verdad le da resultados.",
      mostPopular: "El más popular",
      contactForPricing: PRECIO_A_CONSULTAR,
      placeholderSetup: "instalación",
      placeholderMonthly: "+ $000 / mes",
      ask: "¿Qué incluye el paquete {name}?",
      askAbout: "Pregunte a la IA por {name}",
      packages: {
        enterprise: {
          subtitle: "Para agencias inmobiliarias y equipos grandes",
          description: "Un sistema operativo de IA completo para su agencia, diseñado en torno a sus agentes y sus datos.",
          features: [
            "Agentes de IA a la medida para cada fuente de prospectos",
            "Integración completa con su CRM y el MLS/HAR",
            "Gestión automatizada de clientes para todo el equipo",
            "Tableros de análisis para la dirección",
            "Agente de servicio al cliente multilingüe 24/7",
            "Gerente de cuenta exclusivo",
          ],
          outcome: "Haga crecer su agencia sin aumentar su personal.",
          ctaLabel: "Reserve una consulta Enterprise",
        },
        growth: {
          subtitle: "Para agentes y equipos en crecimiento",
          description: "Captación de prospectos, seguimiento y reportes que trabajan en conjunto para que su equipo cierre más ventas.",
          features: [
            "Agente de IA que capta y califica prospectos",
            "Secuencias de seguimiento automáticas",
            "Integración con su CRM",
            "Agenda de visitas que toma en cuenta el tráfico",
            "Tablero de desempeño",
          ],
          outcome: "Más citas calificadas y más de 20 horas ahorradas cada semana.",
          ctaLabel: "Empiece a crecer",
        },
        foundation: {
          subtitle: "Para agentes independientes",
          description: "Lo esencial para no perder prospectos y responder cada consulta en minutos.",
          features: [
            "Asistente de chat con IA para su sitio web",
            "Captación de prospectos y avisos al instante",
            "Automatización básica de seguimiento",
            "Reporte mensual de desempeño",
          ],
          outcome: "No vuelva a perder un prospecto.",
          ctaLabel: "Comience ahora",
        },
      },
    },
    core: {
      eyebrow: "Oferta base",
      title: "Incluido en todos los paquetes",
      lead: "La base que recibe cada cliente, sin importar el paquete que elija.",
      items: [
        "Sesión de diagnóstico y un plan de automatización por escrito",
        "Agente de IA a la medida, entrenado con su negocio, sus propiedades y su estilo",
        "Conexión con su CRM, calendario, correo y teléfono",
        "Conocimiento de los vecindarios y del mercado de Houston integrado",
        "Conversaciones en inglés y en español, 24/7",
        "Incorporación, capacitación y documentación para su equipo",
        "Monitoreo, ajustes mensuales y reportes de desempeño",
        "Soporte local, {hours}",
      ],
    },
    addOns: {
      eyebrow: "Servicios adicionales",
      title: "Amplíe su equipo de IA",
      lead: "Agregue funciones a cualquier paquete a medida que crece su negocio.",
      ask: "¿Qué hace {name} y cuánto cuesta?",
      askAbout: "Pregunte a la IA por {name}",
      items: {
        "market-dashboard": {
          name: "Tablero de mercado",
          description: "Datos y tendencias del mercado de Houston en tiempo real para sus zonas de trabajo.",
          price: "$149/mes",
        },
        "enhanced-messaging": {
          name: "Mensajería avanzada",
          description: "Conversaciones por SMS y WhatsApp atendidas por su agente de IA.",
          price: "$129/mes",
        },
        "voice-ai": {
          name: "Voice AI",
          description: "Un agente de voz con IA que contesta y califica las llamadas.",
          price: "$197/mes",
        },
        "email-commander": {
          name: "Email Commander",
          description: "IA que organiza, redacta y da seguimiento a su correo.",
          price: "$197/mes",
          setup: "$1,500 de instalación",
        },
        "social-scheduler": {
          name: "Social Scheduler",
          description: "Publicaciones de propiedades y del mercado, creadas y programadas en sus redes sociales.",
          price: "$247/mes",
          setup: "$2,000 de instalación",
        },
        "customer-service-agent": {
          name: "Agente de servicio al cliente 24/7",
          description: "Respuestas a toda hora para clientes e inquilinos, en su propio idioma.",
          price: "$497/mes",
          setup: "$3,000 de instalación",
        },
        "custom-integrations": {
          name: "Integraciones a medida",
          description: "Conexiones con las herramientas que su negocio ya usa.",
          price: "$250/hora o por paquete",
        },
      },
    },
    setup: {
      eyebrow: "Instalación de plataformas",
      title: "Conecte las plataformas que ya usa",
      lead: "Tarifas únicas de instalación por plataforma, según el tipo. Cada conexión se prueba de principio a fin antes de activarse.",
      caption: "Tarifas de instalación por tipo de plataforma",
      platformType: "Tipo de plataforma",
      examples: "Ejemplos",
      included: "Qué incluye",
      fee: "Tarifa de instalación",
      rows: {
        "data-tools": { type: "Herramientas de datos", included: "Conexión de la cuenta, mapeo de datos y una prueba completa" },
        communication: { type: "Comunicación", included: "Conexión, plantillas de mensajes y reglas de distribución" },
        "business-marketing": {
          type: "Negocio y marketing",
          included: "Conexión, sincronización de audiencias o del calendario y disparadores de automatización",
        },
        crm: { type: "CRM", included: "Mapeo de campos, configuración del embudo de ventas, importación de datos y capacitación del equipo" },
      },
    },
    bundles: {
      eyebrow: "Bundles de instalación",
      title: "Conecte varias plataformas por menos",
      lead: "Junte la instalación de sus plataformas en un bundle y ahorre en las tarifas por plataforma.",
      oneTime: "pago único de instalación",
      choose: "Elegir el {name}",
      ask: "¿Qué cubre el {name}?",
      askAbout: "Pregunte a la IA por el {name}",
      items: {
        starter: { name: "Bundle Starter", platforms: "2 plataformas a su elección" },
        pro: { name: "Bundle Pro", platforms: "4 plataformas a su elección" },
        enterprise: { name: "Bundle Enterprise", platforms: "Hasta 6 plataformas" },
      },
    },
    choose: {
      eyebrow: "Opciones de instalación",
      title: "Cómo eligen nuestros clientes",
      lead: "Cada conexión puede hacerla nuestro equipo o usted mismo. La mayoría de los clientes combina las dos.",
      choices: {
        "done-for-you": {
          title: "Instalación hecha por nosotros",
          tagline: "Nosotros conectamos y configuramos todo",
          points: [
            "Conectamos cada plataforma, organizamos sus datos y probamos cada flujo",
            "Precio por plataforma (vea la tabla de arriba) o en bundle",
            "Funcionando más rápido, sin quitarle tiempo a su negocio",
            "Ideal para agentes ocupados, equipos y agencias",
          ],
        },
        "self-setup": {
          title: "Instalación gratuita por su cuenta",
          tagline: "Usted mismo conecta las plataformas",
          points: [
            "Guías paso a paso para cada plataforma compatible",
            "Sin cargo de instalación: solo paga su paquete",
            "Nuestro equipo revisa sus conexiones antes de activarlas",
            "Ideal para agentes que se llevan bien con la tecnología y tienen tiempo",
          ],
        },
      },
    },
    tech: { title: "Con tecnología en la que puede confiar" },
    testimonials: {
      eyebrow: "Historias de clientes",
      title: "La confianza de los profesionales inmobiliarios de Houston",
      lead: "Agentes, brókers y administradores de propiedades de todo el Gran Houston cuentan qué cambió desde que pusieron la IA a trabajar.",
      rated: "Calificación: {rating} de 5",
    },
    faq: {
      eyebrow: "Preguntas frecuentes",
      title: "Lo que más nos preguntan",
      lead: "Respuestas claras sobre los paquetes, la instalación y cómo trabajamos.",
      entries: [
        {
          question: "¿Por qué no publican los precios de los paquetes?",
          answer: `Cada negocio es distinto: un agente independiente y una agencia de 40 agentes necesitan sistemas muy diferentes. Definimos el alcance de cada paquete en una consulta breve y le enviamos una cotización fija en menos de ${REPLY_WITHIN_HOURS} horas; por eso los paquetes dicen '${PRECIO_A_CONSULTAR}'.`,
        },
        {
          question: "¿Cuánto tiempo tarda en quedar funcionando?",
          answer:
            "La mayoría de las instalaciones Foundation quedan listas en dos semanas, y las Growth en tres o cuatro. Las implementaciones Enterprise se planean con su equipo directivo, normalmente por etapas, a lo largo de seis a ocho semanas.",
        },
        {
          question: "¿Funciona con mi CRM y con el MLS?",
          answer:
            "Sí. Nos conectamos con HubSpot, Follow Up Boss, kvCORE, Salesforce y otros CRM, y con los datos de propiedades del MLS/HAR, para que su IA responda con inventario real y cada prospecto llegue a su embudo de ventas.",
        },
        {
          question: "¿La IA puede hablar en español con mis clientes?",
          answer:
            "Sí. Su agente de IA conversa con naturalidad en inglés y en español, a cualquier hora, y le pasa la conversación a usted cuando un cliente pide hablar con una persona.",
        },
        {
          question: "¿Necesito conocimientos técnicos?",
          answer:
            "No. Con la instalación hecha por nosotros, conectamos y probamos todo. Si prefiere la instalación gratuita por su cuenta, nuestras guías paso a paso lo acompañan en cada plataforma y revisamos sus conexiones antes de activarlas.",
        },
        {
          question: "¿Los datos de mis clientes están seguros?",
          answer:
            "Sus datos se quedan en sus propias cuentas y solo se usan para atender a sus clientes. Las conexiones usan el acceso oficial y cifrado de cada plataforma, y nunca vendemos ni compartimos la información de sus clientes.",
        },
        {
          question: "¿Puedo agregar servicios más adelante?",
          answer:
            "Cuando quiera. Los servicios adicionales, como Voice AI, Social Scheduler o el Agente de servicio al cliente 24/7, se pueden agregar a cualquier paquete a medida que crece su negocio.",
        },
      ],
    },
    closing: {
      title: "¿Listo para poner la IA a trabajar en su negocio?",
      lead: "Reserve una consulta gratuita y le mostraremos qué automatizaciones le ahorrarán más tiempo, o pregúntele ahora mismo lo que quiera a nuestro asistente de IA.",
    },
  },
};
