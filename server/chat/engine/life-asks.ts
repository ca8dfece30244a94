// Everyday errands with a number or a place in them (docs/decisions/015), beside everyday-asks.ts: cooking for a party,
// a ride's fare, the tides for a fishing trip. A head count ("for 12 agents"), a place we serve ("to EaDo") or a date
// is only their setting; the shape (a recipe or an amount of food, a ride-hailing fare, the tide) makes them
// off-topic. everyday-asks.ts checks first that nothing of ours is named and the message does not turn to us, so "can
// your AI text my tenants when a tide warning is out?" stays a question. Rules run on folded text (accents off).

// Cooking: a recipe, how to cook or bake a dish, or an amount of food for a crowd ("how many pounds of brisket for 30",
// "¿cuántos kilos de carne para 15?", "cách nấu phở cho 10 người", "煮火锅要几斤肉"), or a dish made "for 20 people".
const COOKING =
  /\b(?:recipes?|how (?:do (?:i|we|you)|to|should (?:i|we)) (?:cook|bake|grill|smoke|boil|fry|roast|season|marinate)|how long (?:do (?:i|you) |to )?(?:cook|bake|grill|smoke|boil|fry|roast)|how (?:many|much) (?:pounds?|lbs?|ounces|oz|kilos?|kgs?|gallons?|quarts?|liters?|trays?|pans?|sacks?|servings?|portions?) (?:of|for)|recetas?|como (?:se )?(?:cocin\w*|hornea\w*|asa|asar|asamos|fri[eo]|freir|guis\w*|marin\w*)|cuant[oa]s (?:libras|kilos|kilogramos|litros|onzas|bandejas|porciones|charolas) (?:de|para)|cong thuc (?:nau|lam mon|mon)|cong thuc (?:lam |nau )?(?:banh|che|pho|bun|hu tieu|canh|lau|xoi|goi|nem|cha|thit|ga|ca kho)\b|cach (?:nau|lam mon|chien|nuong|kho|ham|luoc|hap|uop)|nau (?:mon |an )?[a-z ]{2,20} (?:cho|dai|moi) \d+ (?:nguoi|nha|khach|vi|gia dinh)|how (?:many|much) [a-z]+(?: [a-z]+)? (?:(?:do|should) (?:i|we) (?:need|buy|get|make) )?for (?:about |around |like )?\d+ (?:people|guests|folks|persons|of us)|como se (?:hacen?|preparan?|cocinan?) (?:las?|los?|el|unas?|unos?) (?:chalupas|tamales|enchiladas|tacos|mole|pozole|tortillas|salsa|pupusas|empanadas|arroz|frijoles|sopa|caldo|flan|pastel|tres leches|ceviche|arepas|quesadillas|gorditas|sopes|tostadas|menudo|birria|carnitas|churros|bunuelos|tamal|pan de muerto|rosca)\b|(?:how (?:do (?:i|we|you)|to|should (?:i|we)) make|como (?:se (?:hacen?|preparan?|cocinan?)|hago|hacemos|hacer|preparo|preparamos|preparar)|cach lam) (?!(?:my|our|it|this|that|sure|mi|mis|nuestr[oa]s?|el sistema|los seguimientos|the follow)\b)[a-z]+(?: [a-z]+){0,5} (?:for|para|pa|cho) (?:about |around |like |unas |unos |como |las |los |the |our )?\d+ (?:people|guests|folks|persons|agents|tenants|personas|invitados|inquilinos|agentes|compas|nguoi|khach)|bao nhieu (?:kg|ki lo|ky lo|lit|khay|phan an) )\b|菜谱|食谱|怎么(?:煮|炒|烤|炖|蒸|炸|腌)|吃[^？?。！!]{0,8}[鱼肉鸡鸭汤饭面粉菜饺粥锅][^？?。！!]{0,12}(?:怎么|咋|如何)(?:做|整|弄)(?=才|好吃|呢|啊|[？?。！!]|$)|(?:几|多少)(?:斤|磅|公斤)|\d+\s*(?:个)?人(?:份|的量)/;

// A ride's fare or a ride called ("what's an Uber from IAH to Midtown run", "¿cuánto sale un taxi al centro?",
// "đi Grab từ sân bay về bao nhiêu", "打车去机场多少钱"): a fare out there, not a price of ours.
const RIDE = /\b(?:uber|ubers|lyft|lyfts|taxis?|cabs?|rideshares?|ride share|shuttle|xe om|xe grab|di grab|goi grab)\b|打车|出租车|的士|网约车|滴滴|优步/;
const FARE = /\b(?:fares?|how much|cost\w*|run|price|rate|cuanto|cuesta|sale|cobra\w*|tarifa|precio|bao nhieu|het bao nhieu|gia|tien)\b|多少钱|几钱|车费|车钱|价钱/;

// The tide or fishing out there ("when's high tide at Galveston", "¿a qué hora sube la marea?", "thủy triều lên mấy
// giờ", "几点涨潮").
const TIDE = /\b(?:tides?|tide (?:chart|table)s?|mareas?|thuy trieu|tha luoi|di cau(?: ca)?|cau tom)\b|潮汐|涨潮|退潮|潮水/;

// Music for a party or the office ("¿qué música pongo en la posada?", "what songs should we play at the open house
// party", "mở nhạc gì cho tiệc", "年会放什么歌"): a playlist out there, whatever place or team it is for.
const MUSIC =
  /\b(?:(?:what|which|any good|good) (?:music|songs?|playlist|tunes|band|dj)\b.{0,40}\b(?:play|put on|blast|for (?:the|our|a|my) (?:party|posada|potluck|cookout|celebration|office party|event))|(?:que|cual(?:es)?) (?:musica|canciones?|playlist|grupo|banda|conjunto)\b.{0,50}\b(?:pongo|ponemos|poner|pon|toco|tocamos|tocar|para (?:la|el|una|un|nuestra) (?:fiesta|posada|convivio|pachanga|reunion|celebracion|carne asada))|(?:mo|bat|chon) (?:nhac|bai hat) (?:gi|nao)|(?:nhac|bai hat) (?:gi|nao) (?:cho|de mo|mo) (?:tiec|buoi))\b|(?:放|播|点)(?:什么|啥|哪些)(?:歌|音乐|曲子)/;

/** The message asks about cooking for a crowd, music for a party, a ride's fare or the tide. */
export const asksAnErrand = (text: string): boolean => COOKING.test(text) || MUSIC.test(text) || (RIDE.test(text) && FARE.test(text)) || TIDE.test(text);
