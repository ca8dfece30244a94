// Spanish ways of saying what the English-only posts (and the Spanish version of the speed-to-lead post) say, read as
// the posts' own words (same shape as glossary-lines.ts's lines): a lead nobody answers ("si nadie contesta", "si el agente
// no contesta": the routing row's "no reply … nobody"); the team lead ("líder del equipo"); a lead handed on ("se le
// pasa", as glossary-posts.ts's "pasarle"); how long one waits ("se espera"); sending people to a page ("a qué página
// mandan a la gente": the hurricane post's "linking to"); an evacuation ordered ("ordenan evacuar": the row
// "Evacuation ordered", by "evacuation" alone, since "ordered" drew the contact form's SMS consent line to "si ordenan
// evacuar, ¿a quiénes les manda mensaje?").
// The newsletter's next issues ("los próximos números", "de qué iban a escribir"): the welcome post's "coming up in the
// next issues".
// Having it all set up ("cuándo hay que dejarlo todo montado": the hurricane post's "Set it up in May") and marking
// properties as at risk ("qué casas hay que marcar como de riesgo": its "Tag properties by risk").
// English phrases go in the Spanish column (it is read by commas), since the first column is single words, the site's own.

export const SPANISH_POST_LINES = `
next coming preview | proximos numeros, siguientes numeros, proximas ediciones, proximos boletines, proximas entregas, van a escribir, iban a escribir | |
reply nobody unanswered | nadie contesta, nadie le contesta, nadie responde, nadie atiende, no contesta, no le contesta, no responde, no atiende, no contestan, no responden | |
handoff | se le pasa, se lo pasa, se la pasa, le pasa el, lo pasa a | |
wait waits waiting | espera, esperan, esperar, se espera, esperarlo, esperarle | |
lead leader | lider, lideres, jefe de equipo | |
linking link | mandan gente, mandar gente, manda gente, mandamos gente, mandan inquilinos, manda inquilinos, los mandan, remiten, redirigen, redirigir | |
evacuation | ordenan evacuar, ordenan evacuacion, ordena evacuar, ordenaron evacuar | |
set | dejarlo todo montado, dejarlo montado, tenerlo todo montado, tenerlo montado, dejarlo todo listo, tenerlo todo listo, dejarlo listo, tenerlo listo | |
tag | marcar como, marcarlas como, marcarlos como, hay que marcar | |
`.trim().split("\n");
