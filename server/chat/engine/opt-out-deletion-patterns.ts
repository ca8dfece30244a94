import { DELETE_ALL_HELD, POLITE_OPT_OUT, STOP_CONTACTING, STOP_WISHED } from "./policy-acts.ts";
import { foldForRules } from "./text.ts";

// What reads as an opt-out (stop contacting me, remove my number) or a deletion request (erase what you hold on me),
// in the four languages.

export const OPT_OUT: RegExp[] = [
  // "take my Baytown office number off y'all's text list", "erase my number from your texting list": a number of theirs
  // taken off our list.
  /\b(?:take|get|remove|drop|pull|erase|delete|scratch|strike|cross)\b.{0,30}\b(?:number|phone|cell|e-?mail|me|us)\b.{0,25}\b(?:off|from) (?:your|y ?all s|yalls|the|ur) (?:text(?:ing)? |e-?mail |mailing |call(?:ing)? |contact |marketing )?list\b/,
  // "Enough texts to 832-…, please", "ya no quiero más WhatsApps al 832-…", "以后再不要往281-…发短信": no more of our messages.
  /^\W*(?:enough|no more) (?:texts|text messages|calls|emails|messages)\b|^\W*no mas (?:mensajes(?: de texto)?|textos|whatsapps?|llamadas|correos)\b|(?:发|打)的(?:短信|电话|信息|消息)(?:都|全)?(?:停了|停掉|别发了|别打了)|(?<!\b(?:despues|si|cuando|luego)\b.{0,30})\bya no quiero mas (?:whatsapps?|mensajes|llamadas|correos|textos)\b(?!.{0,40}\bcomo\b)|(?:再|别再|不要再|再不要|(?:以后|今后|往后)(?:就)?(?:别|不要|甭))(?:往|给|向)[^，。]{0,20}(?:发短信|发信息|打电话|发消息)/,
  // "co faire y'all keep texting my cell? 281-…, quit it, I ain't interested no more": our texts told to stop.
  /\b(?:y ?all|you|you guys|yous|ya) keep (?:on )?(?:texting|calling|emailing|messaging|ringing)\b.{0,80}\b(?:quit it|stop it|knock it off|cut it out|(?:not|aint|ain t) interested)\b|\b(?:quit it|stop it|knock it off|cut it out)\b.{0,30}\b(?:not|aint|ain t) interested (?:no more|anymore|any more)\b/,
  /^(?:stop|stop all|stop please|please stop|unsubscribe|unsub|opt out|stop\W*)$/,
  // "can the bot stop sending follow-ups when a lead replies?" asks what the product does.
  // "so tenants quit callin my cell": others who call the visitor stopping is what the visitor wants our product for.
  /(?<!\b(?:it|bot|ai|assistant|system|agent|chatbot|tool|crm|automation|tenants?|clients?|customers?|people|folks|they|leads?|buyers?|sellers?|renters?|residents?|callers?|vendors?)\s(?:automatically\s|also\s|ever\s|would\s|will\s|can\s)?)\bstop (?:(?:text|call|email|messag|contact|send)ing?|(?:the|these|those|your|all the|all these) (?:sms|texts|text messages|txt messages|emails|e-mails|messages|calls|phone calls|robocalls))\b/,
  // "unsubscribe me", not "can I unsubscribe easily later?" (a question about the newsletter), nor "can it auto unsubscribe
  // me from all the newsletters cloggin up my inbox" (others' mail, work asked of the product).
  /(?<!\b(?:can|could|will|would|is it easy to|easy to) (?:i|we|you|u|it|the ai|the bot|your ai|the assistant)?\s?(?:easily |just |still |auto |automatically )?)\bunsub(?:scribe)?\b(?! (?:later|easily|any ?time|whenever|link)\b)(?!.{0,12}\bfrom (?:all )?(?:the|those|these|my|our|other|every) (?:\w+ )?(?:newsletters|mailing lists|lists|e-?mails|junk|spam|promos)\b)|\bopt (?:me )?out\b/,
  /\b(?:remove|take|get|delete|drop|scratch) (?:me|my (?:number|phone(?: number)?|cell|email(?: address)?|e-mail|name|info|contact(?: info)?)|this (?:number|email))\b.{0,12}\b(?:off|from|out of)\b.{0,20}\b(?:list|lists|mailing|database|contacts|system|calls|texts)\b|\b(?:take|remove|get) (?:it|this|that) off (?:your|the) list\b|\bdo not (?:call|text|contact) list\b|\bdnc\b/,
  /\b(?:quit\w*|saque\w*|borre\w*|elimine\w*|borr\w+|quita\w*|saca\w*)\b.{0,6}\b(?:mi|este) (?:numero|telefono|correo|email|celular)\b.{0,25}\b(?:lista|base de datos|contactos)\b/,
  /\bxoa (?:so|so dien thoai|sdt|email|thong tin) (?:cua )?(?:toi|minh|em)?\b.{0,20}\bdanh sach\b|\bdung (?:goi|nhan tin) (?:cho|vao) so nay\b/,
  /把我的?(?:号码|电话|手机号?|邮箱).{0,12}(?:删|移除|去掉|拿掉)|(?:删|移除|去掉)我的?(?:号码|电话|手机号?|邮箱)/,
  /\b(?:remove|take) me (?:off|from) (?:your|the|this)\b.{0,20}\b(?:list|mailing|emails?)\b|\btake me off\b/,
  /(?<!\b(?:tenants?|clients?|customers?|people|folks|they|leads?|buyers?|sellers?|renters?|residents?|callers?|vendors?)\s(?:would\s|will\s|can\s)?)\bquit (?:call|text|email|messag|contact)ing?\b|\bquit sendin\w*|\bleave me alone\b|\bdejenme en paz\b|\bdung lam phien\b/,
  /\b(?:dont|do not|never) (?:contact|text|call|email|message)(?:,? (?:or|nor|and) (?:contact|text|call|email|message))* me\b/,
  /\b(?:no more|dont want any more|do not want any more|dont send me any more) (?:emails|texts|messages|calls|sms)\b/,
  // "ya no quiero recibir su boletín", "no quiero que me manden más correos": the newsletter refused is an opt-out too;
  // "no me textees más al 281…": texting refused in the tú form.
  /\b(?:i dont|i do not) want to (?:receive|get) (?:any )?(?:more )?(?:(?:your|yall s|yalls|those) )?(?:emails|texts|messages|calls)\b|\bno quiero (?:recibir|que me (?:manden|envien|lleguen)) (?:mas )?(?:(?:su|sus|el|los|tu|tus|vuestro|vuestros|ese|esos) )?(?:mas )?(?:correos|mensajes|llamadas|emails|sms|textos|boletin|boletines|newsletters?)\b|\bno me (?:manden|envien|vuelvan a|llamen|escriban|contacten|textees|texteen|textee|mandes|envies|escribas|llames|mensajees)\b(?! (?:a otr[oa] (?:lado|parte|pagina|sitio)|a (?:una |la )?(?:llamada|consulta|reunion|cita|agendar|llamar)|pa(?:ra)? otro lado|con otr[oa]))|\bya no me (?:manden|envien|llamen|escriban|textees|texteen|mandes|escribas)\b|\b(?:favor de |que )?no (?:mandarme|enviarme|escribirme|textearme|llamarme|contactarme) (?:mas|nunca mas)\b/,
  /\b(?:saquen|saquenme|sacame|quitenme|quitame|borrenme|sacarme|quitarme)\b.{0,10}\b(?:de|del) (?:su |la |tu )?lista\b/,
  // Usted and vosotros alike: "dejen de mandarme", "dejad de mandarme", "dadme de baja".
  /\bdej(?:en|ad) de (?:enviar|mandar|llamar|escribir)\w*\b|\b(?:darme|dadme|denme) de baja\b|\bbasta de\b/,
  // "bản tin có link hủy đăng ký không?", "电子报有退订链接吗？": the way to unsubscribe asked about is a question, and so
  // is what happens after it ("退订以后还会收到吗？"). "别再" (no more) opts out of what reaches the visitor (发, 打, 联系,
  // 打扰, a message, a call), not of anything else ("你别再守那些规定了": stop keeping your rules).
  // "anh không muốn nhắn với máy" refuses chatting with the bot (a person is asked for), not our messages.
  /\bkhoi danh sach\b|(?<!\b(?:link|lien ket|nut|co the|de|cach) )\bhuy dang ky\b(?! (?:duoc|de|link|lien ket|nut)\b)(?!.{0,30}\b(?:lam (?:the|nhu the|sao) nao|lam sao|the nao|bang cach nao|o dau)\b)|\bkhong muon nhan\b(?! (?:tin )?(?:voi|cung) (?:may|bot|robot|ai|chatbot)\b)/,
  // "以后别给我发短信了", "不要再给我打电话了": no more of it to the visitor from now on ("不用给我打电话，发短信就行" only
  // picks a channel).
  /(?:以后|今后|从今以后|从现在起)(?:请)?(?:别|不要|不用|请勿)再?给我(?:发|打|寄)|(?:别|不要|请勿)再?给我(?:发|打|寄)(?:短信|信息|消息|邮件|电话)?了(?![^，。,]*(?:就行|就好|吧))/,
  /别再(?!.{0,6}(?:推荐|推销|介绍|提|说|讲))(?=.{0,8}(?:发|打(?!算)|联系|联络|寄|传|送|烦|扰|找我|给我|推送|邮|短信|电话|消息|信息|营销|推广|广告|call|text|email))|不要再.{0,4}(?:发|打|联系|寄|传|送)|不想再收到|别打扰|不要打扰|(?<!有|附|附有|带|带有|含|能|可以|可否|怎么|如何|是否)(?:退订|取消订阅)(?!链接|连结|连接|按钮|方式|功能|吗|呢)(?![^，,。！!]{0,8}(?:以后|之后|后)[^。！!]*(?:[吗呢？?]|不\s*$))|(?:列表|名单).{0,6}(?:删|移)/,
  // "不消再给281-555-0176发短信了，我不想收": "no need to send any more" (不消, 甭 and 不用 before 再), to the visitor's own number,
  // or "I don't want to get them" closing the message.
  /(?:不消|不用|甭|无需)再给(?:我|\+?[\d\s()-]{7,18})(?:的手机)?.{0,3}(?:发|打|寄)|我?不想(?:再)?收(?:到)?(?:了|啦)?\s*[。！!]?\s*$/,
  // "别打电话，也别发消息": every channel refused.
  /(?:别|不要)(?:打电话|打给我).{0,6}也(?:别|不要)(?:发|联系)/,
  ...STOP_CONTACTING,
  ...POLITE_OPT_OUT,
  ...STOP_WISHED,
];

// A removal that points at a contact detail: "strip jo@x.com from your mailings", "713-555-0100. Get rid of it.",
// "bórrenlo", "xóa nó đi", "删掉吧". With the detail in the same message, or right after the visitor gave one, it is
// an opt-out; on its own ("can I remove it later?") it says nothing about being contacted.
export const REMOVAL_FROM_LIST = /\b(?:remove|delete|erase|strip|drop|scratch|purge|take|get rid of)\b.{0,60}\b(?:from|off|out of)\b.{0,30}\b(?:lists?|mailings?|e-?mails?|database|contacts|system|records|files|marketing|newsletters?|promotions?|campaigns?)\b|\b(?:quit|borr|elimin|saqu|sac)\w*(?:lo|la|los|las)\b.{0,20}\b(?:lista|listas|base de datos|contactos|correos)\b/;
const REMOVE_IT = [
  /^(?:(?:actually|ok|okay|no|so|and|then|just|please|pls|yeah|well|now),? )*(?:remove|delete|erase|drop|scratch|purge|wipe|get rid of|take) (?:it|this|that|them|this one|that one|the number|the email|my (?:number|email|e-mail|phone|info))(?: (?:off|out))?(?: (?:please|pls|now|too|then|thanks|asap|from (?:your|the) \w+))*$/,
  /^(?:(?:mejor|no|ya|pues|y|entonces|por favor|porfa),? )*(?:quitenl|quital|quitarl|borrenl|borral|borrarl|eliminenl|eliminal|eliminarl|saquenl|sacal|sacarl)(?:o|a|os|as)(?: (?:por favor|porfa|ya|de ahi|de su lista|de la lista|tambien))*$/,
  /^(?:(?:thoi|vay|con|nhung|ma),? )*(?:xoa|go|bo) (?:no|so do|so nay|email do|email nay|sdt do|di|luon)(?: (?:di|luon|nhe|nha|gium|giup|dum|voi|khoi danh sach))*$/,
];
const ZH_REMOVE_IT = /^(?:还是|那就|那|就|请|麻烦|算了)?(?:把(?:它|这个|号码|邮箱|电话)?)?(?:删掉|删了|删除|去掉|移除|拿掉)(?:它|吧|了|掉|掉吧|一下)*[。！!.]*$/;

/** "Remove it" / "bórrenlo" / "xóa nó đi" / "删掉吧" as a sentence of its own: a removal of something just named. */
export function removesIt(message: string): boolean {
  const clauses = foldForRules(message).split(/[.!?;。！？；,，]+/).map((c) => c.trim()).filter(Boolean);
  return clauses.some((c) => REMOVE_IT.some((p) => p.test(c)) || ZH_REMOVE_IT.test(c));
}

// "đừng gọi" (don't call) and "dùng gói" (use a package) fold to the same letters: read this one with its accents,
// and folded only when the visitor typed no accents at all.
// "Đừng có gửi tin nhắn tới số … nữa": "có" stresses the "don't".
export const VI_DONT = /đừng (?:có )?(?:nhắn|gọi|gửi|liên lạc|liên hệ|làm phiền|text|txt|call|sms|e-?mail|mail|inbox|ib|spam)(?![a-z])/;
// Folded, "nên dùng gói nào" (which package should I use) also reads "dung goi": a package asked about is no opt-out.
export const VI_DONT_FOLDED = /(?<!\bnen )(?<!\bco nen )\bdung (?:co )?(?:nhan tin|nhan(?! vien| dang| dien)|goi|gui|lien lac)\b(?! (?:nao|gi|nay|do|foundation|growth|enterprise|cai dat|\w+ nao)\b)/;
// "nhan tin sms cho em nha, dung goi": the texting channel named after the verb asks for it too.
// "Nhắn tin vô số đó cho cô, đừng gọi nha": texts to the number given, calls ruled out.
export const VI_OTHER_CHANNEL = /\b(?:nhan tin(?: (?:sms|zalo|whatsapp|text))? (?:cho|giup|gium|dum|qua|nha|nhe|di|vo so|vao so|toi so|den so)|nhan tin (?:sms|zalo|whatsapp)|nhan qua|gui (?:email|tin nhan|tin)|email cho|lien lac qua (?:email|tin nhan|zalo|whatsapp)|qua (?:email|zalo|whatsapp|tin nhan))\b/;
export const hasVietnameseMarks = (text: string): boolean => /[ăâêôơưđàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i.test(text);

// "If I leave one day, how would I get my data deleted?", "如果以后不合作了，怎么让你们删掉…?": how deletion works,
// asked ahead of time, is a question (answered with how to ask for it), not a request to delete now. So is how they
// check it is really the visitor asking ("si les pido que borren mis datos, ¿cómo comprueban que soy yo?").
// "if I ask y'all to delete my stuff, does what went over to HubSpot get wiped too or just yours": how a deletion asked
// later reaches the copies, a question.
export const DELETION_SOMEDAY =
  /\b(?:if|once|in case|say|suppose|si|neu)\b.{0,80}\b(?:leave|leaves|stop|stops|quit|quits|part ways|cancel\w*|later|one day|someday|next year|down the road|in the future|dejo|dejamos|cancelo|cancelamos|terminamos|algun dia|mas adelante|ngung|khong hop tac|sau nay|mai mot)\b.{0,80}\b(?:delet\w*|eras\w*|remov\w*|wip\w*|purg\w*|borr\w*|elimin\w*|xoa)\b|(?:如果|要是|万一)?.{0,20}(?:以后|将来|不合作|不用|取消|离开).{0,30}删|\b(?:if|when|once|si|cuando|neu|khi)\b.{0,60}\b(?:delet\w*|eras\w*|remov\w*|borr\w*|elimin\w*|xoa)\b.{0,80}\b(?:verif\w*|confirm\w*|prove|proof|check (?:it s|its|that it s|that its) (?:really )?me|comprob\w*|comprueb\w*|identidad|soy yo|es mio|xac minh|xac nhan)\b|删.{0,30}(?:核实|验证|确认|证明).{0,10}(?:身份|是我|本人)|删.{0,20}(?:写信|发邮件|寄信|联系|找)(?:到|给)?(?:哪里|哪儿|哪个|谁)|\bif (?:i|we) (?:ask|asked|tell|told) (?:you|u|y ?all|you guys|yous) to (?:delete|erase|remove|wipe)\b.{0,80}\b(?:too|also|as well|or just|or only)\b/;

/** How they check it is the visitor asking, said with a deletion asked ahead of time: the privacy page's "we may ask you to confirm". */
export const DELETION_CHECK = /\b(?:verif\w*|confirm\w*|prove|proof|comprob\w*|comprueb\w*|identidad|soy yo|xac minh|xac nhan)\b|核实|验证|证明/;

export const DELETION: RegExp[] = [
  // "delete this whole chat and anything y'all saved from it", "borrámelo todo, no quiero que quede nada": this chat and
  // what was kept of it, erased.
  /(?<!\b(?:can|could|may|do|would|will|how (?:do|can|would|will)) (?:i|we|you|y ?all|u) (?:just )?)(?<!\bhow to )\b(?:delete|erase|wipe|remove|purge)\b (?:this|the|my|our) (?:whole |entire )?(?:chat|conversation|convo|transcript)\b(?![^.?!]*\?)|\bborr(?:a|e|en)melo todo\b|\b(?:borr|elimin)\w* (?:\w+ ){0,3}(?:que no (?:quede|me quede) nada|no quiero que quede nada)|\bno quiero que quede nada\b/,
  // "Em xóa sạch email với số điện thoại chị đã để lại bên em đi nhé": what they left with us, erased.
  /\bxoa (?:sach|het|tuot|bo)\b.{0,30}\b(?:email|so dien thoai|thong tin|du lieu|so phone)\b(?! .{0,10}\b(?:khong|chua|duoc khong)\b)/,
  // "Em gỡ hết thông tin của chị khỏi hệ thống nhé": taken down from the system, as erased is.
  /\b(?:go|xoa|rut|bo) (?:het |sach |tuot |bo )?(?:thong tin|du lieu|so dien thoai|email|ho so)\b.{0,30}\b(?:khoi|ra khoi) (?:he thong|danh sach|du lieu|may)\b(?! .{0,10}\b(?:khong|chua|duoc khong)\b)/,
  // "Quiero que borren mi número y mi correo de su sistema, todito", "把我跟我团队七个人的资料，从你们那边全部删干净", "请把我的
  // 名字、电话和在这里说的所有内容都删掉": the visitor's own details, taken out of our system.
  /\b(?:borren|borre|borra|eliminen|elimine|elimina)(?:me)? (?:todo )?(?:lo|el numero|el telefono|el correo|los datos|la informacion) que (?:les|le|te) (?:di|dimos|mande|mandamos|pase|pasamos|escribi|dije)\b|\b(?:borren|borre|borra|eliminen|elimine|elimina)\b.{0,10}\b(?:mi|mis|nuestros?|nuestras?) (?:numero|telefono|correo|email|datos|informacion|nombre)\b.{0,40}\b(?:de (?:su|sus|tu|tus|el|la) (?:sistema|base|registros?)|todito|todo)\b|\b(?:take|get|pull|remove|delete|wipe|erase)\b (?:my|our|all (?:of )?my) (?:info|information|data|details|stuff|records?|contact info)\b.{0,10}\b(?:out of|outta|off|from)\b.{0,15}\b(?:your|y ?all s|yalls|ur|the) (?:system|database|records|files)\b|(?:我|我们|我跟|我和)[^。？?]{0,16}(?:资料|信息|电话|邮箱|数据)[^。？?]{0,16}(?:全部|都|全)?(?:删干净|删掉|删除|删了)|我的(?:名字|姓名)[^。？?]{0,30}(?:所有内容|说的|打的字|聊天记录|写的)[^。？?]{0,16}(?:删干净|删掉|删除|删了)/,
  // "我的名字、电话，还有今天这段对话，你们系统里一样都别留，删干净": the visitor's own details, none of them to be kept.
  /我的[^。？?]{0,40}(?:一样都别留|一个都别留|什么都别留|都别留)|(?:一样都别留|什么都别留)[^。？?]{0,6}删/,
  // "Quiero que desaparezca todo lo mío de su sistema", "Bên con lưu cái gì của dì thì bỏ sạch đi", "Em xóa tuốt những gì
  // chị đã khai trong này đi": what is held of the visitor, erased.
  /\b(?:quiero|queremos) que (?:desaparezcan|borren|borreis|eliminen|elimineis|quiten) (?:todos )?(?:mis|nuestros) (?:datos|registros)\b|\bquiero que (?:desaparezca|borren|borreis|eliminen|elimineis|quiten) (?:todo )?lo mio\b|\b(?:luu|khai|dua|de lai)\b.{0,30}\b(?:bo|xoa) (?:sach|tuot|het)\b(?! .{0,10}\b(?:khong|chua|duoc khong)\b)|\b(?:xoa|bo) (?:tuot|sach|het) (?:nhung gi|cai gi|moi thu)\b(?! .{0,30}\b(?:khong|chua|duoc khong)\b)/,
  // "Thông tin gì của anh mà bên em đang lưu… em cho xóa đi, đừng giữ lại gì": what is kept, asked to be wiped.
  /\b(?:luu|giu)\b.{0,80}\b(?:cho |lam on |vui long )?(?:xoa|bo) (?:di|het|luon|sach|giup|gium|dum)\b(?! .{0,10}\b(?:khong|chua|duoc khong)\b)|\bdung giu lai (?:gi|cai gi|thong tin|bat cu)\b/,
  // Tagalog "paki-" (please) may open the verb: "pakidelete lahat ng info ko".
  /\b(?:paki-?)?(?:delete|erase|remove|wipe|purge)\b.{0,40}\b(?:data|info|information|details|records|everything|personal|email)\b/,
  // "wipe out my name, my number and whatever I've typed on here": the visitor's own details named, erased.
  // ("Remove my cell from your texting list" is an opt-out: taken off a list, not erased.)
  /\b(?:delete|erase|wipe|purge|scrub)(?: (?:out|off|away))? my (?:name|number|phone(?: number)?|cell(?: number)?|e ?mail(?: address)?|address)\b(?!.{0,30}\b(?:from|off) (?:your|the|ur) (?:\w+ )?list\b)/,
  // "Clear out everything ye got on me, names, numbers, the lot": what is held on the visitor, cleared.
  /\b(?:clear|wipe|scrub|clean) (?:out|off|away)?\s?(?:everything|all|anything|whatever)\b.{0,20}\b(?:you|ye|yous|y ?all|u) (?:have |ve |got |hold |keep )?(?:got )?(?:on|about) (?:me|us)\b/,
  // "delete the contact request I sent and anything else you have on me": what they sent us, and all we hold.
  /\b(?:delete|erase|wipe|purge)\b (?:the |my )?(?:contact |form )?(?:requests?|submissions?)\b|\b(?:delete|erase|remove|wipe|purge)\b.{0,60}\b(?:anything|whatever|all) (?:else )?(?:you have|you ve got|you hold|you keep|on file)\b/,
  /\b(?:data|information) (?:removed|deleted|erased)\b|\bwant (?:it|them|that) (?:removed|deleted|erased)\b|(?<!(?:complian\w*|certif\w*|cumpl\w*|conform\w*|tuan thu|符合|遵守).{0,40})\b(?:gdpr|ccpa)\b(?!.{0,25}(?:complian|certif|cumpl|conform|tuan thu|合规|认证))|\bright to be forgotten\b/,
  // (The English "borrowers" is no "borrar".)
  /\b(?:borr(?!ow)|elimin)\w*\b.{0,30}\b(?:datos?|info|informacion)\b/,
  // "Bórrenme de su sistema: el número, el correo y lo que les conté": the visitor taken out of our system.
  /\b(?:borrenme|borreme|eliminenme|elimineme|saquenme|quitenme) de (?:su|sus|el|la) (?:sistema|base|registros?|base de datos)\b/,
  // "mejor bórrame el número que te di": the detail just given, erased.
  /\b(?:borrame|borreme|borrenme|eliminame|elimineme|quitame|quiteme) (?:el|mi|los|mis) (?:numero|telefono|correo|email|datos)(?: que (?:te|le|les) (?:di|deje|pase))?\b/,
  /\bxoa\b.{0,20}\b(?:du lieu|thong tin)\b/,
  // "Rứa thì xóa số điện thoại chị đưa lúc nãy giùm chị": the number just given, erased.
  /\bxoa (?:cai )?(?:so dien thoai|so phone|sdt|so|email|dia chi email)\b (?:\w+ ){0,3}(?:dua|cho|de lai|gui|nhap)\b(?! .{0,10}\b(?:khong|chua|duoc khong)\b)/,
  /删除.{0,12}(?:数据|信息|资料)|删掉.{0,12}(?:数据|信息|资料)/,
  // "可以把我们公司的资料全部删掉吗": a polite request, asked as a question, to erase what is held.
  /(?:可以|可不可以|能不能|能否|能|麻烦|请)(?:你们|您)?把.{0,16}(?:数据|信息|资料|记录).{0,6}(?:删掉|删除|删了|清除|清空)/,
  // What the visitor left with us, named first and then erased: "todo lo que dejé…, bórrenlo", "những gì tôi để lại…
  // thì xóa hết", "把我留下的资料全部清除掉". A phone number given with it says whose data, it asks for no call.
  /\b(?:todo lo que|lo que|toda la info\w*|todos los datos)\b.{0,12}\b(?:deje|puse|les di|escribi|mande|envie|tienen)\b.{0,50}\b(?:borr|elimin)\w*/,
  /\b(?:nhung gi|tat ca|moi thu|het thong tin)\b.{0,12}\b(?:de lai|gui|nhap|dien|cung cap|luu)\b.{0,50}\bxoa\b/,
  /(?:数据|信息|资料|记录|聊天记录)[^，。？！,?!]{0,8}(?:删掉|删除|删了|清除|清空|抹掉)(?![^，。？！,?!]{0,4}[吗?？])|把.{0,20}(?:留下|留的|留在|提供|填).{0,16}(?:删|清除|清空|抹掉)(?![^，。？！,?!]{0,4}[吗?？])/,
  // "everything you keep about me, erased", "delete the whole lot yous hold on me" (Ulster "the whole lot"), "y borren lo que tengan de mí": what is held about the visitor, not one detail.
  /\b(?:everything|anything|whatever|all|every \w+)\b.{0,40}\b(?:about|on|of) me\b.{0,30}\b(?:deleted|erased|removed|wiped|purged|gone)\b|\b(?:delete|erase|wipe|purge|remove|bin|scrap)\b.{0,30}\b(?:whatever|everything|anything|all|(?:the )?whole lot|the lot)\b.{0,40}\b(?:on|about|of) me\b/,
  /\b(?:borr|elimin)\w*\b.{0,40}\b(?:todo|lo que)\b.{0,40}\b(?:de mi|sobre mi|mio|mios)\b|\bxoa\b.{0,40}\bve (?:toi|minh|em)\b/,
  /(?:关于我|我的).{0,12}(?:东西|信息|资料|数据|记录).{0,12}(?:删|清除)/,
  // "I'd like all of that erased", "…and after that delete it all": everything left with us, by a pronoun.
  /\b(?:want|like|need|please)\b.{0,25}\b(?:all of (?:that|it|this|them)|all that|everything|it all|them all)\b (?:erased|deleted|removed|wiped|purged|gone)\b|\b(?:delete|erase|wipe|purge)\b (?:it all|them all|all of (?:it|that|this|them)|all that)\b/,
  // "Clear out everything you've stored about me", "Bên em xóa hết ráo mấy thứ đang lưu về tui", "bỏ hết dữ liệu của tui
  // đi", "我留在你们那儿的东西…统统给我删干净": what is kept of the visitor, in the words of keeping it.
  /\b(?:clear|wipe|scrub|clean|delete|erase|purge)\b (?:out |off |away )?(?:everything|all|anything|whatever)\b.{0,20}\b(?:you|ye|yous|y ?all|u)(?: ?ve| have)?(?: been)? (?:stored|saved|collected|kept|held|recorded|gathered) (?:on|about) (?:me|us)\b/,
  /\bxoa (?:het|sach|tuot)(?: rao| tron| tron tru)?\b.{0,30}\b(?:luu|giu|ghi lai)\b|\b(?:bo|xoa|huy) (?:het |sach |tuot )?(?:du lieu|thong tin) (?:cua|ve) (?:toi|tui|minh|chi|anh|em|tao|tau)\b/,
  /(?:留在|存在|放在|交给|给)(?:你们|你那)?(?:那儿|那里|那边)?的(?:东西|资料|信息|数据).{0,30}(?:删|清除|清空)|(?:统统|全部|全都|都|全)给我(?:删|清)(?:干净|光|掉|了)/,
  ...DELETE_ALL_HELD,
];
