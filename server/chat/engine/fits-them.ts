// Whether our offering fits the visitor, asked of it: "is this something that would help me?", "would it work for
// someone like me?", "¿esto me serviría?", "cái này có giúp được em không?", "对我有用吗？". needs.ts answers it with
// whom we serve (a role they named says yes); off-topic.ts keeps it ours whatever trade the visitor names ("I'm a
// dentist, would this help me?" is told whom we build for, not refused as off-topic).
export const HELPS_ME = /\b(?:would|could|can|will|is|does|do) (?:this|it|that|you|y ?all|your (?:service|services|product|stuff|system|ai|agency)) (?:\w+ ){0,3}?(?:help|work for|be (?:useful|helpful|good|worth it|a (?:good )?fit|right) for|benefit|suit|make sense for) (?:me|us|my (?:business|team|brokerage|office|company)|someone like me|people like me|a (?:solo )?(?:agent|realtor|broker))\b|\bis (?:this|it) (?:for me|right for me|a fit for me)\b|\b(?:esto|eso|ustedes|lo que hacen) (?:me|nos) (?:serviria|sirve|ayudaria|ayuda|conviene|puede (?:servir|ayudar)|podria (?:servir|ayudar))\b|\b(?:co )?(?:giup|giup ich|phu hop|hop) (?:duoc |cho |voi )?(?:em|toi|minh|tui|anh|chi) (?:khong|ko|hong|hem)\b|对我(?:们)?有(?:用|帮助)|(?:适合|帮得到|帮到|帮得上)我(?:们)?(?:吗|不)/;

// The ask ends its clause: "would this help me?" asks of us, "can you help me find a good dentist?" asks something else.
// A closing particle may stand before the mark ("对我有用吗？").
const FITS_THEM = new RegExp(`(?:${HELPS_ME.source})\\s*(?:吗|嘛|么|呢|不)?\\s*(?:[?？.!。！]|$)`, "u");
export const asksIfItFitsThem = (text: string): boolean => FITS_THEM.test(text);
