// Complaints told as what happened, with no complaint word in them (acts.ts reads the words): something our side
// said or did, then what came of it. A promise not kept: "your setup crew said live in two weeks, it's week five and
// the dashboard still shows zeros", "me dijeron que en dos semanas quedaba y ya van cinco", "bên bạn hứa hai tuần là
// chạy mà giờ đã tuần thứ năm", "你们说两周上线，现在都第五周了还是零". Or harm done to the visitor: "your bot told my
// agent the setup was free and now she's mad at me", "su bot le dijo a mi clienta … y ahora está enojada conmigo",
// "bot bên bạn báo sai cho khách, giờ khách giận em", "你们的机器人跟我客户乱报价，害我丢了单". Rules read folded text.

const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi)`;

// Our side as the one who spoke or acted: "your setup crew said", "you told me", "y'all promised", "su bot le dijo",
// "me prometieron", "bên bạn hứa", "các bạn báo", "你们说", "贵司承诺".
const OUR_SIDE_ACTED = new RegExp(
  [
    String.raw`\b(?:your|ur|yall|you guys)\b(?: [\w-]+){0,3}? (?:said|says|told|promised|quoted|guaranteed|assured|swore|committed|sent|texted|emailed|called|booked|scheduled|gave|replied|answered|messaged)\b`,
    String.raw`\b(?:you|yall|they at your \w+) (?:guys )?(?:said|told|promised|quoted|guaranteed|assured|swore|sent|texted|emailed|booked|gave)\b`,
    String.raw`\b(?:su|sus|el|la) (?:bot|chatbot|asistente|ia|equipo|gente|asesor\w*|vendedor\w*|tecnic\w*|instalador\w*|sistema|chat|pagina|personal)\b.{0,25}\b(?:le |les |me |nos )?(?:dijo|dijeron|prometio|prometieron|mando|mandaron|envio|enviaron|cotizo|cotizaron|agendo|contesto|respondio|aseguro|aseguraron)\b`,
    String.raw`\b(?:ustedes (?:le |les |me |nos )?|me |nos )(?:dijeron|prometieron|aseguraron|cotizaron|garantizaron)\b|\bquedaron en\b`,
    String.raw`\b(?:ben (?:ban|anh|chi|em)|cac ban|cong ty ban|(?:bot|ai|tro ly|nhan vien|doi|web|he thong)(?: \w+){0,2} (?:ben|cua) (?:ban|anh|chi|em|cac ban))\b.{0,20}\b(?:noi|hua|bao|cam ket|hen|nhan|gui|tra loi|bao gia|dat lich)\b`,
    String.raw`(?:你们|贵司|贵公司|您们)(?:的)?[^，。？！,?!]{0,8}(?:说|跟|对|给|告诉|答应|承诺|保证|报|回|发)|说好`,
    // What the visitor bought from us (not from someone else: "paid for setup with our old vendor"): "paid for setup 3 weeks ago", "pagué la instalación hace un mes", "đã trả tiền
    // setup 3 tuần", "付了安装费三周了".
    String.raw`\b(?:paid(?: you| yall)? for (?:the |your |my |our )?(?:setup|set up|install\w*|onboarding|package|plan)|pague (?:la |el )?(?:instalacion|configuracion|setup|paquete|plan))\b(?! (?:with|from|through|at|con|a|en) )|\b(?:da )?(?:tra|dong|chuyen) tien (?:setup|cai dat|goi)\b|(?:付了|交了|付过)(?:安装|设置|套餐)`,
  ].join("|"),
  "u",
);

// What came of it: the time promised long gone, or the thing still not working.
const OVERDUE = new RegExp(
  [
    String.raw`\b(?:its|it is|were|we are|now|already|but|and|on)\b.{0,12}\b(?:week|day|month) ${NUMBER}\b|\b(?:its been|been|now|already|over) ${NUMBER} (?:weeks|months)\b|\b${NUMBER} (?:weeks|months) (?:later|in)\b`,
    String.raw`\bstill (?:shows?|showing|says|not|isnt|aint|hasnt|doesnt|dont|no|nothing|zero|zeros|empty|blank|broken|down|offline|dead|stuck|waiting)\b(?! (?:sure|clear|decided|know|understand|get it)\b)|\bnot (?:live|ready|working|done|running|set up) yet\b`,
    String.raw`\b(?:ya (?:van|son|llevamos|llevo|pasaron|vamos en)|van ya|y (?:todavia|aun|nada)|todavia no|aun no|sigue (?:sin|en cero|igual|apagad\w*)|semana ${NUMBER}|(?:todavia|aun) (?:sale|salen|muestra|marca|esta|aparece)\w* (?:en )?(?:cero|ceros|vaci\w*|nada))\b`,
    String.raw`\b(?:gio|bay gio|nay|ma|vay ma)\b.{0,20}\b(?:tuan|thang) (?:thu )?${NUMBER}\b|\bvan (?:chua|khong|con|hien so 0|bang 0)\b|\b(?:da|het|qua) ${NUMBER} (?:tuan|thang)\b`,
    String.raw`(?:现在|都|已经|结果|可是|但是|到现在)[^。！？]{0,6}第?[\d一二两三四五六七八九十]+(?:个)?(?:周|星期|礼拜|月)(?:了)?|还(?:是)?(?:没|不|显示|是零|是0)(?!准备|想好|决定|打算)|依然|仍然`,
  ].join("|"),
  "u",
);

// Harm to the visitor: someone now angry with them, a client or a deal lost, the blame on them.
const HARM = new RegExp(
  [
    String.raw`\b(?:now|so now|and now)\b.{0,25}\b(?:mad|angry|upset|furious|pissed|annoyed|livid)\b (?:at|with) (?:me|us)\b|\b(?:cost|lost) (?:me|us) (?:a |the |my |our |\d+ )?(?:client|listing|deal|sale|lead|buyer|seller|commission|tenant)s?\b|\b(?:i|we) lost (?:a |the |my |our )?(?:client|listing|deal|sale|buyer|seller|tenant)s?\b|\bblam\w* (?:me|us)\b`,
    String.raw`\b(?:esta|estan|anda|andan|quedo|quedaron) (?:muy )?(?:enojad|molest|furios|sentid|brav)\w* conmigo\b|\bme (?:hizo|hicieron) perder\b|\bperdi (?:un|una|el|la|al|a mi) (?:cliente|clienta|negocio|venta|comprador\w*|inquilin\w*|listado)\b|\bme (?:echa|echan|echo|echaron) la culpa\b`,
    String.raw`\b(?:gian|buc|trach|la) (?:em|toi|minh|tui|o)\b|\b(?:lam )?(?:em|toi|minh|tui|o)? ?mat (?:khach|mot khach|deal|hop dong|giao dich)\b`,
    String.raw`害我|生我的气|跟我生气|怪我|对我发火|不理我了|(?:丢了|失去了|跑了|黄了)(?:一个)?(?:客户|单子|单|生意|交易|租客)`,
  ].join("|"),
  "u",
);

// Told contradicting things: "your assistant told him one thing and your colleague the opposite", "me dijeron una cosa
// y luego otra", "bên bạn nói một đằng làm một nẻo", "你们一个说可以一个说不行".
const CONTRADICTED = new RegExp(
  [
    String.raw`\bone thing\b.{0,60}\b(?:the (?:exact )?opposite|another|something else|something different|the other)\b|\b(?:the (?:exact )?opposite|the contrary)\b|\bcontradict\w*\b|\b(?:conflicting|mixed|different) (?:answers|stories|info\w*)\b`,
    String.raw`\buna cosa\b.{0,60}\b(?:otra|lo contrario|lo opuesto)\b|\blo (?:contrario|opuesto)\b|\bcontradic\w*\b|\b(?:respuestas|versiones|informacion) (?:distintas|diferentes|contradictori\w*)\b`,
    String.raw`\bmot (?:dang|kieu)\b.{0,30}\bmot (?:neo|kieu|dang)\b|\bnguoc lai\b|\bmau thuan\b|\bnoi khac nhau\b`,
    "一个说.{0,20}(?:另一个|一个|又)说|说法不一|说的不一样|说得不一样|自相矛盾|前后矛盾|完全相反|说反",
  ].join("|"),
  "u",
);

// "what if your bot told a client the wrong price?", "si su asistente le dice algo mal a un cliente…": a case asked about.
// ("liệu" only opening the message: "số liệu" is data.)
const SUPPOSED = /^(?:what if|if|si|neu|suppose|lieu)\b|\bwhat happens (?:if|when)\b|\b(?:que pasa (?:si|cuando)|thi sao)\b|如果|要是|万一|会不会/;

/** Something our side said or did, and a promise not kept or harm done to the visitor since: a complaint for a person. */
export function toldAsStory(text: string): boolean {
  // ("你们快速回复客户那篇文章里，对还没准备好的客户应该怎么跟进？": a post of ours named by its subject, not our side acting.)
  if (SUPPOSED.test(text) || /那篇|这篇|文章/.test(text)) return false;
  const acted = OUR_SIDE_ACTED.exec(text);
  if (!acted) return false;
  // What came of it is told after what our side said ("still shows zeros" before "your crew said" is another sentence's).
  const after = text.slice(acted.index);
  return OVERDUE.test(after) || HARM.test(after) || CONTRADICTED.test(after);
}
