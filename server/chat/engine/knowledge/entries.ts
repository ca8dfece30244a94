import type { Intent, Language } from "../types.ts";

// The assistant's knowledge entries: what each answers and the ways visitors ask for it, in the four languages.
// The answers themselves are rendered from the site's content and settings (answers-*.ts), never written here.
// These phrasings are the retrieval index, written apart from the evaluation set (data/eval-visitors.txt).

export const ENTRY_IDS = [
  "services", "about", "packages", "pricing", "addons", "bundles", "setup-fees", "self-setup", "booking", "hours", "contact",
  "phone", "email", "contact-form", "areas", "integrations", "mls", "technologies", "languages", "how-it-works", "timeline",
  "technical-skills", "data-safety", "add-later", "results", "blog", "recommend", "success-manager", "success-manager-only", "why-no-prices",
] as const;
export type EntryId = (typeof ENTRY_IDS)[number];

/** The intent reported to the widget and the admin for each entry (the API's `intent` field). */
export const ENTRY_INTENT: Record<EntryId, Intent> = {
  services: "services", about: "about", packages: "packages", pricing: "pricing", addons: "addons", bundles: "bundles",
  "setup-fees": "setup_fees", "self-setup": "setup_fees", booking: "booking", hours: "hours", contact: "contact", phone: "contact",
  email: "contact", "contact-form": "contact", areas: "location", integrations: "integrations", mls: "integrations",
  technologies: "about", languages: "about", "how-it-works": "how_it_works", timeline: "how_it_works", "technical-skills": "how_it_works",
  "data-safety": "about", "add-later": "addons", results: "results", blog: "blog", recommend: "packages", "success-manager": "packages", "success-manager-only": "packages",
  "why-no-prices": "pricing",
};

type Phrasings = Record<Language, string[]>;

export const PHRASINGS: Record<EntryId, Phrasings> = {
  services: {
    en: ["what services do you offer", "what do you build for realtors", "what do you do", "services", "what kind of automation", "ai agents lead capture follow up dashboards", "book showings and appointments", "qualify buyers and sellers"],
    es: ["qué servicios ofrecen", "qué hacen ustedes", "servicios", "qué tipo de automatización hacen"],
    vi: ["dịch vụ gì", "bên bạn làm gì", "có những dịch vụ nào", "tự động hóa gì", "bên mình có dịch vụ gì", "giúp được gì cho môi giới"],
    zh: ["你们提供什么服务", "你们做什么", "服务内容", "有哪些服务", "能做哪些自动化"],
  },
  about: {
    en: ["who are you", "about your company", "tell me about yourself", "are you a bot or a person", "why choose you", "what makes you different"],
    es: ["quiénes son", "sobre la empresa", "eres un bot", "por qué elegirlos"],
    vi: ["bạn là ai", "công ty gì", "giới thiệu công ty", "bạn là bot hay người"],
    zh: ["你们是谁", "公司介绍", "你是机器人吗", "为什么选择你们"],
  },
  packages: {
    en: ["what packages do you have", "plans", "packages", "compare packages", "difference between packages", "what plans do you offer", "pkgs"],
    es: ["qué paquetes tienen", "qué planes ofrecen", "paquetes", "planes", "diferencia entre los paquetes"],
    vi: ["có những gói nào", "các gói dịch vụ", "gói nào", "so sánh các gói"],
    zh: ["有哪些套餐", "套餐", "有什么方案", "套餐区别"],
  },
  pricing: {
    en: ["how much does it cost", "price", "pricing", "cost per month", "how much do you charge", "rates", "ballpark price", "quote"],
    es: ["cuánto cuesta", "precio", "precios", "cuánto cobran", "costo mensual", "cotización"],
    vi: ["giá bao nhiêu", "bao nhiêu tiền", "chi phí", "báo giá", "giá cả"],
    zh: ["多少钱", "价格", "费用", "收费", "报价", "怎么收费"],
  },
  addons: {
    en: ["add-ons", "addons", "extras", "add on services", "optional services"],
    es: ["complementos", "servicios adicionales", "extras"],
    vi: ["dịch vụ bổ sung", "dịch vụ thêm", "tiện ích thêm"],
    zh: ["附加服务", "增值服务", "加购"],
  },
  bundles: {
    en: ["setup bundles", "bundles", "bundle", "platform bundles", "combo deal for platforms"],
    es: ["bundles", "paquetes de instalación", "combos de plataformas"],
    vi: ["gói cài đặt", "bundle", "các bundle"],
    zh: ["安装套餐", "捆绑包", "bundle"],
  },
  "setup-fees": {
    en: ["setup fees", "setup fee", "installation cost", "one time setup", "cost to connect a platform", "how much to connect"],
    es: ["costo de instalación", "tarifa de instalación", "cuánto cuesta conectar"],
    vi: ["phí cài đặt", "phí thiết lập", "chi phí kết nối"],
    zh: ["安装费", "设置费", "对接费用"],
  },
  "self-setup": {
    en: ["self setup fee", "setup fee if i do it myself", "connect everything myself", "do it yourself setup", "diy setup", "free self-setup"],
    es: ["instalo yo mismo", "instalación por mi cuenta", "hacerlo yo mismo", "costo si lo instalo yo"],
    vi: ["tự cài đặt", "tự làm", "tự kết nối"],
    zh: ["自己安装", "自行安装", "自己设置", "自助安装"],
  },
  booking: {
    en: ["book a consultation", "schedule a call", "set up a meeting", "book a demo", "get started", "appointment", "book consult"],
    es: ["agendar una cita", "reservar una consulta", "agendar una llamada", "cita", "cómo empiezo"],
    vi: ["đặt lịch tư vấn", "đặt lịch hẹn", "hẹn gặp", "bắt đầu thế nào"],
    zh: ["预约咨询", "预约", "约个时间", "怎么开始", "约时间聊"],
  },
  hours: {
    en: ["what are your hours", "opening hours", "when are you open", "what time do you close", "open on saturday", "business hours", "hrs", "open weekends"],
    es: ["horario", "a qué hora abren", "a qué hora cierran", "abren el sábado", "horas de atención", "oficina abierta"],
    vi: ["giờ làm việc", "mấy giờ mở cửa", "mấy giờ đóng cửa", "làm việc thứ bảy", "giờ mở cửa"],
    zh: ["工作时间", "几点开门", "几点下班", "营业时间", "周末上班吗", "几点到几点", "服务时间", "办公时间", "什么时候上班", "几点关门"],
  },
  contact: {
    en: ["how do i contact you", "get in touch", "contact details", "phone and email", "reach your team"],
    es: ["cómo los contacto", "datos de contacto", "teléfono y correo", "cómo me comunico"],
    vi: ["liên hệ thế nào", "thông tin liên hệ", "số điện thoại và email"],
    zh: ["怎么联系你们", "联系方式", "电话和邮箱"],
  },
  phone: {
    en: ["phone number", "what's your number", "call you", "number to call", "your phone", "ur number", "ph#"],
    es: ["teléfono", "número de teléfono", "su número", "el num", "celular"],
    vi: ["số điện thoại", "sdt", "số gọi", "điện thoại"],
    zh: ["电话", "电话号码", "手机号"],
  },
  email: {
    en: ["email address", "what email", "send documents by email", "your email"],
    es: ["correo", "correo electrónico", "email"],
    vi: ["email", "địa chỉ email", "thư điện tử"],
    zh: ["邮箱", "电子邮件", "邮件地址"],
  },
  "contact-form": {
    en: ["contact form", "form on the website", "submit a form"],
    es: ["formulario de contacto", "formulario"],
    vi: ["biểu mẫu liên hệ", "form liên hệ"],
    zh: ["联系表单", "表单"],
  },
  areas: {
    en: ["service areas", "do you serve my area", "do you work outside houston", "which neighborhoods", "where do you work", "cover my city", "other cities", "location", "which parts of houston do you know"],
    es: ["zonas que atienden", "trabajan fuera de houston", "en qué zonas trabajan", "dónde trabajan", "atienden mi zona"],
    vi: ["khu vực phục vụ", "làm việc ngoài houston", "phục vụ khu nào", "ở đâu"],
    zh: ["服务区域", "休斯顿以外", "服务哪些地区", "在哪里"],
  },
  integrations: {
    en: ["which crms do you connect to", "integrations", "integrate with my crm", "connect to hubspot", "works with my tools", "crm integration", "does it connect", "which systems do you support", "what other software works with it"],
    es: ["con qué crm se conectan", "integraciones", "se integran con", "conectar mi crm", "con qué sistemas trabajan", "qué otros programas aceptan"],
    vi: ["kết nối crm nào", "tích hợp", "kết nối với", "đồng bộ", "hỗ trợ những hệ thống nào", "phần mềm nào dùng được"],
    zh: ["对接哪些crm", "集成", "能对接", "能连接", "支持哪些系统", "还能接什么软件"],
  },
  mls: {
    en: ["mls", "har mls", "listing data", "har.com"],
    es: ["mls", "datos de listados"],
    vi: ["mls", "dữ liệu niêm yết"],
    zh: ["mls", "房源数据"],
  },
  technologies: {
    en: ["what technology do you use", "openai", "chatgpt", "claude", "anthropic", "n8n", "under the hood", "which ai model"],
    es: ["qué tecnología usan", "openai", "chatgpt"],
    vi: ["công nghệ gì", "openai", "chatgpt"],
    zh: ["用什么技术", "openai", "chatgpt"],
  },
  languages: {
    en: ["does it speak spanish", "languages supported", "chinese", "vietnamese", "multilingual", "talk to my clients in another language"],
    es: ["habla español", "idiomas", "chino", "vietnamita", "multilingüe"],
    vi: ["tiếng việt", "ngôn ngữ", "tiếng tây ban nha", "tiếng trung", "nói tiếng"],
    zh: ["中文", "语言", "西班牙语", "西班牙文", "越南语", "越南文", "多语言", "说中文"],
  },
  "how-it-works": {
    en: ["how does it work", "what's the process", "onboarding process", "steps to start", "what happens after i sign up", "done for you setup", "do you install it for us"],
    es: ["cómo funciona", "cuál es el proceso", "pasos para empezar", "ustedes lo instalan", "instalación hecha por ustedes", "qué pasa después de contratarlos"],
    vi: ["hoạt động thế nào", "quy trình", "các bước"],
    zh: ["怎么运作", "流程", "步骤"],
  },
  timeline: {
    en: ["how long does it take", "how long to go live", "rollout timeline", "how fast can we launch", "time to set up", "when will it be ready"],
    es: ["cuánto tiempo tarda", "cuánto tardan", "en cuánto tiempo", "tiempo de implementación"],
    vi: ["mất bao lâu", "bao lâu thì chạy được", "thời gian triển khai", "bao lâu"],
    zh: ["多久可以上线", "需要多长时间", "部署时间", "多久能上线", "多久"],
  },
  "technical-skills": {
    en: ["do i need technical skills", "do i need to be technical", "i'm not tech savvy", "is it hard to use", "do i need to be good with computers", "i'm not good with computers"],
    es: ["necesito saber de tecnología", "necesito conocimientos técnicos", "es difícil de usar", "no soy bueno con la computadora"],
    vi: ["cần biết kỹ thuật", "có khó dùng không", "không rành công nghệ", "không giỏi máy tính"],
    zh: ["需要懂技术吗", "难不难用", "不懂技术", "不太会用电脑"],
  },
  "data-safety": {
    en: ["is my data safe", "data security", "do you sell client data", "privacy of my clients data", "secure", "can i trust a bot with my customers", "is it risky to let it talk to clients"],
    es: ["mis datos están seguros", "seguridad de datos", "venden mis datos", "puedo confiarle mis clientes a una IA"],
    vi: ["dữ liệu có an toàn", "bảo mật dữ liệu", "có bán dữ liệu", "có bán thông tin khách cho ai không", "có đáng tin không", "giao khách hàng cho AI có an toàn không"],
    zh: ["数据安全吗", "数据安全", "会出售数据吗", "隐私", "可靠吗", "能信任吗", "把客户交给AI放心吗"],
  },
  "add-later": {
    en: ["can i add services later", "upgrade later", "add more later on"],
    es: ["puedo agregar servicios después", "agregar después", "ampliar después"],
    vi: ["sau này thêm dịch vụ", "thêm sau", "nâng cấp sau"],
    zh: ["以后可以加服务吗", "以后再加", "以后升级"],
  },
  results: {
    en: ["what results do clients get", "results", "roi", "does it work", "case studies", "success stories", "how many more leads", "hours saved per week"],
    es: ["qué resultados obtienen", "resultados", "funciona de verdad", "casos de éxito", "historias de éxito", "cuántas horas ahorro", "horas ahorradas"],
    vi: ["kết quả", "hiệu quả thế nào", "khách hàng đạt được gì"],
    zh: ["效果", "什么效果", "客户取得什么结果"],
  },
  blog: {
    en: ["blog", "article", "articles", "blog post", "something to read", "guide"],
    es: ["blog", "artículo", "artículos", "guía"],
    vi: ["bài viết", "blog", "bài"],
    zh: ["文章", "博客", "指南"],
  },
  recommend: {
    en: ["which package is for me", "which plan should i get", "what do you recommend", "which one fits us", "most popular package", "what should we get"],
    es: ["qué paquete me recomiendan", "cuál nos conviene", "qué plan nos sirve", "el más popular"],
    vi: ["nên chọn gói nào", "gói nào phù hợp", "gói nào hợp", "phổ biến nhất"],
    zh: ["适合哪个套餐", "推荐哪个", "选哪个", "最受欢迎", "用哪个好"],
  },
  "success-manager": {
    en: ["dedicated success manager", "account manager", "dedicated manager"],
    es: ["gerente de éxito dedicado", "gerente de cuenta"],
    vi: ["người quản lý riêng", "quản lý tài khoản"],
    zh: ["专属客户成功经理", "客户经理", "专属经理"],
  },
  // Said only when a package without one is asked about (site-asks.ts): never found by retrieval.
  "success-manager-only": { en: [], es: [], vi: [], zh: [] },
  "why-no-prices": {
    en: ["why don't you publish prices", "why no prices on the site", "why contact for pricing"],
    es: ["por qué no publican precios"],
    vi: ["sao không công bố giá"],
    zh: ["为什么不公开价格"],
  },
};
