import { theirs, withoutTheirNames } from "./third-party.ts";
import { asksAnErrand } from "./life-asks.ts";
import { TECH_SKILLS } from "./question-patterns.ts";

// Everyday life asked of us (docs/decisions/015), beside third-party.ts and world-asks.ts: the weather, schools, a
// meal for the team, whether someone else's price is fair, where a name comes from, another way round the traffic,
// homework and code, a consumer voice assistant. A place we serve, a price or a name of ours inside them is only
// their setting ("will it rain in The Woodlands", "a function for the Pro Bundle's $900 at 20 % off"); their shape
// makes them off-topic. Each shape but homework checks that the message neither names an offering of ours nor turns
// to us, so "does the scheduler add time when rain is in the forecast?", "which school zones does your assistant
// know?" and "is $900 for the Pro Bundle a fair price?" stay questions. Rules run on folded text (accents off).

// Asking us only to ask ("would you recommend", "whether you might advise", "¿sabe usted…", "anh có biết", "请问")
// says nothing about whose the matter is.
// "how do you cook a brisket" is anyone's "you", not us.
const ASKING_YOU =
  /\b(?:how (?:do|would|should|can|d) (?:you|u|ya) (?=(?:cook|bake|grill|smoke|boil|fry|roast|make|prepare|season|marinate)\b)|(?:can|could|would|will|might|may|do|did|should) (?:you|u|ya|yall|you guys)(?: (?:please|possibly|perhaps|kindly|happen to|by any chance))? (?:recommend|suggest|advise|tell|say|think|pick|choose|prefer|know|help|check|look up|find out|let me know)|(?:whether|if) (?:you|u) (?:might|could|would|can)(?: \w+)?|your (?:opinion|take|thoughts|advice|view|recommendation|pick)|(?:sabe|sabes|saben|puede|puedes|pueden|podria|podrias|podrian|recomienda|recomiendas|recomiendan)(?: usted| ustedes| tu)?|(?<!\b(?:ben|cac) )(?:ban|anh|chi|em|mn|moi nguoi|ae) (?:oi|co biet|biet|nghi|thay))\b|请问|你(?:知道|觉得|认为)|您(?:知道|觉得|认为)|能(?:不能)?帮(?:我|他|她)?|可以帮(?:我|他|她)?/g;
/** The text without the words that only ask us for advice ("which would you recommend" beside a choice of schools). */
export const withoutAskingUs = (text: string): string => text.replace(ASKING_YOU, " ");
const TURNS_TO_US =
  /\b(?:you|your|yours|u|ur|yall|you guys|bayou city|ustedes|usted|su (?:equipo|empresa|servicio|sistema|pagina|sitio|oficina)|ben (?:ban|anh|chi|em)|cac ban|quy cong ty)\b|你们|您们|贵公司|贵司|贵站/;
// Our offerings, the site and its articles, and what the traffic-aware scheduler does (showings, routes, buffers).
const OFFERING =
  /\b(?:packages?|plans?|bundles?|add-?ons?|setups?|set up|install\w*|integrat\w*|automat\w*|ai|bots?|chatbots?|assistants?|crm|dashboards?|consult\w*|platforms?|features?|foundation|growth|enterprise|starter|pro bundle|voice ai|email commander|social scheduler|market dashboard|customer service agent|enhanced messaging|posts?|articles?|blog|guides?|newsletter|site|website|page|form|showings?|schedul\w*|buffers?|traffic-aware|traffic aware|paquetes?|planes|complementos?|instalacion|integracion\w*|automatizacion|ia|asistente|consulta|plataformas?|articulos?|pagina|sitio|formulario|dich vu|tro ly|cai dat|tich hop|tu dong|tu van|nen tang|bai (?:viet|nao|do|nay|ve)|trang web|len lich|dat lich|xem nha|lich hen)\b|套餐|方案|附加|插件|机器人|助手|对接|集成|安装|咨询|自动化|平台|文章|博客|网站|表单|排程|看房/;
// A word of ours in quotes is the visitor's own use of it ("my team's "Growth" celebration", 'tui muốn "tự động hóa"
// tưới cây'); a phone or data plan is theirs ("el mejor plan de celular"), never a plan of ours.
const THEIR_USE = /["“”«»][^"“”«»]{1,25}["“”«»]|\b(?:(?:phone|cell|cellphone|mobile|wireless) plans?|plan(?:es)? de (?:celular|cel|telefono|datos|internet))\b/g;
/** The text without our names used for someone else's thing, a word of ours in quotes, or a phone plan. */
export const withoutTheirUse = (text: string): string => withoutTheirNames(text).replace(THEIR_USE, " ");
/** The text names an offering of ours or the site (whether or not it turns to us). */
export const namesOffering = (text: string): boolean => OFFERING.test(withoutTheirUse(text));
/** The text names an offering of ours or the site, or turns to us, once the words that only ask us are set aside. */
export const offersOrTurnsToUs = (text: string): boolean => {
  const matter = withoutTheirUse(text).replace(ASKING_YOU, " ");
  return OFFERING.test(matter) || TURNS_TO_US.test(matter);
};

// The weather: a forecast, rain, heat or degrees asked ("is it gonna rain in Katy saturday", "¿cuántos grados va a
// hacer mañana?", "¿hace mucho calor en marzo?", "trời có mưa không", "明天下雨吗"). "Mưa" (rain) and "mua" (buy) fold alike, so rain is read with
// its accents or in phrases no purchase or season ("mùa bão") shares; minutes added for rain ("下雨天每段加几分钟") are a post's buffer.
const WEATHER =
  /\b(?:weather|forecast\w*|temperatures?|humidity|heat index|how (?:hot|cold|warm|chilly|humid|rainy)|how many degrees|(?:will it|is it|its|it is|gonna|going to|supposed to|chance (?:of|it)|likely to|expected to)\s+(?:\w+\s+){0,2}?(?:rain|raining|pour|pouring|snow|snowing|storm|storming|hail|freeze|freezing|drizzle|be (?:hot|cold|chilly|warm|sunny|cloudy|humid|muggy|windy|nice out))|clima|pronostico|temperatura|cuantos grados|que tan (?:frio|caliente)|(?:va a|vaya a|dicen que va a|se espera que)\s+(?:\w+\s+)?(?:llover|lloviznar|nevar|granizar|hacer (?:frio|calor|buen tiempo|mal tiempo|\d+ grados)|estar (?:nublado|soleado|lluvioso))|(?:va a|hara|habra) (?:mucho )?(?:calor|frio)|(?:hace|hara|hacia) (?:mucho|mucha|demasiado|harto) (?:calor|frio|fresco|viento)|lluvia|thoi tiet|nhiet do|bao nhieu do|troi (?:co )?(?:mua|nang|lanh|nong|u am))\b|天气|气温|温度|下雨(?![^？?]{0,20}(?:分钟|缓冲))|下雪|降雨|雷雨|暴雨|多少度|几度|冷不冷|热不热/;
const RAIN_VI = /\b(?:mưa|nắng nóng|trời (?:lạnh|nóng|nắng))(?![\p{L}])/u;

// Schools and universities to choose between ("Rice or UH for engineering", "¿qué primaria es mejor?", "trường nào
// tốt hơn cho con lớp 3", "哪个学区好"). West University is a place we serve, not a school.
const SCHOOL =
  /\b(?:schools?|schooling|school districts?|isd|universit(?:y|ies)|colleges?|campus(?:es)?|elementary|middle school|high schools?|kindergarten|pre-?k|preschools?|daycares?|tuition|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth) grade(?:rs?)?|grade \d+|escuelas?|colegios?|universidad(?:es)?|prepa(?:ratoria)?|primaria|secundaria|kinder|guarderia|distrito escolar|(?<!thi )truong (?:nao|hoc|tieu hoc|trung hoc|cap \d|dai hoc|mau giao|cong|tu|top)|dai hoc|hoc khu|mau giao|lop \d+)\b|学校|大学|学区|小学|中学|初中|高中|幼儿园|托儿所|名校|学院|年级/;
// …nor is a school friend ("my college roommate", "我初中同学", "compañera de la prepa", "bạn học cấp ba"): a person.
const NOT_A_SCHOOL = /\b(?:west university(?: place)?|university place|(?:high school|middle school|college|school|university|uni) (?:friend|buddy|pal|mate|roommate|classmate|sweetheart)s?|companer[oa]s? de (?:escuela|colegio|la universidad|la prepa|la secundaria|clase)|ban (?:hoc|cung lop|hoi cap (?:ba|hai)|cap (?:ba|hai)))\b|(?:初中|高中|小学|大学|中学)(?:的)?(?:老)?(?:同学|朋友|室友)/g;
const CHOOSES =
  /\b(?:which|better|best|cheap\w*|barat\w*|recommend\w*|suggest\w*|advise|good|rated|rankings?|ranked|top|vs|versus|or|choos\w*|between|should|worth|cual|mejor(?:es)?|recomiend\w*|buen[oa]s?|entre|conviene|nao|tot|hon|hay|nen)\b|哪|好|推荐|还是|比较|选/;

// A meal or food for the team, sought somewhere ("best kolache place near Fulshear for a team breakfast", "¿dónde
// pido tacos para el desayuno de la oficina?", "quán ăn sáng nào ngon gần Katy", "附近哪家早餐好"). "làm ăn tới đâu" (how their
// business is going) folds to "ăn tối" (dinner) and is no meal.
const FOOD =
  /\b(?:(?:chinese|sichuan|szechuan|cantonese|hunan|thai|indian|mexican|tex-mex|vietnamese|italian|korean|japanese|cajun|creole|greek|mediterranean|ethiopian|nigerian|salvadoran|honduran|venezuelan|cuban|peruvian|colombian|middle eastern|soul) (?:food|restaurants?|places?|spots?|cuisine|buffets?|takeout|joints?)|comida (?:china|mexicana|tailandesa|india|vietnamita|italiana|coreana|japonesa|cajun|griega|salvadorena|hondurena|venezolana|cubana|peruana|colombiana|catracha|criolla)|restaurantes? (?:chinos?|mexicanos?|tailandes|indios?|vietnamitas?|italianos?|coreanos?|japoneses?)|mon (?:hoa|tau|han|nhat|thai|an do|mexico|y|viet|trung)|nha hang|breakfast|brunch|lunch|dinner|catering|caterers?|kolaches?|king cakes?|cakes?|cupcakes?|pastr(?:y|ies)|pies|cookies|beignets?|po-?boys?|gumbo|tamales|crawfish|seafood|mariscos|hai san|donuts?|doughnuts?|bagels?|tacos?|bbq|barbecue|brisket|pizza|coffee|bakery|bakeries|food|meals?|snacks?|desayunos?|almuerzos?|comida|cena|taqueria|panaderia|pan dulce|barbacoa|cafeteria|antojitos|(?<!\blam )an sang|(?<!\blam )an trua|(?<!\blam )an toi(?! dau)|bua (?:sang|trua|toi)|quan (?:an|cafe|ca phe)|banh mi|(?<!thanh )pho|ca phe|do an|mon an)\b|早餐|早饭|早点|午餐|午饭|晚餐|晚饭|咖啡|面包店|点心|外卖|小吃|好吃|吃饭|菜馆|饭馆|馆子|餐馆|火锅店|[川粤湘鲁徽浙闽苏]菜|(?:中|韩|日|泰|越|墨西哥|意大利|法|印度|台湾|东北|上海)(?:国)?(?:菜|餐(?!费)|料理)/;
// Taste judged ("the most authentic pho", "la birria más auténtica", "phở chuẩn vị", "最地道的肉骨茶"): food sought,
// whatever dish or eatery is named (kopitiam, pupusería, quán bún).
const TASTE =
  /\b(?:(?:most|more|really|truly|super) authentic|authentic (?:\w+ ){0,2}(?:food|dish\w*|cuisine|flavou?rs?|taste|recipe)|tastiest|best[- ]tasting|(?:mas|muy|bien) (?:autentic[oa]s?|sabros[oa]s?)|(?:chuan|dung) vi|ngon (?:chuan|dung vi)|eater(?:y|ies)|diners?|food (?:trucks?|halls?|courts?)|hawkers?|kopitiams?|mamaks?|dim sum|fondas?|pupuserias?|comedores?|quan (?:com|bun|lau|nuong|oc)|tiem (?:an|banh))\b|正宗|地道|好吃|好喝|茶餐[厅室]|茶室|面馆|大排档|咖啡店/;
const SEEKS =
  /\b(?:best|where|wheres|where s|recommend\w*|suggest\w*|places?|spots?|good|any|near|around|order|pick up|grab|donde|mejor|recomiend\w*|lugar|algun[oa]?|cerca|nao|o dau|ngon|gan)\b|哪|推荐|附近|好吃/;

// A recipe of a dish asked ("the recipe for gumbo", "la receta del mole", "công thức làm bánh pía", "红烧肉菜谱"; "做法" alone is any way of doing).
const RECIPE_OF = /\b(?:recipe (?:for|of)|(?:your|a|the|grandma s|mom s) [a-z]+(?: [a-z]+)? recipe|receta (?:del?|para|de la|de los|de las)|cong thuc (?:lam |nau )?(?:banh|mon|che|pho|bun|hu tieu|canh|lau|xoi))\b|菜谱|食谱/;
// Groceries sought or compared ("which brand of black vinegar, does the supermarket in Sugar Land sell it",
// "¿en qué supermercado lo venden?", "siêu thị nào có bán", "超市有卖吗", "哪个牌子好"): shopping out there.
const GROCERY = /\b(?:grocery|groceries|grocery stores?|supermarkets?|supermercados?|sieu thi|cho (?:a chau|viet nam|hong kong))\b|超市|菜市场|(?:哪个|哪家|什么)牌子/;
const SOLD = /\b(?:sell|sells|sold|carry|carries|stock|venden|vende|tienen|ban|co ban)\b|有卖|有得卖|卖/;

// Whether someone else's price is fair ("my photographer wants $300 for drone shots, fair rate?", "el plomero me
// cobra $400, ¿es justo?", "thợ đòi 500 đô có mắc không", "摄影师要价300美元，贵不贵"): a figure, someone charging it
// or a thing it is for that is not ours, and a judgement asked.
const FIGURE = /\$\s?\d|\b\d[\d,.]*\s?(?:k|bucks|dollars?|usd|dolares|do la|do)\b|\d\s?(?:美元|美金|块|刀)/;
const CHARGED =
  /\b(?:wants|wanted|charges|charged|charging|quoted|quotes|quoting|asking|asked|asks|bid|bids|billed|bills|cobra|cobro|cobran|cobrando|pide|pidio|piden|cotizo|cotizaron|lay|doi|tinh|bao gia|het gia)\b|要价|收费|收我|报价|开价|要了/;
const FOR_A_THING = /(?:\$\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:k|bucks|dollars?|usd|dolares))\s+(?:for|por|cho|para)\s+([a-z][^,.;:!?]{1,30})/g;
const FAIR =
  /\b(?:fair|reasonable|normal|standard|typical|going rate|market rate|too (?:much|high|steep|expensive|pricey)|overpriced|over ?charg\w*|rip ?-?off|ripped off|ripping (?:me|us) off|good deal|a deal|worth it|steep|pricey|legit|about right|sound right|in line|justo|razonable|caro|carisimo|es mucho|demasiado|un robo|abuso\w*|buen precio|precio justo|vale la pena|hop ly|dat qua|mac qua|mac (?:khong|ko|k)|chat qua|cat co|bi ho|ho (?:khong|ko))\b|贵不贵|贵吗|太贵|贵了|合理吗|合理不|是否合理|算合理|公道|值不值|值吗|划算吗|被坑|坑人|宰人|正常吗|行情/;
const forAThing = (text: string): boolean => [...text.matchAll(FOR_A_THING)].some((m) => theirs(m[1]));
const judgesAPrice = (text: string): boolean => FIGURE.test(text) && FAIR.test(text) && (CHARGED.test(text) || forAThing(text));

// Where a name comes from ("what's the origin of the name n8n", "¿de dónde viene el nombre Zillow?", "tên Zalo có
// nghĩa là gì", "n8n 这个名字的来历"). An acronym explained ("what does MLS stand for?") is left to the site.
const NAME_ORIGIN =
  /\b(?:(?:origin|etymology|history|story|meaning) (?:of|behind) (?:the |its |their |that |this )?name|where (?:does|did) (?:the |its |their |that |this )?name|names? (?:come|came|comes) from|why (?:is|was|are) (?:it|they|\w+(?: \w+)?) (?:called|named)|named after|(?:origen|significado|historia) del nombre|de donde (?:viene|sale|salio) el nombre|por que se llama|que significa el nombre|(?:nguon goc|y nghia|xuat xu) (?:cua )?(?:cai )?ten|(?:sao|tai sao|vi sao) (?:lai )?(?:ten la|goi la|dat ten))\b|\bten\b.{0,25}\b(?:co nghia|nghia) la gi\b|名字.{0,4}(?:来历|由来|来源|含义|意思|怎么来)|(?:名称|名字|这个名)的?(?:来历|由来|出处)|为什么叫/;

// Another way round the traffic ("alternate route around the I-10 construction", "¿qué ruta es más rápida?",
// "đường nào đỡ kẹt xe", "有哪条替代路线"). What the traffic-aware scheduler does with routes is ours.
// Showings put in order around the traffic ("4 casas que enseñar…, ¿cómo las acomodo pa no agarrar tráfico?") are
// what the traffic-aware scheduler and its post are about, not a route asked for a drive of one's own; so are showings
// booked around the traffic ("que las citas para ver casas se programen según el tráfico en la 45").
const SHOWINGS_ROUTED = /\b(?:citas|showings?|appointments?|visitas|recorridos?) (?:\w+ ){0,5}(?:se )?(?:programen|agenden|acomoden|schedul\w*|book\w*|planned|set)\b.{0,40}\b(?:trafico|traffic)\b|\b(?:\d+|two|three|four|five|several) (?:showings|houses to show|homes to show|listings to show)\b|\b(?:casas|propiedades|visitas) (?:que|pa|para) (?:ensenar|mostrar)\b|\b(?:ensenar|mostrar) (?:\d+ )?(?:casas|propiedades)\b|\b(?:dan khach )?xem (?:\d+ )?(?:nha|can)\b|(?:带看|看房).{0,6}(?:\d+|几|[二三四五六])(?:套|间|个)/;
const ROUTE =
  /\b(?:alternat(?:e|ive) (?:routes?|roads?|ways?)|detours?|which (?:route|road|highway|freeway|exit|way is (?:faster|quicker|shorter))|(?:best|fastest|quickest|shortest) (?:route|road|way to (?:get|drive|go))|shortcuts?|avoid (?:the )?(?:traffic|construction|tolls?)|(?:traffic|construction|road ?work|closures?) on (?:i-?\d+|the|hwy|highway|us|sh|fm|beltway|loop|\d+)|ruta alterna\w*|otra ruta|desvios?|que ruta|cual ruta|camino mas rapido|por donde (?:me voy|nos vamos|es mas rapido)|trafico en|obras en|duong nao (?:nhanh|gan|it ket|do ket|tot)|tuyen duong nao|duong tat|di duong nao)\b|替代路线|备用路线|绕路|绕行|绕道|哪条路|走哪条|哪条高速|近路/;

// Homework, whatever it names: "a function for my son's homework that takes 20 % off the Pro Bundle's $900".
const HOMEWORK =
  /\b(?:homework|home work|(?:school|class|science) (?:project|assignment|fair)|proyecto de ciencias|feria de ciencias|assignment for (?:school|class)|coding (?:exercise|assignment|challenge)|tarea|bai tap(?: ve nha)?|du an khoa hoc|solve for [a-z]|solve (?:this|the|an?|my|his|her) (?:equation|math)|equations?|algebra|calculus|ecuacion(?:es)?|phuong trinh|giai toan)\b|\b[xyz] ?= ?[\d(]|作业|功课|编程题|科展/;
// Code to write: a function or script in a language, unless it is custom work on our integrations.
const CODE =
  /\b(?:write|writing|code|coding|give me|make|create)\b.{0,30}\b(?:function|script|program|snippet|regex|formula|macro|class|loop)\b|\b(?:python|javascript|typescript|java|c\+\+|c#|ruby|php|vba)\b.{0,40}\b(?:function|script|program|snippet|code|loop|class)\b|\b(?:escrib\w*|haz\w*|hacer)\b.{0,20}\b(?:funcion|programa|codigo|script)\b|\bviet\b.{0,20}\b(?:ham|code|chuong trinh|doan code|script)\b|写.{0,20}(?:函数|程序|代码|脚本)|(?:python|javascript|typescript|java|vba)\s*(?:函数|程序|代码|脚本)|编(?:个|一个)?(?:程序|代码)/;
// A program someone already wrote for the visitor, to be connected ("我儿子给我写了个小程序，能接上吗"), is custom work too.
const OUR_CUSTOM_WORK = /\b(?:crm|integrat\w*|automat\w*|custom|workflows?|zapier|api|webhooks?|connect\w*|hook (?:it|this|that|them) up|integracion\w*|automatizacion|tich hop|ket noi)\b|对接|集成|自动化|接口|接(?:起来|上|进来|进去)|连(?:起来|上|接)/;

// Another company's voice assistant or smart speaker ("reset Siri", "mi Alexa no me entiende", "小爱同学").
const CONSUMER_ASSISTANT = /\b(?:siri|alexa|cortana|bixby|google (?:assistant|home|nest)|amazon echo|homepod)\b|小爱同学|天猫精灵|小度/;

// Personal insurance, a bank or a phone plan to choose ("which car insurance is cheapest in Texas", "¿qué seguro de
// carro me recomiendas?", "nên mua bảo hiểm xe hãng nào", "哪家车险便宜"): the visitor's own life, not our offerings.
const PERSONAL_COVER =
  /\b(?:(?:car|auto|vehicle|home|homeowners?|health|life|renters?|flood|dental|pet|umbrella) insurance|insurance (?:company|companies|carrier|provider|agent|quote|policy)|(?:phone|cell|cellphone|mobile|wireless) (?:plans?|carriers?)|plan(?:es)? de (?:celular|cel|telefono|datos|internet)|compania (?:de celular|telefonica)|goi cuoc|nha mang|seguros? (?:de|para|del) (?:carro|auto|coche|vehiculo|casa|hogar|salud|vida|inundacion|dental|inquilino)|bao hiem (?:xe|o to|nha|suc khoe|nhan tho|lu lut|y te)|(?:hang|cong ty) bao hiem)\b|车险|保险公司|(?:汽车|房屋|健康|人寿|医疗|洪水)保险|买保险/;

// A personal account hacked or locked ("my personal Facebook got hacked, how do I get it back", "me hackearon el
// Instagram", "Zalo của em bị hack", "微信号被盗了"): the visitor's own account on someone else's platform.
const HACKED =
  /\b(?:hacked|hijacked|compromised|locked out of|got into my|stole my (?:account|password)|hacke\w*|jacke\w*|robaron (?:mi|el|la) (?:cuenta|instagram|facebook|whatsapp|correo)|bi hack|bi chiem|bi khoa (?:tai khoan|nick|face|facebook|instagram|zalo))\b|被盗|被黑|被封|盗号|被人登/;

// When a storm of the past struck ("what day did Harvey make landfall", "¿cuándo pegó el huracán Ike?",
// "cơn bão Ike đổ bộ ngày nào", "飓风哈维是哪天登陆的"): a date of history, not anything on the site.
const STORM = /\b(?:hurricanes?|tropical storms?|winter storm|landfall|huracan(?:es)?|tormenta tropical|tormenta invernal|con bao|bao \w+ nam \d{4}|do bo)\b|飓风|台风|热带风暴|冬季风暴|登陆/;
// Struck, not coming: "how do we warn tenants when a hurricane comes?" is what the articles are about.
const STRUCK = /\b(?:hit|struck|landed|made landfall|make landfall|come through|came through|flooded|pego|golpeo|azoto|llego|toco tierra|inundo|do bo|tan cong|quet qua|xay ra)\b|登陆|来袭|袭击|发生/;
const WHEN = /\b(?:when|what (?:day|date|year|month)|which (?:day|date|year)|(?:hit|struck|landed|made landfall) (?:on|in)|cuando|que (?:dia|fecha|ano|mes)|en que (?:dia|fecha|ano)|ngay nao|hom nao|khi nao|nam nao|thang nao|luc nao)\b|哪天|哪一天|什么时候|几号|几月|哪年|哪一年/;

// A road's lanes, tolls or closures ("are the HOV lanes on 290 open on Sundays", "¿el carril exprés de la I-10 abre
// los sábados?", "làn HOV trên 59 mở giờ nào", "290的HOV车道周末开吗"): the road's timetable, not our scheduler's.
const ROAD_LANES =
  /\b(?:(?:hov|hot|managed|express|toll|tolled|reversible|high occupancy) lanes?|toll (?:road|tag|plaza|booth)s?|ez ?tag|tx ?tag|carril(?:es)? (?:hov|expres|express|de peaje|reversible|de alta ocupacion)|(?:autopista|carretera) de peaje|casetas? de peaje|lan (?:hov|duong (?:uu tien|thu phi))|duong thu phi|tram thu phi)\b|(?:hov|快速|收费|专用|潮汐)车道|收费站|收费公路/;

// A request said to be no business of ours ("unrelated to you guys:", "not about your services, but", "nada que ver
// con ustedes", "không liên quan đến bên bạn", "跟你们没关系") is off-topic when what follows does not turn back to us.
const NOT_OURS_SAID =
  /\b(?:(?:unrelated|not related|nothing to do) (?:to|with) (?:you|your|yall|bayou)\w*(?: guys| folks| team| services?| company| business)?|(?:not|nothing) about (?:you|your) (?:guys|services?|company|business|product)|(?:off[- ]topic|random|side) question|(?:nada|no tiene nada) que ver con (?:ustedes|usted|su (?:empresa|servicio|negocio)|lo de ustedes)|no es (?:sobre|de) (?:ustedes|sus servicios)|(?:khong|ko|chang) (?:lien quan|dinh dang) (?:gi )?(?:den|toi|voi) (?:ben )?(?:ban|anh|chi|em|cac ban|cong ty|dich vu)|ngoai le (?:chut|ti|mot chut))\b|(?:跟|和|与)(?:你们|您们|贵公司)(?:无关|没关系|没有关系)|题外话|跑个题|问个无关的/g;
/** The visitor says what they ask is no business of ours, and nothing after it turns back to us. */
export const disclaimsUs = (text: string): boolean => {
  if (!NOT_OURS_SAID.test(text)) return false;
  NOT_OURS_SAID.lastIndex = 0;
  const rest = text.replace(NOT_OURS_SAID, " ").replace(ASKING_YOU, " ");
  return !TURNS_TO_US.test(rest);
};

// A company's earnings or shares ("did HubSpot beat estimates last quarter", "¿cómo le fue a Zillow en sus resultados
// trimestrales?", "báo cáo lợi nhuận quý của Twilio", "Twilio财报怎么样"): the market's news, whoever the company is.
// "báo cáo kết quả" alone is also the monthly results report a package sends: only a quarter or a business's results are news.
const EARNINGS =
  /\b(?:earnings(?: call| report| season)?|quarterly (?:results|report|numbers|revenue)|(?:beat|beats|missed|miss) (?:on )?(?:revenue|earnings|estimates|expectations|guidance|eps|the street)|market cap|share price|stock (?:price|fell|rose|jumped|dropped|tanked|soared)|(?:resultados|informe|reporte|ganancias|ingresos) trimestrales|(?:superaron|superó|supero) (?:las )?(?:expectativas|estimaciones)|precio de (?:la )?accion|bao cao (?:tai chinh|loi nhuan)(?: quy)?|bao cao ket qua (?:quy|kinh doanh)|ket qua kinh doanh|loi nhuan quy|doanh thu quy|gia co phieu)\b|财报|季度(?:业绩|报告|营收|财报)|业绩(?:超|不及)预期|股价|市值/;

/** The message asks about everyday life: weather, schools, a meal, a fair price, a name, a route, homework, a voice assistant. */
export function asksAboutEveryday(text: string, raw = text): boolean {
  if (HOMEWORK.test(text)) return true;
  // "do I need to know how to code?" asks what using it takes, not for code.
  if (CODE.test(text) && !OUR_CUSTOM_WORK.test(text) && !TECH_SKILLS.test(text)) return true;
  if (disclaimsUs(text)) return true;
  // "¿me pasa la receta del mole? es pa festejar que arrancamos con el Foundation": a dish's recipe asked; the package
  // is only the occasion ("can your AI send recipes?" asks for a dish of no one).
  if (RECIPE_OF.test(text) && !/\b(?:ai|ia|bot|chatbot|assistant|asistente|tro ly)\b/.test(text)) return true;
  if (offersOrTurnsToUs(text)) return false;
  return (
    (PERSONAL_COVER.test(text) && (CHOOSES.test(text) || SEEKS.test(text))) ||
    HACKED.test(text) ||
    EARNINGS.test(text) ||
    (STORM.test(text) && STRUCK.test(text) && WHEN.test(text)) ||
    ROAD_LANES.test(text) ||
    WEATHER.test(text) ||
    RAIN_VI.test(raw.toLowerCase()) ||
    (SCHOOL.test(text.replace(NOT_A_SCHOOL, " ")) && CHOOSES.test(text)) ||
    ((FOOD.test(text) || TASTE.test(text)) && SEEKS.test(text)) ||
    judgesAPrice(text) ||
    NAME_ORIGIN.test(text) ||
    (ROUTE.test(text) && !SHOWINGS_ROUTED.test(text)) ||
    CONSUMER_ASSISTANT.test(text) ||
    asksAnErrand(text) ||
    (GROCERY.test(text) && (SEEKS.test(text) || CHOOSES.test(text) || SOLD.test(text)))
  );
}
