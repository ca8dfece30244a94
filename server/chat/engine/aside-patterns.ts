// Clauses that put something aside or turn to what the visitor is really after, in the four languages (folded).

// "Voice AI can wait", "forget Growth for now", "dejemos Voice AI para después", "gói Growth tính sau", "先不谈Voice AI":
// an offering put aside, in a clause that asks nothing, is not what the visitor asks about.
export const DEFERS = /(?:跟|和|与)你们(?:无关|没关系|没有关系)|\b(?:nothing to do with (?:you|this)|unrelated|no tiene (?:nada )?que ver|khong lien quan|can wait|later|for now|aside|forget|skip|not now|never ?mind|hold off|despues|luego|mas tarde|olvid\w*|dejemos|dejamos|por ahora|de momento|tinh sau|de sau|sau nha|sau di|khoan|chua ban|bo qua|gac lai|noi sau|(?:cung )?khong can|don'?t need|no (?:lo )?necesito|no me interesa|no quiero|don'?t want|khong muon|before we (?:talk|get into|discuss|go into)(?: about)?|antes de hablar de)\b|先不|不想|以后再|再说(?!一(?:次|遍|下)|一遍)|不谈|别说|先别|暂时不|回头再|不需要|不用了/;
// Putting something aside in so many words ("Katy can wait", "de eso después no": "later" alone is often "add it later?").
export const SETS_ASIDE = /(?:跟|和|与)你们(?:无关|没关系|没有关系)|\b(?:nothing to do with (?:you|this)|unrelated|no tiene (?:nada )?que ver|khong lien quan|can wait|for now|aside|not now|never ?mind|hold off|forget (?:the |about (?:the )?)?\w+ (?:a sec|a second|for a (?:sec|second|minute|moment))|dejemos|por ahora|de momento|tinh sau|de sau|noi sau|gac lai|bo qua|khong can|don'?t need|no necesito)\b|先不|以后再说|再说(?!一(?:次|遍|下)|一遍)|不需要/;
// "Market Dashboard sounds good, but first: …?": the offering is put aside for the question that follows.
export const BUT_FIRST = /^[\s\p{P}]*(?:(?:but|pero|nhung|ma) )?(?:first|primero|antes|truoc het|truoc da|truoc)[\s\p{P}]*$|^[\s\p{P}]*(?:但是|不过|可是)?先[\s\p{P}]*$/u;
// "…, but …" / "…, pero …": what comes after the turn is what the visitor is after.
export const BUT_TURN = /^(?:but|pero|nhung|ma|though|however)\b|^(?:但是|不过|可是|但)/u;
// An emoji closes a clause as a full stop would ("full of poyo 😅 not asking the price: …").
export const CLAUSE = /(?<=[,;:，；：])\s*|(?<=[.!。！\p{Extended_Pictographic}])\s+/u;
