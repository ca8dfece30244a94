// Offline chat engine evaluation (docs/decisions/003): `node scripts/eval-chat.ts` (add --verbose for every miss).
import { createChatEngine } from "#server/chat/engine/engine.ts";
import { evaluate, evaluateMultilingual } from "#server/chat/engine/evaluation.ts";
import { sampleFacts } from "#server/chat/engine/sample-facts.ts";
import { blindProbeItems, evaluateVisitors, probe2Items, probe3Items, probeMessages } from "#server/chat/engine/evaluation-visitors.ts";
import type { Row } from "#server/chat/engine/evaluation-visitors.ts";

const verbose = process.argv.includes("--verbose");
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

const engine = await createChatEngine();
const report = evaluate(engine, sampleFacts);
const { heldout, language, packagePrice, facts, wrongFacts } = report;
const multilingual = evaluateMultilingual(engine, sampleFacts);

console.log(`Held-out intent accuracy: ${pct(heldout.correct, heldout.total)} (${heldout.correct}/${heldout.total}; target >= 90%)`);
for (const [lang, r] of Object.entries(heldout.byLanguage)) console.log(`  ${lang}: ${pct(r.correct, r.total)} (${r.correct}/${r.total})`);
console.log(`Held-out language detection: ${pct(language.correct, language.total)} (${language.correct}/${language.total})`);
console.log(`Replies stating a package price: ${pct(packagePrice.stating, packagePrice.replies)} (${packagePrice.stating}/${packagePrice.replies}; must be 0)`);
console.log(`Fact questions answered with the right fact: ${pct(facts.correct, facts.total)} (${facts.correct}/${facts.total})`);
console.log(`Replies with wrong or invented facts: ${pct(wrongFacts.withWrongFacts, wrongFacts.replies)} (${wrongFacts.withWrongFacts}/${wrongFacts.replies}; must be 0)`);

// Not part of the exit code: these languages are measured so a target can be set from real figures later.
const ml = multilingual;
console.log(`\nVietnamese and Chinese (measured, no target yet):`);
console.log(`  Intent accuracy: ${pct(ml.intent.correct, ml.intent.total)} (${ml.intent.correct}/${ml.intent.total})`);
for (const [lang, r] of Object.entries(ml.intent.byLanguage)) console.log(`    ${lang}: ${pct(r.correct, r.total)} (${r.correct}/${r.total})`);
console.log(`  Language detection: ${pct(ml.language.correct, ml.language.total)} (${ml.language.correct}/${ml.language.total})`);
for (const [lang, r] of Object.entries(ml.language.byLanguage)) console.log(`    ${lang}: ${pct(r.correct, r.total)} (${r.correct}/${r.total})`);
console.log(`  Replies stating a package price: ${pct(ml.packagePrice.stating, ml.packagePrice.replies)} (${ml.packagePrice.stating}/${ml.packagePrice.replies})`);

const show = (title: string, lines: string[]): void => {
  if (lines.length === 0) return;
  console.log(`\n${title}:`);
  for (const line of verbose ? lines : lines.slice(0, 10)) console.log(`  ${line}`);
  if (!verbose && lines.length > 10) console.log(`  … ${lines.length - 10} more (--verbose)`);
};
show("Intent misses", heldout.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Language misses", language.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Fact misses", facts.misses.map((m) => `${m.text} — missing ${m.expected} — got ${m.got}`));
show("Package price statements", packagePrice.examples);
show("Wrong facts", wrongFacts.examples);
show("Vietnamese/Chinese intent misses", ml.intent.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Vietnamese/Chinese language misses", ml.language.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Vietnamese/Chinese package price statements", ml.packagePrice.examples);

// The realistic visitor set, judged on replies and recorded state (server/chat/engine/evaluation-visitors.ts).
const visitors = evaluateVisitors(engine, sampleFacts);
const table = (title: string, rows: Map<string, Row>): void => {
  console.log(`\n| ${title} | messages | right | package-price statements | invented facts | lead capture |`);
  console.log("|---|---|---|---|---|---|");
  for (const [key, r] of [...rows, ["all", visitors.all] as const]) {
    const lead = r.leadExpected > 0 ? `${r.leadCaptured}/${r.leadExpected}` : "–";
    console.log(`| ${key} | ${r.total} | ${pct(r.right, r.total)} (${r.right}) | ${r.price} | ${r.invented} | ${lead} |`);
  }
};
console.log(`\nRealistic visitor set: ${visitors.all.total} labelled messages, ${visitors.dialogues.total} dialogues (${visitors.dialogues.right} right end to end)`);
table("kind", visitors.byKind);
table("language", visitors.byLanguage);
if (process.argv.includes("--confusion")) {
  console.log("\nDialogue acts, expected → got:");
  for (const [pair, n] of [...visitors.confusion].sort((a, b) => b[1] - a[1])) console.log(`  ${pair}: ${n}`);
}
show("Visitor-set misses", visitors.misses);

// Written after the engine and never tuned on: no target, a measure of how far the engine generalises.
const probe = evaluateVisitors(engine, sampleFacts, probeMessages());
console.log(`\nProbe set (written after the engine, not tuned on): ${pct(probe.all.right, probe.all.total)} right (${probe.all.right}/${probe.all.total}), ${probe.all.price} package-price statements, ${probe.all.invented} invented facts`);
for (const [lang, r] of probe.byLanguage) console.log(`  ${lang}: ${pct(r.right, r.total)} (${r.right}/${r.total})`);
show("Probe misses", probe.misses);

// Blind probe 2 (H7): written before the changes it measured, never trained on; no target, reported per kind and language.
// Its first-run figure (65.5 %) is the honest one for unseen phrasing; the engine was then fixed by kind against its misses.
const probe2 = evaluateVisitors(engine, sampleFacts, probe2Items());
console.log(`\nBlind probe 2 (written before the changes it measured; never trained on; first run 65.5 %, its misses then fixed by kind): ${pct(probe2.all.right, probe2.all.total)} right (${probe2.all.right}/${probe2.all.total}), ${probe2.all.price} package-price statements, ${probe2.all.invented} invented facts, ${probe2.dialogues.right}/${probe2.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe2.byKind], ["language", probe2.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 2 misses", probe2.misses);
const probe3 = evaluateVisitors(engine, sampleFacts, probe3Items());
console.log(`\nFresh check 3 (written after the probe-2 fixes; never trained on; first run 81.6 %, its misses then fixed by kind): ${pct(probe3.all.right, probe3.all.total)} right (${probe3.all.right}/${probe3.all.total}), ${probe3.all.price} package-price statements, ${probe3.all.invented} invented facts`);
console.log(`  by language: ${[...probe3.byLanguage].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
show("Fresh check 3 misses", probe3.misses);

// Blind probes 4 and later: each written blind by a new writer before the engine changes it measures, scored once at
// the commit named here (its first-run figure is the honest one for unseen phrasing), never trained on; reported by
// kind and language. Not part of the exit code.
// `tuned`: its misses have since been fixed by kind, so the figure printed is no longer a first run.
const blindProbe = (title: string, firstRun: string, items: ReturnType<typeof blindProbeItems>, tuned = true): void => {
  const r = evaluateVisitors(engine, sampleFacts, items);
  const since = tuned ? "its misses since fixed by kind, so this figure is not a first run" : "no change made for it yet";
  console.log(`\n${title} (written blind before the changes it measures; first run ${firstRun}, the honest figure for unseen phrasing; its lines never in the training data, ${since}): ${pct(r.all.right, r.all.total)} right (${r.all.right}/${r.all.total}), ${r.all.price} package-price statements, ${r.all.invented} invented facts, ${r.dialogues.right}/${r.dialogues.total} dialogues right end to end`);
  for (const [by, rows] of [["kind", r.byKind], ["language", r.byLanguage]] as const) {
    console.log(`  by ${by}: ${[...rows].map(([key, row]) => `${key} ${pct(row.right, row.total)} (${row.right}/${row.total})`).join(", ")}`);
  }
  show(`${title} misses`, r.misses);
};
blindProbe("Blind probe 4", "56.2 % at 3e1dcef", blindProbeItems(4));
// Three personas: team leader comparing vendors, price-anxious first-year agent, office admin asking for her boss.
blindProbe("Blind probe 5", "59.8 % at 18a94ff", blindProbeItems(5));
// Retiring broker, investor with 12 rentals, builder's marketing coordinator.
blindProbe("Blind probe 6", "63.6 % at b482a5d", blindProbeItems(6));
// Nail-salon owner turned part-time agent, corporate relocation specialist, Sugar Land townhome investor, manager of
// 300 units in Pasadena, new licensee.
blindProbe("Blind probe 7", "58.3 % at 7152ed4", blindProbeItems(7));
// Commercial leasing agent in Bellaire/Gulfton, new-construction agent in Katy, assistant to a loan-officer team,
// River Oaks broker with 45 agents, skeptical solo agent who hates chatbots.
blindProbe("Blind probe 8", "76.1 % at 11c2a0c", blindProbeItems(8));
// Property manager of ~300 doors in Baytown, agent-investor flipping in Bellaire/Meyerland, solo agent in Pearland
// typing Vietnamese without diacritics, office administrator of a 20-agent Clear Lake brokerage, Spanglish team lead.
blindProbe("Blind probe 9", "72.9 % at 372f2c3", blindProbeItems(9));
// Korean-American commercial broker in Spring Branch, Katy builder's sales rep, Alief agent working with a loan
// officer, Sugar Land/Energy Corridor relocation agent, skeptical Kingwood broker-owner with 35 agents.
blindProbe("Blind probe 10", "77.8 % at 090764f", blindProbeItems(10));
// Heights luxury listing agent, Pasadena property manager writing Spanish, Bellaire agent with a partner loan officer
// (Vietnamese), Pearland investor-agent (Chinese), team lead in The Woodlands; blog tables and lists, lead details.
blindProbe("Blind probe 11", "79.6 % at e10c042", blindProbeItems(11));
// Katy listing agent writing Spanish WhatsApp-style, Alief property manager (Vietnamese), Sugar Land new-construction
// buyer's agent (Chinese), Cypress team lead typing fast, managing broker of a 55-agent Memorial brokerage.
blindProbe("Blind probe 12", "76.3 % at 23f491d", blindProbeItems(12));
// Pasadena broker-owner writing formal Spanish, Sugar Land agent (Vietnamese), Katy duplex investor (Chinese), Midtown
// agent typing slang run-ons, operations manager of a 70-agent Kingwood brokerage.
blindProbe("Blind probe 13", "71.8 % at 1443be7", blindProbeItems(13));
// Katy team leader writing Caribbean Spanish, Bellaire Blvd property manager (Vietnamese without diacritics), Memorial
// luxury agent (Chinese), skeptical Heights broker-owner, office admin of a 35-agent Sugar Land brokerage.
blindProbe("Blind probe 14", "73.9 % at 57e89d2", blindProbeItems(14));
// Pasadena / Deer Park agent writing Spanglish, Pearland broker-owner (formal Vietnamese), Chinatown investor-agent
// (traditional Chinese with Cantonese wording), chatty Spring first-time-buyer agent, Woodlands marketing director.
blindProbe("Blind probe 15", "70.1 % at c1b027f", blindProbeItems(15));
// Energy Corridor relocation agent (formal Spanish), Alief office manager mixing Vietnamese and English, Katy new agent
// (Chinese internet slang), terse Greenway Plaza commercial property manager, long-winded Friendswood / League City agent.
blindProbe("Blind probe 16", "67.0 % at 134695d", blindProbeItems(16));
// East End / Magnolia Park property manager (Mexican Spanish, voice-to-text run-ons), Pearland investor-agent
// (Vietnamese with teen abbreviations), Sugar Land engineer turned agent (formal Chinese), Katy / Fulshear team lead,
// Westchase broker-owner of 22 agents (formal English).
blindProbe("Blind probe 17", "68.4 % at f78dafb", blindProbeItems(17));
// Spring Branch listing agent (Caribbean Spanish with real-estate English), Clear Lake / Webster brokerage administrator
// (formal Vietnamese), Katy / Cinco Ranch investor self-managing 15 rentals (plain Chinese), first-year Pearland agent
// on a tight budget, technical operations lead of a 60-agent Energy Corridor brokerage.
blindProbe("Blind probe 18", "71.8 % at fded8d3", blindProbeItems(18));
// Uptown-Galleria title/escrow coordinator, Alief nail-salon owner turned rental investor (Vietnamese), Pasadena team
// lead (Mexican-American Spanish), Hong Kong-born Sugar Land relocation agent (traditional Chinese, Cantonese), retired
// engineer landlord in Bellaire (simplified Chinese).
blindProbe("Blind probe 19", "76.7 % at 4579601", blindProbeItems(19));
// Humble new-construction sales rep, Bellaire Blvd mortgage-broker partner (Vietnamese), Colombian River Oaks luxury
// agent (Spanish), student-housing landlord near Rice and the Medical Center (Chinese), Cypress HOA-management office
// manager.
blindProbe("Blind probe 20", "72.9 % at 289ed6c", blindProbeItems(20));
// Venezuelan commercial-leasing agent in Westchase (Spanish), Pearland dentist with 12 rental units (Vietnamese),
// Shanghai-born owner of a 25-agent Chinatown brokerage (Chinese), first-time team lead in Missouri City, Cuban-American
// manager of 200 units in Spring.
blindProbe("Blind probe 21", "78.5 % at 1420c8d", blindProbeItems(21));
// Honduran-born solo agent in Gulfton/Sharpstown (Central American Spanish, voseo), Heights house-flipper with two
// partners (Vietnamese teen-code), Taiwanese-born new-construction agent on a 7-agent Katy team (traditional
// Chinese), Stafford mortgage loan officer (formal English), semi-retired broker-owner of 9 agents in The Woodlands.
blindProbe("Blind probe 22", "71.8 % at 6af7b8a", blindProbeItems(22));
// Monterrey-born investor with 8 rentals in Baytown (norteño Spanish), office manager of a 12-agent Vietnamese-American
// brokerage in Spring Branch (formal northern Vietnamese), Guangzhou-born short-term-rental host in Galveston and Clear
// Lake (simplified Chinese by voice, some Cantonese), marketing director of a 150-agent Memorial brokerage
// (procurement English), Indian-American solo buyer's agent in Fulshear/Richmond (Indian English).
blindProbe("Blind probe 23", "75.1 % at 96faf6c", blindProbeItems(23));
// Salvadoran-born property manager of 60 units in Aldine/Greenspoint (voice-to-text Spanish), southern-Vietnamese broker
// of a 5-agent Sugar Land team, Beijing-born data engineer investing in Spring Branch townhouses (technical Chinese),
// West University Place listing coordinator (British English), ex-NFL new agent in Third Ward (hype English).
blindProbe("Blind probe 24", "83.9 % at aaee71d", blindProbeItems(24));
// Nigerian-American commercial leasing agent on US-290 (formal English), retired teacher turned part-time agent in
// Kingwood (gentle English), Guatemala-born agent in Galena Park (voice-dictated Spanish), Hanoi-born fourplex investor
// in Sharpstown (northern Vietnamese without diacritics), Malaysian-Chinese broker-owner in Katy (mixed scripts).
blindProbe("Blind probe 25", "82.4 % at 3f32c4b", blindProbeItems(25));
// Cajun broker-owner of 12 agents in Baytown/Mont Belvieu (English), Buenos Aires-born EaDo townhome agent (Argentine
// Spanish, voseo), Seabrook/Kemah agent (southern Vietnamese mixed with English), Harbin-born part-time agent near Rice
// Village (voice-typed simplified Chinese), Chinese-Vietnamese strip-center leasing broker in Alief (Cantonese-flavoured
// traditional Chinese, formal Vietnamese).
blindProbe("Blind probe 26", "78.9 % at 2de44a1", blindProbeItems(26));
// Ex-Marine broker-owner of 10 agents in Atascocita (clipped English), Conroe / Willis land and manufactured-home agent
// (norteño Spanish by voice), Huế-born spec-home builder-agent in Tomball / Magnolia (central Vietnamese, often without
// diacritics), Chengdu-born transaction coordinator in Sienna (Sichuan-flavoured simplified Chinese), Kaohsiung-born
// landlord and part-time agent in Clear Lake (traditional Chinese, Taiwanese Mandarin).
blindProbe("Blind probe 27", "77.7 % at addd314", blindProbeItems(27));
// Montrose / Upper Kirby apartment-locating owner (texting English), Dominican land and ranch agent in Waller / Hockley
// (WhatsApp Spanish), Huế-born manager of a manufactured-home community in Channelview (central Vietnamese, some without
// diacritics), Chengdu-born nurse and part-time condo agent near the Medical Center (Sichuan-flavoured simplified
// Chinese), Macau-born compliance lead of a 40-agent Jersey Village brokerage (formal traditional Chinese).
blindProbe("Blind probe 28", "76.2 % at addd314", blindProbeItems(28));
// Pakistani-American investor with 11 rentals in Sugar Land (WhatsApp English, Urdu words), Puerto Rican-born agent in
// Pasadena / Deer Park (Puerto Rican Spanish), Đà Nẵng-born manager of 18 duplexes in Alief (central-coast Vietnamese
// with English real-estate words), Fuzhou-born restaurant owner turned Bellaire investor (simplified Chinese, Fujianese
// slips), Hong Kong-born River Oaks luxury agent (traditional Chinese, Cantonese written forms).
blindProbe("Blind probe 29", "78.0 % at b32aa8a", blindProbeItems(29));
// Louisiana-born land agent in Humble / Huffman (voice-dictated English), Caracas-born team lead of 6 agents in Katy /
// Cinco Ranch (Venezuelan Spanish), Cần Thơ-born landlord with 3 rentals in Pearland (southern Vietnamese, often without
// diacritics), Wuhan-born software engineer and first-time investor in Cypress (terse technical simplified Chinese),
// Taichung-born broker-owner of 15 agents in Sugar Land (traditional Chinese, Taiwanese usage).
blindProbe("Blind probe 30", "72.3 % at b32aa8a", blindProbeItems(30));
// Filipino-American office manager of 40 units in Pearland / Friendswood (Taglish English), Medellín-born solo agent in
// Spring / Klein (paisa Spanish by voice, usted), Nha Trang-born nail-salon owner with 2 duplexes in Alief / Bellaire
// (Vietnamese with salon English, sometimes without diacritics), Xi'an-born retired professor with two Energy Corridor
// condos (formal simplified Chinese, Shaanxi words), Taipei-born marketing manager of a 20-agent Bellaire brokerage
// (traditional Chinese, Taiwanese usage, Zhuyin slips, emoji).
blindProbe("Blind probe 31", "81.6 % at 01cf3eb", blindProbeItems(31));
// Brooklyn-born broker-owner of 8 agents in Midtown / EaDo (blunt New York English), Mexico City-born house flipper in
// the Heights (chilango WhatsApp Spanish, no accents), Hải Phòng-born 24-year-old agent in Katy (northern Vietnamese
// teencode mixed with English), Tianjin-born realtor couple in Missouri City / Sugar Land (chatty simplified Chinese,
// Tianjin words), Tainan-born older landlord with 4 rentals in Alief (traditional Chinese, Hokkien words, voice slips).
blindProbe("Blind probe 32", "79.5 % at 01cf3eb", blindProbeItems(32));
// Cattle rancher turned agent in Rosenberg / Richmond (country Texas English by voice), Havana-born agent on a 4-agent
// team in Katy (Cuban WhatsApp Spanish, dropped final s), Vũng Tàu-born manager of 30 rental units in Pasadena / Deer
// Park (southern Vietnamese with English property words), Hangzhou-born e-commerce seller turned landlord of 3 houses in
// Sugar Land (brisk simplified Chinese, e-commerce words, numbered questions), Hsinchu-born semiconductor engineer
// investing in Cypress townhomes (precise traditional Chinese, Taiwanese usage, technical words).
blindProbe("Blind probe 33", "82.5 % at 2ef02c6", blindProbeItems(33));
// Houston-born team lead of 14 agents in Pearland / South Belt (warm Southern English, church networking, run-on
// messages), Madrid-born relocation specialist in the Galleria / Uptown (peninsular Spanish, vosotros), Quảng Ngãi-born
// owner of a 3-person property-management office in Stafford (central Vietnamese, some without diacritics, English
// words), Shenzhen-born 26-year-old investor in Katy (simplified Chinese internet slang, emoji), Singapore-born manager
// of 2 Energy Corridor condo buildings (Singlish English, Chinese mixing English, owners' traditional Chinese pasted).
blindProbe("Blind probe 34", "83.0 % at 2ef02c6", blindProbeItems(34));
// Ex-oilfield safety manager turned broker-owner of 6 agents in Baytown / La Porte (plain procedural English, bullet
// points, risk and data), Jalisco-born manager of 45 units in Pasadena (Mexican Spanish by voice, no punctuation), Sài
// Gòn-born IT worker with 5 rentals in Pearland (southern Vietnamese with IT English, some without diacritics),
// Shenyang-born agent on a 10-agent Sugar Land team (northeastern simplified Chinese), Hong Kong-born accountant with 2
// condos near the Galleria (written Cantonese in traditional characters mixing English).
blindProbe("Blind probe 35", "82.4 % at 3c25281", blindProbeItems(35));
// Chennai-born new-construction sales agent for a builder in Richmond / Aliana (Indian-English office style), Bogotá-born
// luxury agent in Memorial / Tanglewood (formal Colombian Spanish, usted), Hà Nội-born office manager of a 25-agent
// Bellaire Blvd brokerage (formal northern Vietnamese), Nanjing-born retired engineer newly licensed in Clear Lake
// (careful simplified Chinese), Penang-born team assistant of a 9-agent Katy team (traditional Chinese, Malaysian English).
blindProbe("Blind probe 36", "87.8 % at 3c25281", blindProbeItems(36));
// Korean-American agent in Spring Branch / Long Point Koreatown (quick professional English, Konglish, comparisons),
// Lima-born agent in Sharpstown / Gulfton (Peruvian WhatsApp Spanish, few accents), Đà Lạt-born owner of 3 Airbnb-style
// rentals in Katy (friendly southern Vietnamese mixing English), Chongqing-born hotpot-restaurant owner in Chinatown
// investing in rentals (Chongqing / Sichuan simplified Chinese), Taoyuan-born insurance agent turned realtor in Pearland
// (polite traditional Chinese, Taiwanese usage, insurance words).
blindProbe("Blind probe 37", "80.0 % at f0382a4", blindProbeItems(37));
// The Woodlands new solo agent (Gen-Z English, lower case, emoji), Santiago-born property manager of 70 units in Westchase
// (casual Chilean Spanish), Bạc Liêu-born elderly landlord of 6 houses in Alief (polite southern Vietnamese, some without
// diacritics), Qingdao-born retired ship engineer investing in Sugar Land (Shandong-flavoured simplified Chinese),
// Vancouver-raised broker of a 12-agent Bellaire team (English and simplified Chinese code-switched, business terms).
blindProbe("Blind probe 38", "82.4 % at f0382a4", blindProbeItems(38));
// Third Ward-raised manager of 11 HOAs in Missouri City (Black Southern professional English), Guayaquil-born commercial
// agent for warehouses and retail units in the East End (Ecuadorian coastal Spanish), Quy Nhơn-born leasing coordinator
// of an Alief apartment community (Bình Định Vietnamese with English leasing words), Suzhou-born new-construction sales
// consultant at a Fulshear model home (simplified Chinese, Suzhou Wu words), Keelung-born relocation coordinator for
// Taiwanese engineers' families (traditional Chinese, Taiwanese usage).
blindProbe("Blind probe 39", "82.0 % at 4cfbe3e", blindProbeItems(39));
// Retired Army lieutenant colonel leading a new-construction / military-relocation team in Kingwood / Humble (clipped
// military English), Managua-born leasing coordinator of 3 complexes in Southwest Houston / Fondren (Nicaraguan Spanish,
// voseo), Phan Thiết-born HOA manager and part-time agent near Mission Bend (south-central Vietnamese with HOA English,
// some without diacritics), Changsha-born commercial leasing agent around Stafford (Changsha-flavoured simplified
// Chinese), Meinong-raised Hakka broker-owner of 14 agents in Cypress (traditional Chinese with Taiwanese Hakka words).
blindProbe("Blind probe 40", "78.0 % at 4cfbe3e", blindProbeItems(40));
// Lafayette-born, Cajun-French-speaking office admin of a 9-agent team in Spring (Acadiana English with Cajun French),
// Panama City-born luxury agent in River Oaks / Memorial (Panamanian Spanish: xopá, fren, chuzo, buco, chantin),
// Buôn Ma Thuột-born investor with 11 rental doors around Katy (Central Highlands Vietnamese with Quảng words: mô, răng,
// rứa, chừ, mần; some without diacritics), Nanning-born property manager of 86 units near Clear Lake (simplified Chinese
// with Guangxi / Nanning Baihua words), Hong Kong-raised, Toronto-seasoned broker-owner of a 25-agent Katy brokerage
// (traditional Chinese, written Cantonese with Canadian English).
blindProbe("Blind probe 41", "90.7 % at 6d290da", blindProbeItems(41));
// Texas A&M-graduate new-construction agent moving from Bryan / College Station to a builder's Houston sales office
// (Aggie English, builder words, abbreviations), Maracaibo-born ISA of a 9-agent Cypress / Copperfield team (maracucho
// Spanish, its own voseo), Thanh Hóa-born broker-owner of a 4-agent Manvel brokerage (north-central Vietnamese, hỏi / ngã
// slips), Kunming-born former travel-agency owner leading a 6-agent team in The Woodlands (simplified Chinese, Kunming
// words), Macau-born former casino shift manager turned investor with 5 rentals near Clear Lake (written Cantonese in
// traditional characters, some plain English).
blindProbe("Blind probe 42", "85.4 % at 6d290da", blindProbeItems(42));
// Beaumont-born Cajun-Texan commercial property manager of six strip centers in Pasadena / Baytown (Golden Triangle
// English, refinery words, "y'all", "fixin to"), Bogotá-born bilingual buyer's agent on a 12-agent Sugar Land team
// (formal rolo Spanish, usted, sumercé), Huế-born leasing manager of two Alief apartment complexes (central Vietnamese
// with English leasing words, one line without diacritics), Chengdu-born mortgage-referral partner turned agent in
// Bellaire (simplified Chinese, Sichuan words), Taipei-born relocation specialist for energy-company transferees in the
// Energy Corridor (traditional Chinese, Taiwanese Mandarin, some plain English).
blindProbe("Blind probe 43", "86.8 % at 6dd96bd", blindProbeItems(43));
// Lagos-born broker-owner of a 7-agent brokerage in Missouri City / Fort Bend (Nigerian English with pidgin),
// Monterrey-born listing agent in Spring / Klein (norteño Spanish, few accents), Cần Thơ-born nail-salon owner turned
// investor with 3 duplexes in Pearland (Mekong-delta southern Vietnamese, some without diacritics), Harbin-born team lead
// of 5 agents in Katy / Cinco Ranch (simplified Chinese, Dongbei words), Singapore-born office admin of a 20-agent
// Memorial brokerage (Singlish mixed with simplified Chinese).
blindProbe("Blind probe 44", "83.3 % at 6dd96bd", blindProbeItems(44));
// Corpus Christi-born Tejana property manager of 140 doors in Pasadena / Deer Park (South Texas English with Spanish
// words), Kingston (Jamaica)-born team admin of an 8-agent Pearland team (Jamaican English with patois), San José (Costa
// Rica)-born listing agent in Kingwood / Atascocita (tico Spanish, usted, mae / diay / upe), Nam Định-born former loan
// officer turned agent in Sugar Land (northern Vietnamese, l/n slips, some without diacritics), Ningbo-born investor with
// 8 condos near the Texas Medical Center (simplified Chinese with Ningbo Wu words).
blindProbe("Blind probe 45", "83.9 % at 1bda033", blindProbeItems(45));
// Chicago-born COO of a 55-agent brokerage in Montrose / the Heights (clipped Midwestern corporate English, "circle
// back", "net-net"), Quetzaltenango-born property manager of three Gulfton apartment complexes (Guatemalan Spanish with
// voseo: chilero, patojo, cabal, va pues, pisto), Quảng Nam-born agent in Bellaire (central Vietnamese with Quảng Nam
// words: răng, rứa, mô, tê, chừ; some without diacritics), Wenzhou-born restaurant owner turned landlord of 6 houses in
// Alief / Chinatown (plain short simplified Chinese, Wu-flavoured words), Chiayi-born newly licensed agent in Clear Lake
// (traditional Chinese, Taiwanese Mandarin: 齁, 啦, 喔, 蛤, some English).
blindProbe("Blind probe 46", "91.7 % at 1bda033", blindProbeItems(46));
// Lubbock-born former crop-insurance adjuster, broker-owner of a 16-agent acreage and home brokerage in Fulshear /
// Simonton (West Texas English: fixin', reckon, over yonder, a good ways, might could), Johannesburg-born property
// manager of 60 units in Stafford / Missouri City (South African English: howzit, just now, eish, lekker, braai),
// Mérida-born listing agent on a 3-agent Westchase / Alief team (Yucatecan Spanish: uay, mare, bomba, hasta ver; some
// without accents), Houston-born second-generation Vietnamese-American agent in Alief running his parents' rentals
// (Vietglish, weak or missing diacritics), Zhengzhou-born former bank teller turned agent in Sugar Land / Missouri City
// (simplified Chinese with Henan words: 俺, 恁, 中, 得劲, 木有).
blindProbe("Blind probe 47", "90.7 % at 5a23040", blindProbeItems(47));

// Dorchester (Boston)-born director of operations of a 30-agent brokerage in Upper Kirby (Boston English, dropped r's in
// spelling: "ballpahk", "cheapah", "wicked", "pissa"), Montevideo-born investor with 4 townhomes in Katy (Uruguayan
// Spanish with voseo: bo, ta, capaz que, re, gurí, quedar pronto), Vinh (Nghệ An)-born landlord renting rooms to students
// near the University of Houston (Nghệ Tĩnh Vietnamese: tau, mi, cấy, nỏ, chi, răng, rứa, mô, chừ, mần; some without
// diacritics), Zhengzhou-born property manager of 60 units in Bellaire (simplified Chinese with Henan words: 俺, 中, 咋,
// 啥, 得劲), Brisbane-born office manager of a 9-agent Pasadena team (Australian English: reckon, heaps, arvo, flat out).
blindProbe("Blind probe 48", "86.9 % at 5a23040", blindProbeItems(48));

// Glasgow-born team admin of a 17-agent team in The Woodlands (Glasgow Scots-English: aye, wee, dinnae, whit, aboot,
// tae, och), Atlanta-born broker-owner of a 22-agent Pearland brokerage (Southern Black American English, Atlanta slang:
// bruh, fr, no cap, ion, aight, y'all), Barranquilla-born solo buyer's and rentals agent in Humble / Atascocita (costeño
// Spanish: ajá, eche, nojoda, ombe, erda, vaina, mi llave, dropped final s), Bến Tre-born property manager of 42 units in
// Bellaire (Mekong-delta Vietnamese: tui, hông, nghen, dzậy, quá trời; some without diacritics), Xiamen-born tea importer
// investing in 7 rental houses in Clear Lake (simplified Chinese with Minnan words: 阮, 厝, 卡, 无, 歹势, 阿娘喂).
blindProbe("Blind probe 49", "90.2 % at cc0fa03", blindProbeItems(49));
// Dublin-born relocation specialist at a 17-agent Energy Corridor brokerage (Irish English: grand, ye, meself, giving
// out, banjaxed, yoke), South Philly-born property manager of 140 units in Montrose / the Heights with an office of 4
// (Philadelphia English: jawn, youse, wit / witout, dropped g's), Barranquilla-born landlord of his own duplexes around
// Bellaire (costeño Spanish: ajá y qué, eche, cule vaina, compae, pelao, mamar gallo, pa'), Lạng Sơn-born newly licensed
// agent on an 11-agent Sugar Land team (northern Vietnamese with English work words, some without diacritics),
// Lanzhou-born team lead of 13 agents in Katy (simplified Chinese with Lanzhou words: 曹们, 尕, 攒劲, 嫑, 胡整, 阿么).
blindProbe("Blind probe 50", "90.3 % at cc0fa03", blindProbeItems(50));
// Liverpool-born operations manager of a 35-agent brokerage in Midtown / EaDo (Scouse English: la, boss, sound, our kid,
// dead, me for my, yous, owt, summat, devo), Memphis-born agent leading a 3-agent team in Acres Homes / Northside
// (Southern / Memphis English: mane, junt, thang, finna, nem, y'all), Asunción-born investor with 9 rental houses around
// Humble and Spring (Paraguayan Spanish with voseo and Guaraní words: che, nde, ndera, jaha, pio, luego, na, kaigue),
// Biên Hòa-born landlord of 12 doors in Alief (southern Vietnamese: tui, hông, nhiêu, xài, thiệt; some without
// diacritics), Hefei-born property manager of 95 units in Westchase (simplified Chinese with Hefei words: 照, 么事, 么得,
// 怎搞, 孬, 韶, 乖乖).
blindProbe("Blind probe 51", "87.4 % at 13be72a", blindProbeItems(51));
// Belfast-born team admin of a 14-agent Memorial team (Northern Irish English: wee, so it is, catch yourself on, bout ye,
// yous, up to 90), Trinidad-born broker-owner of a 35-agent Missouri City brokerage (Trinidadian English: allyuh, doh,
// eh-eh, steups, mamaguy, commess, lime), Seville-born property manager of 34 rental houses in Katy with 2 helpers
// (Andalusian Spanish: illo, quillo, miarma, ozú, una pechá, jartible, malaje, vosotros), Ninh Bình-born buyer's agent
// on a two-person husband-and-wife team in Alief (northern Vietnamese, some lines without diacritics), Hualien-born
// engineer investing in 3 Sugar Land townhomes (traditional Chinese, Taiwanese Mandarin: 齁, 啦, 蛤, 醬, 傻眼).
blindProbe("Blind probe 52", "87.8 % at 13be72a", blindProbeItems(52));
// Cardiff-born marketing coordinator of a 25-agent brokerage in Spring (Welsh English: tidy, lush, now in a minute, by
// there, is it?, butt, cwtch, where to is it), Pittsburgh-born solo listing agent in Kingwood (Pittsburghese: yinz, n'at,
// jagoff, redd up, slippy, gumband, needs fixed), La Paz-born property manager of 60 units in Pasadena with 3 staff
// (Bolivian Spanish: pues, no ve, -ito diminutives, chango, jailón, ch'aki, cholita, ahorita), Long Xuyên (An Giang)-born
// investor with 5 duplexes in southwest Houston (Mekong-delta Vietnamese: tui, hông, nghen, dzậy, ổng, bả; some without
// diacritics), Dalian-born team lead of 8 agents in Sugar Land (simplified Chinese with northeastern words: 咋整, 嘎哈,
// 贼, 老鼻子, 忽悠, 整, 埋汰, 磨叽).
blindProbe("Blind probe 53", "85.4 % at 5b37474", blindProbeItems(53));
// Newcastle-born transaction coordinator on a 12-agent Cypress team (Geordie English: howay, pet, canny, whey aye, hinny,
// divvent, gan, bairn, hoy, wor), Baltimore-born broker-owner of a 50-agent brokerage in Uptown / the Galleria (Baltimore
// English: hon, down the ocean, Merlin, youse, jeet?, Old Bay, the O's), Tijuana-born newly licensed agent working alone
// in Pearland (border Spanish: qué onda, morro, plebe, simón, nel, la troca, ahorita, raite, parquear, está cura),
// Hải Dương-born property manager of 25 units in Bellaire (northern Vietnamese, some lines without diacritics),
// Yilan-born retired teacher and landlord of 2 rental houses in Katy (traditional Chinese, Taiwanese Mandarin: 齁, 啦, 喔,
// 蛤, 欸, 醬).
blindProbe("Blind probe 54", "85.9 % at 5b37474", blindProbeItems(54));
// Nairobi-born buyer's agent on a 6-agent team in Spring (Kenyan English with Sheng: sasa, poa, manze, si, ama, niaje,
// sawa, kwani), Minnesota-born relocation specialist working alone in The Woodlands (Minnesota English: uff da, you
// betcha, oh for cute, ope, oh ya, hotdish), Oaxaca-born property manager of 40 units in the East End with 2 helpers
// (Oaxacan Mexican Spanish: mande, ándale, ¿a poco?, chamaco, órale, nomás, usted), Châu Đốc (An Giang)-born
// nail-salon owner turned investor with 3 fourplexes in Alief (southern Vietnamese: tui, hông, nghen, dzậy, trời má;
// some without diacritics), Jinan-born broker of a 20-agent brokerage in Bellaire (simplified Chinese with Shandong
// words: 俺, 杠赛, 恣儿, 啥, 咋).
blindProbe("Blind probe 55", "85.9 % at 52eb682", blindProbeItems(55));
// Accra-born new-construction sales agent at a builder's model homes in Katy (Ghanaian English: chale, charley, ei, paa,
// by force, small small), St. John's (Newfoundland)-born broker-owner of a 35-agent commercial brokerage in the Energy
// Corridor (Newfoundland English: b'y, where ya to, some good, luh, me son, yes b'y, ye), Arequipa-born team lead of 9
// agents in Sugar Land (Peruvian Spanish: pe, causa, chamba, al toque, bacán, ¿ya?, habla, pata, achachau), Pleiku (Gia
// Lai)-born landlord of 8 townhomes in Pearland (central-highlands Vietnamese: mô, răng, rứa, chi, tề, ni, nớ; some
// without diacritics), Guiyang-born solo agent in Chinatown / Bellaire (simplified Chinese with Guizhou words: 要得, 啷个,
// 莫得, 晓得, 安逸, 啥子).
blindProbe("Blind probe 56", "79.5 % at 52eb682", blindProbeItems(56));
// Auckland-born property manager of 120 doors in Spring / Tomball (New Zealand English: kia ora, sweet as, chur, yeah
// nah, heaps, munted), Cape Town-born luxury listing agent in River Oaks with 1 assistant (South African English:
// howzit, lekker, eish, ja, just now, now now, braai), Puebla-born husband-and-wife team of 2 agents in Pasadena / Deer
// Park (Poblano Mexican Spanish: ¿mande?, ahorita, chamba, no manches, nomás, comadre; usted and tú mixed), Sóc
// Trăng-born accountant turned solo agent in Alief (southern Vietnamese with a Khmer-Vietnamese flavour: hông, nghen,
// dzậy, chớ, nhiêu; some without diacritics), Nanchang-born marketing manager of a 45-agent brokerage in the Galleria
// (simplified Chinese with Jiangxi words: 么子, 冇, 晓得, 蛮好, 要得).
blindProbe("Blind probe 57", "87.8 % at 9d7d5fa", blindProbeItems(57));
// New Orleans-born investor with 14 single-family rentals in Humble / Atascocita (Yat English: where y'at, dawlin',
// makin groceries, yeah you right, lagniappe, po-boy), Hazard (eastern Kentucky)-born team lead of 11 agents in Memorial /
// Spring Branch (Appalachian English: y'uns, holler, reckon, fixin' to, might could, ever' which way), Cusco-born office
// administrator of a 25-agent brokerage in the Heights (Andean Peruvian Spanish with Quechua words: achachay, atatay,
// ñaña, causa, pues, ¿ya?), Mỹ Tho (Tiền Giang)-born retired teacher managing her family's 6 rental units in Bellaire
// (southern Vietnamese, polite and slow: dạ, thưa, con cháu; some without diacritics), Taiyuan-born new agent on a
// 7-agent team in Sugar Land (simplified Chinese with Shanxi words: 圪蹴, 忒, 甚, 不咋).
blindProbe("Blind probe 58", "85.4 % at 9d7d5fa", blindProbeItems(58));

// Targets on the visitor set: >= 95 % right, every language >= 90 %, no package price, no invented fact.
const visitorTargetsMissed =
  visitors.all.right / visitors.all.total < 0.95 ||
  [...visitors.byLanguage.values()].some((r) => r.right / r.total < 0.9) ||
  visitors.all.price > 0 ||
  visitors.all.invented > 0;
const failed = heldout.correct / heldout.total < 0.9 || packagePrice.stating > 0 || wrongFacts.withWrongFacts > 0 || visitorTargetsMissed;
process.exitCode = failed ? 1 : 0;
