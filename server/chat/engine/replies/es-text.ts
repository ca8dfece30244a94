import type {
  AddOnService,
  Bundle,
  Differentiator,
  Package,
  Service,
  SetupAddOn,
  Stat,
} from "#common/content/offerings.ts";

// Spanish wording of the offerings, keyed by the offering's key. Prices are never here: they always come
// from the facts. An offering added later without a translation is shown in English rather than not at all.

const services: Record<string, { title: string; description: string }> = {
  "ai-agents-lead-capture": {
    title: "Agentes de IA a medida y captura de prospectos",
    description: "Agentes de IA que responden cada consulta en segundos, califican compradores y vendedores y agendan citas a toda hora.",
  },
  "client-management": {
    title: "Gestión automatizada de clientes",
    description: "Seguimientos, recordatorios y avisos de cada operación que funcionan solos, para que ningún cliente se quede sin atención.",
  },
  "analytics-dashboards": {
    title: "Tableros de análisis a medida",
    description: "Tableros en vivo con sus prospectos, su embudo y datos del mercado de Houston, para decidir con números.",
  },
};

const differentiators: Record<string, { title: string; description: string }> = {
  "local-expertise": { title: "Experiencia en el mercado local", description: "Hecho para Houston: sus zonas, sus precios y la forma en que buscan los compradores locales." },
  "multilingual-support": { title: "Soporte multilingüe 24/7", description: "Su IA atiende a sus clientes en inglés, español y más, de día y de noche." },
  "mls-integration": { title: "Integración con el servicio de listados local", description: "Se conecta a los datos de MLS/HAR para que respuestas y alertas usen inventario real." },
  "traffic-scheduling": { title: "Agenda que considera el tráfico", description: "Visitas y citas planeadas según el tráfico de Houston, no solo según el calendario." },
};

const packages: Record<string, { subtitle: string; description: string; features: string[]; outcome: string }> = {
  enterprise: {
    subtitle: "Para corredurías y equipos grandes",
    description: "Un sistema operativo de IA completo para su correduría, construido alrededor de sus agentes y sus datos.",
    features: [
      "Agentes de IA a medida para cada fuente de prospectos",
      "Integración completa con CRM y MLS/HAR",
      "Gestión automatizada de clientes para todo el equipo",
      "Tableros de análisis para la dirección",
      "Agente de servicio al cliente multilingüe 24/7",
      "Gerente de éxito dedicado",
    ],
    outcome: "Haga crecer su correduría sin aumentar su plantilla.",
  },
  growth: {
    subtitle: "Para agentes y equipos en crecimiento",
    description: "Captura de prospectos, seguimiento y reportes trabajando juntos para que su equipo cierre más operaciones.",
    features: [
      "Agente de IA para captar y calificar prospectos",
      "Secuencias de seguimiento automáticas",
      "Integración con CRM",
      "Agenda de visitas que considera el tráfico",
      "Tablero de desempeño",
    ],
    outcome: "Más citas calificadas y más de 20 horas ahorradas cada semana.",
  },
  foundation: {
    subtitle: "Para agentes independientes",
    description: "Lo esencial para no perder prospectos y responder cada consulta en minutos.",
    features: [
      "Asistente de chat con IA para su sitio web",
      "Captura de prospectos y avisos al instante",
      "Automatización básica de seguimiento",
      "Reporte mensual de desempeño",
    ],
    outcome: "No vuelva a perder un prospecto.",
  },
};

const addons: Record<string, string> = {
  "market-dashboard": "Datos y tendencias del mercado de Houston en vivo para sus zonas.",
  "enhanced-messaging": "Conversaciones por SMS y WhatsApp atendidas por su agente de IA.",
  "voice-ai": "Un agente de voz con IA que contesta y califica llamadas.",
  "email-commander": "IA que ordena, redacta y da seguimiento a su correo.",
  "social-scheduler": "Publicaciones de propiedades y del mercado creadas y programadas en sus redes sociales.",
  "customer-service-agent": "Respuestas a toda hora para clientes e inquilinos en su idioma.",
  "custom-integrations": "Conexiones con las herramientas que su negocio ya usa.",
};

const setups: Record<string, { type: string; included: string }> = {
  "data-tools": { type: "herramientas de datos", included: "Conexión de la cuenta, mapeo de datos y una prueba" },
  communication: { type: "comunicación", included: "Conexión, plantillas de mensajes y reglas de enrutamiento" },
  "business-marketing": { type: "negocio y marketing", included: "Conexión, sincronización de audiencias o calendario y disparadores de automatización" },
  crm: { type: "CRM", included: "Mapeo de campos, configuración del embudo, importación de datos y capacitación del equipo" },
};

const stats: Record<string, string> = {
  "lead-capture": "más captura de prospectos",
  "hours-saved": "horas ahorradas por semana",
  "client-retention": "más retención de clientes",
};

const platforms: Record<string, string> = {
  starter: "2 plataformas a elección",
  pro: "4 plataformas a elección",
  enterprise: "Hasta 6 plataformas",
};

export const esRecords = { services, differentiators, packages, addons, setups, stats, platforms };

export const esText = {
  service: (s: Service) => services[s.key] ?? { title: s.title, description: s.description },
  differentiator: (d: Differentiator) => differentiators[d.key] ?? { title: d.title, description: d.description },
  pkg: (p: Package) => packages[p.key] ?? { subtitle: p.subtitle, description: p.description, features: [...p.features], outcome: p.outcome },
  addon: (a: AddOnService) => addons[a.key] ?? a.description,
  setup: (s: SetupAddOn) => setups[s.key] ?? { type: s.type, included: s.included },
  stat: (s: Stat) => stats[s.key] ?? s.label.toLowerCase(),
  platforms: (b: Bundle) => platforms[b.key] ?? b.platforms,
};

/** "$1,500 setup" → "$1,500 de instalación", "$149/month" → "$149/mes": the figure itself is untouched. */
export function localizePrice(label: string): string {
  return label
    .replace(/\/month\b/g, "/mes")
    .replace(/\/hr\b/g, "/hora")
    .replace(/\bor packaged\b/g, "o por paquete")
    .replace(/\bsetup\b/g, "de instalación");
}

const DAYS: [RegExp, string][] = [
  [/\bMonday\b/g, "lunes"],
  [/\bTuesday\b/g, "martes"],
  [/\bWednesday\b/g, "miércoles"],
  [/\bThursday\b/g, "jueves"],
  [/\bFriday\b/g, "viernes"],
  [/\bSaturday\b/g, "sábado"],
  [/\bSunday\b/g, "domingo"],
];

/** "Monday - Friday, 8 AM - 6 PM CST" → "lunes - viernes, 8 AM - 6 PM CST". */
export function localizeHours(hours: string): string {
  return DAYS.reduce((text, [day, name]) => text.replace(day, name), hours);
}
