import { offersOrTurnsToUs } from "./everyday-asks.ts";

// Work asked of the assistant now, on the visitor's own material (docs/decisions/015), beside tasks-asked.ts: one
// listing text for a house described, a translation of their document, their contract, lease or budget drawn up.
// The act decides; our words around it only fill it ("in Google Sheets", "a listing description"). A question about
// what our AI does ("can your AI write listing descriptions?", "does the AI translate my listings?", "can you connect
// Google Sheets?") has no house described, no document of theirs and no one piece asked for, and stays a question.
// Rules run on folded text.

// "Can your AI…", "does the assistant…", "¿la IA…?", "trợ lý có…", "你们的AI能…": our product is the subject.
const OUR_SUBJECT = /\b(?:(?:your|the|ur|y'?all'?s?) (?:ai|a\.i|assistant|bot|chatbot|system|agent|voice ai|software|tool)|(?:la|su|el) (?:ia|asistente|bot|sistema)|(?:tro ly|he thong|ai|chatbot) (?:ben (?:ban|anh|chi|em)|cua (?:ban|anh|chi|cac ban))?\s*co)\b|(?:你们|贵司)的?(?:AI|ai|助手|机器人|系统)/;

// One piece of writing for a house the visitor describes: "write me a listing description for a 3/2 in Katy",
// "escríbeme una descripción para una casa de 3 recámaras", "viết giúp em mô tả căn nhà 3 phòng ngủ", "帮我写一段3室2卫的房源描述".
const WRITE_ONE = [
  /\b(?:write|draft|compose|craft|whip up|put together|come up with)\s+(?:me|us|for me|for us)?\s*(?:a|an|one|the)\s+([^.;!?]{2,140})/,
  /\b(?:escribeme|escribame|escribenos|redactame|redacteme|hazme|hagame|haganme|ayudame a (?:escribir|redactar)|ayudeme a (?:escribir|redactar)|me (?:ayudas|ayuda|ayudan) a (?:escribir|redactar)|(?:me |nos )?(?:puedes|puede|pueden|podrias|podria|podrian) (?:escribir|redactar)(?:me|nos)?)\s+(?:un|una|el|la)\s+([^.;!?¿¡]{2,140})/,
  /\b(?:viet|soan)\s+(?:giup|gium|dum|ho|cho)\s+(?:(?:em|toi|minh|chi|anh|tui)\s+)?(?:mot\s+|1\s+)?(?:doan\s+|bai\s+|cai\s+|la\s+)?([^.;!?]{2,120})/,
  /(?:帮我|给我|替我|帮忙|请你?)(?:写|编|起草|拟)(?:一)?(?:段|篇|份|个|则|封|条|句)?([^。？！?!；]{2,60})/,
];
// A length asked ("300 words", "500字") asks for one piece of writing, not what our AI does.
const HOUSE_DESCRIBED =
  /\b\d\s?\/\s?\d(?:\.\d)?\b|\b\d+\s?(?:bed|beds|bedroom|bedrooms|br|bd|bath|baths|ba|car|sq\s?ft|sqft|square feet|recamaras?|habitaciones|cuartos|banos|phong ngu|pn|phong tam|wc)\b|\b(?:for|about|para|sobre|cho|ve)\s+(?:a|an|my|our|this|the|una?|mi|esta|este|can|cai)\s+(?:\w+\s+){0,2}?(?:new build|house|home|condo|townhome|townhouse|bungalow|duplex|ranch|casa|propiedad|departamento|nha|can ho)\b|\bmake it (?:pop|shine|sound|catchy|sell)\b|\b(?:garage|backyard|pool|cochera|alberca|piscina|gara|ho boi)\b|\d\s?(?:室|卫|房|厅)|车库|泳池|这套房|这栋房|\b\d{2,4}[ -]?(?:words?|palabras|chu|tu)\b|\d{2,4}\s*字/;
// Or one piece for an occasion or a person of theirs, shaped as they want it: "a caption for my open house, make it
// fun", "a polite e-mail to a buyer turning down a counter-offer, two paragraphs", "un correo amable para mi inquilino
// agradeciéndole", "email lịch sự gửi người bán để từ chối", "一封礼貌的邮件给买家，婉拒还价". The same piece about an
// offering of ours ("a short summary of the Growth package") stays a question.
const OCCASION = /\bopen ?houses?\b|\bcasa abierta\b|\bnha mo cua\b|开放日|看房日/;
const PURPOSE =
  /\b(?:declin\w*|turn(?:s|ing)? (?:it |them |him |her )?down|reject\w*|refus\w*|accept\w*|countering|apologi[sz]\w*|thank\w*|congratulat\w*|welcom\w*|announc\w*|rechaz\w*|acept\w*|agradec\w*|disculp\w*|felicit\w*|anunci\w*|tu choi|xin loi|cam on|chuc mung|chap nhan)\b|拒绝|婉拒|回绝|感谢|道歉|祝贺|宣布/;
const TONE =
  /\b(?:polite|friendly|firm|formal|casual|funny|hype|catchy|punchy|professional|warm|heartfelt|short|brief|cheerful|upbeat|amable|cortes|educad[oa]|cort[oa]|breve|divertid[oa]|lich su|ngan gon|than thien|trang trong|hai huoc)\b|礼貌|客气|正式|热情|有趣|简短|吸引人/;
const LENGTH =
  /\b(?:one|two|three|four|five|a few|\d+)\s+(?:short\s+|brief\s+)?(?:paragraphs?|sentences?|lines|bullets?|bullet points?)\b|\b(?:uno|dos|tres|cuatro|cinco|\d+)\s+(?:parrafos?|oraciones|lineas)\b|\b(?:mot|hai|ba|bon|nam|\d+)\s+(?:doan|cau|dong)\b|[一二两三四五\d]+(?:段|句|行)(?!业)/;
// A post for a social network ("a LinkedIn post congratulating our new agent", "un post de Instagram felicitando…",
// "bài đăng Facebook chúc mừng…", "一条朋友圈祝贺…") is their piece, not our blog's: the word "post" names no offering there.
const SOCIAL_POST = /\b(?:(?:linkedin|facebook|fb|instagram|insta|ig|tiktok|twitter|threads|social media|social)\s+(?:posts?|captions?|updates?)|(?:posts?|publicacion(?:es)?|captions?) (?:de|para|en) (?:linkedin|facebook|fb|instagram|insta|ig|tiktok|twitter|redes sociales|redes)|(?:bai dang|status|stt|caption) (?:tren |len )?(?:linkedin|facebook|fb|instagram|insta|ig|tiktok|zalo))\b|朋友圈|领英|脸书/g;
const shapedForThem = (object: string): boolean => [OCCASION, PURPOSE, TONE, LENGTH].some((p) => p.test(object)) && !offersOrTurnsToUs(object.replace(SOCIAL_POST, " "));
const asksOnePiece = (text: string): boolean =>
  !OUR_SUBJECT.test(text) &&
  WRITE_ONE.some((frame) => {
    const object = frame.exec(text)?.[1] ?? "";
    return HOUSE_DESCRIBED.test(object) || shapedForThem(object);
  });

// Their document translated: "translate this lease into Spanish for me", "¿me ayudas a traducir este contrato?",
// "dịch giúp em hợp đồng này", "帮我把这份合同翻译成中文". A document of theirs, "this" or a poem or song is what is translated.
const DOCUMENT = /\b(?:this|that|these|contracts?|leases?|agreements?|addend(?:um|a)|disclosures?|letters?|documents?|docs?|forms?|paragraphs?|pages?|emails?|e-mails?|texts?|messages?|este|esta|estos|estas|eso|esto|contratos?|arrendamientos?|documentos?|cartas?|formularios?|correos?|mensajes?|parrafos?|hop dong|van ban|tai lieu|la thu|thu nay|doan nay|cai nay|bieu mau|tin nhan|poems?|lyrics|poemas?|letra de \w+|bai tho|bai hat|loi bai hat)\b|合同|协议|租约|文件|信|邮件|这段|这份|这篇|表格|诗|歌词/;
const TRANSLATE = [
  /\b(?:(?:can|could|would|will) (?:you|u|ya)(?: please| pls| just)?|please|pls|help me|i need you to|go ahead and|^)\s*translate\s+([^.;!?]{2,80})/,
  /(?:^|[,]\s*)translate\s+([^.;!?]{2,80})/,
  /\b(?:traduceme|traducime|traduzcame|traduzcanme|traducenos|(?:me|nos) (?:ayudas|ayuda|ayudan|puedes|puede|pueden|podrias|podria) (?:a )?traducir|ayudame a traducir|ayudeme a traducir|(?:puedes|puede|pueden|podrias|podria|podrian) traducir(?:me|nos)?)\s+([^.;!?¿¡]{2,80})/,
  /\bdich\s+(?:giup|gium|dum|ho)\s+(?:(?:em|toi|minh|chi|anh|tui)\s+)?([^.;!?]{2,80})/,
  /(?:帮我|给我|替我|帮忙|请你?|你能|能不能|可以)把?([^。？！?!；]{1,30}?)(?:翻译|翻成|译成)/,
  /(?:帮我|给我|替我|帮忙|请你?)(?:翻译|翻)(?:一下)?([^。？！?!；]{1,30})/,
];
const asksATranslation = (text: string): boolean =>
  !OUR_SUBJECT.test(text) && TRANSLATE.some((frame) => DOCUMENT.test(frame.exec(text)?.[1] ?? ""));

// Their contract, lease, budget or plan drawn up: "can you build our HOA's annual budget in Google Sheets?", "hazme un
// contrato de arrendamiento", "soạn giúp em hợp đồng thuê nhà", "帮我写一份租房合同". Our service agreement is ours.
const THEIR_DOCUMENT = [
  /\b(?:(?:can|could|would|will) (?:you|u|ya)(?: please| pls| just)?|please|pls|help me|i need you to|go ahead and|^)\s*(?:write|draft|build|make|create|prepare|put together|draw up|do|whip up)\s+(?:me\s+|us\s+|for me\s+|for us\s+)?(?:a|an|our|my|the|this)\s+((?:[\w'’&-]+\s+){0,4}?(?:budgets?|contracts?|leases?|lease agreements?|rental agreements?|purchase agreements?|addend(?:um|a)|business plans?|resumes?|cover letters?|tax returns?|wills?|p&ls?|profit and loss\w*))\b/,
  /\b(?:hazme|hagame|haganme|redactame|redacteme|escribeme|preparame|armame|ayudame a (?:hacer|redactar|armar|preparar|escribir)|(?:me |nos )?(?:ayudas|ayuda|ayudan|puedes|puede|pueden|podrias|podria) (?:a )?(?:hacer|redactar|armar|preparar|escribir)(?:me|nos)?)\s+(?:un|una|el|la|mi|nuestro|nuestra)\s+((?:[\w]+\s+){0,3}?(?:presupuesto|contrato|arrendamiento|curriculum|plan de negocios|declaracion de impuestos))\b/,
  /\b(?:lam|soan|viet|lap|tao)\s+(?:giup|gium|dum|ho)\s+(?:(?:em|toi|minh|chi|anh|tui)\s+)?(?:mot\s+|1\s+)?(?:cai\s+|ban\s+)?((?:\w+\s+){0,2}?(?:hop dong|ngan sach|ke hoach kinh doanh|so yeu ly lich|cv))\b/,
  /(?:帮我|给我|替我|帮忙|请你?|你能|能不能|可以)(?:写|起草|拟|做|制作|编)(?:一)?(?:份|个|张)?([^，。？！?!,；]{0,14}(?:合同|租约|协议|预算|简历|商业计划))/,
];
const OUR_AGREEMENT = /\b(?:your|ustedes|su|cua ben|ben (?:ban|anh|chi))\b|service agreement|你们的|贵司/;
const asksTheirDocument = (text: string): boolean =>
  THEIR_DOCUMENT.some((frame) => {
    const object = frame.exec(text)?.[1];
    return object !== undefined && !OUR_AGREEMENT.test(object) && !offersOrTurnsToUs(object);
  });

/** The message asks the assistant to write one listing text, translate a document or draw up a contract or budget. */
export const asksWorkOnTheirs = (text: string): boolean => asksOnePiece(text) || asksATranslation(text) || asksTheirDocument(text);
