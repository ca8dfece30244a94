import { notOurs } from "./outings-asks.ts";

// More of the visitor's life outside work asked of us (docs/decisions/015), beside outings-asks.ts and life-objects.ts:
// money put on a match, a dish to make, a car in trouble or a ride wanted, the month to take a trip. A package, a bundle,
// a place we serve or "the team" said in them is their setting ("the starter bundle money", "pa' los 5 del equipo",
// "a ride to Katy", "dẫn team Foundation đi chơi"); the shape is what is asked. As in outings-asks.ts, the message must
// name no offering of ours and not turn to us once those settings are set aside, so "can your AI text my buyers a
// recipe?" or "how do I bet on Growth paying off?" stay questions. Rules run on folded text (accents off).

// A bet on a contest: a betting word, and a contest (a match word, or two sides set against each other).
const BET = /\b(?:bet|bets|betting|wager\w*|punt|punting|(?:put|putting|throw|throwing|stick|sticking) (?:[\w']+ ){0,4}(?:money|cash|bucks|dollars|quid|paycheck) on|apost\w*|le (?:voy a )?(?:meto|meter|echo|echar) (?:la |mi )?(?:lana|plata|feria|dinero)|ca do|ca cuoc|dat cuoc|danh cuoc|dat keo|xuong tien)\b|下注|押注|押宝|赌(?:球|一把|钱)?|买(?:球|彩)/;
const CONTEST = /\b(?:game|match|showdown|final|finals|grand final|derby|decider|fight|bout|race|playoffs?|clash|semi ?final|partido|juego|pelea|final|clasico|carrera|tran (?:dau|dau nay|chung ket|nay)|chung ket|tran|doi nao|keo)\b|\b\w+ (?:or|vs\.?|versus|v|o|hay) \w+ (?:in|at|on|en|tonight|this arvo|today|hoy)\b|比赛|决赛|球赛|对决|哪队|哪个队/;
// What the stake was set aside for ("the starter bundle money", "la lana del paquete", "tiền gói Growth", "套餐的钱"): a setting.
const STAKE = /\b(?:(?:the |my |our )?(?:starter|pro|enterprise|growth|foundation)(?: bundle| package| plan)? (?:money|cash|budget|funds?))|\b(?:lana|plata|feria|dinero) (?:del|de la|pa(?:ra)? el) (?:starter|pro|bundle|paquete|growth|foundation|enterprise)\b|\btien (?:goi |bundle )?(?:starter|pro|growth|foundation|enterprise)\b|(?:套餐|方案|bundle)的?钱/g;

// A dish to make: a way of making asked, then a food ("¿cómo se hacen unas papas arrugadas…?", "how do I make crab
// cakes", "¿sabe usted preparar un caldo de res?", "chỉ tui cách làm cua rang me", "螃蟹怎么做"). The food words keep "how do I make a landing page" ours.
const FOOD_ES = "papas|patatas|pollo|carne|pescado|camarones|mariscos|cangrejos?|jaibas?|arroz|frijoles|mojo|salsas?|tortillas?|pan|pastel|flan|sopa|caldo|ceviche|enchiladas|tacos|tamales|pozole|birria|mole|guacamole|paella|chiles|costillas|fajitas|empanadas|arepas|churros|pupusas|frituras?";
const FOOD_EN = "potato(?:es)?|chicken|beef|pork|ribs|crabs?|crab cakes|shrimp|fish|salmon|rice|beans|sauce|salsa|soup|stew|chili|cake|pie|cookies|bread|dip|guacamole|casserole|lasagna|pasta|wings|curry|dumplings|noodles|fried rice|egg rolls";
const FOOD_VI = "cua|ghe|tom|muc|oc|ga|vit|thit|suon|cha gio|nem|banh|canh|xoi|che|bun|pho|mi|ca kho|ca chien|ca nuong|hu tieu|com tam|kim chi";
const MAKE_DISH = new RegExp(
  [
    String.raw`\b(?:como (?:se )?(?:hacen?|hasen?|haces|preparan?|cocinan?|guisan?)|como (?:hago|preparo|cocino|guiso)|(?:sabe|sabes|saben|sabra|sabras) (?:usted |ustedes |tu )?(?:hacer|preparar|cocinar|guisar)|receta (?:de|pa|para))\b (?:(?:unas?|unos?|el|la|los|las|mi|un)\s+)?(?:[a-z]+\s+)?(?:${FOOD_ES})\b`,
    String.raw`\bhow (?:do (?:i|you|we)|to|should (?:i|we)|would you|can i) (?:make|cook|prepare|fix|whip up|bake|grill|fry|boil|steam) (?:(?:a|an|the|some|good|proper)\s+)?(?:[a-z]+\s+)?(?:${FOOD_EN})\b`,
    String.raw`\b(?:cach|chi (?:tui|toi|em|minh|con)(?: cach)?) (?:lam|nau|che bien|rang|kho|nuong|xao|hap|chien) (?:mon )?(?:${FOOD_VI})\b`,
  ].join("|"),
);
const MAKE_DISH_ZH = /(?:螃蟹|蟹|虾|土豆|排骨|牛肉|猪肉|鸡翅|豆腐)(?:咋|怎么|怎样|如何)(?:做|烧|煮|炒|蒸)|(?:怎么|如何|教我)(?:做|烧|煮|炒|蒸)(?:螃蟹|蟹|虾|土豆|排骨|鸡翅)/;

// Their car in trouble ("la troca me está tirando aceite", "my truck's leaking oil", "xe tui bị rỉ nhớt", "车漏油了"),
// or a ride wanted ("ocupo raite pa Katy", "need a ride to Katy", "xin quá giang", "想搭个车"): their errand, wherever to.
const CAR = /\b(?:troca|carro|coche|camioneta|auto|truck|car|pickup|suv|van|xe|xe hoi|o to)\b/;
const CAR_TROUBLE = /\b(?:tirando aceite|tira aceite|pierde aceite|tirando agua|gotea\w*|leak\w*|no (?:arranca|prende|enciende)|won ?t start|wont start|doesn ?t start|overheat\w*|se calienta|se jalonea|hace (?:un )?ruido|making (?:a |this )?noise|flat tire|ponchad\w*|se desviela|ri nhot|chay nhot|khong no may|khong de duoc|chet may|bi hu|hu may|nong may)\b/;
const CAR_TROUBLE_ZH = /车.{0,6}(?:漏油|打不着|发动不了|抛锚|爆胎|异响|坏了)/;
const RIDE = /\b(?:(?:ocupo|necesito|me das|me dan|pedir|conseguir) (?:un )?(?:raite|aventon|ride)|(?:need|get|give me|catch|find) a (?:ride|lift)|xin (?:di )?(?:qua giang|ke)|di nho xe|cho (?:tui|toi|em|minh) (?:qua giang|di nho))\b|搭(?:个|一下)?(?:便)?车|蹭车/;

// When to go on a trip ("Phú Quốc tháng mấy đi đẹp?", "what month is best to visit Cancún", "¿en qué mes conviene ir a
// Cancún?", "三亚几月去最好").
const TRIP_TIME = [
  /\b(?:(?:which|what) month|(?:best|good|nicest) (?:time|month|season) (?:of (?:the )?year )?)\b.{0,30}\b(?:to (?:go|visit|travel|fly)|for a (?:trip|vacation|getaway))\b|\bwhen(?: s| is)? (?:the )?best (?:time )?to (?:go to|visit|travel to)\b/,
  /\b(?:(?:en )?que mes|(?:cual es la )?mejor (?:epoca|temporada|mes)|cuando (?:es mejor|conviene))\b.{0,20}\b(?:(?:ir|viajar|visitar|pasear)\b)/,
  /\b(?:thang (?:may|nao)|mua nao|luc nao|khi nao)\b(?: (?:thi|la|nen))?(?: di(?: choi| du lich)?)? (?:dep|dep nhat|dep hon|dep ko|dep khong|ly tuong|hop ly|dang di)\b|\bnen di (?:vao )?(?:thang (?:may|nao)|mua nao)\b/,
  /几月(?:份)?(?:去|来|出发)|什么(?:时候|季节)去.{0,4}(?:好|合适|最好|好玩)|(?:最好|最适合).{0,4}(?:几月|什么时候|哪个季节)去/,
];

// "¿usted sabe hacer…?", "do you know how to make…": whether we know how is asked of anyone, it turns to no offering.
const KNOWS_HOW = /\b(?:(?:usted|ustedes|tu) )?(?:sabe|sabes|saben|sabra|sabras)(?: (?:usted|ustedes|tu))?(?= (?:hacer|preparar|cocinar|guisar)\b)|\b(?:do|would|does) (?:you|u|ya) know how(?= to (?:make|cook|prepare|bake|grill|fry)\b)/g;

/** The message asks where to put a bet, how to make a dish, what to do about a car or for a ride, or when to take a trip. */
// A match asked after ("did you see Leeds at Elland Road on sunday?", "did ya catch the game last night?", "you watch
// the derby saturday?"): seeing it is the visitor's weekend, not ours. What the visitor sent us is not a match ("did
// you see my message on saturday?").
const SAW_THE_MATCH = /\b(?:did|do) (?:you|ya|u|y ?all|yous|anyone|anybody) (?:\w+ )?(?:see|catch|watch|hear about)\b(?! (?:my|our|the) (?:message|e-?mail|form|text|voicemail|request|note|reply|answer))[^?]{0,50}\b(?:game|match|derby|fight|race|final|(?:on |last |this )?(?:saturday|sunday|monday|tuesday|wednesday|thursday|friday)|last night|at [a-z]+ (?:road|park|stadium|field|lane|arena|ground|bridge))\b/;

// (The asking words themselves, "did you see", turn to no offering of ours.)
const SAW_ASK = /\b(?:did|do) (?:you|ya|u|y ?all|yous|anyone|anybody) (?:\w+ )?(?:see|catch|watch|hear about)\b/g;

// "the bison are in frisco for the title game this weekend so im half paying attention lol": a game the visitor follows,
// told before the question ("viendo el partido del Magallanes", "đang coi trận", "在看球赛").
const FOLLOWING = /\b(?:this weekend|tonight|today|watching|watch(?:ing)? it|on (?:tv|the tv|my phone)|title|season|tailgat\w*|paying attention|half listening|viendo|mirando|en la tele|este fin|hoy|dang (?:coi|xem)|coi|xem)\b|看球|球赛|比赛/;
export const toldOfAGame = (text: string): boolean => CONTEST.test(text) && FOLLOWING.test(text);

export function asksOfPastimes(text: string): boolean {
  const shape =
    (BET.test(text) && CONTEST.test(text)) ||
    MAKE_DISH.test(text) ||
    MAKE_DISH_ZH.test(text) ||
    (CAR.test(text) && CAR_TROUBLE.test(text)) ||
    CAR_TROUBLE_ZH.test(text) ||
    RIDE.test(text) ||
    TRIP_TIME.some((p) => p.test(text)) ||
    SAW_THE_MATCH.test(text);
  return shape && notOurs(text.replace(STAKE, " ").replace(KNOWS_HOW, " ").replace(SAW_ASK, " "));
}
