import { withoutAskingUs, withoutTheirUse } from "./everyday-asks.ts";
import { asksOfOwnAffairs } from "./own-affairs.ts";

// What a message asks about, weighed against the words of ours it carries (docs/decisions/015). "My Growth fund at
// Fidelity", "my monstera's growth", "a barber in Atascocita", "la licencia de pesca pa'l lago Conroe", "nấu bún bò
// cần bao nhiêu mắm ruốc" carry a package name, a place we serve or a price word, yet what they ask about is the
// visitor's everyday life: a haircut, savings, a yard or a ranch, papers from the government, a pet, their health, a
// car, a dish. Such an object makes the message off-topic whatever else it names, unless the message turns to us
// ("can your AI book haircuts?", "¿ustedes hacen chatbots para barberías?", "bên bạn làm web cho tiệm nail không?",
// "你们能给宠物医院做AI客服吗？"). Our package names alone do not turn to us: "growth", "foundation", "enterprise" are
// everyday words too. One pattern holds every domain, each in the four languages; rules run on folded text.

const LIFE_LATIN = [
  // Grooming: a barber, a haircut, nails, a tattoo.
  String.raw`barbers?|barber ?shops?|haircuts?|hair ?cuts?|high and tight|(?:low|mid|high|skin|taper) fade|buzz ?cut|beard trim|hair (?:salon|stylist|dye|colou?r)|hair ?stylists?|hairdressers?|nail (?:salon|tech)s?|manicures?|pedicures?|lash extensions?|eyebrow (?:threading|wax\w*)|tattoo(?:s|ist|ists| shop| parlou?r)?|barber(?:o|os|ia|ias)|peluquer(?:o|a|os|as|ia|ias)|corte de (?:pelo|cabello)|cortarme el (?:pelo|cabello)|salon de belleza|unas (?:acrilicas|de gel)|manicur\w*|pedicur\w*|tatuaj\w*|tatuador\w*|cat toc|hot toc|tiem toc|salon toc|uon toc|nhuom toc|tiem nail|lam nail|lam mong|son mong|mau son mong|nail polish|base coat|top coat|gel polish|esmalte de unas|xam (?:hinh|minh)`,
  // Savings and investments of their own: a fund, a retirement account, hold or sell.
  String.raw`(?:mutual|index|growth|value|bond|hedge|retirement|college|target date|money market) funds?|401 ?k|403 ?b|roth|(?:my|an|the|traditional|rollover) ira|brokerage account|fidelity(?! (?:national|title))|vanguard|schwab|robinhood|etrade|webull|annuit(?:y|ies)|(?:hold|sell|keep) or (?:sell|hold|buy)|buy or (?:sell|hold)|fondos? (?:de inversion|mutuos?|de retiro|indexados?|de pension)|cuenta de retiro|jubilacion|(?:vendo|vender|mantengo|aguanto) o (?:vendo|vender|compro|mantengo|aguanto)|quy (?:dau tu|huu tri|tang truong|chi so|tuong ho|etf)|luong huu|tai khoan huu tri|giu hay ban|ban hay giu`,
  // Yard, ranch and garden: a tractor, clearing brush, fertilizer, pasture, a houseplant watered.
  String.raw`tractors?|kubota|john deere|skid steers?|brush ?hogs?|bush ?hogs?|(?:lawn|riding|push) ?mowers?|weed ?eaters?|chainsaws?|fertiliz\w*|herbicides?|pesticides?|weed ?killer|pastures?|hay bales?|bermuda grass|grass seed|clear(?:ing)? (?:the )?(?:brush|land|trees|lot)|land clearing|house ?plants?|(?:indoor|potted) plants?|monsteras?|pothos|succulents?|orchids?|fiddle leaf|repot\w*|potting soil|(?:vegetable|veggie|tomato|bean|pepper|sunflower) (?:garden|plants?|seeds?)|sprout(?:s|ed|ing)?|germinat\w*|seedlings?|germin(?:ar|an|e|en)|brotar|nay mam|hat giong|water (?:it|them|my plants?|the plants?|the lawn|my lawn)|watering|overwater\w*|tractor(?:es)?|desmont\w* (?:un |el |mi |la )?(?:terreno|monte|lote|rancho|parcela)|desbroz\w*|chapear|podadora|cortacesped|motosierra|abono (?:organico|foliar|quimico)|fertilizante|herbicida|pesticida|plaguicida|pasto|zacate|cesped|mis plantas|mi planta|plantitas?|plantas de interior|macetas?|regar|huerto|suculentas?|orquideas?|may cay(?! so)|may keo|may cat co|cat co|phan bon|bon phan|thuoc tru sau|thuoc diet co|tuoi (?:cay|co|vuon|nuoc cho cay)|cay (?:canh|kieng|trau ba|luoi ho|xuong rong|monstera)|chau cay|lam vuon|trong (?:rau|cay an trai)|vuon rau|thanh long|ngoai vuon|tuoi (?:tu dong|nho giot)|(?:fruit|citrus|fig|mango|avocado|lemon|peach) trees?|raised beds?|drip irrigation|lawn sprinklers?|sprinkler heads?|arboles? frutales?|riego (?:por goteo|automatico)|aspersores?`,
  // Papers of their own: a fishing or driver's licence, a passport, a visa, a car's registration.
  String.raw`(?:fishing|hunting|drivers|driving|boating|marriage|gun|concealed carry|ltc|dog|cdl) licen[cs]es?|dmv|passports?|visa (?:application|appointment|interview|renewal|status)|green card|citizenship|naturaliz\w*|(?:car|vehicle|truck|boat) (?:registration|title|inspection)|inspection sticker|license plates?|jury duty|birth certificate|licencias? (?:de |pa |para )?(?:pesca|pescar|caza|cazar|manejo|manejar|conducir|matrimonio|armas?)|pasaportes?|visas? (?:de turista|de trabajo|americana)|ciudadania|naturalizacion|(?:placas|registro|titulo) (?:del|de mi) (?:carro|camioneta|troca|coche|auto)|acta de nacimiento|bang lai|giay phep (?:cau ca|san ban|lai xe|ket hon)|ho chieu|quoc tich|the xanh|dang kiem|bien so xe|giay khai sinh`,
  // A pet: the vet, food, fleas.
  String.raw`veterinar\w*|vet (?:clinic|visit|bill|appointment)|(?:my|our) (?:dog|dogs|cat|cats|puppy|kitten|pup)|puppies|kittens?|dog food|cat food|kibble|fleas?|heartworm|(?:dog|pet) (?:groomer|walker|trainer|sitter|food)|(?:mi|mis) (?:perr\w*|gat\w*|cachorr\w*|mascota\w*)|croquetas|pulgas|garrapatas|thu y|meo con|cun con|bo chet`,
  // Their health and fitness: symptoms, medicine, a dentist, losing weight.
  String.raw`symptoms?|fever|the flu|flu shot|coughing|cough|sore throat|headaches?|migraines?|allerg(?:y|ies)|rash|prescriptions?|pharmac(?:y|ies)|urgent care|dentists?|toothache|blood pressure|diabetes|cholesterol|(?:lose|losing) weight|weight loss|workouts?|protein (?:powder|shakes?)|vitamins?|sintomas?|fiebre|gripa|dolor de (?:cabeza|muela|garganta|espalda|estomago)|alergias?|receta medica|farmacia|dentista|presion (?:alta|arterial)|colesterol|(?:bajar|perder) de peso|gimnasio|rutina de ejercicio|vitaminas|trieu chung|bi sot|sot cao|cam cum|cam lanh|ho khan|dau (?:dau|hong|rang|bung|lung)|di ung|nha thuoc|thuoc (?:ho|cam|giam dau|ha sot)|nha si|huyet ap|tieu duong|giam can|an kieng|tap gym`,
  // Their car: an oil change, brakes, tires.
  String.raw`oil change|brake pads?|check engine(?: light)?|tire rotation|transmission (?:fluid|repair|slipping)|lug nuts?|torque specs?|spark plugs?|alternators?|car batter(?:y|ies)|wiper blades?|radiators?|cambio de aceite|balatas|llantas|frenos|birlos|bujias|alternador|bateria del (?:carro|coche|auto|truck|troca)|thay nhot|den check engine|lop xe|bugi|binh (?:ac ?quy|acquy)|oc banh xe`,
  // A repairman sought for their home: "a cheap plumber", "thợ nào sửa" (the Chinese 冷气 and 师傅修 below). A repair
  // named in a tenant's message ("nhắn tin hỏi sửa ống nước") is a property manager's story, not a repairman sought.
  String.raw`(?:need|find|recommend\w*|good|best|cheap\w*|reliable|know) (?:a |an |any )?(?:good |cheap |reliable )?(?:plumbers?|electricians?|handym[ae]n|(?:ac|hvac|appliance) (?:repair\w*|guys?|techs?|compan\w+))|(?:algun|buen|un|recomiend\w*|conocen?) (?:plomero|electricista|tecnico de aire)|tho nao|(?:ai|cho nao|o dau) sua\b`,
  // Words written for their own life: a birthday message, a toast, a club's plan, a diet; horses kept, paint bought.
  String.raw`birthday (?:message|card|wish\w*|poem|speech|text)|(?:wedding|retirement|graduation|anniversary|holiday party) (?:speech|toast|message|card)|eulogy|(?:son|daughter|kid|kids)s? (?:cricket|soccer|football|baseball|basketball|chess|swim|debate) (?:club|team)|cricket club|homework|mensaje de cumpleanos|felicitacion de cumpleanos|brindis|(?:mi|una) dieta|bajar \d+ (?:libras|kilos)|thiep (?:chuc|sinh nhat)|loi chuc (?:sinh nhat|tet|dam cuoi)`,
  // Lessons for themselves: an instrument, dancing, swimming.
  String.raw`(?:lead |bass |acoustic )?guitars?|guitar(?:ra|rista)s?|piano lessons?|clases de (?:piano|musica|baile|natacion|canto)|hoc (?:dan|guitar|piano|nhac|hat|boi|mua)|day (?:dan|guitar|piano)`,
  // A child's growth marked at home, a sports ground booked, the home wifi set up, a stock's return.
  String.raw`growth charts? for (?:my|our|the|a) (?:kids?|child|children|sons?|daughters?|baby|toddler)|(?:kids?|childs?|sons?|daughters?|babys?) (?:height|growth)|cricket (?:ground|pitch|field|nets?|match|practice)s?|(?:tennis|pickleball|badminton|volleyball) courts?|(?:wifi|wi-fi|home|mesh) (?:router|modem|network|extender)s?|routers? (?:wifi|wi-fi)|(?:cuc|cai) (?:router|modem|wifi)|wifi (?:nha|o nha)|(?:growth|value|dividend|tech|penny) stocks?|etfs?|stock (?:returns?|prices?|picks?)|acciones de crecimiento|co phieu`,
  String.raw`keep (?:two|three|four|\d+|a|my) horses?|horses? (?:feed|hay)|coastal hay|alfalfa|cattle feed|lead-?free paint|paint (?:colou?rs?|brands?|finish)|best paint|(?:que|cual) pintura`,
];
const LIFE_HAN = [
  "致词|致詞|生日祝福|祝酒词|贺卡|演讲稿|发言稿|作文",
  "理发|剪头|剪发|发廊|美发|发型师|美甲|纹身|染发|烫发",
  "基金|养老金|退休金|退休账户|理财产品|股息|定投|(?:持有|拿着|留着)还是(?:卖|抛)",
  "拖拉机|割草机|除草|锄草|施肥|化肥|肥料|农药|草坪|牧场|牧草|浇水|绿植|盆栽|植物|多肉|龟背竹|绿萝|兰花|花盆|种花|养花|种菜|菜园",
  "驾照|驾驶执照|驾驶证|钓鱼证|钓鱼执照|钓鱼许可|狩猎证|护照|签证|绿卡|入籍|车牌|年检|出生证明",
  "兽医|宠物医院|狗粮|猫粮|小狗|小猫|跳蚤|我家的?(?:狗|猫)",
  "症状|发烧|感冒|咳嗽|头疼|头痛|牙疼|牙痛|嗓子疼|过敏|药店|药房|处方|牙医|血压|糖尿病|胆固醇|减肥|健身|维生素|保健品",
  "换机油|刹车片|变速箱|轮胎|租车|租車|还车|還車",
  "烧味|烧腊|叉烧|烧鹅|烤鸭|点心|早茶|饮茶|茶楼|奶茶|小面|锅底|鸡尾酒|调酒|水管工|电工",
  "冷[气氣]|(?:空调|空調)(?:坏|壞)|[师師]傅(?:会|會)?修|吉他|钢琴|鋼琴",
  "放多少(?:盐|糖|酱油|油|醋|料)|调料|配料|食材|作料|佐料|汤底|怎么腌|腌多久|炖多久",
];
// A dish cooked, its ingredients and measures: no word of ours turns this to us ("a pho for the team's automation
// party"), only a question put to us ("can your AI send recipes?").
const DISH = new RegExp(`\\b(?:tablespoons?|tbsp|teaspoons?|tsp|cups? of (?:flour|sugar|rice|water|milk|broth)|marinade|marinate|seasoning|spice rub|dry rub|gumbo|jambalaya|crawfish boil|cucharad\\w*|tazas? de|sazon\\w*|adobo|adobar|marinad\\w*|caldo de|masa (?:para|de) (?:tamales|tortillas|pan)|pozole|birria|(?<!mau )nau (?:bun|pho|canh|che|com|xoi|lau|thit|ca|ga|bo|mon|sup|chao|banh|mi)|mam (?:ruoc|tom|nem)|nuoc mam|gia vi|bot ngot|hat nem|hanh phi|cay sa|sa bam|toi phi|nuoc dung|nuoc leo|duong phen|cocktails?|mocktails?|margaritas?|mojitos?|pisco sour|sangria|micheladas?|eggnog|boba|bubble tea|milk tea|coctel(?:es)?|tragos?|ponche|tra sua|sinh to|(?:cho|quan|tiem|o) (?:nao|dau)\\b.{0,40}\\bngon|bandeja paisa|bunuelos|arepas|empanadas|tamales|cach nau|chi (?:e|em|toi|minh) (?:cach )?nau|cach lam (?:banh|mon|mut|nem|cha|xoi|che|bun|pho|chao|goi|kim chi|dua)|chao (?:long|ga|vit|suon)|how (?:do (?:i|you|we)|to|should i) (?:cook|bake|grill|fry|roast|braise)|(?:como|ensename a|ensenenme a) (?:se )?(?:cocina\\w*|cocino|hornea\\w*|horneo|guisa\\w*)|(?:best|good|nice|tasty) (?:restaurants?|places? to eat|spots? to eat)|(?:mejor|buen) restaurante|(?:quan|nha hang)(?: (?:bun|pho|com|lau|nuong|oc|nhau|an))?\\b.{0,40}\\bngon)\\b|想吃|(?:哪儿|哪里|哪裡|哪有)(?:有)?(?:卖|賣)|怎么做(?:菜|饭)`);
const LIFE = new RegExp(`\\b(?:${LIFE_LATIN.join("|")})\\b|${LIFE_HAN.join("|")}`);

// The visitor turning to us, or naming what only we make: "you", "ustedes", "bên bạn", "你们"; the AI, a chatbot, an
// add-on, a package as such ("the Growth package", "gói Growth", "Growth套餐"), the site and its articles.
const ABOUT_US = new RegExp(
  [
    String.raw`\b(?:you|your|yours|u|ur|yall|you guys|bayou city|ustedes|usted|su (?:empresa|compania|agencia|equipo|servicio|sistema|pagina|sitio|oficina)|ben (?:ban|anh|chi|em|minh)|cac (?:ban|em|anh|chi)|quy cong ty|cong ty (?:ban|anh|chi|em|cac ban))\b`,
    // What we do asked for: a package picked ("gói nào hợp với chị?"), a discount for their trade ("giảm giá cho chủ tiệm nail?"), calls or messages answered while they work.
    String.raw`\b(?:(?:which|what) (?:package|plan|tier)|(?:que|cual) (?:paquete|plan)|goi (?:nao|gi|nay|do|foundation|growth|enterprise)|answer(?:s|ing)? (?:the |my |our )?(?:phones?|calls?|texts?|messages?|leads?)|contest\w* (?:el telefono|las llamadas|llamadas|los mensajes|mensajes)|tra loi (?:dien thoai|tin nhan|khach|cuoc goi)|nghe (?:dien thoai|may)|du lieu khach|(?:co )?(?:giam gia|khuyen mai|uu dai|discounts?|descuentos?|rebajas?) (?:cho|for|para))\b`,
    String.raw`\b(?:a\.i|ia|chatbots?|bots?|assistants?|asistente|tro ly|crm|automat\w*|automatizacion|tu dong hoa|integrat\w*|integracion\w*|tich hop|packages?|paquetes?|add-?ons?|complementos?|(?:the|your|an|our|my|la|el|una?|con|de|su|cong cu|he thong|dung) ai|ai (?:assistant|agent|chat\w*|bot|tools?|system|receptionist|voice|automation)|pro bundle|voice ai|email commander|social scheduler|market dashboard|customer service agent|enhanced messaging|24/?7 agent|consultation|website|pagina web|sitio web|trang web|articles?|blog|newsletter|articulos?|bai viet)\b`,
    // Their own program asked to be connected to ours ("phần mềm kế toán của tiệm nail, nối vô hệ thống được hông").
    String.raw`\b(?:software|program|app|programa|sistema|phan mem|ung dung)\b.{0,40}\b(?:connect\w*|hook\w* (?:it )?up|sync\w*|conect\w*|ket noi|noi (?:vo|vao))\b`,
    // Our posts named in Vietnamese ("trong bài về mùa bão, … những loại thợ nào?"): asked of the article, not of a tradesman.
    String.raw`\bbai (?:viet|ve|blog)\b|\bban tin\b`,
    "你们|您们|贵公司|贵司|贵站|套餐|方案|机器人|助手|自动化|对接|集成|网站|文章|博客|接电话|回复(?:客户|消息|短信)",
  ].join("|"),
);
// "AI" as the visitor typed it: in lower case, Vietnamese "ai" is "who".
const TYPED_AI = /(?<![A-Za-z])A\.?I(?![A-Za-z])/;

// Asking us only to think along ("what would you do?", "if you were me", "me ayuda a calcular", "anh thấy sao", "你觉得")
// says nothing about whose the matter is, beside the requests everyday-asks.ts already sets aside.
const THINK_ALONG =
  /\b(?:what (?:would|should|do) (?:you|u|yall) (?:do|say|pick|choose|suggest|recommend|think|use|give|buy|feed)|if (?:you|u) were me|(?:you|u|yall) think|thank(?:s| you)|you know|are (?:you|u|yall) able to|(?:me |nos )?ayud\w*|usted(?:es)? (?:que )?(?:opina|cree|piensa|haria)\w*|que (?:me )?(?:recomienda|aconseja|sugiere)\w*|(?:anh|chi|ban|em) (?:nghi|thay) (?:sao|the nao)|(?:ban|anh|chi|em) (?:ranh|gioi|biet|thao) \w+(?: \w+)?(?: ma| nen| roi)?|(?:since|cause|because|as) (?:you|u|yall) (?:know|are good at|re good at|understand) \w+(?: \w+)?|(?:ya que|como) (?:usted|tu|ustedes) (?:sabe|sabes|saben|conoce\w*) (?:de )?\w+|(?:can|could|would|will) (?:you|u)(?: (?:please|kindly|pls))?(?= \w+ (?:my|our) ))\b|你(?:觉得|说|看)|您(?:觉得|看)|告诉我/g;

// Put to us directly: "you", "ustedes", "bên bạn", "你们".
const TO_US = new RegExp(ABOUT_US.source.split("|\\b(?:(?:which")[0]);

/** What the message asks about is the visitor's everyday life (a haircut, a fund, a tractor, a licence, a pet, a dish), and it does not turn to us. */
export function asksOfLife(text: string, raw = text): boolean {
  const dish = DISH.test(text) || DISH.test(raw);
  if (!dish && !LIFE.test(text) && !asksOfOwnAffairs(text)) return false;
  const matter = withoutAskingUs(withoutTheirUse(text)).replace(THINK_ALONG, " ");
  if (dish) return !TO_US.test(matter);
  return !ABOUT_US.test(matter) && !TYPED_AI.test(raw);
}
