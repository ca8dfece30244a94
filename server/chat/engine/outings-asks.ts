import { namesOffering, offersOrTurnsToUs } from "./everyday-asks.ts";

// The team's life outside work asked of us (docs/decisions/015), beside everyday-asks.ts and life-asks.ts: where to eat
// a kind of food, which sports team is better, where to take the team on a trip, when a rocket launch or the fireworks
// can be seen, how two dishes differ, the visitor's own income tax or a client's debt-to-income ratio worked out. A
// package name, a place we serve or "our team" said in them is their setting ("our Growth team's offsite", "our Heights
// team leads"); the shape is what is asked. Each shape checks that, once the words that only ask us are set aside, the
// message names no offering of ours and does not turn to us, so "can your AI text my buyers the fireworks schedule?"
// and "does Growth include a DTI calculator?" stay questions. Rules run on folded text (accents off).

const FOODS = String.raw`(?:deep ?dish|pizza|bbq|barbecue|brisket|crawfish|seafood|steak|taco|tex-?mex|sushi|ramen|pho|dim sum|hot ?pot|burger|wings|brunch|breakfast|kolache|boba|coffee|noodle|dumpling|korean bbq|thai|indian|italian|mexican|vietnamese|chinese|cajun)`;
// "a deep dish place near Montrose, recs?", "any good taco spot by the Galleria?", "¿un buen lugar de mariscos?", "quán lẩu nào ngon".
const FOOD_PLACE = [
  new RegExp(String.raw`\b${FOODS}s? (?:place|spot|joint|restaurant|shop|truck|bar)s?\b`),
  /\b(?:lugar|sitio|restaurante)s? (?:de|para comer) (?:pizza|tacos|mariscos|carne asada|sushi|pho|hamburguesas|barbacoa|comida \w+)\b|\b(?:taqueria|pizzeria|marisqueria)s?\b/,
  /\bquan (?:pizza|lau|nuong|pho|bun bo|com tam|oc|hai san|sushi|bbq|an vat)\b/,
];
const RECS = /\b(?:recs?|recommend\w*|suggest\w*|where(?:s|'s| is| are| can| should| do)?|any (?:good|decent|great)|know (?:a|any|of)|favou?rite|best|go-?to|recomiend\w*|sugier\w*|donde|algun|algunos|alguna|nao ngon|o dau|goi y|chi (?:em|minh|toi))\b/;

// Sports teams: two of them set side by side ("Cubs or White Sox"), or one with a bet, a win or a game.
const TEAM = String.raw`(?:cubs|white sox|red sox|yankees|mets|dodgers|braves|rangers|cowboys|packers|chiefs|steelers|lakers|celtics|warriors|mavericks|mavs|spurs|longhorns|aggies|dynamo|real madrid|barca|man united|liverpool|chivas|tigres|rayados)`;
const SPORTS = [
  new RegExp(String.raw`\b${TEAM}\b\s*(?:or|vs\.?|versus|v\.?|o|y|hay|va|voi|还是|和|跟|对)\s*(?:the |los |el )?\b${TEAM}\b`),
  new RegExp(String.raw`\b${TEAM}\b.{0,40}\b(?:bet|win|wins|winning|game|match|score|series|playoffs?|apuesta|gana|ganan|partido|thang|tran|ca cuoc)\b`),
  /\bsettle (?:a|the|our|this|an?) (?:bet|debate|argument|dispute)\b|\b(?:resolver|zanjar) (?:una|la) apuesta\b/,
];

// Our own taste asked, with "you" the point of it: which side we are on, whatever the clubs are called ("who you backing,
// Rovers or Town?", "are you a Spurs fan or a Gunners fan?"), a dish we have tasted or who makes it best ("you ever tried
// a proper gumbo?", "who in Katy makes it best?"). Once the words asking it are set aside, nothing of ours may be named:
// a bot of ours ("a sales bot or a support bot?") is no side.
const SIDE = String.raw`(?!(?:ai|a|an|chat|sales|support|help|service|customer|real|human|live|lead|voice|text|real estate)\b)[a-z]+(?: [a-z]+)?`;
const OUR_TASTE = [
  new RegExp(String.raw`\bwho (?:are |r )?(?:you|ya|u|y ?all|you guys) (?:backing|supporting|rooting for|cheering (?:for|on)|pulling for|shouting for)\b|\bwho do (?:you|ya|u|y ?all|you guys) (?:back|support|root for|cheer for|shout for|pull for)\b|\b(?:are|r) (?:you|ya|u) (?:a|an) ${SIDE} (?:bot|fan|supporter) or (?:a |an )?${SIDE} (?:bot|fan|supporter)\b`),
  // A sight of back home we are asked whether we have known: "have you ever seen the northern lights?", "you ever
  // watched a bonfire night parade?" ("ever" makes it our life, not "have you seen my e-mail?").
  /\b(?:(?:have|has|did) )?(?:you|y ?all|you guys|ya|ye) ever (?:seen|watched|witnessed|experienced|visited)\b/,
  // "¿usted ha probado el pandebono?", "¿ya probaste los tamales de elote?": a dish we have tasted, in Spanish (the dish
  // is left in the text, so "¿ha probado el Growth?" still names an offering).
  /\b(?:(?:usted|tu|ustedes) )?(?:(?:ya|alguna vez|nunca) )?(?:(?:ha|has|han) (?:probado|comido)|probaste|probo|comiste)(?= (?:alguna vez )?(?:el|la|los|las|un|una|unos|unas) [a-z]+)/,
  /\bever (?:had|tried|eaten|tasted) (?:a |an |some )?(?:proper|authentic|homemade|real|good) [a-z]+\s*\?|\bwho (?:in [a-z ]{2,20} )?(?:does |do )?(?:make|makes|cook|cooks|serve|serves) (?:it|them|the [a-z]+) (?:the )?(?:best|bess)\b/,
];
const asksOurTaste = (text: string): boolean => OUR_TASTE.some((p) => p.test(text) && !namesOffering(text.replace(p, " ")));

// A trip or an outing: where to go or which place is nicer ("Galveston or Kemah for the team's summer outing?", "¿a dónde
// llevo al equipo de paseo?", "đi chơi hè chỗ nào đẹp", "团建去哪里玩好").
const TRIP = [
  /\b(?:trip|getaway|vacation|retreat|offsite|outing|road trip|day trip)\b.{0,50}\b(?:where|which (?:one|city|town|beach|place|is (?:nicer|prettier|better|more fun))|recs?|recommend\w*|nicer|prettier)\b|\b(?:where|which (?:city|town|beach|place)) (?:should|could|can) (?:we|i) (?:go|take)\b.{0,40}\b(?:trip|getaway|vacation|retreat|offsite|outing|summer|weekend)\b/,
  /\b(?:a donde|adonde|donde|que (?:playa|ciudad|lugar|pueblo))\b.{0,40}\b(?:de paseo|de viaje|de vacaciones|irnos|ir a pasear|llevar al equipo|llevo al equipo)\b|\b(?:paseo|viaje|vacaciones)\b.{0,40}\b(?:a donde|adonde|que (?:playa|ciudad|lugar) (?:es )?(?:mejor|mas bonit[oa]))\b/,
  /\b(?:di choi|du lich|di bien|di phuot|nghi mat|nghi he|team building|dan team|dan ca team)\b.{0,40}\b(?:cho nao|cho mo|noi nao|o dau|di dau|dau dep|nao dep|mo dep|dep hon|vui hon|nen di)\b|\b(?:cho nao|cho mo|noi nao|o dau|mo dep|nao dep|dep hon|vui hon)\b.{0,40}\b(?:di choi|du lich|di bien|di phuot|nghi mat|team building)\b/,
  /(?:去哪|哪里|哪儿|哪个地方|哪边|哪个城市).{0,6}(?:玩|旅游|旅行|度假|团建|出游)|(?:团建|旅游|旅行|度假|出游|郊游).{0,10}(?:去哪|哪里好|哪个好|哪边好|哪个(?:更|比较)?(?:好玩|漂亮))/,
];

// Whether we have been to an outing or a place ourselves: "¿nunca han ido a una callejoneada…? se las recomiendo",
// "have you guys ever been to the rodeo?", "các anh chị đi hội chợ đó chưa". The visitor's recommendation back to us
// ("se las recomiendo") asks for no package; a city we serve named in it is the outing's place.
const BEEN_THERE = [
  /\b(?:(?:nunca|alguna vez|ya|no) )?(?:han|has|ha|habian|habias) (?:ido|estado|viajado) (?:a|al|en|por)\b|\b(?:conocen|conoces) (?:la|el|las|los) (?:callejoneadas?|ferias?|fiestas?|festival\w*|carnaval\w*|rodeos?|tamborazos?)\b/,
  /\b(?:have|has|did) (?:you|y ?all|you guys|ya|ye) (?:ever )?(?:been|gone|went) (?:to|down to|out to)\b|\bever been to\b/,
  /\b(?:da|tung) (?:di|toi|den) (?:\w+ ){1,4}chua\b/,
  // "đã ai kể cho bot nghe về chợ Bến Thành chưa?", "bạn nghe nói về Hạ Long chưa": a place or an outing told to us.
  /\b(?:(?:da )?(?:co )?ai ke cho (?:bot|ban|anh|chi|em|may|ong|cau|ba)(?: \w+)? nghe|(?:bot|ban|anh|chi|may|ong|cau|ba)(?: \w+)? (?:da |tung |co )*nghe (?:noi |ke |qua )?(?:ve|toi|den))\b.{1,40}\bchua\b/,
];

// Where something is sold here, asked of us as of a local: "Houston có chỗ nào bán bánh cuốn không?", "ở đâu bán sầu
// riêng ngon", "mua nước mắm ở đâu". We sell nothing in a shop; a home for sale ("chỗ nào bán nhà") is the visitor's trade.
const WHERE_SOLD = [
  /\b(?:cho nao|cho mo|noi nao|tiem nao|quan nao|o dau|dau) (?:co |hay |thi )?ban (?!(?:nha|can ho|dat|bat dong san|goi|dich vu)\b)\w+/,
  /\bmua (?!(?:nha|can ho|dat|bat dong san|goi|dich vu)\b)(?:\w+ ){1,4}(?:o dau|cho nao|cho mo|noi nao)\b/,
];

// When a launch, the fireworks or a parade happen, or whether they can be seen from a place.
const SHOW_TIME = [
  /\b(?:rocket|spacex|nasa|artemis|starship|fireworks?|parade|eclipse|meteor shower)\b.{0,50}\b(?:what time|when|see it|see them|visible|watch it|viewing)\b|\b(?:what time|when)\b.{0,30}\b(?:rocket launch|spacex launch|nasa launch|launch of the rocket|fireworks?|parade)\b/,
  /\b(?:cohete|lanzamiento de la nasa|fuegos artificiales|desfile|eclipse)\b.{0,50}\b(?:a que hora|cuando|se ve|se puede ver|se alcanza a ver)\b/,
  /\b(?:phong ten lua|ten lua|phao hoa|ban phao hoa|dieu hanh|nhat thuc|nguyet thuc)\b.{0,40}\b(?:may gio|khi nao|luc nao|xem duoc|thay duoc|co thay)\b/,
  /(?:火箭|发射|烟花|烟火|游行|日食|月食|流星雨).{0,14}(?:几点|什么时候|啥时候|看得到|看得见|能看到|看不看得到)/,
];

// Someone to hear sing or perform, or a show of a traditional opera to see ("休斯顿有没有人会唱京剧？", "哪里能听粤剧",
// "想看黄梅戏"): an outing of theirs, wherever it is.
const PERFORMANCE = /(?:有没有|有冇|有人|哪里|哪儿|哪家|谁|什么地方)[^，。？！?!]{0,8}(?:会|能)?(?:唱|演|表演)[^，。？！?!]{0,6}(?:戏|剧|歌|曲)|(?:听|看)(?:大戏|戏曲|歌剧|演唱会|音乐会)|(?:京剧|粤剧|越剧|昆曲|黄梅戏|歌仔戏|潮剧|莆仙戏|豫剧|川剧|秦腔|评剧|花鼓戏|采茶戏|汉剧|赣剧|闽剧|高甲戏)/;

// How two dishes differ: "嘉兴粽子跟湖州粽子差在哪", "what's the difference between gumbo and jambalaya".
const ZH_DISH = "(?:饭|面|粉|汤|肉|鸡|鸭|鱼|粥|饺子?|包子?|火锅|豆腐|糕|粽子?|汤圆|丸子?|煲|卷|饼)";
const DISH_DIFFERENCE = [
  new RegExp(`${ZH_DISH}(?:跟|和|与|同|还是|比)[^，。？?！!]{1,10}${ZH_DISH}(?:的)?(?:差在哪|差别|区别|不同|有什么不一样|有啥不一样|哪个好吃)`),
  /\b(?:difference|diff) between\b.{0,40}\b(?:gumbo|jambalaya|etouffee|brisket|tacos?|burritos?|enchiladas?|tamales|pho|ramen|udon|sushi|sashimi|pizza|pasta|curry|dumplings?|kolaches?|boudin|po ?boys?)\b|\bdiferencia entre\b.{0,40}\b(?:tacos?|burritos?|enchiladas?|tamales|pozole|menudo|birria|barbacoa|mole|quesadillas?|gorditas?|sopes?)\b|\b(?:pho|bun bo|hu tieu|mi quang|cao lau|banh mi|com tam|banh cuon)\b.{0,30}\b(?:khac (?:gi|nhau|cho nao)|khac voi)\b/,
];

// The visitor's own income tax worked out, or a client's debt-to-income ratio from figures given.
const INCOME_TAX = [
  /\bhow much (?:income |federal |state )?tax(?:es)? (?:do|will|would|should|must) (?:i|we) (?:owe|pay)\b|\b(?:calculate|figure out|work out|compute|estimate|do) (?:my|our) (?:income |personal |federal |state )?tax(?:es)?\b/,
  /\bcuanto (?:de )?impuestos? (?:pago|debo|tengo que pagar|voy a pagar|me toca)\b|\bcalcul\w* (?:mis|nuestros) impuestos\b/,
  /\bthue thu nhap(?: ca nhan)?\b.{0,30}\b(?:tinh|bao nhieu|phai (?:dong|nop|tra))\b|\b(?:tinh|tinh giup|tinh dum)\b.{0,20}\bthue thu nhap\b/,
  /(?:个人所得税|个税|所得税|工资税).{0,10}(?:交多少|缴多少|要交|要缴|算|多少|怎么报)|(?:算|计算).{0,10}(?:个人所得税|个税|所得税)/,
];
const RATIO = /\b(?:dti|debt[- ]to[- ]income|ltv|loan[- ]to[- ]value|ty le no(?: tren thu nhap)?)\b|负债收入比|债务收入比/;
const WORK_IT_OUT = /\b(?:calculat\w*|comput\w*|work out|figure out|what(?:'s| is| would be)|calcul\w*|cuanto (?:es|da|sale)|tinh|bao nhieu)\b|算|多少/;
const asksARatio = (text: string): boolean => RATIO.test(text) && WORK_IT_OUT.test(text) && (text.match(/\d[\d,.]*/g) ?? []).length >= 2;

// "bot ơi" (hey bot), "kể cho bot nghe" (told the bot) only address us.
const ASKING = /\b(?:(?:can|could|would|will) (?:you|u|ya)(?: please| pls| just)?|please|pls|help me|tinh giup|giup (?:em|toi|minh)|(?:ong |ban |con )?bot oi|ke cho (?:bot|ban|anh|chi|ong|cau) nghe)\b|帮我们?|请问/g;
// "our Growth team", "đội Growth", "Growth团队": a package's name for the visitor's own people names no offering.
const TEAM_NAMED = /\b(?:growth|foundation|enterprise)\s?(?=(?:team|crew|squad|group|agents|people|folks|leads|doi|nhom)\b|团队|小组)|(?<=\b(?:doi|nhom|team) )(?:growth|foundation|enterprise)\b/g;
// "có ai ở Houston từng đi … chưa", "đã ai kể cho bạn nghe …": Vietnamese "ai" is "anyone" there, not the AI.
const ANYONE = /\b(?:co|da|da co) ai\b(?=(?: \w+){0,3} (?:tung|da|tung di|di|den|toi|ke) )/g;
export const notOurs = (text: string): boolean => !offersOrTurnsToUs(text.replace(TEAM_NAMED, " ").replace(ANYONE, " ").replace(ASKING, " "));

/** The message asks where to eat, which team wins or is ours, a dish we tasted, where to go, whether we have been there, where a thing is sold, when a show happens, who performs one, how dishes differ, or their own tax or ratio. */
export const asksOfOutings = (text: string): boolean =>
  (((FOOD_PLACE.some((p) => p.test(text)) && RECS.test(text)) ||
    SPORTS.some((p) => p.test(text)) ||
    TRIP.some((p) => p.test(text)) ||
    SHOW_TIME.some((p) => p.test(text)) ||
    PERFORMANCE.test(text) ||
    BEEN_THERE.some((p) => p.test(text)) ||
    WHERE_SOLD.some((p) => p.test(text)) ||
    DISH_DIFFERENCE.some((p) => p.test(text)) ||
    INCOME_TAX.some((p) => p.test(text)) ||
    asksARatio(text)) &&
  notOurs(text)) ||
  asksOurTaste(text);
