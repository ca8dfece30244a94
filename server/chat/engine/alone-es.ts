// A person working alone, as Spanish says it beyond "agente independiente" (topics.ts reads the rest): "lo hago todo
// yo solita", "me encargo de todo sola", "atiendo solito", "sin nadie que me ayude", "no tengo a nadie", "soy yo nomás",
// "mi compadre es agente él solito". Text is folded (no accents, lower case).
// "Solito/solita" and "sola" always say alone of their subject; "solo" also means "only" ("hago solo rentas"), so it
// counts only at the end of its clause. Of a thing ("la IA contesta solita", "se borra sola") nothing is said of a
// person: the verbs read here are a person's handling of their work, or a pronoun stands for the person.

// Handling the work: "lo hago (todo) (yo) sola", "hago todo solito", "me encargo de todo yo sola", "lo manejo solo.".
const HANDLING = "(?:(?:lo|la|los|las) )?(?:hago|manejo|llevo|atiendo|administro|muevo|saco|resuelvo|me encargo(?: de todo)?|me las arreglo|me la rifo|me la juego)";
const ALONE = "(?:sol(?:it)?a|solit[oa]|solo(?=\\s*[,.;:!?)]|\\s*$| (?:por (?:ahora|el momento|lo pronto|mi cuenta)|desde|en|y|pero|con mi|sin)\\b))";
const BY_HANDLING = `\\b${HANDLING} (?:(?:todo|toda|todito|todas?|todos) )?(?:(?:yo|yo mism[oa]) )?${ALONE}`;
// A pronoun with the diminutive, never said of a thing: "él solito", "ella solita", "yo solita", "yo sola".
const PRONOUN_ALONE = "\\b(?:el solito|ella solita|yo solit[oa]|todo solit[oa])\\b";
// Nobody to help: "sin nadie que me ayude", "no tengo (a) nadie (que me ayude)", "nadie me ayuda", "sin ayuda de nadie",
// "sin asistente ni equipo", "no tengo asistente".
const NOBODY = "\\b(?:sin nadie(?: que (?:me|le|la|lo) ayude)?|no (?:tengo|tiene) (?:a )?nadie|nadie me ayuda|sin ayuda de nadie|sin (?:asistente|ayudante|personal|empleados)|no (?:tengo|tiene) (?:asistente|ayudante|personal|empleados))\\b";
// Only me: "soy yo nomás", "somos yo y nadie más", "nada más yo", "solamente yo" at the end of the clause.
const ONLY_ME = "\\b(?:soy (?:yo )?(?:nomas|nada mas|nada mas yo|solamente)|(?:somos|es) (?:yo )?(?:nomas|nada mas|solamente) yo|(?:nomas|nada mas|solamente|unicamente) yo(?=\\s*[,.;:!?)]|\\s*$| (?:por (?:ahora|el momento)|en la oficina|en el negocio)\\b)|yo y nadie mas)";

// Working alone in slang verbs topics.ts does not list: "va a currar ella sola", "jala él solo en Katy".
const SLANG_WORK = `\\b(?:curr|jal|bregu?)\\w* (?:(?:el|ella|yo) )?${ALONE}`;
// On one's own account: "va por libre", "trabaja por libre", "como autónoma", "de freelance".
const ON_OWN = "\\b(?:(?:va|voy|vas|van|ir|iria|trabaja|trabajo|trabajar|curra|curro|currar|anda|ando|esta|estoy|sigue|sigo|empieza|empiezo) (?:\\w+ )?por libre|(?:como|de) (?:agente )?(?:autonom[oa]|freelance|independiente))\\b";
// Just licensed, the visitor or someone else (a new licensee starts alone): "se acaba de sacar la licencia", "acaba de
// sacarse la licencia", "recién licenciada", "le acaban de dar la licencia".
const NEW_LICENSE = "\\b(?:(?:acaba|acabo|acaban|acabamos) de (?:sacar(?:se|me|le)?|obtener|conseguir|recibir|dar(?:le|me)?) (?:la |su |mi )?licencia|(?:se|me|le) (?:acaba de sacar|acabo de sacar|acaban de dar|saco|ha sacado|he sacado|han dado|dieron) (?:la |su |mi )?licencia|recien (?:licenciad[oa]|sacad[oa] la licencia|aprobad[oa])|(?:acaba|acabo) de (?:licenciarse|licenciarme|recibirse|recibirme)|se (?:acaba|acabo) de licenciar)\\b";
// Getting by on one's own: "se las va a arreglar por su cuenta", "me las arreglo sola".
const GETS_BY = "\\b(?:se|me) las (?:va a |voy a |vamos a |tiene que |tengo que )?arregl\\w* (?:por (?:su|mi) cuenta|sol[oa]|solit[oa])\\b";

export const ALONE_ES = new RegExp(`${BY_HANDLING}|${PRONOUN_ALONE}|${NOBODY}|${ONLY_ME}|${SLANG_WORK}|${ON_OWN}|${NEW_LICENSE}|${GETS_BY}`);
