import { isLocale, type Locale, type TranslatedLocale } from "./locales.ts";
import { contactPageEn, type ContactPageText } from "./contact-page.ts";
import { contactMessagesEn, type ContactMessages } from "./contact-messages.ts";
import { PAGE_TRANSLATIONS } from "./page-languages.ts";

// The contact page and its messages in the languages it is translated into (a language missing here is not shipped
// for this page). Read on the server only: by the page's loader (which sends the words with its data) and by the
// form service (which answers a visitor's post in the language of the page it came from).

export interface ContactText {
  page: ContactPageText;
  messages: ContactMessages;
}

export const contactTranslations: Partial<Record<TranslatedLocale, ContactText>> = {
  es: {
    page: {
      meta: {
        title: "Contáctenos",
        description:
          "Cuéntenos sobre su negocio inmobiliario y el trabajo que quiere dejar en manos de la IA. Respondemos en menos de 24 horas. O hable ahora mismo con nuestro asistente de IA.",
      },
      hero: {
        eyebrow: "Contacto",
        title: "Empiece hoy",
        lead: "Transforme su negocio inmobiliario con IA. Díganos dónde quiere crecer y diseñaremos las automatizaciones que lo lleven ahí.",
      },
      form: {
        title: "Cuéntenos sobre su negocio",
        intro: "Los campos marcados con * son obligatorios. Respondemos en menos de 24 horas.",
        honeypot: "Sitio web (déjelo vacío)",
        firstName: "Nombre",
        lastName: "Apellido",
        email: "Correo electrónico",
        phone: "Teléfono",
        company: "Empresa",
        role: "Su puesto (opcional)",
        rolePlaceholder: "Seleccione su puesto",
        roles: { "Real Estate Agent": "Agente inmobiliario", Broker: "Bróker", "Team Leader": "Líder de equipo", "Property Manager": "Administrador de propiedades" },
        contactMethod: "Medio de contacto preferido",
        contactMethodPlaceholder: "Seleccione un medio de contacto",
        methods: { email: "Correo electrónico", sms: "Mensaje de texto (SMS)", whatsapp: "WhatsApp" },
        budget: "Presupuesto (opcional)",
        budgetPlaceholder: "p. ej., $1,000 a $5,000",
        bundle: "Bundle de instalación (opcional)",
        bundleHelp: "¿Viene de un bundle de la página de Soluciones? Ya quedó seleccionado.",
        bundleNone: "Ninguno por ahora",
        bundles: {
          starter: "Bundle Starter: 2 plataformas a su elección",
          pro: "Bundle Pro: 4 plataformas a su elección",
          enterprise: "Bundle Enterprise: hasta 6 plataformas",
        },
        automation: "¿Qué le gustaría automatizar?",
        automationPlaceholder:
          "Cuéntenos sobre su negocio y las tareas que quiere que haga la IA: seguimiento de prospectos, publicaciones de propiedades en redes sociales, actualizaciones del CRM…",
        submit: "Enviar",
        submitting: "Enviando…",
        connectionError: "No se pudo enviar su mensaje. Revise su conexión e inténtelo de nuevo.",
      },
      consent: {
        label:
          "Sí, {siteName} puede enviarme mensajes de texto automatizados por {channel} al número de teléfono indicado arriba sobre mi consulta y sus servicios. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para cancelar y HELP para obtener ayuda. El consentimiento no es una condición de compra.",
        unchecked: "Si no marca la casilla, no le enviaremos mensajes de texto: le responderemos por correo electrónico o por teléfono.",
        channels: { sms: "SMS", whatsapp: "WhatsApp" },
      },
      toast: {
        success: "¡Gracias por su interés!",
        failed: "Algo salió mal",
        failedDetail: "Inténtelo de nuevo o comuníquese directamente con nosotros.",
      },
      thanks: { title: "¡Gracias por su interés!", again: "Enviar otro mensaje" },
      aside: {
        chatTitle: "O hable con nuestro asistente de IA",
        chatLead: "Reciba respuestas al instante sobre nuestras soluciones, de día o de noche, en inglés o en español. El asistente también puede pasarle sus datos a nuestro equipo.",
        startChat: "Iniciar chat",
        connectTitle: "Hablemos",
        connectLead: "¿Prefiere platicarlo? Reserve una consulta gratuita y juntos definiremos las automatizaciones que más tiempo le van a ahorrar.",
        consultation: "Reserve una consulta gratuita",
        newTab: " (abre la página de citas en una pestaña nueva)",
      },
    },
    messages: {
      firstName: "El nombre debe tener al menos 2 caracteres",
      lastName: "El apellido debe tener al menos 2 caracteres",
      email: "Ingrese un correo electrónico válido",
      phone: "Ingrese un número de teléfono válido",
      company: "El nombre de la empresa es obligatorio",
      automation: "Denos más detalles sobre lo que necesita automatizar",
      contactMethod: "Seleccione un medio de contacto preferido",
      role: "Elija uno de los puestos de la lista",
      bundle: "Elija uno de los bundles de la lista",
      tooLong: "Use menos de {max} caracteres",
      checkFields: "Revise los campos marcados.",
      success: "Nos pondremos en contacto con usted en menos de 24 horas para hablar de sus necesidades de automatización.",
      rateLimited: "Ha enviado varios mensajes en poco tiempo. Espere unos minutos e inténtelo de nuevo, o llámenos directamente.",
      tooFast: "¡Qué rápido! Tómese un momento para revisar sus datos y vuelva a enviar el formulario.",
      stale: "Este formulario ha caducado. Vuelva a cargar la página y envíelo de nuevo.",
    },
  },
  vi: {
    page: {
      meta: {
        title: "Liên hệ",
        description:
          "Hãy cho chúng tôi biết về công việc kinh doanh bất động sản của bạn và những việc bạn muốn giao cho AI. Chúng tôi trả lời trong vòng 24 giờ, hoặc trò chuyện ngay với trợ lý AI của chúng tôi.",
      },
      hero: {
        eyebrow: "Liên hệ",
        title: "Bắt đầu ngay",
        lead: "Thay đổi công việc kinh doanh bất động sản của bạn với AI. Hãy cho chúng tôi biết bạn muốn phát triển ở đâu, chúng tôi sẽ thiết kế các quy trình tự động đưa bạn đến đó.",
      },
      form: {
        title: "Hãy kể về công việc kinh doanh của bạn",
        intro: "Các mục có dấu * là bắt buộc. Chúng tôi trả lời trong vòng 24 giờ.",
        honeypot: "Trang web (để trống)",
        firstName: "Tên",
        lastName: "Họ",
        email: "Email",
        phone: "Số điện thoại",
        company: "Công ty",
        role: "Vai trò của bạn (không bắt buộc)",
        rolePlaceholder: "Chọn vai trò",
        roles: { "Real Estate Agent": "Môi giới bất động sản", Broker: "Chủ sàn môi giới", "Team Leader": "Trưởng nhóm", "Property Manager": "Quản lý bất động sản" },
        contactMethod: "Cách liên hệ ưa thích",
        contactMethodPlaceholder: "Chọn cách liên hệ",
        methods: { email: "Email", sms: "SMS / Tin nhắn", whatsapp: "WhatsApp" },
        budget: "Ngân sách (không bắt buộc)",
        budgetPlaceholder: "vd. $1,000 - $5,000",
        bundle: "Gói thiết lập (không bắt buộc)",
        bundleHelp: "Bạn đến từ một gói trên trang Giải pháp? Gói đó đã được chọn sẵn.",
        bundleNone: "Chưa chọn gói",
        bundles: {
          starter: "Gói Starter — 2 nền tảng tùy chọn",
          pro: "Gói Pro — 4 nền tảng tùy chọn",
          enterprise: "Gói Enterprise — tối đa 6 nền tảng",
        },
        automation: "Bạn muốn tự động hóa việc gì?",
        automationPlaceholder:
          "Hãy kể về công việc kinh doanh và những việc bạn muốn AI đảm nhận: theo dõi khách tiềm năng, đăng tin lên mạng xã hội, cập nhật CRM...",
        submit: "Gửi",
        submitting: "Đang gửi...",
        connectionError: "Không gửi được tin nhắn của bạn. Hãy kiểm tra kết nối và thử lại.",
      },
      consent: {
        label:
          "Đồng ý, {siteName} có thể gửi tin nhắn tự động qua {channel} đến số điện thoại ở trên về yêu cầu của tôi và các dịch vụ của họ. Tần suất tin nhắn thay đổi. Có thể mất phí tin nhắn và dữ liệu. Trả lời STOP để hủy, HELP để được trợ giúp. Việc đồng ý không phải là điều kiện để mua hàng.",
        unchecked: "Nếu bạn không đánh dấu, chúng tôi sẽ không nhắn tin cho bạn: chúng tôi sẽ trả lời qua email hoặc gọi điện.",
        channels: { sms: "SMS", whatsapp: "WhatsApp" },
      },
      toast: {
        success: "Cảm ơn bạn đã quan tâm!",
        failed: "Đã xảy ra lỗi",
        failedDetail: "Vui lòng thử lại hoặc liên hệ trực tiếp với chúng tôi.",
      },
      thanks: { title: "Cảm ơn bạn đã quan tâm!", again: "Gửi tin nhắn khác" },
      aside: {
        chatTitle: "Hoặc trò chuyện với trợ lý AI của chúng tôi",
        chatLead: "Nhận câu trả lời ngay về các giải pháp của chúng tôi, bất kể ngày đêm, bằng tiếng Anh hoặc tiếng Tây Ban Nha. Trợ lý cũng có thể chuyển thông tin của bạn cho đội ngũ.",
        startChat: "Bắt đầu trò chuyện",
        connectTitle: "Kết nối với chúng tôi",
        connectLead: "Bạn muốn trao đổi trực tiếp? Đặt lịch tư vấn miễn phí và chúng tôi sẽ vạch ra các quy trình tự động giúp bạn tiết kiệm nhiều thời gian nhất.",
        consultation: "Đặt lịch tư vấn miễn phí",
        newTab: " (mở trang đặt lịch trong thẻ mới)",
      },
    },
    messages: {
      firstName: "Tên phải có ít nhất 2 ký tự",
      lastName: "Họ phải có ít nhất 2 ký tự",
      email: "Vui lòng nhập địa chỉ email hợp lệ",
      phone: "Vui lòng nhập số điện thoại hợp lệ",
      company: "Vui lòng nhập tên công ty",
      automation: "Vui lòng cho biết thêm chi tiết về nhu cầu tự động hóa của bạn",
      contactMethod: "Vui lòng chọn cách liên hệ ưa thích",
      role: "Vui lòng chọn một vai trò trong danh sách",
      bundle: "Vui lòng chọn một gói trong danh sách",
      tooLong: "Vui lòng viết ít hơn {max} ký tự",
      checkFields: "Vui lòng kiểm tra các mục được đánh dấu.",
      success: "Chúng tôi sẽ liên hệ với bạn trong vòng 24 giờ để trao đổi về nhu cầu tự động hóa của bạn.",
      rateLimited: "Bạn đã gửi nhiều tin nhắn trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại, hoặc gọi trực tiếp cho chúng tôi.",
      tooFast: "Nhanh quá! Vui lòng dành chút thời gian kiểm tra thông tin, rồi gửi lại biểu mẫu.",
      stale: "Biểu mẫu này đã hết hạn. Vui lòng tải lại trang và gửi lại.",
    },
  },
  zh: {
    page: {
      meta: {
        title: "联系我们",
        description: "告诉我们您的房地产业务，以及您希望交给 AI 的工作。我们会在 24 小时内回复，您也可以现在就与我们的 AI 助手聊天。",
      },
      hero: {
        eyebrow: "联系",
        title: "立即开始",
        lead: "用 AI 改变您的房地产业务。告诉我们您想在哪些方面发展，我们将为您设计实现目标的自动化方案。",
      },
      form: {
        title: "介绍一下您的业务",
        intro: "标有 * 的为必填项。我们会在 24 小时内回复。",
        honeypot: "网站（请留空）",
        firstName: "名",
        lastName: "姓",
        email: "电子邮件",
        phone: "电话",
        company: "公司",
        role: "您的职位（选填）",
        rolePlaceholder: "选择您的职位",
        roles: { "Real Estate Agent": "房地产经纪人", Broker: "经纪公司负责人", "Team Leader": "团队负责人", "Property Manager": "物业经理" },
        contactMethod: "首选联系方式",
        contactMethodPlaceholder: "选择联系方式",
        methods: { email: "电子邮件", sms: "短信", whatsapp: "WhatsApp" },
        budget: "预算（选填）",
        budgetPlaceholder: "例如 $1,000 - $5,000",
        bundle: "安装套餐（选填）",
        bundleHelp: "从解决方案页面的套餐过来？已为您选好。",
        bundleNone: "暂不选择套餐",
        bundles: { starter: "入门套餐 — 任选 2 个平台", pro: "专业套餐 — 任选 4 个平台", enterprise: "企业套餐 — 最多 6 个平台" },
        automation: "您想自动化哪些工作？",
        automationPlaceholder: "请介绍您的业务以及希望 AI 承担的任务：跟进潜在客户、在社交媒体发布房源、更新 CRM……",
        submit: "提交",
        submitting: "正在提交...",
        connectionError: "您的消息未能发送。请检查网络连接后重试。",
      },
      consent: {
        label:
          "是的，{siteName} 可以通过 {channel} 向上面填写的电话号码发送关于我的咨询及其服务的自动短信。消息频率不定。可能产生短信和数据费用。回复 STOP 退订，回复 HELP 获取帮助。同意并非购买的条件。",
        unchecked: "如果不勾选，我们不会给您发短信：我们会通过电子邮件回复或给您打电话。",
        channels: { sms: "短信", whatsapp: "WhatsApp" },
      },
      toast: {
        success: "感谢您的关注！",
        failed: "出了点问题",
        failedDetail: "请重试或直接联系我们。",
      },
      thanks: { title: "感谢您的关注！", again: "再发一条消息" },
      aside: {
        chatTitle: "或与我们的 AI 助手聊天",
        chatLead: "无论白天黑夜，都能即时获得关于我们解决方案的解答（英语或西班牙语）。它也可以把您的信息转给团队。",
        startChat: "开始聊天",
        connectTitle: "联系我们",
        connectLead: "想当面聊聊？预约一次免费咨询，我们会为您规划最省时间的自动化方案。",
        consultation: "预约免费咨询",
        newTab: "（在新标签页中打开预约页面）",
      },
    },
    messages: {
      firstName: "名字至少需要 2 个字符",
      lastName: "姓氏至少需要 2 个字符",
      email: "请输入有效的电子邮件地址",
      phone: "请输入有效的电话号码",
      company: "请填写公司名称",
      automation: "请详细说明您的自动化需求",
      contactMethod: "请选择首选联系方式",
      role: "请从列表中选择一个职位",
      bundle: "请从列表中选择一个套餐",
      tooLong: "请少于 {max} 个字符",
      checkFields: "请检查标出的字段。",
      success: "我们会在 24 小时内与您联系，讨论您的自动化需求。",
      rateLimited: "您在短时间内发送了多条消息。请等几分钟再试，或直接给我们打电话。",
      tooFast: "太快了！请花点时间检查您的信息，然后再次提交表单。",
      stale: "此表单已过期。请重新加载页面后再提交。",
    },
  },
};

/** The contact page's words in a language it is shipped in; English (the source) for any other. */
export function contactTextIn(locale: Locale): ContactText {
  return (locale !== "en" && PAGE_TRANSLATIONS["/contact"].includes(locale) ? contactTranslations[locale] : undefined) ?? { page: contactPageEn, messages: contactMessagesEn };
}

/** The language a form post names (its `locale` field), if the contact page is shipped in it; English otherwise. */
export function contactLocaleOf(value: unknown): Locale {
  return isLocale(value) && (value === "en" || PAGE_TRANSLATIONS["/contact"].includes(value)) ? value : "en";
}
