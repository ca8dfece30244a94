// Courtesies said around the conversation: a farewell anywhere in a short message, a greeting with small talk.

// A short message that takes leave with its farewell anywhere in it ("ok gotta run, talk later", "bueno, ahí luego
// hablamos", "Vậy thôi em chào anh chị nhé, hẹn hôm khác nói tiếp", "那先这样，回头再聊，拜拜"): a goodbye, not an
// off-topic question. A question in it ("bye, but what's the price?") keeps it a question. Read on folded text.
// A blessing or wish at parting ("que Dios me lo acompañe", "que le vaya bien", "que tengan buen día"): its "que" is no
// question word, so it is read before ASKS is.
const WISH = /\bque (?:dios (?:me |nos |te |se )?(?:lo |la |le |los |las |te |les |os )?(?:acompane|bendiga|cuide|guarde)|(?:le|te|les|os) vaya (?:bien|muy bien|bonito)|tenga(?:s|n|is)? (?:un )?(?:buen|buena|bonito|lindo|feliz|excelente) \w+|este(?:s|n)? (?:bien|muy bien))\b/;
const FAREWELL = new RegExp(
  [
    /^(?:(?:alright|aight|ok|okay|well)\W+)?i ?m gone\b|\bpass a good time\b|\b(?:bye|bye bye|goodbye|good night|gotta (?:go|run|jet|bounce|head out|dash|split|scoot)|(?:i )?have to (?:go|run)|(?:talk|speak|chat) (?:to (?:you|ya|yous|y ?all)(?: guys| all| folks)? |with you )?(?:later|soon|tomorrow|the morra|the morrow)|talk to (?:ya|you)(?=\W*$)|ka o di|ka chi fo|ka emesia|let me (?:go|run|dash)(?= and | now\b|\s*[.,!]|$)|(?:i )?must (?:go|run|dash|head off)|ttyl|see (?:you|ya) (?:later|soon|around|tomorrow)|see (?:y ?all|yall|you all|yous|ya|you)(?: (?:later|soon|around))?(?=\W*$)|catch (?:you|ya) later|take care|(?:you )?have (?:yourselves |yourself )?a (?:good|great|nice) (?:one|day|night|weekend|evening|afternoon|morning)|mind how you go|cheers for now|all the best|signing off|logging off|calling it a (?:night|day)|so long(?: now| for now)?|bye now|take it easy|(?:i ll|ill|i will) let you go)\b/.source,
    // Farewells of the languages a visitor mixes in: Catalan "ens veiem", "fins aviat", Maltese "saħħa", Italian "ciao".
    /\b(?:ens veiem|fins (?:aviat|despres|dema|ara)|adeu|ciao|arrivederci|au revoir|a bientot)\b|(?:^|\s)sa[hħ][hħ]a\b/.source,
    /\b(?:adios|adiosito|chaucito|agur|ahi nos (?:hablamos|vemos|escribimos|vidrios|vidrio|wachamos)|hasta (?:luego|pronto|manana|la proxima|otra|otro dia|la vista|mas ver)|nos vemos|luego (?:hablamos|platicamos|le escribo|te escribo)|(?:hablamos|platicamos|seguimos) (?:luego|despues|otro dia|manana|pronto)|que este bien|cuidese)\b/.source,
    // Taking leave in Spanish: "me despido", "me retiro", a blessing ("que Dios me lo acompañe"), or word to come back
    // after talking it over ("lo hablo con mis socios y os escribo", "lo consulto y le aviso").
    /\b(?:me (?:despido|retiro)|nos (?:despedimos|retiramos)|(?:y|luego|despues|pronto|ya) (?:le|les|te|os) (?:escribo|escribimos|aviso|avisamos|llamo|llamamos|cuento|contamos|contacto)|(?:lo|la|los) (?:hablo|consulto|platico|pienso|comento|hablamos|consultamos|pensamos) (?:con [^,.;!?]{1,30} )?y (?:le|les|te|os) (?:escribo|escribimos|aviso|avisamos|llamo|cuento|digo|decimos))\b/.source,
    WISH.source,
    // Kin words too, as an elder or a younger visitor says them ("Chào con nha", "thôi chú đi …").
    /\b(?:tam biet|hen (?:gap lai|hom khac|lan sau|dip khac|bua khac)|noi chuyen sau|(?<=\w\W{1,3})(?:chao|bye) (?:anh|chi|em|ban|anh chi|ca nha|moi nguoi|con|chau|chu|co|bac|cau)?\s*(?:nhe|nha|nghen|nhen|a)|thoi (?:em|toi|minh|tui|chu|co|bac|con|chau|cau|chi|anh) (?:di|out|chao)(?: day)?|(?<=\w\W{1,3})chao (?:anh|chi|em|ban|anh chi|ca nha|moi nguoi|con|chau|chu|co|bac|cau)\s*[.!]*$)\b/.source,
    /再见|再会|不聊了|再联络|再联系|拜拜|收档了|收工了|听日再(?:倾|讲|谈|聊)|迟啲再(?:倾|讲)|改日再倾|(?:今天)?(?:先|就)到这(?:儿|里)(?:吧)?|回头(?:再)?(?:聊|说|唠|叙|联系|联络)|(?:我)?先去(?:忙|开会|带看|看房|上班|吃饭|办事|接孩子|接人)了|(?:我)?先忙(?:去)?了|(?:有空|回头|改天|下次|下回)再来(?:问|聊|看)|下(?:次|回)(?:再)?(?:聊|说)|我(?:先)?去接\S{1,4}(?:放学|下班|下课)?了|先这么着|就这么着|我(?:得|要|该)去(?:带|接|开会|看房|上班|忙)[^，。？?]{0,8}了|改天(?:再)?(?:聊|说)|先这样|就这样吧|晚安|回頭(?:再)?聊|先這樣|(?:我)?先(?:撤|走|溜)了|(?:今天|先|就)(?:就|先)?(?:问|聊|说)到这(?:儿|里)?|回见|回头见|改天见|下回见|唠到这(?:儿|里)?|走了(?:哈|啊|哦|喽|啦|哟)?(?=[\s，。！!~～]*$)/.source,
    // English leave-takings of the north of England, Scotland and Ireland ("ta-ra", "cheerio", "that'll do me for now").
    // Welsh "hwyl" (hwyl fawr) and Scottish Gaelic "mar sin leat" (goodbye) closing an English message.
    /\b(?:hwyl(?: fawr)?|mar sin leat|mar sin leibh|slan (?:leat|go foill))\b/.source,
    /\b(?:ta ?-?ra|ta ta|cheerio|laters|see yous|catch yous|thatll do (?:me|us)(?: for (?:now|today|the day))?|thats me (?:done|off|away)(?: for (?:now|today))?)\b/.source,
  ].join("|"),
);
const ASKS = /[?？¿]|\b(?:what|whats|how|hows|which|when|where|why|can|could|do you|does|is there|que|como|cual|cuanto|cuando|donde|gi|nao|sao|bao nhieu|khong)\b|吗|嗎|什么|怎么|多少|哪/;

// "bữa nào", "hôm nào" (some day) and "lúc nào rảnh" say when, not ask it.
const SOME_DAY = /\b(?:bua|hom|luc|dip|khi) nao\b/g;
// A longer message whose last sentence takes leave ("Thôi chú đi dẫn khách coi nhà đây, bữa nào quởn chú hỏi lai rai
// tiếp. Chào con nha") is a goodbye as well, with nothing asked anywhere in it.
// The last sentence is read with the end of the one before, as "chào" needs a word before it.
const LAST_SENTENCE = /(?:^|\w[.!;]\s+)[^.!;]+[.!;]*\s*$/;
// Nothing requested before that last sentence ("please send the summary to her. Bye." asks for something).
const REQUESTS = /\b(?:please|pls|plz|send|need|want|por favor|mande\w*|envie\w*|necesito|quiero|gui cho|lam on|xin)\b|请|麻烦|帮我/;
// Leaving with a reason told first ("bueno, ya me voy que tengo una cita en Katy y luego a comer algo. Chao, que le vaya
// bien", "ok I'm off, showing a condo in Midtown then lunch. bye!"): the reason makes it long and its "que" only joins,
// so with no question mark and a farewell in it, it still takes leave. "me voy a llevar el Growth" is no leaving ("me voy
// a escape", "me voy a la oficina" are).
// "Bueno, os dejo, que tengo una visita…": "I leave you" takes leave as well ("le dejo mi número" leaves a number).
const LEAVING = /\b(?:(?:ya )?me voy(?! a \w+(?:ar|er|ir)\b)|(?:bueno,? )?(?:lo|la) dejo(?= que\b|\s*[,.!;]|\s*$)|me despido|nos despedimos|(?:ya )?(?:os|le|les|te|los|las) dejo(?= que\b|\s*[,.!;]|\s*$)|me (?:tengo que|debo) ir|tengo que irme|(?:ya )?me marcho|i(?: a)?m (?:off|gone|heading out|out of here)|(?:i )?(?:have|need|got) to (?:head out|get going|take off))\b/;
// "…una tubería que se reventó. Buen día.": a good day wished at the end, after leaving, parts too.
const PARTING = new RegExp(`${FAREWELL.source}|\\b(?:chao|chau|chaucito|bye)\\b|\\bbuen(?:as)? (?:dia|tardes?|noches?)\\W*$`);

// "right, off to show a house", "bueno, me voy a mostrar una casa", "thôi em đi dẫn khách đây", "好了，我去开会了": a short
// message that only says where the visitor heads now, asking nothing, takes leave ("me voy a llevar el Growth" takes
// a package: what is taken or chosen is no place to go).
const HEADS_OFF = /^(?:(?:right|ok|okay|well|alright|bueno|pues|vale|thoi|vay|roi)[\s,.!]+)*(?:(?:i m|im|i am) )?(?:off to|heading (?:out|off)|me voy,? (?:a (?!(?:llevar|quedar|contratar|comprar|pedir|elegir|escoger|tomar|agarrar|pensar)\w*)|que|pa)|ya me voy|(?:em|anh|chi|toi|minh|tui) di (?:dan|don|lam|an|hop|xem)\w*)\b/;
const headsOff = (text: string): boolean => HEADS_OFF.test(text) && text.split(/\s+/).length <= 14 && !ASKS.test(text.replace(LEAVING_REASON, " "));

// "…, que la Puri me espera para comer": who waits for them is a reason too.
const LEAVING_REASON = /\bque (?:se me (?:pega|quema|pasa|enfria|hace tarde|va)\w*|tengo|tenemos|(?:(?:el|la|mi|mis|los|las) \w+ )?(?:me|nos) (?:espera|esperan|toca|llaman)|ya (?:me|es|se|llego)|voy|vamos|llego tarde)\b/g;
export function saysFarewell(text: string): boolean {
  const short = /\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 32 : text.split(/\s+/).length <= 14;
  const last = LAST_SENTENCE.exec(text);
  const closing = !short && text.split(/\s+/).length <= 30 && FAREWELL.test(last?.[0] ?? "") && !REQUESTS.test(text.slice(0, last?.index ?? 0));
  // "mind how you go" holds a "how" that asks nothing.
  // "ens veiem, que tengo una visita ahora": a "que" that gives the reason for leaving asks nothing.
  if ((short || closing) && FAREWELL.test(text) && !ASKS.test(text.replace(new RegExp(WISH.source, "g"), " ").replace(SOME_DAY, " ").replace(/\bmind how you go\b/g, " ").replace(LEAVING_REASON, " "))) return true;
  if (headsOff(text)) return true;
  return text.split(/\s+/).length <= 40 && LEAVING.test(text) && PARTING.test(text) && !/[?？¿]/.test(text);
}

// A short message that thanks by praising the help ("cheers, that's a big help, glad I asked", "you've been really
// helpful", "that helps loads"): thanks, not an off-topic remark. "that's no help" praises nothing; a question in it
// ("cheers, and the price?") keeps it a question. Read on folded text.
// Where the visitor heads after thanking, told as a leave-taking ("off to a showing", "heading back to the office",
// "me voy a la oficina", "me piro que tengo visita", "đi làm tiếp đây", "em đi đón con đây", "để mình về bàn với cả
// team", "去带看了").
// "Thank you, I'm going to pour me some tea and read all this over", "gracias, hoy mismo le paso todo a mi equipo": what
// they do with the answers next is a leave-taking as well.
const DEPARTS = /\b(?:(?:read|look|go) (?:it |this |that |all this |all that |everything |it all |this all )?(?:over|through)(?: again)?(?=\W*$| later| tonight| tomorrow| with)|(?:le |les )?paso (?:todo|esto|la info\w*|toda la info\w*) (?:a|con) (?:mi|mis|el|los) (?:equipo|jefe|socio|socios|gente|agentes)|off to|heading (?:back|out|home|off|over|to)|back to (?:work|the office|the grind|my desk)|gotta get back|time to (?:go|head)|(?:got|have|need|gotta) to (?:go|head off|head out|run|get going)|gotta (?:go|run|head off)|me voy (?:a|pa|para)|voy a (?:cenar|comer|almorzar|traer|buscar|recoger)|(?:vuelvo|regreso) (?:a|al)|me (?:piro|largo|las piro)|me voy(?= que\b| ya\b|\s*[,.!;]|\s*$)|di lam(?: viec)?(?: tiep)?|(?:em|minh|toi|anh|chi|tui) (?:di|ve|chay) (?:don|ruoc|an|lam|ngu|hop|dan|nau)\b|quay (?:lai|ve) (?:lam|van phong|cong viec)|de (?:toi|anh|em|chi|minh|tui|co|chu|bac|con|chau|cau|ong|ba) (?:di|pha|doc|ngoi|xem lai|suy nghi|(?:ve )?(?:ban|trao doi|noi chuyen)(?: lai)? voi))\b|(?:去|要去)(?:吃|上班|开会|带看|看房|接|忙|买)|回(?:去)?(?:上班|办公室|公司)/;
const PRAISES_HELP = /\b(?:(?:you|y ?all|yall) (?:answered|explained|talked|told (?:me|it)) (?:\w+ )?(?:straighter|straight|clearer|better|plainer|more honest)\w*|(?:thats|that s|that has|this has|it s|its|you ve|youve|that|this|it|you) clear(?:ed|s) (?:\w+ ){0,2}up|cheers|much obliged|(?:thats|that s|that was|that is|this is|youve been|you ve been|you have been|you were|y ?all (?:been|were|have been|ve been)|yall ve been)(?: been)? (?:(?:a|an|such a|so|very|really|super|a real) )?(?!no\b|not\b|little\b)(?:\w+ )?(?:help|helpful|useful)|(?:that|this|it) (?:really |truly |actually |honestly |seriously |has |have )?help(?:s|ed)\b(?: (?:a lot|loads|heaps|tons|a ton|massively))?|glad i asked)\b/;


// A greeting with small talk and nothing asked about us ("hi! hope ur having a good day", "hey, is this thing on?",
// "buenas tardes, ¿cómo está?", "xin chào, chúc một ngày tốt lành", "你好呀，今天过得怎么样"): a greeting. Folded text.
const HELLO = /^(?:hi+|hello+|hey+|howdy|hiya|yo|good (?:morning|afternoon|evening|day)|morning|afternoon|evening|hola+|buenas(?: tardes| noches)?|buenos dias|que tal|quiubo|quihubo|que hubo|que (?:es )?la que hay|que onda|epale|(?:da |xin )?chao(?: buoi (?:sang|chieu|toi))?(?: (?:ban|anh|chi|em|ca nha|moi nguoi))?|你好呀?|您好|嗨|哈喽|哈囉|早上好|下午好|晚上好|早安|大家好)(?![\p{L}\p{N}])/u;
const SMALL_TALK = new RegExp(
  [
    // A name of fellowship after the small talk ("how are you doing, mate?", "¿qué tal, compa?", "¿cómo estás, che?").
    /^(?:there|team|everyone|all|folks|y ?all|friend|mate|buddy|pal|bro|amigas?|compa|compadre|che|parce|a todos|amigos?|ban|anh|chi|em|nhe|nha|a|ho|oe|呀|啊)$/.source,
    // Greeted from where they are ("good afternoon from Sugar Land", "buenas tardes desde Katy", "xin chào từ Alief"):
    // the place says where they write from, it asks nothing of it.
    /^(?:(?:greetings|saludos|loi chao) )?(?:from|desde|tu) (?:(?:the|sunny|rainy|hot|beautiful|la|el|lo) )?[a-z0-9'’ -]{2,30}$/.source,
    // "good morning from a detroit girl stuck in kingwood traffic": who writes, and where, told at length; nothing wanted
    // ("from a broker looking for a package" wants something, so it is no small talk).
    /^(?:(?:greetings|saludos) )?(?:from|desde) (?:a|an|one|your|un|una) (?!.*\b(?:need\w*|want\w*|looking|interested|question|package|price|pricing|quote|help|busc\w*|necesit\w*|quier\w*|interesad\w*|pregunta|paquete|precio)\b)[a-z0-9'’ -]{2,60}$/.source,
    /^(?:hope|hoping|i hope) (?:you|ur|you re|youre|y ?all|everyone)(?: are| re)? (?:having |doing )?(?:well|good|great|fine|a (?:good|great|nice|wonderful) (?:day|morning|afternoon|evening|week|one))(?: today)?$|^(?:how are (?:you|u|y ?all)(?: doing)?(?: today)?|hows (?:it going|your day)|whats up|is (?:this thing|this|anyone|anybody|someone) (?:on|there|here|working|live)|anyone (?:there|here|home|around)|are you there|you there)$/.source,
    // "well hi there! oh jeez it's humid down here", "hola, qué calor hace hoy", "chào em, nóng quá", "你好，今天好热": the
    // weather remarked on with the hello.
    /^(?:(?:oh |ooh )?(?:jeez|gosh|man|boy|wow|lord|lordy|phew|whew|golly|geez)(?: louise)? )?(?:its|it s|it is)(?: so| really| real| pretty| very| awful| super| crazy)? (?:hot|humid|muggy|sticky|steamy|cold|chilly|rainy|windy|warm|freezing)(?: (?:down|out|up|over|in) here| today| out there| outside| in houston)?$|^(?:que|q) (?:calor|frio|bochorno|humedad)(?: (?:hace|tan bravo|tan fuerte|que hace))?(?: hoy| aqui| aca)?$|^(?:hom nay )?(?:nong|lanh|oi buc) (?:qua|the|ghe)(?: (?:troi|di))?$|^(?:今天)?(?:好热|真热|太热了|好闷|好冷|真冷)(?:啊|呀)?$/.source,
    // "hey there, happy friday", "hi, happy new year": a wish for the day with the hello.
    /^happy (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|holidays|new year|thanksgiving|hump day)(?: (?:to you|y ?all|everyone|all))?$/.source,
    // "quiubo, ¿cómo va todo por allá?", "¿qué es la que hay? buenas tardes" (Colombian, Puerto Rican): how things go there, or the greeting again.
    // "¿cómo estás vos?", "¿cómo está usted hoy?": the pronoun said after the verb (voseo's "vos" too) asks the same.
    /^(?:como (?:esta|estas|estan|(?:me )?le va|les va|te va)(?: (?:usted|ustedes|tu|vos|vosotros|vosotras))?(?: hoy)?|que tal(?: todo)?|espero que (?:este|esten|estes) (?:bien|muy bien)(?: hoy)?|(?:hay )?alguien (?:ahi|alli|por ahi)|buen dia|(?:como (?:va|van|anda|andan) )?(?:todo|las cosas|la cosa)(?: bien)?(?: por (?:alla|aca|ahi|alli))?|buenas(?: tardes| noches)?|buenos dias)$/.source,
    // "em mới dzô trang này lần đầu", "first time on your site", "es mi primera vez por aquí": a first visit told, nothing asked.
    /^(?:(?:em|chi|anh|toi|minh|tui|con|chau|co|chu) )?(?:moi|vua|lan dau) (?:vo|vao|dzo|zo|ghe|ghe qua|ghe tham|xem) (?:trang|web|website|trang web)(?: (?:nay|ni|cua (?:ban|cac ban|anh chi)))?(?: lan dau(?: tien)?)?(?: (?:a|nha|nhe|ne))?$|^(?:(?:its |it s )?(?:my )?first time (?:here|on (?:your|this|ur) (?:site|website|page))|(?:i )?just (?:found|stumbled on|came across) (?:your|this|ur) (?:site|website|page))$|^(?:es mi primera vez (?:por aqui|aqui|en (?:su|esta|tu) pagina)|(?:acabo de|recien) (?:entrar|llegar|encontrar) (?:a |en )?(?:su|esta|tu) pagina)$/.source,
    // Who is writing, said with an article and no name ("aquí una charra perdida en Houston", "acá un agente nuevo de
    // Katy", "just a lost Texan here"): the visitor describes themself, nothing is asked. A gerund ("aquí un agente
    // buscando paquete") says what they are after, so it is no small talk.
    /^(?:aqui|aca|por aqui|por aca) (?:un|una|otro|otra) (?!\S*(?:ando|iendo)\b)[a-z]+(?: (?!\S*(?:ando|iendo)\b)[a-z]+){0,2}(?: (?:en|de|desde) [a-z ]{2,30})?$|^(?:(?:just|only) )?(?:a|an|another|one) (?!\S*ing\b)[a-z]+(?: (?!\S*ing\b)[a-z]+){0,2} (?:here|over here)(?: (?:in|from) [a-z ]{2,30})?$/.source,
    /^(?:chuc (?:ban |anh |chi |em )?(?:mot )?(?:ngay|buoi (?:sang|chieu|toi)) (?:tot lanh|vui ve)(?: nhe| nha)?|(?:ban|anh|chi|em) (?:co )?khoe khong|co ai (?:o day|khong|do khong)(?: a)?)$/.source,
    /^(?:今天过得怎么样|今天好吗|最近好吗|最近怎么样|在吗|在不在|有人吗|有人在吗|你好吗|您好吗|吃了吗|早上好|下午好|晚上好)$/.source,
    // English small talk with a wave or an emoji before it ("hiya 👋 anyone about?", "how's she goin over there",
    // "how ya doin").
    /^(?:[^\w\s]+ )?(?:any(?:one|body|1) (?:about|around|in|there|here|home|on|awake)|(?:hows|how is) (?:she|it|things|tricks|life|everything|the day)(?: goin| going| go)?(?: over there| out there| today| then)?|how (?:are|r) (?:ya|yous|you all)(?: doin\w*| going)?|how ya doin\w*)$/.source,
    // Only browsing, and where they sit while they do ("sitting in the truck outside a showing, just having a look",
    // "just nosing around"): nothing asked yet.
    /^(?:(?:im|i m|i am) )?(?:just )?(?:browsing|poking around|looking around|having a (?:look|nose|browse)(?: around)?|nosing around|checking (?:you|y ?all|things) out|killing time)(?: (?:here|a bit|for a bit|for a while|while i wait))?$|^(?:(?:im|i m|i am|we re|were) )?(?:sitting|sat|waiting|parked|stuck) (?:in|at|on|outside|for|around|by) [^?]{0,80}$/.source,
  ].join("|"),
);

// Leave asked to ask ("can I ask you something?", "hola, una pregunta", "Chào em, chị hỏi chút nhé", "你好，想问一下"): a
// message that only announces its question asks nothing yet, so it is greeted and invited to ask. Folded text, a part.
const ASKS_LEAVE = new RegExp(
  [
    /^(?:(?:can|could|may) i (?:ask|aks) (?:you |u |y ?all )?(?:(?:a )?(?:quick |small |quick little |couple of |few )?(?:question|questions|q|thing|things|something|sth|smth))?|(?:i |ive |i ve )?(?:have|got|ve got|ive got) (?:a )?(?:quick |small )?(?:question|q|couple of questions)(?: for (?:you|u|y ?all))?|(?:a )?(?:quick |small )?question for (?:you|u|y ?all)|let me ask (?:you )?(?:something|a (?:quick )?question)|(?:i )?(?:wanna|want to|wanted to) ask (?:you )?(?:something|a (?:quick )?question))$/.source,
    /^(?:(?:tengo |traigo )?una (?:pregunta|preguntita|duda|consulta|consultita)|(?:le |te |les |os )?(?:puedo|podria|quiero|queria) (?:hacer(?:le|te|les|os)?|preguntar(?:le|te|les|os)?) (?:una (?:pregunta|preguntita|consulta)|algo))$/.source,
    /^(?:cho (?:em |chi |anh |toi |minh |con |chau |tui |chu |co |bac |cau )?hoi|(?:em|chi|anh|toi|minh|con|chau|tui|chu|co|bac|cau) (?:muon )?hoi)(?: (?:chut|xiu|ti|mot chut|mot ti|mot xiu|1 chut|1 xiu|cai))?(?: (?:nhe|nha|nghe|nhen|a|voi|di))?$/.source,
    /^我?(?:想|要)?(?:问一下|问问|问个问题|请问一下|打听一下)(?:哈|啊|呀)?$|^我?有(?:个|一个)问题(?:想问)?$|^(?:能|可以)问(?:个|一个)?问题吗$/.source,
  ].join("|"),
);
const PARTS = /[\s,.;:!?¿¡，。！？～~]*[,.;!?¿¡，。！？～~][\s,.;:!?¿¡，。！？～~]*|^\s+/;
// Calling for attention before the ask ("oigan, tengo una duda", "excuse me, quick question", "anh ơi, cho em hỏi").
const ATTENTION = /^(?:oiga|oigan|oye|mire|mira|disculpe|disculpen|perdon|excuse me|sorry|(?:anh|chi|em|ban|ad|shop|anh chi) oi)$/;
const greetingPart = (part: string): boolean => {
  if (ATTENTION.test(part)) return true;
  const hello = part.match(HELLO);
  return hello !== null && (hello[0].length === part.length || SMALL_TALK.test(part.slice(hello[0].length).trim()));
};

/** A message that only asks leave to ask, with a greeting or small talk beside it: a greeting. Folded text. */
export function onlyAsksLeave(text: string): boolean {
  const parts = text.trim().replace(/\s[-–—]+\s/g, ", ").split(PARTS).map((p) => p.trim()).filter(Boolean);
  return parts.length <= 4 && parts.some((p) => ASKS_LEAVE.test(p)) && parts.every((p) => ASKS_LEAVE.test(p) || greetingPart(p) || SMALL_TALK.test(p));
}

// Small talk that checks on us ("¿hay alguien ahí?", "how are you?", "có ai không ạ", "在吗"): it greets even with no
// hello we know before it. The other small talk (a place, a vocative, browsing) greets only after a hello.
const CHECKS_ON_US = /^(?:como (?:esta|estas|estan|(?:me )?le va|les va|te va)\b|que tal\b|(?:hay )?alguien (?:ahi|alli|por ahi)$|how are (?:you|u|y ?all|ya|yous)\b|hows (?:it going|your day|she|things)\b|how ya doin|(?:is )?(?:any(?:one|body|1)|someone) (?:there|here|about|around|home)$|are you there$|you there$|(?:ban|anh|chi|em) (?:co )?khoe khong$|co ai |今天过得|今天好吗|最近好吗|最近怎么样|在吗|在不在|有人吗|有人在吗|你好吗|您好吗)/;
// "¡Mba'éichapa!", "Aloha!", "Bula!": one word exclaimed on its own, a hello in a tongue we do not list.
const EXCLAIMED_WORD = /^[\p{L}-]{2,20}\s*!/u;

const smallTalkParts = (said: string): string[] => said.replace(/\s[-–—]+\s/g, ", ").split(PARTS).map((p) => p.trim()).filter(Boolean);

/** Small talk that checks on us, alone or after one exclaimed word we cannot read: a greeting. Folded text. */
function checksOnUs(said: string): boolean {
  const exclaimed = EXCLAIMED_WORD.test(said);
  const parts = smallTalkParts(said).slice(exclaimed ? 1 : 0);
  return parts.length >= 1 && parts.length <= 2 && parts.every((p) => SMALL_TALK.test(p)) && parts.some((p) => CHECKS_ON_US.test(p));
}

export function greetsWithSmallTalk(text: string): boolean {
  const said = text.trim().replace(/^[¡¿\s]+/, "");
  const hello = said.match(HELLO);
  if (!hello) return checksOnUs(said);
  const parts = smallTalkParts(said.slice(hello[0].length));
  // "hello bor, how are you doing today?", "hiya pet, how ya doin": one word after the hello calls the reader by a name
  // of endearment before the small talk.
  const called = parts.length === 2 && /^[a-z]{2,10}$/.test(parts[0] ?? "") && SMALL_TALK.test(parts[1] ?? "");
  // "heyyy, good morning from a detroit girl…": a second hello, with its own small talk, greets as the first did.
  return called || (parts.length <= 2 && parts.every((p) => SMALL_TALK.test(p) || greetingPart(p)));
}

// A thanks that goes on to praise the answers ("Cám ơn mấy em nhiều, trả lời rõ ràng quá cỡ", "Dạ cảm ơn anh chị
// nhiều, trả lời hết sảy luôn!", "thanks so much, that was super clear and helpful", "gracias, muy claro todo"): still
// a thanks when it is long, as long as it asks nothing. Read on folded text.
const PRAISE = new RegExp(
  [
    /\b(?:clear|helpful|useful|informative|really helped|answered (?:about |just about |pretty much |nearly )?(?:everything|all|every question)(?: i had| i needed| my questions)?|more than i (?:got|ever got) (?:out of|from)|you (?:ve|have) been (?:great|very helpful|a big help)|(?:you ve|youve|you have) been (?:(?:real|really|so|very|mighty) )?(?:patient|kind|good to me))\b/.source,
    /\b(?:muy (?:claro|clara|claros|util|amable|amables)|clarisim[oa]|excelente|de lujo|me sirvio|me ayudo mucho|me (?:ha|han) (?:ayudado|servido)|me ayudaron|me (?:aclaraste|aclaro|aclararon|has aclarado|ha aclarado|han aclarado)|buena onda)\b/.source,
    /\b(?:(?:em|toi|minh|chi|anh|tui) (?:da )?hieu (?:roi|ra roi)|(?:noi|giai thich|chi) ro|ro roi|ro rang|ro rang qua|ro het|suong ron|de hieu|chi tiet|het say|tuyet voi|tuyet|nhiet tinh|tan tinh|chu dao|hay qua|qua hay|de thuong|ky luong|gon gang|huu ich|ranh rot|ro rang rach roi|tuong tan)\b/.source,
    /清楚|详细|专业|太好了|很有帮助|帮大忙|帮了大忙|帮我很大的忙|帮了我很多/.source,
  ].join("|"),
);

/** A short message that thanks by praising the help: praise that thanks by itself, or a thanks word (`thanked`) with praise. */
// "gracias por la paciencia con este viejo, a sus órdenes", "thanks for your time, much appreciated": what the thanks
// are for is the visitor's time or the help, said as a courtesy at the close.
const THANKED_FOR = /\b(?:gracias|thanks?|thank you|cam on) (?:por|for|vi|ve)\b (?:(?:la|su|tu|vuestra|your|all|the|all the|da|em|anh|chi) )?(?:paciencia|patience|tiempo|time|ayuda|help|atencion|attention|info\w*|todo|everything|explicaciones|aguantarme|putting up with (?:me|all my questions|my questions|all these questions)|kien nhan|giup do|nhiet tinh)\b|\b(?:a sus ordenes|a la orden|at your service)\b/;
const WHATEVER_VI = /\b(?:hoi|noi|can|muon) gi (?:\w+ )?cung\b/g;
// "không ai nói rõ bằng cháu" (nobody explained it as well as you): "không ai" is nobody, no question.
const NOBODY_VI = /\bkhong (?:ai|noi nao|cho nao)\b/g;
export function thanksByPraise(text: string, thanked: boolean): boolean {
  const han = /\p{Script=Han}/u.test(text);
  // A thanks word with its praise may run a little longer ("…hôm tê o hỏi chỗ khác mà không ai nói rõ bằng cháu").
  const short = han ? text.replace(/\s+/g, "").length <= 30 : text.split(/\s+/).length <= (thanked ? 22 : 16);
  // "thank you!! off to find a Vernors somewhere", "gracias, me voy a la oficina": a thanks, then where they head next.
  const departs = thanked && DEPARTS.test(text) && (han ? text.replace(/\s+/g, "").length <= 45 : text.split(/\s+/).length <= 30);
  // Told where they head, a Spanish "que" only joins ("…morcilla de la que me traje"): a question mark asks.
  if (departs && !/[?？¿]/.test(text)) return true;
  // "hỏi gì em cũng chỉ tận tình" (whatever I asked, you explained): "gì … cũng" is "whatever", nothing asked.
  return short && !ASKS.test(text.replace(WHATEVER_VI, " ").replace(NOBODY_VI, " ")) && (PRAISES_HELP.test(text) || (thanked && (PRAISE.test(text) || THANKED_FOR.test(text))));
}
