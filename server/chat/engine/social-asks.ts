// Our own social media pages asked for ("are y'all on LinkedIn?", "¿tienen página de Facebook?", "bên bạn có fanpage
// không", "你们有脸书主页吗"): the footer's links (settings), not a platform connected for the visitor. "¿tienen
// Instagram?" alone stays the Instagram connection it more often asks for. Rules run on folded text.

const NETWORK = String.raw`(?:facebook|fb|linkedin|twitter|x|instagram|ig|insta|youtube|tiktok|social media|socials)`;
const OURS = new RegExp(
  [
    String.raw`\b(?:are (?:you|y ?all|you guys)|r u|is (?:your company|bayou\w*)) (?:on|active on) ${NETWORK}\b`,
    String.raw`\b(?:your|ur|y ?alls?|the company'?s|bayou\w*'?s?) ${NETWORK} (?:page|pages|account|accounts|profile|profiles|handle|channel|link|links)\b|\b(?:your|ur) socials\b`,
    String.raw`\b(?:do|does) (?:you|y ?all|you guys|the company|your (?:company|agency)) have (?:a |an |any )?${NETWORK} (?:page|account|profile|channel|presence)\b|\bfollow (?:you|y ?all|u|you guys)\b(?! up)`,
    String.raw`\b(?:(?:tienen|tiene|hay) (?:una |alguna )?|su |sus )(?:pagina|cuenta|perfil|canal)s? (?:de |en )?(?:facebook|linkedin|instagram|youtube|tiktok|x|twitter)\b|\bsus redes(?: sociales)?\b|\bredes sociales de ustedes\b|\b(?:como|donde) (?:los|las) sigo\b|\bseguirlos\b|\bestan en (?:facebook|linkedin|instagram|youtube|tiktok|redes)\b`,
    String.raw`\b(?:ben (?:ban|em|anh|chi)|cong ty|cac ban|ban|em)\b.{0,12}\b(?:co )?(?:fanpage|trang (?:facebook|fb|linkedin)|page (?:facebook|fb)|kenh (?:youtube|tiktok)|tai khoan (?:facebook|fb|linkedin|tiktok))\b(?!.{0,10}\bcua (?:tui|toi|minh|em|chi|anh)\b)|\btheo doi (?:ben )?(?:ban|em|cac ban|cong ty) (?:o|tren)\b`,
  ].join("|"),
);
const OURS_ZH = /(?:你们|贵公司|贵司|你們|貴公司)(?:有|有没有|在)?(?:没有)?(?:脸书|臉書|facebook|领英|linkedin|推特|twitter|油管|youtube|抖音|tiktok|社交媒体|社群|粉专|粉專)(?:账号|帳號|主页|主頁|页面|頁面|吗|嗎)|(?:怎么|在哪|哪里)关注你们|关注你们的/;

export const asksSocialPages = (text: string): boolean => OURS.test(text) || OURS_ZH.test(text);
