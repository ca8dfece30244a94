import { answeredRoundTheClock } from "./night-answers.ts";
import { foldForRules } from "./text.ts";
import { asksOfAThirdParty, turnsToUs } from "./third-party.ts";
import { asksAboutTheWorld } from "./world-asks.ts";
import { asksAboutEveryday } from "./everyday-asks.ts";
import { asksATask } from "./tasks-asked.ts";
import { asksWorkOnTheirs } from "./tasks-for-them.ts";
import { asksOutsideFacts } from "./outside-facts.ts";
import { asksOfLife } from "./life-objects.ts";
import { asksOfOutings } from "./outings-asks.ts";
import { asksForAMatchPick } from "./match-pick.ts";
import { asksOfPastimes, toldOfAGame } from "./pastimes.ts";
import { asksIfItFitsThem } from "./fits-them.ts";
import { asksPostSituation } from "./post-situations.ts";

import { inDomain } from "./domain-words.ts";
import { asksSomething } from "./acts.ts";
import { homeMadeTool } from "./unlisted.ts";
import { PEOPLE_THERE, SERVE_ASK } from "./place-ask-patterns.ts";
import { ABOUT_US_ASK, LANGUAGES_ASK } from "./question-patterns.ts";
import { HOURS_ASK } from "./contact-ask-patterns.ts";
import { readProfile } from "./topics.ts";
import { listingDataAsked } from "./listing-data.ts";
import { addonNeedOf, PRICE_ASKED, readNotOffered } from "./needs.ts";
import { neverSaidAsked } from "./never-said.ts";

export { inDomain };

// Off-topic messages (docs/decisions/015): things asked of us that are not ours to answer. A place we serve, a vendor
// we integrate with or a figure of ours named in such a message does not make it a question about us.

// "Pearland to the Med Center at 5pm is no joke": the idiom asks for no joke; "no song and dance" asks for no song. The visitor's own restaurant ("the POS
// system at my restaurant") sets the scene, as in Chinese below; asked of, it is still off-topic by the rules after.
const OFF_TOPIC = [
  /\b(?:weather|poem|(?<!\b(?:no|not a|aint no|nothing to|its no) )joke|(?<!\b(?:my|our|(?:i|we) (?:own|run|have) an?) (?:\w+ )?)restaurants?|(?<!\b(?:during|at|after|before|watching|at the|to) (?:an? |the |my |our |his |her |their )?(?:\w+ )?)game|astros|rockets|texans|recipe|movie|(?<!\bno )song(?! ngu| and dance)|something funny|(?<!\b(?:la|el|las|los|mi|hija|hijo|hijas|hijos|hermana|hermano|mas|muy|pelao|pelado|pelaos|chamo|nieto|nieta|sobrino|sobrina|primo|prima|muchacho|muchacha|chico|chica|cipote|cipota|chavo|chava|morro|morra|carnal|crio|cria|nene|nena|guagua|cabro|cabra) )mayor|president|governor|senator|election)\b|\b\d+ (?:times|plus|minus) \d+\b/,
  /\b(?:clima|poema|chiste|(?<!\b(?:mi|mis|nuestro|nuestros|tengo un|tenemos un) (?:\w+ )?)restaurantes?|partido|receta|pelicula|cancion|algo gracioso|alcalde|presidente|gobernador|elecciones)\b/,
  // "thị trường" alone is the market out there; its data, reports or trends for an area are what Market Dashboard gives,
  // and the market our AI knows ("AI có hiểu thị trường Houston không", "rành thị trường") is the site's local expertise.
  /\b(?:thoi tiet|chuyen cuoi|quan pho|quan an|nha hang|(?<!\b(?:du lieu|bao cao|so lieu|xu huong|phan tich|data|dashboard|(?:am )?hieu(?: ro)?|biet|ranh|nam ro|thao|sanh|tin|bai|bai dang|ghi chu|nhan dinh|tinh hinh)(?: ve)?(?: va (?:du lieu|xu huong))? )thi truong(?! (?:khu|cho khu|o khu|tung khu|cac khu|len mang|tu len|dang len|(?:houston |nha dat )?(?:o |cho |tai )?(?:may|cac|nhung|tung) khu))|tong thong|thong doc|bau cu)\b|\b(?:troi|du bao)\b.{0,15}\bmua\b|\b(?:cuoi tuan|hom nay|ngay mai|toi nay|chieu nay|sang mai|tuan nay)\b.{0,30}\bco mua (?:ko|khong|k|hong|hok)\b/,
  // The visitor's own restaurant ("我火锅店跟出租房都想自动发帖") sets the scene; asked of, it is still off-topic below.
  /天气|笑话|(?<!我(?:的|们|们的|家|开的)?)(?:餐厅|火锅|饭店)|比赛|电影|市长|总统|州长|选举/,
  // Asking us for the best of something that is not ours (food, a mechanic, golf clubs), a stock's price or a sport:
  // a sport is the ask, not the time the visitor is busy with it ("tenants call while I'm out fishing", "lúc tui đang đi
  // câu cá": the scene of a missed call).
  // a place or a vendor named in it ("brisket in the Heights", "Salesforce's stock") does not make it ours.
  /\b(?:best|good|top \d|recommend\w*|suggest\w*|where (?:can i|to|do i|should i) (?:eat|buy|get|find|go))\b.{0,40}\b(?:brisket|bbq|barbecue|boudin|crawfish|gumbo|kolaches?|po ?boys?|tamales|wings|donuts?|pho|sushi|tacos?|burgers?|pizza|food|restaurants?|bars?|coffee shops?|mechanics?|plumbers?|roofers?|dentists?|doctors?|lawyers?|golf|clubs|fishing|gyms?|hotels?|tires?)\b|\b(?:stock|share) price\b|\bprice target\b|\bstock\b.{0,20}\b(?:today|target|forecast)\b|\b(?:soccer|baseball|softball|little league|(?<!\b(?:while|when|whenever) (?:i m|im|i am|we re|were|we are|i|we)(?: (?:out|away|off))? )fishing|hockey|basketball|nba|nhl|nfl|mlb|playoffs?)\b/,
  // Who wins a match out there: "who's gonna win Sunday", "¿quién gana el domingo, Nacional o Medellín?", "đội nào thắng",
  // "谁会赢" (not which package wins for the visitor).
  // "who go win?" (pidgin), "who do you think wins", "who yall think going to win", "who do you reckon wins", "¿quién cree que gana…?": the same ask with an opinion sought.
  /\b(?:who(?:s| is| will| go| do (?:you|yall|ya|u|ye) (?:think|reckon|guess|figure)(?: will| is)?| (?:you|yall|ya|u|ye) (?:think|reckon|guess|figure)(?: will| go| is)?)? (?:gonna |going to |go )?win(?:s|ning|nin)?|quien (?:(?:cree|crees|creen|piensa|piensas|dice|dices) que )?(?:gana|va a ganar|gano|ganara)|doi nao (?:se )?thang)\b(?![^?.!]{0,40}\b(?:growth|foundation|enterprise|packages?|paquetes?|plan|goi)\b)|(?:谁|誰)(?:会|會|能)?(?:赢|贏)/,
  // A plant's turnaround (not our "turnaround time"), someone's tax return, a festival's dates, a dish to cook.
  /\b(?:turnaround (?:schedule|season|dates?) (?:for|at|of) (?:the )?\w+|(?:my|our) tax returns?|(?:file|do|fill out|fill in) my (?:own )?taxes|(?:ayud\w* (?:con|a llenar|a hacer|a presentar)|llenar|hacer|presentar) (?:mi|la) declaracion de (?:renta|impuestos)|giup \w+ khai thue|khai thue giup|(?:ice|lantern|music|film|food|beer) festival)\b/,
  // A dish or an outing counts only with the ask ("锅包肉咋整", "迪士尼…想带团队去玩"): named in passing ("吃饺子的时候…Growth
  // 包括什么？") or as the business's own ("报税提醒的自动化"), the line is still about us.
  /(?:麻婆豆腐|锅包肉|红烧肉|宫保鸡丁|鱼香肉丝|回锅肉|糖醋排骨|烤鸭|饺子|包子|粽子|月饼|汤圆|小龙虾)(?:咋|怎么|怎样|如何|的做法|做法|食谱|菜谱)|(?:教我|怎么|咋|如何|怎样)(?:做|整|煮|炒|炖|烧|包)(?:个|一道|道)?(?:正宗|好吃|地道)?的?.{0,4}(?:菜|肉|豆腐|鱼|鸡|汤|面条|饺子|包子|丁)|露一手|冰雪大世界|冰灯|灯会|庙会|(?:音乐节|游乐园|迪士尼|环球影城).{0,12}(?:门票|人多|好玩|去玩|团建|几点|什么时候|啥时候)|(?:帮我|帮我们|替我|教我)(?:们)?(?:做|填|报)?报税/,
  // How to make a dish for a party ("¿cómo se hace el pozole pa la posada?", "how do I make a brisket for the closing
  // party", "cách làm nem cho tiệc", "卤面咋做…聚餐"): whoever's closing or whatever area it names, the ask is cooking.
  /\b(?:como (?:se hacen?|se preparan?|hago|preparo|hacemos|preparamos)|how (?:do (?:i|we|you)|to|should (?:i|we)) make|cach (?:lam|nau)) (?:(?:el|la|los|las|un|una|unos|unas|a|an|the|mon) )?[a-z]+(?: [a-z]+){0,2} (?:pa|para|for|cho|de) (?:(?:la|el|una|un|mi|nuestra|nuestro|the|our|my|a|buoi) )?(?:fiesta|asado|cena|comida|carne asada|posada|celebracion|parrillada|convivio|pachanga|cumple\w*|party|potluck|cookout|bbq|barbecue|celebration|tiec|lien hoan|an mung)\b/,
  /(?:(?<![页界画方前后里上下表见全对正侧外版封门场局体会])面|[饭菜汤肉鱼鸡鸭饼粥]|饺子|包子)(?:咋|怎么|怎样|如何)(?:做|整|煮|弄)/,
  // A horoscope, a star sign, a tarot reading: "¿qué dice mi horóscopo?", "xem tử vi ngày mai", "我的星座运势".
  /\b(?:horoscopes?|zodiac|astrology|star signs?|tarot|horoscopo|zodiaco|astrologia|signo zodiacal|cung hoang dao|xem tu vi|tu vi (?:hom nay|ngay mai|tuan|thang|nam|cua (?:toi|minh|em|tui)))\b|星座|运势|占星|算命/,
  // A poem to translate or write ("dịch bài thơ", "把这首诗翻成英文"): the same ask as "poem" above.
  /\bbai tho\b|(?:这|一)首诗|古诗|唐诗/,
  /\b(?:me recomiendan|recomiendame|recomiendenme|el mejor|la mejor|donde (?:como|comer|compro))\b.{0,40}\b(?:mecanico|restaurante|comida|tacos|pesca|doctor|abogado|dentista|plomero|taller)\b|\bpa(?:ra)? pescar\b|\bpescar\b|\bfutbol\b/,
  // "Bạn ăn yến sào bao giờ chưa?", "anh đã từng ăn thử bánh xèo chưa?": whether the assistant has eaten a dish, whatever
  // the dish ("an toàn", "an ninh" are safety, not eating).
  /\b(?:ban|anh|chi|em|co|chu|bac|may|ong|ba|cau)(?: (?:da|tung|co|da tung|co bao gio))* an (?!toan|ninh|tam|uong)(?:thu )?(?:\w+ ){1,6}?(?:bao gio chua|lan nao chua|thu chua|chua)\b/,
  /\b(?:pho|bun bo|com tam|banh mi|lau) ngon\b|\bngon nhat\b|\bquan (?:nhau|cafe|ca phe)\b|\bco phieu\b|\bgia (?:co phieu|chung khoan)\b|(?<!\b(?:luc|khi|trong luc|hoi|may luc) (?:\w+ ){0,3})\bcau ca\b/,
  // Where a dish can be eaten ("哪里吃得到", "有得吃吗"), how to cook one ("教我煮"), what is on TV (综艺, 卫视).
  /日本料理|日料|中餐馆|西餐|推荐.{0,10}(?:(?<!套)餐|饭|吃|料理|菜|修车|医生|律师)|(?:哪家|哪里).{0,12}(?:好吃|(?<!套)餐|饭店|料理|修车|装修公司)|股价|股票|钓鱼|足球/,
  /(?:哪里|哪儿|哪家|在哪)(?:能|可以)?吃|吃得到|有得吃|食谱|菜谱|教我(?:煮|做菜|烧菜|炒菜)|综艺|电视剧|卫视/,
];

/** Work asked of the assistant on the visitor's own things: a text, a sum, a document (tasks-asked.ts, tasks-for-them.ts). */
export const asksWork = (message: string): boolean => {
  const text = foldForRules(message);
  return asksATask(text) || asksWorkOnTheirs(text);
};

// A story of something else told in sentences that ask nothing, then one question of ours ("tuần rồi về chùa Dơi… ăn bún
// nước lèo…. bên công ty có làm ở Sugar Land không?"): the sentence that asks decides, when it is about our domain. A
// story of the visitor's business ("I have 12 agents. which package?") is no such story: it is read with the question.
// The last sentence may come without its question mark, typed on a phone ("…half paying attention lol. what are your office
// hours again"), when it asks.
const OPEN_DAYS = /\bopen (?:on )?(?:saturdays?|sundays?|weekends?|the weekend)\b|\b(?:lam viec|mo cua) (?:ca )?(?:thu bay|chu nhat|cuoi tuan)\b/;
const STORY_THEN_ASK = /^([^?？]*[.!。！]\s*)([^.!。！?？]+[?？]?\s*)$/u;
// The story is of the visitor's life (a meal, an outing, a pastime), and the question names us ("you", "bên công ty",
// "你们") and something of ours besides: "Crawfish boil Friday. How many pounds per agent?" asks nothing of us, and "…school
// project on Fort Bend's growth. Can you give the figures?" asks its figures of the story.
const US_ASKED = /\b(?:you|your|y ?alls?|ustedes|usted|su|sus|vuestr\w*|ben (?:cong ty|ban|anh|chi|em)|cong ty|cac ban)\b|你们|您们|贵公司/;
const US_WORDS = /\b(?:you|your|yall|u|ur|ustedes|usted|ben ban)\b/g;
// "back in Pettus we got about one stoplight…", "allá en mi pueblo…", "ở quê tui…", "俺老家…": the home town remembered.
const HOME_TOWN = /\bback (?:home|in (?!(?:the day|time|business|touch)\b)\w+)\b|\bhome ?town\b|\bwhere i (?:grew up|was raised|come from)\b|\b(?:alla|alli) en (?:mi )?(?:pueblo|tierra|rancho|\w+)\b|\ben mi (?:pueblo|tierra)\b|\bo que (?:tui|toi|chi|em|anh|minh)\b|老家|家乡|俺们那/;
const toldOfLife = (story: string): boolean => {
  const text = foldForRules(story);
  return asksOfLife(text, story) || asksOfOutings(text) || asksOfPastimes(text) || toldOfAGame(text) || (HOME_TOWN.test(text) && readProfile(story).size === undefined);
};
// "…la tuba recién bajada. En fin, ¿ustedes trabajan en…?", "…Tết này mới về được. Mà thôi, bên em có làm ở…?", "…大家都说好。
// 对了，我要连五个平台的话…？": a word that leaves the story behind ("anyway", "en fin", "mà thôi", "对了") opens the question,
// whatever the story was of; the story asks nothing ("?"), and the question is of our domain. "…does that feed? and while
// I've got you, …", "¿hace mucho calor? Bueno, lo que te quería preguntar: …" leave it too.
const BACK_TO_IT = /(?<=[.!?。！？…]\s*)(?:(?:and |oh and |but )?while (?:i ?'?ve|i have|i) got (?:you|ya|y ?all)(?: here)?|oh,? and(?= )|(?:bueno,? )?lo que (?:te |le |les )?quer[ií]a preguntar(?:te|le|les)?(?: es)?|(?:but |so |ok |okay )?any(?:way|ways|how)|(?:ok|okay|alright|all right|right) so|en fin|pero bueno|bueno|en todo caso|total|(?:thôi|thoi)(?=\s*[,，:：])|(?:mà|ma) thôi|(?:thôi |thoi )?(?:vô|vào|vo|vao) (?:chuyện|việc|chuyen|viec) (?:chính|chinh)|mà|à(?=\s*,)|(?:but |so |ok )?back to (?:business|it|my question)|(?:vamos |volviendo )?al grano|(?:y |pero )?(?:mir[aá]|mire|oye|oiga|f[ií]jate|look|listen)(?=\s*[,，])|volviendo al tema|(?:nhưng|nhung) mà|à mà|a ma|nói chung|noi chung|n[oó]i (?:cho ngay|th[aậ]t|thi[eệ]t)|(?:ch[iị]|em|anh|t[oô]i|tui|m[iì]nh|c[oô]|ch[uú]) h[oỏ]i (?:c[aá]i n[aà]y|ch[uú]t|c[aá]i)|(?:còn|con) (?:chuyện|chuyen|việc|viec) (?:của |cua )?(?:anh|chị|chi|em|tui|tôi|toi|mình|minh|cô|co|chú|chu)|(?:bueno,? )?eso aparte|对了|还有(?=[，,])|话说回来|言归正传|说正事|回到正题|闲话少叙|闲话少说|闲话不多说|废话不多说|不多说了|不说这个了)(?=[\s,，、:：]|$)/iu;
// "…chinguirito para 12 personas, pero antes dime, ¿trabajan en Heights?": "but first tell me" after a comma leaves it too,
// and so does "…if the wind lays down lol, but real quick what are your office hours".
const FIRST_TELL_ME = /(?<=[,，]\s*)(?:pero antes(?: de eso)?|pero primero|but first|but before (?:that|i forget)|(?:but|so|anyway) (?:real(?:ly)? quick|quick question|a quick (?:one|q)))(?:,? (?:dime|d[ií]game|cu[eé]ntame|tell me))?(?=[\s,，:：]|$)/iu;
const askedAfterAside = (message: string): string | null => {
  const at = BACK_TO_IT.exec(message) ?? FIRST_TELL_ME.exec(message);
  if (!at) return null;
  const story = message.slice(0, at.index);
  const asked = message.slice(at.index + at[0].length).replace(/^[\s,，、:：]+/u, "");
  const folded = foldForRules(asked);
  // Whether we serve a place ("¿trabajan en Heights?") is of our domain too.
  // The ask may come without its question mark, typed on a phone ("ok so how long for the foundation plan to be up").
  // A story that asks something off-topic itself ("si el pasaje es de 35 dólares, ¿cuánto gastamos? Bueno, eso aparte:
  // ¿desde qué hora contestan?") is left unanswered the same way; a question of ours in it would not be.
  return (!/[?？]/u.test(story) || offTopicAsked(story)) && (/[?？¿]/u.test(asked) || asksSomething(asked)) && (inDomain(folded) || SERVE_ASK.test(folded)) && !offTopicAsked(asked) ? asked : null;
};
const POINTS_BACK = /\b(?:that|this|those|these|it|them|eso|esto|esos|esas|cai do|cai nay|may cai do)\b|那个|这个|那些|这些/;
export const askedAfterStory = (message: string): string | null => {
  const aside = askedAfterAside(message.trim());
  if (aside) return aside;
  const m = STORY_THEN_ASK.exec(message.trim());
  const asked = m?.[2];
  if (!m?.[1] || !asked) return null;
  const folded = foldForRules(asked);
  // "…some ranch books software nobody heard of. can y'all connect that…": a question pointing back at the story asks of it.
  if (POINTS_BACK.test(folded)) return null;
  // "…catfishin the Guadalupe River all weekend… y'all open on Saturdays?", "Ando en Salamina mirando las palmas… ¿Ustedes
  // atienden los sábados?": our days and hours, or whether we are in Houston, asked after a story that asks nothing.
  const basics = (HOURS_ASK.test(folded) || OPEN_DAYS.test(folded) || (ABOUT_US_ASK.test(folded) && /\bhouston\b|休斯顿/.test(folded))) && !/[?？]/u.test(m[1]);
  return (/[?？]/u.test(asked) || asksSomething(asked)) && US_ASKED.test(folded) && (basics || (inDomain(folded.replace(US_WORDS, " ")) && toldOfLife(m[1]))) && !offTopicAsked(asked) ? asked : null;
};

export const looksOffTopic = (message: string): boolean => {
  // (The question after a story is only returned when it is not off-topic itself.)
  return askedAfterStory(message) === null && offTopicAsked(message);
};

// "holy cow that was quick": a saying, not a cow.
const SAYINGS = /\bholy (?:cow|cows|mackerel|smokes|moly|guacamole)\b/g;
const PRODUCT_FOR_TASK = /(?:邮件|邮箱|客户|线索|房源|租客|带看).{0,30}有没有(?:能|可以|会)?(?:帮|替)我[^。？?]{0,30}的(?:ai|工具|服务|东西|系统|助手)?\s*[？?]?$/;
// The services not on our list that are only ever asked of us (a loan, a notary, a phone app…); taxes or a website may be
// the visitor's own chore asked of anyone.
const ASKED_OF_US_ONLY = new Set<string>(["design", "lending", "notary", "rent-collection", "mobile-app"]);
// "can your AI do my taxes?", "Nó có dịch email … không?" (it, the product), "这个系统能不能帮我报税？", "¿el sistema me
// lleva la contabilidad?": a service we do not list, asked of our product, is asked of us (answered as not on the list),
// whatever service it is.
const OUR_PRODUCT_DOES = /\b(?:(?:your|yall|y all|ur|the|this|that) (?:ai|a\.i|assistant|bot|chatbot|system|software|program|platform|thing)|(?:can|could|will|would|does) (?:it|this)|(?:la|su|el|esta|este|ese|esa) (?:ia|asistente|bot|sistema|programa|plataforma)|(?:tro ly|he thong|chatbot|phan mem|cai nay)\b.{0,20}\b(?:co|duoc|lam|giup)|^\W*(?:no|cai do|cai nay) (?:co|duoc|lam|giup)(?= ))\b|^\W*它(?:能|会|可以|有没有)|有没有.{0,20}(?:服务|功能)|(?:这个|这套|那个|你们的?|贵司的?)(?:ai|AI|助手|机器人|系统|软件|东西)/;
const PACKAGE_FIT_ASKED = /\b(?:which|what) (?:package|plan|tier)\b|\b(?:que|cual) (?:paquete|plan)\b|\bgoi nao\b|哪(?:个|一个|种)(?:套餐|方案)/;
const DAYS_WE_OPEN = /^\W*(?:y |pero |oiga |oye )?(?:los |el )?(?:sabados?|domingos?|fines? de semana)\b.{0,10}\b(?:abren|trabajan|atienden|laboran)\b/;
// "…lên Facebook hàng tuần, có dịch vụ nào không?", "y'all got something for that?": an offering of ours asked for the need told.
const OFFERING_ASKED = /\b(?:dich vu (?:nao|gi)|co (?:cai|mon|goi|dich vu) (?:nao|gi|chi)|any (?:service|add-?on|tool)s?|(?:y ?all|you) (?:got|have) (?:something|anything|somethin)|tienen algo|hay algun (?:servicio|complemento))\b|有没有(?:什么)?(?:服务|功能)/;
const offTopicAsked = (message: string): boolean => {
  const text = foldForRules(message).replace(SAYINGS, " ");
  // "邮件太多了…有没有帮我分类、替我写回信的？": a product asked for by its task, of the visitor's own work.
  // "我家那位自己写了一个小程序记租金，你们的AI可以跟它接吗？": their own tool asked to be connected.
  // "do you'uns have anybody in Mountain View? I've got kin there…": people of ours somewhere is asked of us (an unknown);
  // "…would rather not do business in english. what languages does your AI actually speak": our languages, asked of us;
  // "Trợ lý có lấy nhà đang bán ngoài thị trường không hay là tự chế ra?": the listings our assistant uses; "bên em có làm
  // luôn chuyện thu tiền thuê nhà không?": a service we do not list, asked of us (answered as not on the list).
  // "¿Los sábados abren?", said bare, asks our days.
  if (DAYS_WE_OPEN.test(text)) return false;
  // "có tiệm nail, tiệm phở…, nhóm chị 4 người. Gói nào hợp với chị?": which package fits a size told is ours to answer,
  // whatever the tenants or the shops around it are.
  if (PACKAGE_FIT_ASKED.test(text) && readProfile(text).size !== undefined) return false;
  // "Anh vừa đi câu cá về, công ty em ở Houston thiệt hả?": whether we are in Houston, whatever the trip told beside it.
  if (ABOUT_US_ASK.test(text) && /\bhouston\b|休斯顿/.test(text)) return false;
  // "¿Si un comprador escribe un domingo en la madrugada le contestan?": the visitor's people answered at odd hours.
  if (answeredRoundTheClock(text)) return false;
  // What the site never says our AI does, asked of it ("AI có biết giấy phép đào giếng … hông em?"): our gap, not a
  // stranger's errand.
  // ("Em viết giùm chị phần giới thiệu trên trang cá nhân…?": asked of us by the Vietnamese "em", as well.)
  if (neverSaidAsked(text) !== null && (OUR_PRODUCT_DOES.test(text) || /\b(?:ai|bot|chatbot)\b/.test(text) || /^\W*(?:em|ben em|ben anh|ben chi|cac ban|ban)\b.{0,40}\b(?:giup|gium|dum)\b/.test(text))) return false;
  // "El correo me tiene mareá… necesito algo que me los organice… ¿cuánto al mes?": an add-on's work asked with its price.
  if (((PRICE_ASKED.test(text) || OFFERING_ASKED.test(text)) && asksSomething(text) && addonNeedOf(text) !== null) || asksIfItFitsThem(text) || asksPostSituation(text) || PRODUCT_FOR_TASK.test(text) || homeMadeTool(text) || PEOPLE_THERE.test(text) || (LANGUAGES_ASK.test(text) && turnsToUs(text)) || listingDataAsked(text) || ((ASKED_OF_US_ONLY.has(readNotOffered(text) ?? "") && turnsToUs(text)) || (readNotOffered(text) !== null && OUR_PRODUCT_DOES.test(text)))) return false;
  return asksForAMatchPick(message) || OFF_TOPIC.some((p) => p.test(text)) || asksOfAThirdParty(text) || asksAboutTheWorld(text) || asksAboutEveryday(text, message) || asksATask(text) || asksWorkOnTheirs(text) || asksOutsideFacts(text) || asksOfLife(text, message) || asksOfOutings(text) || asksOfPastimes(text);
};
