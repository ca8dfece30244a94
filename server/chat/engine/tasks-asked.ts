import { inDomain } from "./domain-words.ts";
import { offersOrTurnsToUs } from "./everyday-asks.ts";
import { findMentions } from "./mentions.ts";

// Work asked of the assistant itself (docs/decisions/015), beside world-asks.ts and everyday-asks.ts: writing a text
// for the visitor, the way to drive somewhere now, a sum on the visitor's own house (its tax, its mortgage). What is
// asked (the act and its object) decides; a place we serve, a package name or our blog said around it only fills it
// ("a toast for a Growth-minded coworker", "your blog is about traffic, so: fastest way to IAH?", "the tax on a house
// in Bellaire"). Each shape checks its own clause, so "can your AI write listing descriptions?", "does the scheduler
// pick the fastest route between showings?" and "how much is the Growth setup?" stay questions. Rules run on folded text.

const clauses = (text: string): string[] => text.split(/[.;:!?¿¡。？！；：]+/u).filter((c) => c.trim().length > 0);

// "write me a toast", "could you compose a poem", "escríbame un discurso", "viết giúp em bài thơ", "帮我写一首诗".
// The object is what is to be written: a listing description, a follow-up e-mail or a text to leads is our domain
// (what our AI does) and stays a question; one such text for a house the visitor describes is a task (tasks-for-them.ts).
const WRITE: RegExp[] = [
  /(?:^|[,]\s*|\b(?:can|could|would|will) (?:you|u|ya)(?: please| pls| just)? |\bplease |\bpls |\bhelp me |\bi (?:need|want) you to |\bgo ahead and )(?:write|compose|draft|pen|craft|come up with|make up)\s+(?:me |us |for me |for us )?(?:a|an|some|my|our|one|two|three|\d+)\s+([^,.;:!?]{2,40})/g,
  /\b(?:escribeme|escribame|escribanme|redactame|redacteme|redactenme|componme|(?:me|nos) (?:escribes|escribe|escriben|redactas|redacta|redactan|compones|compone)|(?:puedes|puede|pueden|podrias|podria|podrian) (?:escribir|redactar|componer)(?:me|nos)?|ayudame a (?:escribir|redactar)|ayudeme a (?:escribir|redactar))\s+(?:un|una|unos|unas|mi|el|la|algo)\s+([^,.;:!?¿¡]{2,40})/g,
  /\b(?:viet|soan|sang tac)\s+(?:giup|gium|dum|ho|cho)\s+(?:(?:toi|em|minh|chi|anh|tui)\s+)?(?:mot\s+|1\s+|vai\s+|may\s+)?([^,.;:!?]{2,40})/g,
  /\b(?:giup|gium|dum)\s+(?:toi|em|minh|chi|anh|tui)\s+(?:viet|soan|sang tac)\s+(?:mot\s+|1\s+|vai\s+|may\s+)?([^,.;:!?]{2,40})/g,
  // "我儿子帮我写了一个小程序": written already (写了), nothing is asked to be written.
  /(?:帮我|给我|替我|帮忙|请你?|你能|能不能|可以|可不可以)(?:帮我|给我)?(?:写|作|编|创作)(?!了|好了|过)(?:一|几|两)?(?:首|篇|段|封|个|份|句|条)?([^，。？！?!,；]{1,20})/g,
];
const OUR_WRITING = /\b(?:listings?|descriptions?|follow-?ups?|e-?mails?|emails?|texts?|sms|messages?|replies|scripts?|posts?|ads?|newsletters?|descripcion\w*|correos?|mensajes?|anuncios?|mo ta|tin nhan|quang cao)\b|房源|描述|邮件|短信|跟进|广告|文案|帖子|贴文|社交媒体/;
// A poem, a toast or a song is never our work, whatever it is about ("a poem about the Growth package"); nor is a note
// on someone's life (a retirement, a wedding, a farewell), whatever newsletter it goes in.
const CREATIVE = /\b(?:retirement|retiring|farewell|goodbye (?:note|letter|message)|obituar(?:y|ies)|wedding|engagement|baby shower|birth announcement|jubilacion|retiro|despedida|boda|nghi huu|dam cuoi|chia tay|toasts?|speech(?:es)?|poems?|songs?|stor(?:y|ies)|essays?|limericks?|haikus?|raps?|eulog(?:y|ies)|vows|lyrics|sonnets?|odes?|jokes?|riddles?|birthday cards?|birthdays?|cumpleanos|cumple|sinh nhat|anniversar(?:y|ies)|aniversario|condolences?|condolencias|pesame|sympathy|graduation|graduacion|quinceaneras?|chia buon|brindis|discursos?|poemas?|canci(?:on|ones)|cuentos?|chistes?|versos?|bai tho|tho|bai phat bieu|loi chuc|bai hat|bai van|truyen)\b|退休|婚礼|讣告|生日|尾牙|春酒|年会|婚宴|满月|告别|欢送|诗|祝酒词|致辞|演讲稿|歌词|歌|故事|笑话|贺卡|作文/;
// A greeting for a holiday is the visitor's own note, whatever it is sent on: "a Mid-Autumn post for my clients".
const HOLIDAY = /\b(?:holiday|christmas|xmas|thanksgiving|new year'?s?|easter|mid-?autumn|lunar new year|hanukkah|diwali|navidad|navidena|navideno|ano nuevo|accion de gracias|pascua|tet|trung thu|giang sinh|nam moi)\b|中秋|春节|新年|圣诞|感恩节|端午|元宵|节日祝福|拜年/;
// Writing for a trade that is not real estate ("an ad for my dental clinic", "un anuncio para mi restaurante") is not our work.
const OTHER_TRADE = /\b(?:dental|dentists?|clinics?|restaurants?|cafes?|coffee shops?|bakery|bakeries|salons?|barbers?(?:hop)?|nail salons?|spas?|gyms?|law firms?|auto shops?|food trucks?|clinicas?|dentistas?|restaurantes?|panaderias?|salon(?:es)?|gimnasios?|taller(?:es)?|phong kham|nha khoa|nha hang|quan an|tiem (?:banh|nail|toc|ca phe|cafe)|tiem)\b|诊所|牙科|牙医|餐厅|饭店|餐馆|面包店|美甲|理发店|美容院|健身房|咖啡店/;
// Chinese puts the object first as often as after ("新房源的社交媒体帖子能帮我写好…"): there the clause before the verb is
// read with it.
const objectOf = (text: string, object: string, at: number): string => {
  if (!/\p{Script=Han}/u.test(object)) return object;
  const start = Math.max(...[..."，。？！?!,；;"].map((c) => text.lastIndexOf(c, at)));
  return `${text.slice(start + 1, at)}${object}`;
};
const asksWriting = (text: string): boolean =>
  WRITE.some((frame) =>
    [...text.matchAll(frame)].some((m) => {
      const object = m[1] ?? "";
      const said = objectOf(text, object, m.index ?? 0);
      return CREATIVE.test(object) || HOLIDAY.test(object) || OTHER_TRADE.test(said) || (!OUR_WRITING.test(said) && !inDomain(said) && !offersOrTurnsToUs(said));
    }),
  );

// The way to drive somewhere, or the traffic now: "fastest way from Bellaire to IAH", "¿qué ruta tomo para llegar al
// aeropuerto?", "đi đường nào nhanh nhất tới Katy", "从Katy到机场走哪条路". Said of showings or the scheduler it is ours.
const ROUTE = [
  /\b(?:fastest|quickest|best|shortest|easiest|least congested) (?:way|route|road|path|highway|freeway)\b[^,;]{0,30}\b(?:from|to|into|out of|between|around)\b|\bwhich (?:route|road|highway|freeway|exit|way)\b[^,;]{0,30}\b(?:from|to|should (?:i|we) take|is fastest|is faster|is quicker)\b|\bhow (?:do|can|should) (?:i|we) (?:get|drive) (?:to|from)\b|\bdirections (?:to|from)\b|\bhow (?:bad|heavy) (?:is|will be|would be) (?:the )?traffic\b|\btraffic (?:right now|now|today|tonight|this (?:morning|afternoon|evening))\b/,
  /\b(?:camino|ruta|via) mas (?:rapid[oa]|cort[oa]|corta)\b|\bmejor (?:camino|ruta)\b[^,;]{0,20}\b(?:de|a|al|para|hacia|desde)\b|\bcomo (?:llego|me voy|llegar|le hago para llegar)\b\s+(?:a|al|de|desde|hasta)\b|\bque (?:ruta|camino|autopista|carretera|freeway)\b[^,;]{0,25}\b(?:tomo|agarro|tomar|agarrar|uso|conviene)\b|\bcomo esta el trafico\b/,
  /\b(?:duong nao|tuyen nao|ngo nao) (?:nhanh|gan|de|it ket)\w*\b|\bdi (?:duong|tuyen) nao\b|\b(?:duong|cach|tuyen) (?:nhanh nhat|ngan nhat|gan nhat) (?:tu|den|toi|di|de|ra)\b|\bchi duong\b|\b(?:co )?ket xe (?:khong|ko|chua|the nao|nhieu khong)\b/,
  /(?:走|开|坐)哪条(?:路|高速|线|道)|(?:最快|最近|最省时间)的?(?:路线|路|走法|开法)|从.{1,20}(?:到|去).{0,20}(?:怎么走|怎么开|哪条路)|路况(?:怎么样|如何)|(?:现在|今天|周五|下午|晚上).{0,6}(?:堵不堵|堵车吗|会堵吗)/,
];
const OUR_ROUTES = /\b(?:showings?|tours?|schedul\w*|buffers?|recorridos?|visitas|lich xem|xem nha|dan khach)\b|带看|看房|排程|日程/;
const asksTheRoute = (text: string): boolean => clauses(text).some((c) => ROUTE.some((p) => p.test(c)) && !OUR_ROUTES.test(c) && !offersOrTurnsToUs(c.replace(/\b(?:can|could|would|will|do|does) (?:you|u|ya|yall) (?:tell me|know|say|help)\b/g, " ")));

// A sum on the visitor's own house or loan: "what would the property tax be on a $450k house", "calcula la hipoteca de
// una casa de 300 mil", "tính thuế nhà đất căn 400 ngàn", "帮我算一下50万房子的房产税". Our fees are never its object.
// "thuế" (tax) and "thuê" (rent) fold alike: "cho thuê", "người thuê", "thuê nhà" are renting, no tax to work out.
const SUM_OBJECT = /\b(?:property tax(?:es)?|taxes|tax bill|mortgage(?: payments?)?|monthly payments?|emis?|(?:monthly )?install?ments?|amorti[sz]\w*|cuotas?(?: mensual\w*)?|interest|closing costs?|down payment|hoa(?: fees?| dues)?|homeowners? insurance|impuestos?(?: (?:a|de) la propiedad| predial(?:es)?)?|predial|hipoteca|mensualidad(?:es)?|pago mensual|enganche|intereses|gastos de cierre|(?<!\b(?:cho|nguoi|khach|di|muon|dang) )thue(?: nha dat| tai san| bat dong san|(?! nha\b))|tien (?:vay|lai)|tra gop|lai suat)\b|房产税|地产税|物业税|房贷|月供|利息|首付|贷款|税/;
const SUM_VERB = /\b(?:calculat\w*|calc|comput\w*|estimat\w*|figure out|work out|run the numbers|how much|what (?:would|will|is|are) (?:my|the|our)|calcul\w*|cuant[oa]s?|tinh|uoc tinh|bao nhieu)\b|算|计算|估算|多少/;
const OWN_PROPERTY = /\b(?:house|home|condo|townhouse|property|loan|casa|propiedad|departamento|depa|prestamo|nha|can ho|can nha|khoan vay)\b|房子|房产|房屋|公寓|\$\s?\d|\b\d+\s?(?:k|mil|ngan|nghin|trieu)\b|\d+\s*万/;
const asksASum = (text: string): boolean => {
  if (!SUM_OBJECT.test(text) || !SUM_VERB.test(text) || !OWN_PROPERTY.test(text)) return false;
  // "does your AI estimate mortgage payments for my buyers?", "is tax included in the Growth price?": ours.
  return !offersOrTurnsToUs(text.replace(/\b(?:can|could|would|will) (?:you|u|ya)(?: please| pls)?\b|帮我|请问|麻烦你/g, " "));
};

// A share of the visitor's own figure: "what's 15% of $380,000", "calcula el 3% de 250 mil", "tính 300% của 45 triệu",
// "算一下45万的3%是多少". A figure of ours quoted beside it ("your site says 300%…") only sets the scene.
const PERCENT_OF = /\b\d+(?:[.,]\d+)?\s?%\s?(?:of|de|del|cua)\s+(?:\$\s?)?\d|\d+(?:[.,]\d+)?\s?(?:万|千|块|美元|元)?的\d+(?:[.,]\d+)?\s?%/;
const asksAShare = (text: string): boolean => PERCENT_OF.test(text) && (SUM_VERB.test(text) || /\bwhat(?:s| is)\b/.test(text));

// Outside things laid side by side in a table: "put ISO 27001 vs SOC 2 in a chart for my deck", "hazme una tabla que
// compare FHA y VA", "lập bảng so sánh hai loại bảo hiểm", "帮我做个表格对比两种贷款". Our packages, add-ons or anything
// of "yours" in the table are ours to answer.
const TABLE_ASK = /\b(?:put|make|build|create|draw|give me|lay out|format|turn)\b.{0,50}\b(?:in|into|as) (?:a |one )?(?:table|chart|grid|matrix|spreadsheet)\b|\b(?:comparison|side[- ]by[- ]side) (?:table|chart|grid|matrix)\b|\b(?:haz|hazme|hagan|ponme|pon|arma|armame|armen)\b.{0,30}\b(?:tabla|cuadro)\b|\b(?:tabla|cuadro) (?:comparativ[oa]|que compare)\b|\b(?:lap|ke|lam)\b.{0,15}\bbang (?:so sanh|doi chieu)\b|(?:做|画|列|整理|弄)(?:成|一个|个|一张|张)?(?:对比)?(?:表格|对比表|比较表)/;
const OURS_TABLED = /\b(?:foundation|growth|enterprise|bundles?|packages?|plans?|tiers?|add-?ons?|paquetes?|planes|complementos?|goi|dich vu|your|yours|sus|ustedes|ben (?:anh|chi|minh|ban|em))\b|套餐|方案|你们|贵公司/;
const tablesOutsideThings = (text: string): boolean => TABLE_ASK.test(text) && !OURS_TABLED.test(text);

// What the visitor's rentals bring in: "60 units at $1,150 a month, what do I gross a year", "¿cuánto me deja renta de
// 1,400 por 8 departamentos?", "3 căn cho thuê 2.400 đô, lợi nhuận mỗi năm bao nhiêu", "两套公寓每套租金2,000美元，
// 收益率多少". A rent and a figure with their income, yield or return asked; our fees asked beside it are ours.
const RENT = /\b(?:rents?|rent(?:ing|ed)|leas(?:ing|ed)|rental(?:s| income)?|units|doors|tenants|renta|rentas|alquiler(?:es)?|unidades|departamentos|inquilinos|tien thue|cho thue|nguoi thue)\b|租金|出租|房租|租客/;
const RETURN =
  /\b(?:roi|return(?:s)? on|(?:annual(?:ized)?|gross|net|total|monthly|yearly) (?:return|yield|income|revenue|cash ?flow|rent)|rental (?:income|yield|return)|cap rate|cash ?flow|yield|how much (?:would|will|do|does|can|could) (?:i|we|that|it|they) (?:make|earn|gross|net|clear|collect|bring in|take (?:in|home)|pull in)|what (?:would|will|do|does) (?:i|we|that|it) (?:make|earn|gross|net|clear|collect|bring in|take in)|rentabilidad|retorno|rendimiento|ingresos? (?:total(?:es)?|mensual(?:es)?|anual(?:es)?|por (?:renta|alquiler))|cuanto (?:me |nos )?(?:entra|entraria|deja|dejaria|queda|quedaria|gano|ganaria|ganamos|saco|sacaria|junto|juntaria|recibo|recibiria)|loi nhuan|ty suat|thu nhap|thu ve|dong tien|lai (?:bao nhieu|duoc bao nhieu))\b|回报|收益|年化|现金流|租金收入|(?:能|可以|一年|每月|一个月)收(?:多少|入多少)/;
const OUR_FEES = /\b(?:cost|costs|fee|fees|charge|price|pricing|setup|package|plan|add-?on|cuesta|cobran|costo|precio|paquete|phi|gia|goi)\b|费用|价格|套餐|收费/;
const asksARentalReturn = (text: string): boolean => RENT.test(text) && /\d/.test(text) && RETURN.test(text) && !OUR_FEES.test(text) && !offersOrTurnsToUs(text);

// A bill of the visitor's own to add up: "hot dogs for 30 people at 4.50 a dog, plus 18 for the beans, what's my total",
// "40 personas a 85 pesos la porción, ¿cuánto me sale todo?", "30 con gà, 350 nghìn một con, tổng hết bao nhiêu", "30只鸡，
// 每只350，一共多少"; someone else's takings too: "sold em at $3 apiece, how much did he make", "a 4,500 pesos cada uno,
// ¿cuánto juntó?", "mỗi đòn 120 ngàn, tổng cộng bao nhiêu". A count priced by the piece and its total asked; our fees are
// never priced by the piece.
const BY_THE_PIECE = /\b\d+ (?:\w+ ){1,3}a \$\d+(?:[.,]\d+)?\b|\b\d+ ?(?:nghin|ngan|k|dong) (?:mot|moi|1) (?:ky|kg|cai|con|thung|hop|trai|bo|chai|goi)\b|\b(?:at|a) \$?\d+(?:[.,]\d+)? (?:(?:pesos|dollars|bucks|soles|dolares|lucas|quetzales|lempiras|colones|bolivianos|reales|cordobas) )?(?:a|an|per|each|apiece|la|el|por|cada|y|and)\b|\$\d+(?:[.,]\d+)? (?:a|an|per|each) [a-z]+\b(?! (?:month|year)\b)|\b\d+ ?(?:do|usd|dolares|dollars) (?:mot|moi|1|each|a|cada) (?:\w+)\b|\b(?:moi|mot|1) (?:thung|hop|cai|con|chau|ky|kg|phan|suat|goi|hu|chai|lo|bao|tui) \d+ ?(?:do|usd|nghin|ngan|k|dong)\b|每(?:个|箱|盒|只|份|斤|包|袋|瓶|件|打|罐|条|公斤)\d+|\b\d+(?:[.,]\d+)? (?:(?:pesos|dollars|bucks|soles|dolares) )?(?:apiece|each|la (?:porcion|pieza|unidad|docena)|por (?:persona|porcion|plato|cabeza))\b|\b\d+ ?(?:nghin|ngan|k|trieu|dong) (?:mot|moi) (?:con|cai|phan|suat|nguoi|ky|kg|hu|thung|hop|chai|lo|bao|goi|tui|ki|trai|dia|to|ly|chen|o)\b|\b(?:moi|mot|1) (?:dia|to|ly|trai|phan|suat|chen)\b.{0,30}\b\d+ ?(?:nghin|ngan|k|dong)\b|\bmoi (?!thang|nam|tuan|ngay|gio|lan)\w+ \d+ ?(?:nghin|ngan|k|dong)\b|\b\d+ ?(?:nghin|ngan|k|dong) (?:mot|moi) (?!thang|nam|tuan|ngay|gio|lan)\w+\b|(?:每|一)(?:个|只|份|人|盘|斤|条|碗|杯|串|瓶)\d+|\b(?:sale|cuesta|vale|sale como|cuesta como)(?: a| como)? \$?\d+(?:[.,]\d+)? (?:pesos|dolares|soles|lucas|quetzales|lempiras)\b|\d+(?:块|元)(?:钱)?(?:一|每)(?:个|只|份|斤|盘)/;
const TOTAL_ASKED = /\bwhat ?s (?:my|the) total\b|\bwhat(?: ?d| did| does| would) (?:that|it|this|the) (?:\w+ )?cost (?:me|us)(?: in)?(?: total| all together| altogether)?\b|\bcost (?:me|us) (?:in )?total\b|\bwhat (?:do|would|will|did) (?:i|we) owe\b|\bwhat(?: ?d| did)? (?:i|we) (?:take in|make|bring in|clear|gross|spend|spent|pay|paid)\b|\bduoc bao nhieu tien\b|\bhow (?:much ?d |much (?:(?:did|do|does|would) )?)(?:i|we|he|she|they|mama|mom|daddy|dad) (?:take in|make|makes|made|bring in|clear|gross)\b|\bcuanto (?:me|nos|le|les) (?:dieron|pagaron|toco)\b|\bcuant[oa] (?:(?:chavos|plata|dinero|lana|billete|pisto|reales|pesos|platita) )?(?:saque|sacamos|gane|ganamos|junte|juntamos|saco|sacaron|gano|ganaron|junto|juntaron|junta|juntan|saca|sacan|gana|ganan|hizo|hicieron|le quedo|les quedo)\b|\bhow much (?:do|would|will|did) (?:i|we) owe\b|\bcuanto (?:le |les )?debo\b|\bwhat ?s (?:that|it|all that|this)(?: all)? (?:come to|add up to|total)\b|\bcuanto (?:gaste|gastamos|pague|pagamos|pago|pagaria|pagariamos|gasto|me costo|nos costo)(?: en total)?\b|\btong (?:(?:cong|het|duoc) ?)*(?:la )?(?:bao nhieu|bn|nhieu(?: tien)?)\b|\b(?:what|how much) (?:does|would|will|is) (?:that|it|all that|everything|all of it) (?:come to|come out to|add up to|total)\b|\bcuanto (?:me |nos |le |les )?(?:sale|salio|saldria|da|dio|seria|es|fue|costo) (?:todo|en total|el total|eso|todo eso)\b|\btinh (?:giup|gium|dum|ho) (?:\w+ )?(?:duoc |het |la )?bao nhieu\b|\bcuanto (?:me|nos) (?:da|sale|queda)\b|\bhet (?:bao )?nhieu(?: tien)?\b|\bcong\b[^.?!]{0,40}\bla bao nhieu\b|一共多少|(?:买|要|拿|来)\d+(?:个|只|份|斤|盘|条|碗|杯|串|瓶|箱|盒|袋|公斤)(?:的话)?(?:要|得|是|该)?(?:多少钱|几块钱|多少块)|总共多少|合计多少|加起来多少|共多少|\bcuanto gaste\b/;
// "a leather belt for $45 n a saddle bag for $180, what's that come to", "cá linh 80 ngàn với bó bông điên điển 25 ngàn,
// tổng bao nhiêu": two things priced in money of the visitor's own, their total asked (none of them ours).
const MONEY = String.raw`(?:\$\s?\d[\d,.]*|\b\d[\d,.]* ?(?:ngan|nghin|trieu|pesos|soles|dolares|dollars|bucks|quetzales|lempiras|colones|cordobas|bolivianos)\b)`;
const TWO_PRICED = new RegExp(`${MONEY}.{1,60}${MONEY}`);
const asksATally = (text: string): boolean => (BY_THE_PIECE.test(text) || (TWO_PRICED.test(text) && !OUR_FEES.test(text.replace(/\bcost (?:me|us)\b/g, " ")) && !findMentions(text).addon && !findMentions(text).bundle)) && TOTAL_ASKED.test(text) && !offersOrTurnsToUs(text);

// A product of the visitor's own numbers: "whats 8 agents times 3 showings a day times 5 days", "¿Cuánto es 30 agentes por
// 4 listados cada uno?", "20 nguoi nhan 12 thang la bao nhieu", "10 tô đơn mỗi tô 15 đô là bao nhiêu tiền": arithmetic, not
// a question of ours (our fees are never multiplied out by the piece).
const MULTIPLIED = /\d+(?:[.,]\d+)? (?:[a-z]+ ){0,4}(?:times|x|multiplied by|por|nhan) \d+|\d+(?:[.,]\d+)?\s*[x×*]\s*\d+|\b\d+ (?:[a-z]+ ){1,3}moi (?:[a-z]+ ){0,2}\d+ ?(?:do|dola|usd|ngan|nghin|k)\b/;
const PRODUCT_ASKED = /\b(?:whats|what is|what s|how much|how many|cuanto|cuantos|cuanta|cuantas|bao nhieu)\b|=\s*\??\s*$/;
// ("8 agents times 3 showings": agents and showings named are the visitor's numbers; only "you" turns it to us.)
const ASKED_OF_US = /\b(?:you|your|y ?all|yall|ustedes|usted|ben em|cac ban)\b/;
const asksAProduct = (text: string): boolean => MULTIPLIED.test(text) && PRODUCT_ASKED.test(text) && !OUR_FEES.test(text) && !findMentions(text).addon && !findMentions(text).bundle && !ASKED_OF_US.test(text);

/** The message asks the assistant to write something, give a route or the traffic, or work out a sum or a table of its own. */
export const asksATask = (text: string): boolean => asksWriting(text) || asksTheRoute(text) || asksASum(text) || asksAShare(text) || tablesOutsideThings(text) || asksARentalReturn(text) || asksATally(text) || asksAProduct(text);
