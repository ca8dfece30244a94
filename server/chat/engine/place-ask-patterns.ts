// How a question asks where we are or which places we serve, in the four languages (folded).

// Named cities outside Houston are places the site does not list (needs.ts UNLISTED_AREAS), answered by name.
// "agencies from elsewhere", "inmobiliarias de fuera", "other cities": anywhere but Houston, unnamed.
export const ELSEWHERE = /\b(?:outside (?:of )?(?:houston|texas|the houston area)|(?:out of|other) (?:state|states|cities|towns)|fuera de (?:houston|texas)|(?:inmobiliarias|agencias|agentes|corredurias|empresas|clientes|oficinas) de (?:fuera|afuera|otras? (?:ciudad|ciudades|estados?|paises))|(?:otras|otros) (?:ciudades|estados|paises)|ngoai houston|(?:tinh|thanh pho|bang) khac)\b|达拉斯|奥斯汀|圣安东尼奥|休斯顿以外/;
// Where the agency itself is ("where are you based?", "¿en qué ciudad están?", "công ty bạn ở đâu", "你们公司在哪个城市"):
// the site says Houston and the areas around it.
export const WHERE_WE_ARE = new RegExp([
  /\bwhere (?:are|r) (?:you|u|y ?all|you guys|you lot|youse|you folks)\b(?: \w+){0,2} (?:based|located|headquartered|from)\b|\bwhere is (?:your|the) (?:company|agency|office|business|headquarters|hq)(?: located| based)?\s*\??$/.source,
  /\ben que (?:ciudad|parte|lugar|estado)\b.{0,20}\b(?:estan|se encuentran|quedan|trabajan)\b|\bdonde (?:estan|queda\w*|se encuentra\w*)\b.{0,10}\b(?:ubicad\w*|ustedes|su (?:empresa|oficina|agencia|compania))\b/.source,
  // Only the company or office is asked about: "dữ liệu công ty tôi lưu ở đâu", "公司的数据存在哪" ask where data is.
  /\b(?:cong ty|van phong|tru so)(?: (?:cong ty|cua|ben|cac|ban|anh|chi|em|minh)){0,4} (?:nam |dat )?o (?:dau|thanh pho nao)\b|\b(?:ben ban|cac ban|ben em|ben con|ben chau|ben anh|ben chi|ben anh chi)(?: (?:nam|dat|lam viec))? o (?:dau|thanh pho nao)\b/.source,
  /(?:你们|贵公司)(?:公司|的公司|办公室)?(?:在|位于)(?:哪|什么地方)|(?:你们|贵公司).{0,4}哪个城市/.source,
  // Whether we know the area or are local: "are y'all even local?", "¿conocen bien la zona?", "bên em có rành khu vực ở
  // đây không hay là công ty ở tận mô?", "你们熟悉本地吗".
  /\b(?:are|r) (?:you|u|ye|youse|yous|y ?all|you guys|you lot)(?: \w+){0,2}? (?:local|from (?:here|around here|round here|these parts|this part of the world|houston))\b|\bwhere (?:do|does) (?:you|ye|yous|youse|y ?all|you guys|you lot) (?:go|cover|work|serve)\b(?!.{0,20}\b(?:lunch|eat|for fun)\b)|\b(?:cac|ben) (?:chau|con|em|anh|chi)(?: (?:nam|dat|lam viec))? o (?:dau|thanh pho nao)\b|\b(?:know|familiar with) (?:the|this|our) (?:area|market) (?:here|around here|well|at all)\b|\b(?:conocen|conoces|conoce|conoceis) (?:bien )?(?:la zona|el area|esta zona|el mercado local)\b|\bson (?:de aqui|de aca|locales)\b|\b(?:ranh|quen|ro|thao|biet ro) (?:khu vuc|dia ban|vung)(?: (?:o )?(?:day|nay))?\b|\bcong ty o tan (?:mo|dau)\b|\bco phai (?:la )?(?:nguoi|dan|cong ty) (?:o )?(?:day|houston|dia phuong)\b|\bhay (?:la )?o tan (?:dau|mo)\b/.source,
  /(?:熟悉|了解)(?:这边|本地|当地|这里|休斯顿)|是(?:不是)?本地(?:公司|的)/.source,
  // The whole list of the areas served: "gimme the whole list of areas youse cover", "la lista de zonas que cubren".
  /\b(?:list|all|every|lista|todas|danh sach|tat ca)\b.{0,20}\b(?:areas|neighbou?rhoods|zonas|khu vuc|cities|ciudades)\b.{0,25}\b(?:cover|serve|work in|go to|cubren|atienden|trabajan|phuc vu|lam)\b/.source,
  /(?:所有|全部|列出).{0,6}(?:服务)?(?:区域|地区)/.source,
].join("|"));
// Asking whether we have an office somewhere; "our leasing office" or "2 offices" is the visitor's own.
// Where the office is (a place, an address, a visit), not when it answers ("which days does your office pick up?").
// "can I stop by your office?", "what's the street address", "văn phòng bên anh ở đâu": a place to visit us.
// "có văn phòng ở Bellaire không": "ở" after the office names its place (not "ở đâu", asked above, nor "ở nhà"; not "văn phòng bên em ở …", the visitor's own).
// "an office over on the coast", "out west", "overseas", "back home": where, said without "in".
export const OFFICE_PLACE = /\b(?:in|at|near|around|on|over|out|overseas|abroad|back home|located|location|where|visit|address|physical|storefront|stop by|drop by|come by|swing by|pop in|walk in|walk into|in person|en|cerca|donde|direccion|visitar|(?:alla|aca|alli|aqui) por|por (?:alla|aca|alli|aqui)|o dau|dia chi|tai|ghe)\b|\bvan phong (?!(?:ben|cua) (?:em|toi|tui|minh|chung toi|tau)\b)(?:\w+ ){0,3}?o (?!(?:dau|nha|cong ty)\b)\w|在哪|地址|位于|哪里|在[^，。？！?]{1,20}(?:有|设)(?:没有)?(?:办公室|办事处|分公司)|当面/;
// "do you have anyone back home in nz, like a wellington office?": the place said before "office", asked of us.
export const OFFICE = /\b(?:do you|do u|you guys|y all|yall|have you|you have|are you|is there|any|your|ur)\b.{0,25}\b(?:offices?|physical location|storefront)\b|\b(?:do you|do u|you guys|yall|have you|you have|is there)\b.{0,60}\b(?:like |maybe |say )?(?:an?|any) (?!home\b|back\b|main\b|front\b|virtual\b|post\b|box\b)[a-z]+ (?:office|branch|location)\b|\b(?:street|physical|office|mailing) address\b|\b(?:tienen|hay|su|sus)\b.{0,20}\boficinas?\b|\b(?:co|ben ban)\b.{0,20}\bvan phong\b|\bvan phong (?:ben|cua) (?:ban|anh|chi|em|cac ban|cong ty)\b|你们.{0,8}(?:办公室|办事处|分公司)|(?:有|设)(?:没有)?(?:办公室|办事处|分公司)/;
// "văn phòng 50 môi giới", "an office of 12 agents": an office sized by its agents is the visitor's business, not ours.
export const NOT_OURS = /\b(?:our|my|mi|nuestra|nuestras|mis|cua (?:toi|chung toi|minh))\b.{0,15}\b(?:offices?|oficinas?|van phong)\b|\b(?:\d+|two|three|four|five|dos|tres|cuatro|cinco|varias|hai|ba|bon|nam) (?:offices|oficinas|van phong)|\b(?:offices?|oficinas?|van phong)(?: (?:co|with|of|de|con))? \d+ (?:agents?|agentes?|moi gioi|nguoi|nhan vien|people|realtors?)\b|我们的(?:办公室|办事处)|(?:我|我们|咱们|咱)在[^，。？！?]{1,20}(?:有|设)(?:办公室|办事处|分公司)/;
// "the heights, is that one of yours?", "is Katy on your list?": a place asked to be among ours.
// "你们有做这一区吗", "那一带你们跑不跑": the place said before, served, asked with 这/那 pointing back at it.
export const SERVE_ASK = /\b(?:serve|serves|servicing|cover|covers|work in|operate|available in|one of (?:yours|your areas|the areas you (?:list|cover|serve))|on your (?:list|map)|atienden|cubren|trabajan en|llegan a|phuc vu|co lam o|lam viec o|hoat dong o)\b|(?<!什么|哪些|哪种)服务|覆盖|在.{0,6}(?:吗|么)|(?:做|跑|接|管)(?:不做)?(?:这|那)(?:一|个)?(?:区|带|片|边)/;
export const MY_AREA = /\b(?:(?:my|our) (?:area|city|town|zone|neighbou?rhood|market|part of town)|where (?:i|we) (?:am|are|work|live)|there|(?:mi|nuestra) (?:zona|area|ciudad|barrio)|(?:nuestro|mi) (?:barrio|sector)|donde (?:estoy|estamos|trabajo|trabajamos)|khu(?: vuc)?(?: (?:van phong|nha|cong ty))? (?:cua )?(?:toi|minh|em|chung toi)|cho (?:toi|minh) o|o do|(?:khu|cho|vung|o) (?:do|nay|day)|(?:por )?(?:alla|alli|ahi)(?: mero)?|(?:esa|esta) (?:zona|area)|ese (?:lugar|barrio|sector))\b|我(?:这边|那边|这里|那里|所在|的地区|的区域)|我这个?(?:区域|地区|地方|片区)|那边|那里/;

// People of ours somewhere ("do you have anyone down in invercargill?", "¿tienen gente en Oaxaca?", "你们在温哥华有人吗"):
// never stated. A place we serve named so is answered as served, and an office asked
// of the place is the office's gap (resolve.ts).
// "got anybody up in moosonee?" opening the message asks it of us too (not "I have people in Katy"); "anybody working back
// home in …", "¿tenéis a alguien por …?", "gente o clientes allá en …", "có ai làm ăn dưới …": the same, in more words.
export const PEOPLE_THERE = /(?:\b(?:you|you ve|youve|y ?all|you guys|you ?uns)\b (?:\w+ )?(?:got |have )?|^\W*(?:got|have|any) )(?:any )?(?:people|staff|folks|anyone|anybody|reps?)(?: on the ground)?(?: (?:working|based|living|selling))?(?: back home| over| down| up| out)? (?:in|out in|over in|down in|up in)\b|\b(?:tienen|teneis|tiene)(?: ustedes| vosotros)? (?:a )?(?:gente|personal|alguien)(?: (?:trabajando|que trabaje|de ustedes|vuestro|suyo))?(?: o (?:clientes|oficina|socios))?(?: (?:alla|aca|alli|por alla|por alli))? (?:en|por)\b|\b(?:tienen|teneis|tiene) (?:alguna|algun|algunas|algunos) (?:agencias?|inmobiliarias?|socios?|oficinas? asociadas?)(?: (?:asociad|aliad|amig)\w*)?(?: (?:o|u|y) (?:algun |alguna )?(?:agencias?|inmobiliarias?|socios?|partners?|oficinas?))? en\b|\b(?:ben (?:em|anh|chi|ban|chau|con|mi|may)|cac (?:ban|chau|con|em)) co (?:nguoi|ai)(?: (?:lam an|lam viec|lam|song))? (?:o|tai|duoi|tren|ngoai|trong)\b|你们在.{1,8}有(?:人|同事|员工)(?:吗|么|没有)/;
