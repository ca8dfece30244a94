// Peninsular Spanish speaks to the agency as vosotros ("¿tenéis algo escrito…?", "¿os desentendéis o seguís
// revisando?", "¿qué decís en vuestro artículo?"); the rules read Spanish as the Americas write it, in ustedes
// (docs/decisions/064). Folded text (no accents, lower case) has its vosotros verbs, pronouns and possessives said as
// ustedes before any rule reads it, so every Spanish rule hears both. Only whole words of this table change: "seis",
// "país" or "dieciséis" stay as they are, and past or future forms ("escribisteis", "haréis"), which the rules read as
// they are, are not in it.

export const VOSOTROS_WORDS: Record<string, string> = {
  // -ar
  trabajais: "trabajan", cobrais: "cobran", mandais: "mandan", enviais: "envian", usais: "usan", guardais: "guardan",
  borrais: "borran", montais: "montan", conectais: "conectan", instalais: "instalan", revisais: "revisan", cuidais: "cuidan",
  hablais: "hablan", estais: "estan", dais: "dan", ayudais: "ayudan", manejais: "manejan", llamais: "llaman",
  contestais: "contestan", preguntais: "preguntan", necesitais: "necesitan", tardais: "tardan", dejais: "dejan",
  publicais: "publican", organizais: "organizan", programais: "programan", agendais: "agendan", gestionais: "gestionan",
  integrais: "integran", automatizais: "automatizan", ocupais: "ocupan", encargais: "encargan", quedais: "quedan",
  tratais: "tratan", cambiais: "cambian", mirais: "miran", buscais: "buscan", recomendais: "recomiendan",
  pensais: "piensan", contais: "cuentan", empezais: "empiezan", cerrais: "cierran", encontrais: "encuentran",
  probais: "prueban", mostrais: "muestran", avisais: "avisan", notificais: "notifican", aceptais: "aceptan",
  pasais: "pasan", sacais: "sacan", olvidais: "olvidan", entregais: "entregan", formais: "forman", calculais: "calculan", explicais: "explican",
  // -er
  teneis: "tienen", podeis: "pueden", quereis: "quieren", haceis: "hacen", poneis: "ponen", sabeis: "saben",
  ofreceis: "ofrecen", conoceis: "conocen", traeis: "traen", veis: "ven", entendeis: "entienden", atendeis: "atienden",
  desentendeis: "desentienden", volveis: "vuelven", devolveis: "devuelven", soleis: "suelen", encendeis: "encienden",
  leeis: "leen", respondeis: "responden", vendeis: "venden", debeis: "deben", creeis: "creen", meteis: "meten",
  prometeis: "prometen", cogeis: "cogen", recogeis: "recogen", manteneis: "mantienen",
  // -ir, and ser, ir
  decis: "dicen", pedis: "piden", seguis: "siguen", incluis: "incluyen", escribis: "escriben", recibis: "reciben",
  vivis: "viven", sois: "son", vais: "van", subis: "suben", permitis: "permiten", cumplis: "cumplen",
  compartis: "comparten", abris: "abren", sugeris: "sugieren", preferis: "prefieren", servis: "sirven", elegis: "eligen",
  // pronouns and possessives
  vosotros: "ustedes", vosotras: "ustedes", vuestro: "su", vuestra: "su", vuestros: "sus", vuestras: "sus", os: "les",
};

const WORD = new RegExp(`\\b(?:${Object.keys(VOSOTROS_WORDS).join("|")})\\b`, "g");
// "os" before a verb said to vosotros is that verb's own (reflexive: "¿os desentendéis?" → "¿se desentienden?"); before
// any other verb it is the people spoken to ("si os pido una copia" → "si les pido").
export const REFLEXIVE_OS = new RegExp(`\\bos (?=(?:${Object.keys(VOSOTROS_WORDS).filter((w) => /(?:ais|eis|is)$/.test(w)).join("|")})\\b)`, "g");

/** Folded text with its vosotros words said as ustedes ("¿tenéis…?" → "¿tienen…?"). */
export const asUstedes = (folded: string): string => folded.replace(REFLEXIVE_OS, "se ").replace(WORD, (w) => VOSOTROS_WORDS[w] ?? w);
