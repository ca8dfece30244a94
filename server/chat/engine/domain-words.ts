import { foldForRules } from "./text.ts";

// Words of the agency's domain: a question with none of them that nothing answers is off-topic, not a gap in the site.
// "eso del agendado según el tráfico", "dữ liệu niêm yết" (listing data): the scheduling and the listings are ours.
// "bản tin" (our newsletter), "tự cài" (setting it up oneself) and the platforms we connect ("nối 4 nền tảng") are ours too.
// The market's data for one's areas ("cómo se mueve el mercado… con datos al día"), signing with us ("签约以后") and the
// company asked of in Vietnamese ("bên công ty có làm ở…", "phục vụ") are ours.
// A post pointed at ("同一篇") and minutes added to each leg of a showing route ("每一段路再加几分钟") are ours.
const DOMAIN = /\b(?:ai|ia|platforms?|plataformas?|nen tang|\d+ (?:cai )?ung dung|(?:you|you ve|youve|y ?all|you guys) (?:\w+ )?(?:got |have )?(?:people|staff|folks|anyone|reps?) (?:in|out in|over in|down in|up in)|tienen (?:gente|personal|alguien) en|agents?|ben (?:em|anh|chi|anh chi|cac anh|cac chi|cac ban)|agentes|sistema|herramientas?|tools?|zapier|workflows?|flujos? de trabajo|payroll|nomina|comisiones|commissions?|leads?|crm|packages?|plans?|tiers?|bundles?|prices?|pricing|cost|setup|chat|bot|automat\w*|realtors?|brokers?|brokerage|propert\w*|listings?|mls|har|consult\w*|website|web|team|e-?mail|phone|hours|services?|clients?|tenants?|integrat\w*|blog|articles?|data|paquetes?|precios?|servicios?|equipo|clientes?|prospectos?|inmobiliari\w*|yourself|your company|who you are|work|works|sirve|funciona|you|your|u|ur|yall|ustedes|usted|ben ban|offer|trial|demo|pay|payment|monthly|contract|cancel|office|discount|goi|gia|dich vu|khach|moi gioi|nha|book|booking|link|schedul\w*|showings?|appointment|call|number|hours|open|site|page|cookies?|newsletter|ban tin|boletin|boletines|suscri\w*|desuscri\w*|correos?|privacy|figure|stats?|statistics?|percent|openai|chatgpt|gpt|claude|cifra|numero|telefono|horario|enlace|cita|agendar|reagendar|agendad[oa]s?|agendamientos?|asistente|visitas|sitio|pagina|llamar|instalacion|autoinstalacion|cuota|tarifa|so dien thoai|dien thoai|gio lam|tu cai|lich hen|dat lich|con so|so lieu|trang web|website|tin nhan|cai dat|phi|du lieu|niem yet|api|sdk|developers?|desarrolladores?|lap trinh vien|pagos?|pagar|visita|vendedor(?:es)?|datos|mercado|cong ty|phuc vu)\b|\d\s?%|套餐|价格|服务|客户|经纪|房|你们|您|电话|号码|几点|营业|上班|时间|预约|链接|网站|数字|数据|安装|费用|咨询|免费|付费|收费|合同|签约|试用|演示|自动化|机器人|助手|对接|平台|团队|贵司|贵站|排程|看房|开发者|接口|文章|博客|(?:那|这|同一|该)篇|每一?段.{0,12}分钟/;
// Vietnamese words that fold to a domain word without being one: "ai" written small beside "có", "không", "cũng" is
// "anyone" ("Ở Houston có ai ăn ve sầu chưa?"), not AI, which visitors write in capitals when they mean it; "nhà" after
// "nhớ", "về", "xa", "thăm" is home ("nhớ nhà quá"), not a house for sale. Read only on the visitor's own words (with
// their marks and case): folded text cannot tell them apart.
const VI_ANYONE = /(?<=(?:^|[\s,.!?])(?:[Cc]ó|[Kk]hông|[Cc]hẳng|[Cc]hả) )ai(?= )|(?<=(?:^|\s))ai(?= (?:cũng|đó|ăn|đi|biết|ở|từng) )/gu;
const VI_HOME = /(?<=(?:^|[\s,])(?:nhớ|về|xa|thăm|ở quê|nhà) )nhà(?!\p{L})/giu;
const VIETNAMESE_MARKS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệịỉĩọỏốồổỗộớờởỡợụủũứừửữựỳỵỷỹ]/iu;
export const inDomain = (message: string): boolean => DOMAIN.test(foldForRules(VIETNAMESE_MARKS.test(message) ? message.replace(VI_ANYONE, " ").replace(VI_HOME, " ") : message));
