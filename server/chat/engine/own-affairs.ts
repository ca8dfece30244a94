// More of the visitor's own affairs (docs/decisions/015), beside life-objects.ts, which reads them with the same guard
// (nothing turns the message to us): livestock on a ranch, their own phone or app gone wrong, a child's schoolwork or
// a sum to solve, a shop on someone else's marketplace, a match to watch, government papers, a drink to pick. A
// package name ("a Growth implant", "a Growth hack"), a place we serve ("a bar near the Galleria", "milk tea in
// Katy"), a vendor we integrate with ("WhatsApp froze on my iPhone") or "tenants"/"a client" only fill such a
// question: what is asked and of what decides. "Can your AI answer ranchers?" or "how do I update the WhatsApp
// integration?" turn to us and stay questions. Rules run on folded text (accents off, lower case).

const WORDS = [
  // Livestock and its care: "a growth implant for steers", "¿qué desparasitante para los becerros?", "bò bị sán", "肉牛饲料".
  String.raw`steers?|heifers?|calves|cattle|cows?|bulls?|feedlots?|implants? for (?:steers|calves|cattle|heifers)|ralgro|synovex|revalor|dewormers?|deworming|livestock|goats?|chickens?|hens|ganado|novillos?|vaquillas?|becerr[oa]s?|vacas?|toros?|desparasit\w*|gallinas|chivas|nuoi (?:bo|heo|ga|de|lon)|dan bo|dan ga|trai (?:bo|heo|ga)|(?:bo|heo|ga) nha (?:tui|toi|em|minh)`,
  // A child's schoolwork or a sum to solve: "pa la escuela", "school project", "bài toán", "lãi suất kép".
  String.raw`(?:for|para|pa|pal) (?:la |el |the |my |su |mi )?(?:school|escuela|colegio|prepa)|(?:de|en) la escuela|school (?:project|assignment|report)|science fair|tabla dinamica|pivot tables?|math (?:problem|question|homework)|word problems?|problemas? de (?:matematicas|mate|fisica)|ejercicios? de (?:matematicas|mate|fisica)|bai toan|giai (?:bai|toan|phuong trinh)|hoc lop \d+|lai suat kep|compound interest (?:problem|question|homework|formula)`,
  // A shop on someone else's marketplace, not a marketplace named as a likeness ("a chat like Tmall's service"):
  // "Singles' Day sales", "my Etsy shop", "tienda en Mercado Libre", "天猫双十一的转化率".
  String.raw`(?:amazon|ebay|tiktok|shopify|etsy|tmall|taobao|shopee|lazada) (?:shop|store|seller|listing|fba|sales)|(?:my|mi|our) (?:etsy|shopee|tmall|taobao)|(?:tienda|ventas) en mercado ?libre|singles day|tien (?:hang|shop) (?:tren )?(?:shopee|lazada|tiktok)`,
  // A match to watch or a team's fortunes: "el Real Madrid–Barça", "watch the Champions League final", "xem đá banh".
  String.raw`real madrid|barca|atletico de madrid|man(?:chester)? (?:united|city)|liverpool fc|champions league|laliga|liga mx|premier league|world cup|el mundial|copa mundial|el clasico|super bowl|nba finals|world series|sports bars?|bar deportivo|(?:ver|mirar|watch|catch) (?:el|la|the) (?:partido|juego|match|game|clasico|final)|xem (?:da banh|bong da|tran)|da banh`,
  // Papers from a government, theirs or a client's: "el papeleo del NIE", "renew my ITIN", "giấy tờ xin quốc tịch".
  String.raw`nie|tie card|dni|empadronamiento|padron municipal|extranjeria|apostill\w*|curp|itin|social security card|tax return|declaracion de la renta|(?:visa|visado) (?:de|para) (?:estudiante|trabajo|residencia)`,
  // Something seen in town, as news: "a flare at the Baytown refinery", "humo de la refinería", "cháy nhà máy lọc dầu".
  String.raw`(?:flare|fire|explosion|smoke|smell)s? (?:at|from|over) (?:the )?(?:\w+ )?(?:refinery|chemical plant|plant)|refinery (?:flare|fire|explosion|leak|smoke|smell)s?|(?:humo|incendio|explosion|llamarada) (?:de|en) la (?:refineria|planta)|chay nha may|nha may loc dau`,
  // A drink or a dish made, sought or judged: "milk tea", "bánh xèo giòn", "paella".
  String.raw`milk tea|bubble tea|boba tea|tra sua|horchata|aguas frescas|paella|tortilla de patatas|gazpacho|banh xeo|banh cuon|banh bao|bun rieu|bun cha|(?:cho|sao cho|duoc) gion|gion rum|crispy|crujiente`,
];
const HAN = "养牛|肉牛|奶牛|牛群|牧场的?牛|饲料|打虫|(?:天猫|淘宝|京东|拼多多)(?:店|的?(?:转化|销量|复购|排名|直通车))|双十一|双11|复购|网店的?(?:转化|销量|排名)|皇马|巴萨|欧冠|世界杯|看球|球赛|奶茶|珍珠奶茶|喜茶|奶盖|数学题|应用题|复利(?:题|怎么算|公式)|学校作业|家庭作业";
export const OWN_AFFAIRS = new RegExp(`\\b(?:${WORDS.join("|")})\\b|${HAN}`);

// Their own phone or app gone wrong ("el WhatsApp se me trabó en el iPhone", "my phone froze", "điện thoại bị treo",
// "手机卡死了"): a device and a trouble with it, so "does the chat work on iPhone?" is not one.
const DEVICE = /\b(?:iphone|ipad|android|samsung|galaxy|pixel|my (?:phone|cell)|mi (?:celular|cel|telefono|movil)|el (?:celular|cel|movil)|dien thoai (?:cua )?(?:tui|toi|em|minh)|may (?:tui|em|minh))\b|手机|苹果/;
const TROUBLE =
  /\b(?:froze|frozen|freez\w*|crash\w*|glitch\w*|won ?t (?:open|load|turn on|charge)|not (?:opening|loading|charging)|(?:update|reinstall|reset|restart) (?:it|ios|the app|my phone|whatsapp)|battery|se me (?:trabo|colgo|congelo|cerro|borro|apago|murio)|se (?:trabo|traba|colgo|congelo|pego)|no (?:abre|carga|prende)|(?:lo|la) (?:actualiz|reinstal|reinici)\w*|bateria|bi (?:treo|dong|do)|cap nhat (?:app|ung dung|ios|may)|het pin)\b|卡住|卡死|死机|闪退|重启|没电/;

/** The message asks about the visitor's own affairs of these kinds (guarded by life-objects.ts against turns to us). */
export const asksOfOwnAffairs = (text: string): boolean => OWN_AFFAIRS.test(text) || (DEVICE.test(text) && TROUBLE.test(text));
