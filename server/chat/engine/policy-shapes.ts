// Policy acts in shapes policy-acts.ts does not read (acts.ts gathers them): our bot's wrong information told as what
// it cost the visitor, a person preferred to a machine, records wished erased with the verb after them or a chat the
// visitor had. Rules run on folded text (accents off, lower case, apostrophes dropped) in the four languages.

// What our bot or site told the visitor, and that it was wrong or made them look bad: "your bot told one of my agents
// the Pro Bundle covers 6 platforms… now we look dumb", "su chatbot le dio un precio equivocado a mi cliente, quedé
// mal", "chatbot bên bạn báo sai giá", "你们的机器人给我客户报错了价格，太丢脸了". A case asked about ("what if the bot
// gives a wrong price?", "机器人会不会说错？") is a question about the product.
const OUR_BOT_TOLD =
  /\b(?:(?:your|ur|the|this|yall|you guys)\s+(?:chat ?bot|bot|assistant|ai|chat|site|website|web ?site|page|faq|widget)\b.{0,15}\b(?:told|said|says|gave|quoted|showed|claimed|stated|promised|listed|answered|replied)|(?:you|yall|you guys)\s+(?:told|said|quoted|promised|claimed))\b|\b(?:su|el|este|tu)\s+(?:bot|chatbot|asistente|chat|pagina|sitio|robot)\b.{0,20}\b(?:me |le |les |nos )?(?:dijo|dio|puso|cotizo|informo|dice|decia|mostro|contesto|respondio)\b/;
const WRONG_OR_SHAMED =
  /\b(?:wrong|incorrect|inaccurate|not true|untrue|false|made (?:it |that |this )?up|misinform\w*|mislead\w*|misled|bogus|not (?:correct|right|accurate)|(?:look|looked|looking|looks|feel|felt) (?:dumb|stupid|bad|foolish|silly|like (?:idiots|fools|an idiot|a fool|amateurs|clowns))|embarrass\w*|humiliat\w*|egg on (?:my|our) face|made (?:me|us) look|mal|equivocad[oa]s?|incorrect[oa]s?|falso|erroneo|error|no era (?:cierto|verdad)|mentira|quede mal|quedamos mal|quedar mal|verguenza|oso|ridiculo)\b/;
const SHAMED = /\b(?:made (?:me|us) look|embarrass\w*|humiliat\w*|(?:look|looked|looking|looks) (?:dumb|stupid|foolish|like (?:idiots|fools|amateurs|clowns))|me hizo quedar mal|nos hizo quedar mal|mat mat|que (?:qua|do|that|ghe)|xau ho)\b|丢脸|丢人|出丑|没面子|下不来台|难堪/;
const OUR_BOT = /\b(?:your|ur|yall|you guys|su|el)\s+(?:chat ?bot|bot|assistant|ai|chat|asistente|robot)\b|\b(?:chat ?bot|bot|tro ly ao|tro ly|ai|web|trang web|website)\b(?: (?:ben|cua) (?:ban|anh|chi|em|cac ban))?|机器人|聊天机器人|智能客服|助手|你们的?(?:ai|bot|网站|系统)|贵司的?(?:ai|bot|网站|系统)/;
const BOT_TOLD_WRONG_VI = /\b(?:chat ?bot|bot|tro ly(?: ao)?|ai|web|trang web|website|ben (?:ban|anh|chi|em)|cac ban)\b.{0,30}\b(?:bao|noi|tra loi|dua|ghi|gui|bao gia|tu van|cho)\s+(?:\w+\s+){0,2}?sai\b/;
const BOT_TOLD_WRONG_ZH =
  /(?:机器人|客服|助手|ai|bot|你们|贵司|网站|系统)[^。？！?!]{0,15}(?:说错|报错|给错|答错|写错|算错|搞错|弄错|讲错|错报|乱说|瞎说|报了错误|给了错误|说的不对|报的不对)/;
const ONLY_SUPPOSED =
  /(?:^|[.?!;]\s+)\W*(?:(?:and|but|y|pero|va|con|like|say|so) )?(?:what if|if|si|neu|suppose)\b|\bwho(?:d| d| would| will| s| is)? (?:be )?(?:liable|responsible)\b|\b(?:what happens (?:if|when)|(?:could|would|can|does|do|will|might) (?:the|your|it|ur|a) (?:bot|ai|assistant|chatbot|site)\b.{0,30}\b(?:ever )?(?:give|say|tell|quote|get|make)\b|(?:is|was) (?:that|it|this) (?:wrong|right|correct|true|accurate)|que pasa (?:si|cuando)|co khi nao|lieu|thi sao)\b|如果|要是|万一|会不会|会.{0,8}吗/;

/** "phòng khi" (in case), "lỡ như", "nếu", "sợ"/"lo" (afraid that): a wrong answer feared or supposed, not one given. */
export const VI_CASE_FEARED = String.raw`\b(?:neu|phong khi|phong truong hop|truong hop|lo nhu|lo ma|nho nhu|nho ma|ngo nho|lo|so|ngai)\b`;
const BOT_WRONG_FEARED_VI = new RegExp(String.raw`${VI_CASE_FEARED}.{0,25}\b(?:chat ?bot|bot|tro ly(?: ao)?|ai|no|he thong)\b.{0,20}\bsai\b`);

// The AI we set up for a client has stopped working: "our AI stopped texting our clients back this week", "nuestra IA
// dejó de contestar los mensajes", "con AI hổng trả lời khách mấy bữa nay", "你们的AI这几天都不回客户短信了". Asked as a
// case ("what if it stops answering?") it is a question.
const AI_STOPPED = new RegExp(
  [
    String.raw`\b(?:your|ur|our|my|the)\s+(?:ai|bot|chat ?bot|assistant|system|ai agent)\b.{0,30}\b(?:stopped|quit|has ?n?t been|hasnt been|isn ?t|is not|ain ?t|won ?t|no longer)\s+(?:\w+\s+)?(?:answer\w*|repl\w*|respond\w*|text\w*|work\w*|pick\w* up)\b`,
    String.raw`\b(?:la|su|nuestra|mi)\s+(?:ia|bot|asistente|sistema)\b.{0,30}\b(?:dejo de|ya no)\s+(?:contesta\w*|responde\w*|funciona\w*|manda\w*)`,
    String.raw`\b(?:con |cai )?(?:ai|bot|tro ly|he thong)\b.{0,25}\b(?:hong|khong|chang|het|ko)\s+(?:con\s+)?(?:tra loi|rep|nhan tin|chay|hoat dong)\b.{0,20}\b(?:may (?:bua|ngay|hom)|tu (?:hom|bua|tuan)|nua)\b`,
    String.raw`(?:你们的?|我们的?)(?:ai|机器人|助手|系统)[^，。？！?!]{0,10}(?:都)?(?:不回|没回|不理|停了|不工作|坏了|失灵)[^，。？！?!]{0,8}了`,
  ].join("|"),
);

/** The AI set up for the visitor has stopped answering (folded text). */
export const aiStopped = (text: string): boolean => AI_STOPPED.test(text) && !ONLY_SUPPOSED.test(text);

/** Our bot or site told the visitor something wrong, or it made them look bad: a complaint for a person. */
export function botMisinformed(text: string): boolean {
  if (ONLY_SUPPOSED.test(text)) return false;
  return AI_STOPPED.test(text) || (OUR_BOT_TOLD.test(text) && WRONG_OR_SHAMED.test(text)) || (OUR_BOT.test(text) && SHAMED.test(text)) || (BOT_TOLD_WRONG_VI.test(text) && !BOT_WRONG_FEARED_VI.test(text)) || BOT_TOLD_WRONG_ZH.test(text);
}

// A person of ours preferred to the machine, formally or casually: "I would prefer to discuss our requirements with a
// member of your team rather than an automated system", "prefiero tratar esto con alguien de su equipo y no con un
// bot", "cho mình nói chuyện vs người thật dc ko, ko muốn chat vs bot", "我希望和贵司的工程师沟通，而不是机器人". The
// visitor's own leads or clients wanting a person are a question about the product (acts.ts checks that).
const MACHINE = String.raw`(?:(?:a|an|the|this|your|some|with a|with an|with the|to a|to an|to the)\s+)?(?:(?:automated|automatic|ai|chat|virtual)\s+)?(?:system|bot|chatbot|machine|robot|ai|assistant|computer|program|automation|chat)`;
const THEIR_PEOPLE = /\b(?:my|our|the)\s+(?:\w+\s)?(?:leads?|clients?|customers?|tenants?|buyers?|sellers?|callers?|prospects?)\b/;
/** "I want my leads to reach a real person rather than a bot": a person for the visitor's people, not for the visitor. */
export const FOR_THEIR_PEOPLE = /\b(?:want|need|like|wish|prefer)\w*\s+(?:my|our)\s+(?:\w+\s)?(?:leads?|clients?|customers?|tenants?|buyers?|sellers?|callers?|prospects?)\s+to\s+(?:talk|speak|chat|get|reach|deal|be (?:connected|transferred|put through|handed))\b/;
export const PREFERS_A_PERSON: RegExp[] = [
  /\b(?:discuss|talk|speak|chat|go over|deal|work|meet|communicate|correspond|converse|consult)\b.{0,40}\bwith (?:(?:a|an|one|some)\s+)?(?:(?:member|members|one|someone|somebody|person|people|human|rep|representative|consultant|specialist|advisor|adviser|staff(?:er)?|engineer|expert)s? (?:of|from|on|in|at) (?:your|ur) (?:team|staff|office|company|side|agency|firm|engineers|people|consultants)|one of (?:your|ur) (?:people|team|staff|engineers|consultants|specialists|experts))\b/,
  new RegExp(String.raw`^(?!.*${THEIR_PEOPLE.source}).*\b(?:i|we|id|wed|me|us)\b.{0,30}\b(?:prefer|rather|want|like|wish|need)\w*\b.{0,80}\b(?:person|human|people|someone|somebody|member|team|staff|rep|representative|consultant|specialist|advisor|engineer)\b.{0,40}\b(?:rather than|instead of|not|over|than)\s+${MACHINE}\b`),
  /\b(?:prefiero|preferiria|quisiera|quiero|me gustaria)\b.{0,40}\b(?:hablar|tratar|platicar|conversar|ver|revisar|discutir|comentar)\w*\b.{0,40}\bcon (?:una persona|alguien|un humano|una persona real|su equipo|un asesor|un miembro)\b.{0,40}\b(?:en (?:lugar|vez) de|y no con|que con|no con)\s+(?:con\s+)?(?:un |una |el |la |este |esta )?(?:bot|robot|maquina|chatbot|ia|sistema|contestadora|grabadora|asistente(?: (?:automatico|virtual|de ia))?)\b|\bno quiero (?:hablar|chatear|platicar|tratar|escribir)\w* con (?:un |una |el |la |este |esta )?(?:bot|robot|maquina|chatbot|ia|sistema)\b/,
  /\b(?:ko|khong|k|hong|chang|hok)\s+(?:muon|thich|can)\s+(?:chat|noi chuyen|nhan tin|lam viec|trao doi|tro chuyen|noi|nc)\s+(?:vs|voi|cung|w)\s+(?:may|bot|robot|ai|chatbot|tro ly ao|tro ly|he thong)\b|\b(?:cho|muon|can|xin)\s+(?:(?:em|toi|minh|tui|anh|chi)\s+)?(?:noi chuyen|nc|chat|trao doi|gap|lam viec|noi)\s+(?:truc tiep\s+)?(?:vs|voi|w|cung)\s+(?:nguoi that|nhan vien|nguoi|tu van vien)\b(?! (?:thue|mua|ban|dung|khac))/,
  /不想再?(?:跟|和|与)?(?:机器人|ai|bot|机器|自动回复|系统|智能客服)(?:聊|说|对话|沟通|打交道)|(?:跟|和|与)(?:真人|人|你们的人|贵司的?(?:人|同事|员工|工程师|团队)|工作人员|团队成员)(?:直接)?(?:沟通|聊|谈|交流|对接)[^。？！?!]{0,6}而(?:不是|非)(?:跟|和|与)?(?:机器人|ai|bot|机器|自动|系统)|(?:宁愿|宁可|更希望|更想|更愿意)(?:跟|和|与)(?:真人|人|你们的人|贵司)/,
];

// Records wished erased, the verb after them ("I should like every record you hold about our firm's enquiry erased",
// "quisiera que todos los registros que tienen de mi empresa fueran eliminados"), or a chat the visitor had ("delete
// the chat I had on here last week", "borren la conversación que tuve ayer", "xóa đoạn chat mình nhắn tuần trước",
// "删除我上周在这里的聊天记录"), or whatever was passed on about them ("+ whatever got sent to HubSpot about me").
// Records of the visitor's leads or clients ("all records of our old leads erased") are a question about the product.
const HELD_ABOUT_ME = /\b(?:(?:you|u|yall|your (?:team|company|system|firm|crm)) (?:hold|have|keep|store|stored|saved|retain|collected|got)|(?:on|about|of|regarding|concerning) (?:me|us|mine|my|our)\b)/;
const OF_THEIR_PEOPLE = /\b(?:of|about|on|for|from) (?:our|my|the) (?:\w+ )?(?:leads|clients|customers|tenants|buyers|sellers|contacts|listings)\b|\b(?:leads?|clients?|customers?|tenants?)\s(?:data|info\w*|records?|details)\b/;
const ERASED_AFTER = /\b(?:every|all|any)\b(?: (?:of )?(?:the|your|my|our))?(?: \w+)? (?:records?|files?|entry|entries|traces?|copies|notes?|details?|profiles?|data|information|info|messages|transcripts?|chats?)\b.{0,80}\b(?:erased|deleted|removed|wiped|purged|destroyed|gone)\b/;
const MY_THINGS_ERASED =
  /\b(?:want|like|need|wish|request|ask|require|please)\b.{0,50}\b(?:my|our)\s+(?:\w+\s){0,2}?(?:data|info\w*|details|records?|files?|transcripts?|chats?|chat (?:history|log)|conversations?|messages|enquir\w*|inquir\w*|history|submissions?)\b.{0,50}\b(?:erased|deleted|removed|wiped|purged|destroyed)\b|\b(?:quisiera|quiero|me gustaria|solicito|pido)\b.{0,60}\b(?:registros?|datos|informacion|conversaciones?|mensajes|historial)\b.{0,60}\b(?:borrad|eliminad|suprimid)[oa]s?\b/;
const CHAT_I_HAD =
  /\b(?:delete|erase|remove|wipe|purge|clear|scrub|get rid of)\b.{0,40}\b(?:the|that|this|my)\s+(?:chat|conversation|convo|exchange|messages?|transcripts?)s?\s+(?:that\s+)?(?:i|we)\s+(?:had|have had|did|started|left|sent|typed)\b|\b(?:borr|elimin|suprim)\w*\b.{0,30}\b(?:la|el|esa|ese|mi)\s+(?:conversacion|chat|platica|charla)\s+que\s+(?:tuve|tuvimos|hice|hicimos)\b|\bxoa\b.{0,25}\b(?:doan chat|cuoc tro chuyen|cuoc hoi thoai|doan hoi thoai|tin nhan|chat cu)\s+(?:(?:ma\s+)?(?:minh|toi|em|tui)\s+(?:da\s+)?(?:chat|nhan|co|noi|gui)|(?:cua (?:minh|toi|em|tui) )?(?:tuan truoc|hom qua|hom truoc|thang truoc|lan truoc|hom nay|hoi nay))\b|(?:删除|删掉|清除|清空|抹掉)[^，。？！,?!]{0,15}我(?:上周|之前|上次|以前|昨天)?(?:在这里|在这|在本站|在贵站)?的?(?:对话|聊天)(?:记录|内容)?/;
const PASSED_ON_ABOUT_ME = /\b(?:delete|erase|wipe|purge|remove)\b.{0,80}\b(?:whatever|everything|anything|all)\b.{0,50}\b(?:on|about|of) (?:me|us)\b/;

// "Can I have all records of our old leads deleted after 90 days?": the visitor's leads' records, nothing of their own.
const OF_THEMSELVES = /\b(?:me|mine|myself|my (?:data|info\w*|details|records?|chats?|messages|conversations?|transcripts?|history|number|email))\b/;
/** Records of the visitor's leads or clients to erase, with nothing of the visitor's own: a question about the product. */
export const erasesTheirPeoples = (text: string): boolean => OF_THEIR_PEOPLE.test(text) && !OF_THEMSELVES.test(text);

// "Does the system delete old messages by itself?": retention asked, nothing to erase now.
const BY_ITSELF = /\b(?:automatic\w*|by itself|on its own|how long|how soon|automaticamente|por si solo|cuanto tiempo|tu (?:dong )?xoa|tu dong|bao lau)\b|自动|多久/;

/** Records of the visitor wished erased, a chat they had, or whatever was passed on about them. */
export const wishesRecordsErased = (text: string): boolean =>
  !OF_THEIR_PEOPLE.test(text) && !BY_ITSELF.test(text) && ((ERASED_AFTER.test(text) && HELD_ABOUT_ME.test(text)) || MY_THINGS_ERASED.test(text) || CHAT_I_HAD.test(text) || PASSED_ON_ABOUT_ME.test(text));

// "si recargo la página ¿se me borra el chat?", "does the chat get erased if I reload?", "tải lại trang có bị mất chat
// không?", "刷新页面聊天记录会不会没了？": what happens to the chat, asked, is a question and no request to delete.
// So are "聊天记录会自动删吗" (retention) and what would become of the copies if they asked ("要是让你们删了我的资料，
// 发给别的工具的副本咋办？").
// "if I want all that deleted, how do I do it?", "¿Y si quiero que lo borren, a dónde les escribo?", "Còn muốn xóa hết mấy
// cái đó thì tui làm sao?", "如果我想删掉这些，怎么弄？": how deleting would be done, asked ahead, is a question too.
const HOW_IF_ERASED = /\b(?:if|when|say|once) (?:i|we) (?:ever )?(?:want|wanted|need|decide|would like)\b.{0,40}\b(?:deleted|erased|removed|wiped|gone|to delete|to erase|to remove)\b.{0,40}\b(?:how|where|who|what do (?:i|we))\b|\bsi (?:algun dia |un dia |despues |luego )?(?:quiero|quisiera|queremos|necesito|decido)\b.{0,40}\b(?:borr|elimin)\w*.{0,40}\b(?:a donde|donde|como|a quien|que hago|que tengo que)\b|\b(?:neu|con|khi|lo|sau nay) (?:\w+ )?muon xoa\b.{0,40}\b(?:lam sao|lam the nao|o dau|gui dau|gui cho ai|the nao)\b|\bmuon xoa\b.{0,40}\bthi\b.{0,20}\b(?:lam sao|lam the nao|o dau|gui dau|gui cho ai)\b|(?:如果|要是|假如|万一)我?(?:想|要)(?:删|删除|删掉).{0,20}(?:怎么|找谁|在哪|去哪)/;
const ASKS_IF_ERASED = /\bse (?:me |le |nos |les )?(?:borra|borran|pierde|pierden|elimina|eliminan)\b|\b(?:does|do|will|would|is|are) (?:it|the chat|my chat|the conversation|my messages|the messages|everything)\b.{0,10}\b(?:get |be |getting )?(?:erased|deleted|lost|cleared|wiped|gone)\b|\bco bi (?:xoa|mat)\b|会不会(?:被)?(?:删|清|没)|会被(?:删|清)|会(?:自动|自己)(?:删|清)|(?:要是|如果|假如|假设|万一)(?:我)?(?:让|叫|请|要求)(?:你们|你哋|贵公司).{0,4}删.{0,40}(?:咋办|怎么办|怎么处理|会怎样|也(?:会)?(?:一起|一并|同时)?删|删不删|吗|呢)/;
export const asksIfErased = (text: string): boolean => ASKS_IF_ERASED.test(text) || HOW_IF_ERASED.test(text);

// How to have one's information deleted, asked: "how do I get my info deleted?", "¿a dónde les escribo para que lo borren?",
// "muốn xóa thì làm sao?", "想删掉怎么弄？" (the way to ask for it, not whether it is erased by itself).
/** Erasing, in the four languages (privacy-details.ts reads it too). */
export const ERASE = /\b(?:delet\w*|eras\w*|remov\w*|wip\w*|borr\w*|elimin\w*|xoa)\b|删/;
const ERASED_BY_ITSELF = /\b(?:automatic\w*|by itself|on its own|how long|how soon|automaticamente|por si solo|cuanto tiempo|tu dong|bao lau)\b|自动|多久/;
// Wanted deleted, not asked whether it is ("¿eso se borra cuando cierro la pestaña?").
const WANTS_IT = /\b(?:want|wanted|like|get(?:ting)? (?:my|it|them|that|this|everything|all)|have (?:my|it|them|that|everything|all)|quiero|quisiera|queremos|pedir|solicitar|que (?:lo|la|los|las|me) borren|muon|can)\b|想|要/;
const HOW_OR_WHERE = /\b(?:how|where|who|what do (?:i|we) do|a donde|donde|como|a quien|que hago|lam sao|lam the nao|o dau|gui dau|cho ai)\b|怎么|找谁|在哪|去哪|如何/;
export const asksHowToErase = (text: string): boolean => HOW_IF_ERASED.test(text) || (ERASE.test(text) && HOW_OR_WHERE.test(text) && WANTS_IT.test(text) && !ERASED_BY_ITSELF.test(text));
