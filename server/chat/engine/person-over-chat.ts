// A person of ours asked for, read on folded text (foldForRules).

// "Cho tớ hẹn một người gọi lại", "cô muốn có người bên cháu gọi điện bàn về…", "xếp một nhân viên liên hệ em nhé",
// "nhờ một tư vấn viên gọi lại": someone of ours booked to call the visitor back. Not someone calling in ("khi có người
// gọi đến…") nor calls the visitor's clients make.
export const VI_CALLBACK = /\b(?:muon|can|hen|xep|sap xep|nho|de nghi|xin)\s+(?:(?:giup|gium|dum|ho)(?: (?:em|toi|minh|to|tui|chau|co|chu|anh|chi))?\s+)?(?:(?:cho )?co\s+)?(?:mot |1 )?(?:nguoi|nhan vien|tu van vien|chuyen vien|ai do|ban nao)(?: (?:ben|cua|o ben|ben phia|phia) (?:ban|anh|chi|em|chau|cac ban|con|cong ty|minh|may ban|tui bay))?\s+(?:goi|lien he|lien lac|call)(?: dien(?: thoai)?| lai)*\b(?! (?:den|toi|vao|toi van phong)\b)/;

// "chat thế này đâm ra mất thời gian", "typing back and forth is a waste of time", "por chat se pierde mucho tiempo",
// "打字聊天太浪费时间", or the visitor is tired of the machine: chatting here is slow, the reason given for asking for a person, not a complaint about our service.
const CHAT_GRIPE = new RegExp(
  [
    /\b(?:this |the )?(?:chat(?:ting)?|typing|texting back and forth|(?:talking|chatting) (?:to|with) (?:a |the |this )?(?:bot|machine|robot))\b.{0,20}\b(?:waste of (?:my |our )?time|(?:so |too )?slow|takes? (?:too long|forever))\b/.source,
    /\b(?:el |este |por )?chat(?:ear)?\b.{0,20}\b(?:perdida de tiempo|pierd\w+ (?:el |mucho |mi )?tiempo|(?:muy |tan )?lento|tarda (?:mucho|demasiado))\b/.source,
    /\b(?:chat|nhan tin|go phim|go chu|ngoi go|noi chuyen voi (?:may|bot|chatbot))\b.{0,25}\b(?:mat thoi gian|mat cong|lau qua|cham qua|lau lam|ton thoi gian|phi thoi gian)\b/.source,
    /(?:聊天|打字|跟机器人聊|在这里聊).{0,8}(?:浪费时间|太慢|太费时间|费时间)/.source,
    // "ya me cansé de escribirle a un programa", "I'm tired of typing to a bot", "不跟机器说了": tired of the machine.
    /\b(?:ya )?(?:me canse|estoy cansad[oa]|me harte) de (?:escribirle|hablarle|chatear|hablar|escribir) (?:a |con )?(?:un |una |este |esta |el |la )?(?:programa|maquina|robot|bot|computadora)\b|\b(?:im|i m|i am) (?:tired|sick) of (?:typing|talking|chatting) (?:to|with) (?:a |the |this )?(?:bot|machine|robot|program|computer)\b/.source,
    /(?:不跟|不和|不想跟|不想和)(?:机器|机器人|电脑)(?:人)?(?:说|聊|讲)了?/.source,
  ].join("|"),
  "g",
);

/** The message without a remark that chatting is slow, when a person is asked for (the remark is its reason). */
export const withoutChatGripe = (text: string, asksPerson: boolean): string => (asksPerson ? text.replace(CHAT_GRIPE, " ") : text);
