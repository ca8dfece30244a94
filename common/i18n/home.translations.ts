import type { TranslatedLocale } from "./locales.ts";
import type { HomeText } from "./home.ts";

// The home page in the languages it is translated into (a language missing here is not shipped for this page: its
// address shows the English page with a note). Read only by the home page's loader, on the server.

export const homeTranslations: Partial<Record<TranslatedLocale, HomeText>> = {
  es: {
    meta: {
      title: "{siteName} — Automatización con IA para bienes raíces en Houston",
      description:
        "Agentes de IA a la medida, gestión automatizada de clientes y tableros de análisis para agentes inmobiliarios, brókers, líderes de equipo y administradores de propiedades en Houston.",
      offerCatalog: "Servicios de automatización con IA",
    },
    cta: {
      consultation: "Reserve una consulta gratuita",
      chat: "Hable con nuestra IA",
      newTab: " (abre la página de citas en una pestaña nueva)",
    },
    hero: {
      badge: "Automatización con IA para bienes raíces en Houston",
      titleStart: "Cierre más ventas con IA que trabaja ",
      titleHighlight: "las 24 horas",
      lead: "Agentes de IA a la medida que captan cada prospecto, atienden a sus clientes y le informan sobre su mercado, de día y de noche, y en el idioma de sus clientes. Diseñados para agentes, brókers, líderes de equipo y administradores de propiedades de Houston.",
      checks: ["Listo en semanas, no en meses", "Inglés y español", "Se conecta con su CRM"],
    },
    activity: {
      agent: "Agente de IA · En vivo",
      desk: "Central de prospectos de Houston",
      online: "En línea 24/7",
      feed: [
        { title: "Nuevo comprador calificado", detail: "3 rec. / 2 baños en The Heights · preaprobado · respondió en 38 s" },
        { title: "Visita agendada: jueves, 4:30 p. m.", detail: "Ruta planeada según el tráfico de la I-10 · agente avisado" },
        { title: "Seguimiento enviado en español", detail: "Vendedor en Sugar Land · reporte de mercado adjunto" },
      ],
      figures: [
        { value: "142", label: "Prospectos esta semana" },
        { value: "38 s", label: "Resp. promedio" },
        { value: "27", label: "Visitas agendadas" },
      ],
    },
    who: {
      eyebrow: "Quiénes somos",
      title: "Su socio de IA en Houston para profesionales de bienes raíces",
      paragraphs: [
        "Somos un equipo de Houston formado por ingenieros de automatización y gente del negocio inmobiliario. Creamos IA que responde a sus prospectos, da seguimiento a sus clientes y mantiene su cartera en movimiento, para que usted dedique su tiempo a las visitas y los cierres, no a su bandeja de entrada.",
        "Cada sistema que entregamos se diseña según la forma en que ya trabaja su negocio, se conecta con las herramientas que usted usa y se ajusta a los vecindarios donde usted trabaja.",
      ],
      areasTitle: "Al servicio de todo el Gran Houston",
      areasLead: "Conocimiento local en cada agente, desde el Inner Loop hasta los suburbios.",
    },
    what: {
      eyebrow: "Lo que hacemos",
      title: "Tres sistemas que manejan su negocio mientras usted vende",
      lead: "Cada uno funciona por sí solo, y juntos funcionan todavía mejor.",
      services: {
        "ai-agents-lead-capture": {
          title: "Agentes de IA a la medida y captación de prospectos",
          description: "Agentes de IA que responden cada consulta en segundos, califican a compradores y vendedores, y agendan citas a cualquier hora.",
        },
        "client-management": {
          title: "Gestión automatizada de clientes",
          description: "Seguimientos, recordatorios y avisos de cada transacción que se envían solos, para que no se le escape ningún cliente.",
        },
        "analytics-dashboards": {
          title: "Tableros de análisis a la medida",
          description: "Tableros en tiempo real con sus prospectos, su cartera y datos del mercado de Houston, para decidir con números en la mano.",
        },
      },
    },
    why: {
      eyebrow: "Por qué {siteName}",
      title: "Hecho para Houston, no para cualquier lugar",
      lead: "Los chatbots genéricos no distinguen Katy de Kingwood. Los nuestros, sí.",
      differentiators: {
        "local-expertise": {
          title: "Conocimiento del mercado local",
          description: "Hecho para Houston: sus vecindarios, sus tendencias de precios y la forma en que buscan casa los compradores de aquí.",
        },
        "multilingual-support": {
          title: "Atención multilingüe 24/7",
          description: "Su IA atiende a sus clientes en inglés, español y otros idiomas, de día y de noche.",
        },
        "mls-integration": {
          title: "Integración con el MLS local",
          description: "Se conecta a los listados de MLS/HAR para que las respuestas y las alertas usen el inventario real.",
        },
        "traffic-scheduling": {
          title: "Citas pensadas para el tráfico",
          description: "Visitas y citas planeadas según el tráfico de Houston, no solo según el calendario.",
        },
      },
    },
    stats: {
      eyebrow: "Resultados comprobados",
      title: "Lo que logra la automatización con IA",
      labels: {
        "lead-capture": "Más prospectos captados",
        "hours-saved": "Horas ahorradas por semana",
        "client-retention": "Más clientes que se quedan",
      },
    },
    testimonials: {
      eyebrow: "Historias de clientes",
      title: "La confianza de los profesionales inmobiliarios de Houston",
      lead: "Agentes, brókers y administradores de propiedades de todo el Gran Houston cuentan qué cambió desde que pusieron la IA a trabajar.",
      rated: "Calificación: {rating} de 5",
    },
    blog: {
      title: "Ideas para profesionales inmobiliarios de Houston",
      lead: "Guías prácticas sobre IA, automatización y el mercado de Houston.",
      viewAll: "Ver todos los artículos",
      empty: "Muy pronto publicaremos nuevos artículos. Vuelva a visitarnos.",
      readArticle: "Leer el artículo",
    },
    closing: {
      title: "¿Listo para poner la IA a trabajar en su negocio?",
      lead: "Reserve una consulta gratuita y le mostraremos qué automatizaciones le ahorrarán más tiempo, o pregúntele ahora mismo lo que quiera a nuestro asistente de IA.",
    },
  },
  vi: {
    meta: {
      title: "{siteName} — Tự động hóa bằng AI cho bất động sản Houston",
      description:
        "Trợ lý AI thiết kế riêng, tự động chăm sóc khách hàng và bảng phân tích số liệu cho đại lý, môi giới, trưởng nhóm và người quản lý bất động sản tại Houston.",
      offerCatalog: "Dịch vụ tự động hóa bằng AI",
    },
    cta: {
      consultation: "Đặt lịch tư vấn miễn phí",
      chat: "Trò chuyện với AI của chúng tôi",
      newTab: " (mở trang đặt lịch trong thẻ mới)",
    },
    hero: {
      badge: "Tự động hóa bằng AI cho bất động sản Houston",
      titleStart: "Chốt thêm nhiều giao dịch với AI làm việc ",
      titleHighlight: "suốt ngày đêm",
      lead: "Trợ lý AI thiết kế riêng giúp bạn đón mọi khách hàng tiềm năng, chăm sóc khách hàng và báo cáo về thị trường — cả ngày lẫn đêm, bằng chính ngôn ngữ của khách hàng. Dành cho đại lý, môi giới, trưởng nhóm và người quản lý bất động sản tại Houston.",
      checks: ["Vận hành sau vài tuần, không phải vài tháng", "Tiếng Anh & tiếng Tây Ban Nha", "Kết nối với CRM của bạn"],
    },
    activity: {
      agent: "Trợ lý AI · Đang hoạt động",
      desk: "Bàn tiếp nhận khách Houston",
      online: "Trực tuyến 24/7",
      feed: [
        { title: "Đã sàng lọc khách mua mới", detail: "3 phòng ngủ / 2 phòng tắm ở The Heights · đã duyệt vay trước · phản hồi sau 38 giây" },
        { title: "Đã đặt lịch xem nhà thứ Năm 4:30 chiều", detail: "Lộ trình tránh kẹt xe trên I-10 · đã báo cho đại lý" },
        { title: "Đã gửi tin chăm sóc bằng tiếng Tây Ban Nha", detail: "Người bán ở Sugar Land · kèm báo cáo thị trường" },
      ],
      figures: [
        { value: "142", label: "Khách tiềm năng tuần này" },
        { value: "38 giây", label: "Phản hồi trung bình" },
        { value: "27", label: "Lịch xem nhà" },
      ],
    },
    who: {
      eyebrow: "Về chúng tôi",
      title: "Đối tác AI tại Houston của giới bất động sản",
      paragraphs: [
        "Chúng tôi là một đội ngũ tại Houston gồm các kỹ sư tự động hóa và những người làm nghề bất động sản. Chúng tôi xây dựng AI trả lời khách hàng tiềm năng, chăm sóc khách hàng và giúp các giao dịch luôn tiến triển — để bạn dành thời gian cho những buổi xem nhà và ký kết, thay vì hộp thư.",
        "Mỗi hệ thống chúng tôi bàn giao đều được thiết kế theo cách công việc của bạn đang vận hành, kết nối với các công cụ bạn đang dùng và phù hợp với những khu vực bạn phục vụ.",
      ],
      areasTitle: "Phục vụ khắp vùng Houston",
      areasLead: "Hiểu biết địa phương trong từng trợ lý AI, từ Inner Loop đến các vùng ngoại ô.",
    },
    what: {
      eyebrow: "Chúng tôi làm gì",
      title: "Ba hệ thống lo công việc để bạn tập trung bán hàng",
      lead: "Mỗi hệ thống hoạt động độc lập, và còn hiệu quả hơn khi kết hợp.",
      services: {
        "ai-agents-lead-capture": {
          title: "Trợ lý AI riêng & thu hút khách hàng tiềm năng",
          description: "Trợ lý AI trả lời mọi yêu cầu trong vài giây, sàng lọc người mua và người bán, và đặt lịch hẹn suốt ngày đêm.",
        },
        "client-management": {
          title: "Tự động chăm sóc khách hàng",
          description: "Tin nhắn theo dõi, lời nhắc và cập nhật giao dịch được gửi tự động, để không khách hàng nào bị bỏ sót.",
        },
        "analytics-dashboards": {
          title: "Bảng phân tích số liệu theo yêu cầu",
          description: "Số liệu trực tiếp về khách hàng tiềm năng, giao dịch đang xử lý và thị trường Houston, để mọi quyết định đều dựa trên con số.",
        },
      },
    },
    why: {
      eyebrow: "Vì sao chọn {siteName}",
      title: "Dành riêng cho Houston, không phải cho mọi nơi",
      lead: "Chatbot thông thường không phân biệt được Katy với Kingwood. AI của chúng tôi thì có.",
      differentiators: {
        "local-expertise": {
          title: "Am hiểu thị trường địa phương",
          description: "Xây dựng cho Houston: từng khu dân cư, xu hướng giá và cách người mua ở đây tìm nhà.",
        },
        "multilingual-support": {
          title: "Hỗ trợ đa ngôn ngữ 24/7",
          description: "AI của bạn trả lời khách hàng bằng tiếng Anh, tiếng Tây Ban Nha và nhiều ngôn ngữ khác, cả ngày lẫn đêm.",
        },
        "mls-integration": {
          title: "Kết nối dữ liệu niêm yết địa phương",
          description: "Kết nối với dữ liệu MLS/HAR để câu trả lời và thông báo dựa trên nguồn nhà thực tế.",
        },
        "traffic-scheduling": {
          title: "Lên lịch theo tình hình giao thông",
          description: "Lịch xem nhà và cuộc hẹn được sắp xếp theo giao thông Houston, không chỉ theo lịch trống.",
        },
      },
    },
    stats: {
      eyebrow: "Kết quả thực tế",
      title: "Hiệu quả từ tự động hóa bằng AI",
      labels: {
        "lead-capture": "Tăng lượng khách tiềm năng",
        "hours-saved": "Giờ tiết kiệm mỗi tuần",
        "client-retention": "Tăng tỷ lệ giữ chân khách hàng",
      },
    },
    testimonials: {
      eyebrow: "Câu chuyện khách hàng",
      title: "Được giới bất động sản Houston tin dùng",
      lead: "Đại lý, môi giới và người quản lý bất động sản khắp vùng Houston chia sẻ những thay đổi sau khi đưa AI vào công việc.",
      rated: "Đánh giá {rating} trên 5",
    },
    blog: {
      title: "Góc nhìn cho giới bất động sản Houston",
      lead: "Hướng dẫn thực tế về AI, tự động hóa và thị trường Houston.",
      viewAll: "Xem tất cả bài viết",
      empty: "Bài viết mới sắp ra mắt. Hãy quay lại sau nhé.",
      readArticle: "Đọc bài viết",
    },
    closing: {
      title: "Sẵn sàng đưa AI vào công việc kinh doanh của bạn?",
      lead: "Đặt lịch tư vấn miễn phí để chúng tôi chỉ ra những quy trình tự động giúp bạn tiết kiệm nhiều thời gian nhất — hoặc hỏi trợ lý AI của chúng tôi bất cứ điều gì ngay bây giờ.",
    },
  },
  zh: {
    meta: {
      title: "{siteName} — 休斯顿房地产 AI 自动化",
      description: "为休斯顿的房地产经纪人、经纪公司、团队负责人和物业经理打造定制 AI 助理、自动化客户管理和数据分析看板。",
      offerCatalog: "AI 自动化服务",
    },
    cta: {
      consultation: "预约免费咨询",
      chat: "与我们的 AI 对话",
      newTab: "（在新标签页中打开预约页面）",
    },
    hero: {
      badge: "休斯顿房地产 AI 自动化",
      titleStart: "用 AI 成交更多生意，",
      titleHighlight: "全天候为您工作",
      lead: "定制 AI 助理帮您接住每一条客户线索、管理客户关系、汇报市场动态——日夜不停，并用客户的语言沟通。专为休斯顿的经纪人、经纪公司、团队负责人和物业经理打造。",
      checks: ["数周上线，而非数月", "支持英语和西班牙语", "可对接您的 CRM"],
    },
    activity: {
      agent: "AI 助理 · 在线",
      desk: "休斯顿客户线索中心",
      online: "24/7 在线",
      feed: [
        { title: "新买家线索已完成筛选", detail: "The Heights 3 卧 2 卫 · 已获贷款预批 · 38 秒内回复" },
        { title: "已预约周四下午 4:30 看房", detail: "路线已避开 I-10 拥堵 · 已通知经纪人" },
        { title: "已用西班牙语发送跟进消息", detail: "Sugar Land 卖家 · 附市场报告" },
      ],
      figures: [
        { value: "142", label: "本周线索" },
        { value: "38 秒", label: "平均回复" },
        { value: "27", label: "已约看房" },
      ],
    },
    who: {
      eyebrow: "关于我们",
      title: "休斯顿房地产专业人士的 AI 合作伙伴",
      paragraphs: [
        "我们是一支扎根休斯顿的团队，由自动化工程师和房地产从业者组成。我们打造的 AI 会回复您的潜在客户、跟进您的客户，让交易持续推进——您可以把时间花在带看和成交上，而不是埋头处理邮件。",
        "我们交付的每套系统都围绕您现有的业务流程设计，与您正在使用的工具相连，并针对您服务的社区进行调校。",
      ],
      areasTitle: "服务大休斯顿地区",
      areasLead: "每个 AI 助理都懂本地，从 Inner Loop 到周边郊区。",
    },
    what: {
      eyebrow: "我们的服务",
      title: "三大系统，在您专心销售时打理业务",
      lead: "每套系统都能独立运作，组合使用效果更佳。",
      services: {
        "ai-agents-lead-capture": {
          title: "定制 AI 助理与线索获取",
          description: "AI 助理在数秒内回复每一条咨询，筛选买家和卖家，并全天候安排预约。",
        },
        "client-management": {
          title: "自动化客户管理",
          description: "跟进、提醒和交易进度通知自动发出，不让任何一位客户被遗漏。",
        },
        "analytics-dashboards": {
          title: "定制数据分析看板",
          description: "实时呈现您的线索、交易进度和休斯顿市场数据，让每个决定都有数据支撑。",
        },
      },
    },
    why: {
      eyebrow: "为什么选择 {siteName}",
      title: "专为休斯顿打造，而非千篇一律",
      lead: "普通聊天机器人分不清 Katy 和 Kingwood，我们的 AI 分得清。",
      differentiators: {
        "local-expertise": {
          title: "深谙本地市场",
          description: "为休斯顿而生：熟悉各个社区、房价走势，以及本地买家的找房方式。",
        },
        "multilingual-support": {
          title: "24/7 多语言服务",
          description: "您的 AI 日夜用英语、西班牙语等多种语言回复客户。",
        },
        "mls-integration": {
          title: "对接本地房源系统",
          description: "连接 MLS/HAR 房源数据，回复和提醒都基于真实在售房源。",
        },
        "traffic-scheduling": {
          title: "结合路况安排行程",
          description: "看房和会面根据休斯顿的交通状况安排，而不只是看日历。",
        },
      },
    },
    stats: {
      eyebrow: "实证成果",
      title: "AI 自动化带来的成效",
      labels: {
        "lead-capture": "线索获取量提升",
        "hours-saved": "每周节省小时数",
        "client-retention": "客户留存率提升",
      },
    },
    testimonials: {
      eyebrow: "客户故事",
      title: "深受休斯顿房地产专业人士信赖",
      lead: "来自大休斯顿地区的经纪人、经纪公司和物业经理，讲述他们启用 AI 之后的变化。",
      rated: "评分：{rating} 分（满分 5 分）",
    },
    blog: {
      title: "写给休斯顿房地产从业者的洞察",
      lead: "关于 AI、自动化和休斯顿市场的实用指南。",
      viewAll: "查看全部文章",
      empty: "新文章即将发布，敬请期待。",
      readArticle: "阅读文章",
    },
    closing: {
      title: "准备好让 AI 为您的业务效力了吗？",
      lead: "预约免费咨询，我们会为您找出最省时的自动化方案——您也可以现在就向我们的 AI 助理提问。",
    },
  },
};
