// More subjects no page speaks of, for never-said.ts: a listing's marketing beyond posts created and scheduled, and the
// numbers beyond live dashboards of leads, pipeline and market data. Each is one pattern over folded text.

// A listing dressed up: virtual staging, a website of its own ("¿Ustedes hacen el home staging virtual…?", "Nó có làm luôn
// trang web riêng cho từng căn không?", "能做虚拟家装吗？"). (Photos, video and 3D or VR tours, paid ads and a logo are the
// "not among our services" answers of needs.ts; listing descriptions drafted are the stack post's, post-situations.ts.)
export const LISTING_EXTRAS = new RegExp(
  [
    /\bvirtual(?:ly)? stag\w*|\bhome staging\b|\bstaging virtual\b|\bamuebl\w* virtual\w*|\bnoi that ao\b|\bdan dung (?:noi that )?ao\b|虚拟(?:家装|装修|布置|软装|样板)/,
    /\b(?:single[- ]property|property) (?:websites?|sites?)\b|\b(?:website|site|web ?page|landing page) (?:for )?(?:each|every) (?:listing|property|home|house)\b|\b(?:pagina|sitio) web (?:para |de )?(?:cada|por) (?:casa|propiedad|listado|inmueble)\b|\btrang web rieng (?:cho )?(?:tung|moi) (?:can|nha|listing)\b|(?:每套|每个|每一套)房(?:源|子)?(?:做)?(?:一个|单独的?)?(?:网站|网页|页面)/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// Numbers the dashboards are never said to give: a BI tool by name (Tableau, Power BI, Looker), prices predicted, how many
// people may log in, years of history, a report e-mailed at a set hour, each agent's commission or split tracked ("¿El
// tablero se puede ver en Looker Studio?", "Bảng số liệu có dự đoán được giá nhà … năm sau không?", "Được bao nhiêu người
// đăng nhập…?", "can it keep like 5 years of our closings…?", "can it email me a report every mornin at 6 sharp…?").
export const DASHBOARD_LIMITS = new RegExp(
  [
    /\b(?:tableau|power ?bi|looker(?: studio)?|data ?studio|qlik|metabase)\b/,
    /\b(?:predict\w*|forecast\w*)\b.{0,30}\b(?:prices?|values?|market)\b|\b(?:predic\w*|predec\w*|pronostic\w*|adivin\w*)\b.{0,30}\b(?:precios?|valor\w*)\b|\bdu (?:doan|bao) (?:duoc )?gia\b|(?:预测|预估).{0,6}(?:房价|价格|价钱)/,
    /\bhow many (?:people|users|agents|logins|seats|of us|of my agents)\b.{0,30}\b(?:log ?in|access|see|use|view)\b|\b(?:user|seat|login) (?:limit|licen[cs]es?)\b|\bcuant[oa]s (?:usuarios|agentes|personas)\b.{0,30}\b(?:entrar|acceder|ver|usar)\b|\bbao nhieu (?:nguoi|tai khoan) (?:duoc )?(?:dang nhap|xem|vao|dung)\b|(?:几个人|多少人|几个账号|多少个账号)(?:可以|能)?(?:同时)?(?:登录|登陆)/,
    /\b(?:\d+|two|three|five|ten|several|many) years? (?:of|worth of) (?:our |my )?(?:data|history|closings|sales|numbers|deals)\b|\b(?:keep|store|save|go back)\w*\b.{0,30}\b(?:\d+|two|three|five|ten) years\b|\bmore than (?:a|one) year (?:back|ago|of)\b|\bhon (?:mot|1) nam (?:truoc)?\b|\b(?:historial|datos) de (?:\d+|varios|cinco|diez) anos\b|(?:\d+|几|五|十)年(?:的|以前的|前的)?(?:数据|历史|记录)/,
    /\b(?:report|recap|summar|digest)\w*\b.{0,30}\b(?:every (?:morning|mornin|day|evening|night)|each (?:morning|evening)|daily|nightly)\b.{0,20}\b(?:at )?\d|\bevery (?:morning|mornin|day|evening|night) at \d|\b(?:reporte|informe) (?:diario|cada manana)\b.{0,20}\b(?:a las )?\d|\bbao cao (?:moi|hang) (?:sang|ngay) luc\b|每天(?:早上|早晨)?\d+点.{0,6}(?:报告|报表)/,
    /\b(?:track\w*|see|show\w*|calcul\w*)\b.{0,30}\b(?:each|every|per) agent s? (?:commissions?|splits?)\b|\bcommissions? (?:per|by|for each) agent\b|\bcuanto comisiona\b|\bcomo va el split\b|\bhoa hong (?:cua )?(?:tung|moi) (?:nguoi|agent)\b|(?:每个|每位)经纪人的?佣金/,
  ]
    .map((r) => r.source)
    .join("|"),
);
