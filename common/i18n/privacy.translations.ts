import type { TranslatedLocale } from "./locales.ts";
import type { PrivacyPageText } from "./privacy.ts";
import type { PrivacyBlock, PrivacyListItem } from "../content/privacy.ts";
import { NEWSLETTER_LINK_HOURS } from "../content/site-facts.ts";

// The privacy page in the languages it is translated into (a language missing here is not shipped for this page:
// its address shows the English page with a note). Read only by the privacy page's loader, on the server. Every
// statement says what the English one says (which describes what the code does): change both together. {email} is
// always written after "escríbanos a", so it also reads well as "escríbanos a través de nuestro formulario de contacto".

const p = (text: string): PrivacyBlock => ({ type: "p", text });
const ul = (...items: PrivacyListItem[]): PrivacyBlock => ({ type: "ul", items });

export const privacyTranslations: Partial<Record<TranslatedLocale, PrivacyPageText>> = {
  es: {
    top: {
      title: "Política de privacidad",
      description:
        "Cómo maneja {siteName} lo que usted envía por el formulario de contacto, el asistente de chat y el boletín, y qué registran sus estadísticas de visitas sin cookies.",
      intro: "Qué recopila {siteName} cuando usted usa este sitio web, para qué, quién más lo ve y cómo pedir que se corrija o se elimine.",
      lastUpdated: "Última actualización:",
      lastUpdatedDate: "28 de noviembre de 2026",
    },
    body: {
      contents: "En esta página",
      formBefore: "través de nuestro ",
      contactForm: "formulario de contacto",
      email: "Correo electrónico:",
      phone: "Teléfono:",
      online: "En línea:",
      onlineBefore: "nuestro ",
    },
    policy: {
      summary: {
        title: "En resumen",
        blocks: [
          ul(
            "Guardamos lo que usted escribe en nuestro formulario de contacto, en nuestro asistente de chat y en la casilla del boletín, y lo usamos para responderle y para enviarle el boletín que pidió.",
            "Este sitio no usa cookies ni carga scripts de publicidad, de redes sociales o de análisis de terceros. Sus páginas, scripts y fuentes vienen de nuestro propio servidor.",
            "Contamos las visitas nosotros mismos, sin cookies, y las estadísticas de visitas no contienen su dirección IP.",
            "Cuando nos envía una solicitud o se suscribe, guardamos con ella cómo nos encontró: la primera página que abrió, el sitio que lo trajo hasta nosotros y las etiquetas de campaña del enlace (nunca nada más del enlace).",
            "No vendemos su información.",
            "Para ver, corregir o eliminar lo que tenemos sobre usted, escríbanos a {email}.",
          ),
        ],
      },
      "contact-form": {
        title: "Cuando llena el formulario de contacto",
        blocks: [
          p(
            "Guardamos su nombre y apellido, correo electrónico, teléfono, empresa, lo que le gustaría automatizar y cómo prefiere que lo contactemos (correo, mensaje de texto o WhatsApp). Si nos los da, también guardamos su puesto, su presupuesto y el bundle de instalación que eligió, junto con la fecha en que envió el formulario.",
          ),
          p(
            'Nuestro software etiqueta su solicitud con los temas que menciona, como "Generación de prospectos", buscando palabras en su mensaje; ningún modelo de IA la lee para esto. Nuestro equipo ve la solicitud en nuestro portal interno, donde agrega notas, da seguimiento a su estado y puede exportar la lista de solicitudes como hoja de cálculo. También se envía una copia a las herramientas que aparecen en "Quién más ve su información".',
          ),
          p(
            "Para evitar el spam, el formulario tiene un campo oculto que solo llenan los bots, verifica que no se haya enviado a los pocos segundos de cargarse y limita cuántos mensajes puede enviar una misma dirección IP en poco tiempo.",
          ),
        ],
      },
      chat: {
        title: "Cuando conversa con nuestro asistente",
        blocks: [
          ul(
            "Guardamos cada mensaje que usted envía y cada respuesta, con etiquetas que agrega nuestro software: el idioma, de qué trata el mensaje (por ejemplo, precios) y su tono. La conversación se archiva con un identificador aleatorio que crea su navegador, no con su dirección IP.",
            "Si le da al asistente su correo electrónico o su teléfono, los guardamos, junto con el nombre, la empresa, el puesto o el presupuesto que mencione, como una solicitud vinculada a la conversación. Se maneja igual que una solicitud del formulario de contacto, incluidas las copias que se envían a nuestras herramientas.",
            "Nuestro equipo puede leer las conversaciones en el portal interno, para que una persona le dé seguimiento, por ejemplo cuando usted pide hablar con alguien, y puede eliminar ahí una conversación con todos sus mensajes.",
            "Las respuestas vienen de software en nuestro propio servidor. Si activamos un modelo de IA para el chat, su mensaje nuevo y hasta 10 mensajes anteriores de la conversación también se envían al proveedor de ese modelo (OpenAI, Anthropic o un servidor de modelos compatible que elijamos) para que redacte la respuesta.",
            "Su navegador guarda la conversación (sus últimos 60 mensajes) para que no se pierda al volver a cargar la página. Si borra los datos de este sitio en su navegador, se elimina esa copia.",
          ),
          p("Por favor, no escriba en el chat nada que no pondría en un correo dirigido a nosotros."),
        ],
      },
      newsletter: {
        title: "Cuando se suscribe al boletín",
        blocks: [
          p(
            `La suscripción tiene dos pasos (doble confirmación): después de que escribe su dirección, le enviamos un solo correo con un enlace de confirmación, y nada más hasta que haga clic en él. El enlace funciona una sola vez y vence a las ${NEWSLETTER_LINK_HOURS} horas; si nunca hace clic, no recibirá nada más de nosotros.`,
          ),
          p(
            "Guardamos su correo electrónico, la casilla de suscripción que usó (por ejemplo, la de la página del blog), el texto de consentimiento que aceptó y cuándo, cuándo confirmó, y qué ediciones le enviamos y si cada una se entregó. Una vez que confirma, su dirección también aparece en nuestro portal interno como una solicitud marcada como suscripción al boletín.",
          ),
          p(
            "Cada edición trae al final un enlace para cancelar la suscripción, y el botón para cancelar la suscripción de su propio programa de correo también funciona: con un clic no recibe ninguna edición más, ni siquiera una que se esté enviando en ese momento. Si su buzón rechaza nuestros correos de forma permanente, dejamos de enviarle.",
          ),
          p(
            'Nuestro equipo envía el boletín desde este sitio web a través de nuestro proveedor de correo. Nuestro equipo puede exportar en un archivo lo que tenemos sobre usted, o eliminar su suscripción por completo, y una copia de su dirección puede llegar a las herramientas que aparecen en "Quién más ve su información". Para que eliminemos su suscripción o para recibir una copia, escríbanos a {email}.',
          ),
        ],
      },
      "how-you-found-us": {
        title: "Cómo nos encontró",
        blocks: [
          p(
            "Cuando llega, su navegador anota solo para esta pestaña (en su almacenamiento de sesión, que se vacía al cerrar la pestaña) la primera página que abrió, la dirección del sitio que lo trajo hasta nosotros y las etiquetas de campaña del enlace que lo trajo, si las hay (utm_source, utm_medium, utm_campaign, utm_term y utm_content). No se crea ninguna cookie.",
          ),
          p(
            "De la dirección del sitio de origen guardamos solo el sitio y la página, nunca lo que va después de un ? o un # (que puede contener palabras de búsqueda o direcciones de correo); las etiquetas se recortan a 100 caracteres y se descarta cualquier etiqueta que parezca una dirección de correo. Estos datos solo se envían con el formulario de contacto, con un chat en el que nos da sus datos o con una suscripción al boletín, y se guardan con esa solicitud, donde nuestro equipo los ve. Se eliminan junto con la solicitud.",
          ),
        ],
      },
      statistics: {
        title: "Estadísticas de visitas",
        blocks: [
          p(
            "Cuando se carga una página, y cuando hace clic en ciertos botones (uno de precios, de citas o del chat, por ejemplo), su navegador se lo avisa a nuestro propio servidor. Guardamos el tipo de evento, la ruta de la página sin nada de lo que va después de un ? o un #, qué botón o paquete fue, y la hora.",
          ),
          p(
            "Para contar cuántas personas distintas nos visitan sin usar cookies, el servidor combina su dirección IP y la descripción que su navegador da de sí mismo (su user agent) con un valor aleatorio que cambia cada día, y guarda solo un hash de un solo sentido del resultado. El valor aleatorio se elimina cuando termina su día, así que el hash ya no puede relacionarse con su dirección, y sus visitas de días distintos no pueden vincularse entre sí.",
          ),
          p(
            "La primera página que ve en una visita también lleva cómo nos encontró (vea arriba). Del user agent solo guardamos el tipo de dispositivo: teléfono, tableta o computadora. Cuando envía el formulario de contacto, le da sus datos al chat o se suscribe al boletín, nuestro servidor lo registra como una conversión con el mismo hash diario, para que podamos ver qué fuentes traen solicitudes.",
          ),
          p(
            "Su dirección IP y su user agent no se guardan con estos eventos. No se cuentan los rastreadores de buscadores ni los bots conocidos. No participa ninguna empresa externa de análisis. Guardamos estas estadísticas para ver las tendencias con el tiempo.",
          ),
        ],
      },
      storage: {
        title: "Cookies y almacenamiento del navegador",
        blocks: [
          p("Este sitio no usa cookies. Sí usa el almacenamiento de su navegador, que se queda en su dispositivo, para:"),
          ul(
            "Cómo nos encontró (la primera página, el sitio de origen y las etiquetas de campaña de esta visita), en el almacenamiento de sesión, que se vacía al cerrar la pestaña; solo se envía con una solicitud o una suscripción.",
            "El chat: un identificador aleatorio de visitante, el identificador de la conversación actual y sus mensajes recientes. Los dos identificadores se nos envían con cada mensaje del chat.",
            "Los avisos que ya cerró, para que sigan cerrados.",
            "Si usted forma parte del equipo de {siteName}: su inicio de sesión. El servidor guarda solo un hash del token de la sesión, con el user agent de su navegador, y lo elimina cuando la sesión ha vencido.",
          ),
        ],
      },
      sharing: {
        title: "Quién más ve su información",
        blocks: [
          p("Además de nuestro equipo, estos servicios pueden recibir una copia, según cuáles usemos:"),
          ul(
            {
              term: "Nuestro proveedor de correo:",
              text: "cada solicitud nueva o actualizada que llega por el formulario de contacto o por el chat se envía por correo a la bandeja de entrada de nuestro equipo.",
            },
            {
              term: "Nuestras herramientas de automatización:",
              text: "las solicitudes y las suscripciones al boletín pueden pasarse al software de flujos de trabajo que usamos. Si nuestro equipo lo agrega a un flujo automático de seguimiento, sus datos de contacto se envían a ese flujo.",
            },
            {
              term: "HubSpot, nuestra base de datos de clientes:",
              text: "su nombre, correo electrónico, teléfono, empresa, puesto, lo que le gustaría automatizar, las etiquetas de tema, presupuesto, bundle y forma de contacto preferida.",
            },
            {
              term: "Un proveedor de modelos de IA:",
              text: "los mensajes del chat, solo mientras haya un modelo de IA activado para el chat (vea arriba).",
            },
            { term: "Nuestro proveedor de hosting:", text: "los servidores en los que funcionan este sitio y su base de datos." },
          ),
          p("Cada uno guarda la copia según sus propias condiciones. No vendemos su información ni la compartimos con anunciantes."),
        ],
      },
      "other-sites": {
        title: "Enlaces a otros sitios",
        blocks: [
          p(
            "Al reservar una consulta se abre nuestra página de citas en otro servicio. Los botones para compartir de las publicaciones del blog y nuestros enlaces a redes sociales abren esas redes. Nada de esos servicios se carga en nuestras páginas hasta que usted hace clic, y una vez ahí, se aplican sus propias políticas de privacidad. Si una publicación del blog muestra una imagen alojada en otro sitio, su navegador la descarga de ese sitio.",
          ),
        ],
      },
      retention: {
        title: "Cuánto tiempo lo guardamos",
        blocks: [
          ul(
            "Solicitudes de contacto, conversaciones del chat y suscripciones al boletín: hasta que las eliminemos o usted nos lo pida. No se eliminan automáticamente después de un tiempo determinado.",
            "Copias enviadas a los servicios de arriba: hasta que se eliminen ahí; cuando nos pide eliminar su información, también eliminamos esas copias.",
            "Estadísticas de visitas: se guardan para comparar periodos; no contienen nada que lo identifique.",
            "El valor aleatorio diario detrás del hash de visitantes: se elimina al terminar su día.",
            "Contadores contra el spam: para hacer cumplir los límites del formulario de contacto, el chat, la casilla del boletín y las estadísticas de visitas, el servidor cuenta las solicitudes recientes por dirección IP (y en el chat, también por identificador del navegador). Cada conteo se archiva con un hash de un solo sentido de la dirección, hecho con una clave secreta, nunca con la dirección misma, y una limpieza cada hora lo elimina cuando termina su periodo; el periodo más largo es de un día. No se usan para nada más.",
          ),
          p(
            "Los registros de nuestro servidor anotan qué página o servicio se pidió, el resultado y cuánto tardó. No registran su dirección IP, salvo en los envíos del formulario de contacto que nuestro filtro de spam rechaza.",
          ),
        ],
      },
      "your-choices": {
        title: "Ver, corregir o eliminar su información",
        blocks: [
          p(
            "Para ver, corregir o eliminar su información, escríbanos a {email} e indíquenos el correo electrónico o el teléfono que usó. Le diremos qué tenemos sobre usted, lo corregiremos o lo eliminaremos, incluidas las copias en los servicios mencionados arriba. Es posible que primero le pidamos confirmar que la dirección es suya.",
          ),
          p(
            "Eliminamos su información en nuestro portal interno. Al eliminar su solicitud también se elimina cada copia que estaba en cola para los servicios de arriba, enviada o no, así que una copia que todavía esperaba salir nunca se envía; las copias que un servicio ya recibió las eliminamos en ese servicio. Sus conversaciones del chat, con todos sus mensajes, y su suscripción al boletín también se eliminan ahí, cada una por separado.",
          ),
        ],
      },
      changes: {
        title: "Cambios a esta política",
        blocks: [p("Cuando cambie lo que este sitio hace con su información, actualizaremos esta página y la fecha de arriba.")],
      },
      contact: {
        title: "Cómo comunicarse con nosotros",
        blocks: [p("{siteName}, Houston, Texas."), { type: "contact" }],
      },
    },
  },
};
