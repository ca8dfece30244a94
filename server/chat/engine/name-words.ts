import { serviceAreas } from "#common/content/offerings.ts";

// Words shared by the readers of names (person-name.ts) and of companies (company-name.ts).

// Spanish names a business by its kind first as often as last ("Inversiones Vega", "Vega Propiedades").
export const COMPANY_SUFFIX =
  /\b(realty|realtors?|properties|property group|homes|group|team|llc|inc|real estate|partners|brokerage|associates|company|co|commercial|capital|relocation|services|builders|lending|mortgage|investments|management|rentals?|leasing|holdings|inmobiliaria|bienes ra[ií]ces|asociados)\.?$|(?-i:\p{Lu})\S*\s+(?:propiedades|inversiones)$|^(?:inversiones|inmobiliaria|grupo|propiedades|bienes ra[ií]ces|constructora|desarrollos)\s+(?-i:\p{Lu})/iu;

export const PLACES = new Set(
  [...serviceAreas, "Houston", "Texas", "TX", "Katy", "Cypress", "Spring", "Pearland", "Humble", "Conroe", "Tomball", "Galveston", "Dallas", "Austin",
    // Greater Houston beyond the areas we list, as visitors name where they work.
    "Pasadena", "Deer Park", "Baytown", "Alief", "Kingwood", "Friendswood", "League City", "Missouri City", "Rosenberg", "La Porte",
    "Channelview", "Atascocita", "Fulshear", "Jersey Village", "Meyerland", "Gulfton", "Chinatown", "Midtown", "Spring Branch", "San Antonio"]
    .map((p) => p.toLowerCase()),
);

// "soy Escorpio", "I'm a Scorpio": a star sign (Leo is a name too, and stays one) says no name.
export const NOT_A_NAME = new Set(
  `put write jot this down a an the in at on from with of for to interested looking ready new not just here still trying curious calling good fine ok okay
   hi hello hey hiya howdy hola buenas buenos saludos thanks thank gracias yes yeah yep no nope please pls porfa morning afternoon
  evening tardes noches dias xin chao cam on da vang moi nguoi chu khach nha truong quan nhan ban cong ten
  sure happy glad sorry confused frustrated tired busy available free back done working based located agent broker realtor team
   property owner also currently going wondering thinking hoping asking very so really too and but a the an de del la el un una
   nuevo nueva agente corredor corredora lider administrador administradora asesor asesora dueno duena propietario interesado
   oficial prestamista lender officer
   interesada buscando aqui bien muy solo sola con en para y o que from realty terrible great awesome amazing perfect helpful
   interesting confusing expensive cheap cool nice weird it what exactly correct right wrong true useful useless bad ridiculous
   crazy frustrating annoying fine excellent impressive exciting important urgent about for my your our muy genial excelente
   perfecto util terrible horrible caro barato importante urgente nuevo soy habla gi who everyone everybody someone nobody anyone
   claro dale vale listo sale okey si bueno vale cell mobile phone text call email number office line home direct work whatsapp
   sdt sđt đt dt
   yo tu usted ella out away off driving showing
   aries taurus tauro gemini geminis cancer virgo libra scorpio escorpio escorpion sagittarius sagitario capricorn capricornio
   aquarius acuario pisces piscis`
    .split(/\s+/)
    .filter(Boolean),
);

// Words that end a name: connectors and the start of the next clause.
export const NAME_STOP = new Set(
  "and y from de del with w con at en of i im my mi me call llam email correo phone tel here aqui the el la a nhe nha nhen".split(" "),
);

export const titleCase = (words: string[]): string =>
  words.map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");

export const isKey = (word: string): string => word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

export const CONTACT_DETAIL = /@|\d{3}[\s.-]?\d{4}/;

// "Growth Package, 713-…" or "Voice AI, …" lists what the visitor wants, not who they are.
export const OFFERING_WORDS = new Set("package packages bundle bundles growth foundation enterprise voice ai crm email commander add-on addon setup pro starter plan follow up boss hubspot kvcore zillow lofty sierra whatsapp salesforce".split(" "));

// "Operations Manager", "Listing Agent", "Gerente de ventas", "Trưởng phòng kinh doanh", "销售经理": a job title is
// neither the person nor the business ("Associates" and "Partners" name firms; one associate or partner is a title).
export const JOB_TITLE =
  /^(?:(?:[\p{L}&-]+\s+){0,3}(?:manager|director|coordinator|assistant|administrator|admin|agent|broker|realtor|owner|president|vice president|vp|ceo|coo|cfo|cto|founder|co-?founder|officer|specialist|lead|leader|supervisor|principal|analyst|consultant|associate|partner|representative|rep|secretary|receptionist)|(?:gerente|director|directora|coordinador|coordinadora|asistente|administrador|administradora|agente|corredor|corredora|jefe|jefa|encargado|encargada|asesor|asesora|presidente|fundador|fundadora|due[nñ][oa]|tr[uư][oở]ng (?:ph[oò]ng|nh[oó]m)|gi[aá]m [dđ][oố]c|qu[aả]n l[yý]|tr[oợ] l[yý]|m[oô]i gi[oớ]i|nh[aâ]n vi[eê]n|th[uư] k[yý])(?:\s+[\p{L}&-]+){0,3}|[\p{Script=Han}]{0,6}(?:经理|总监|经纪人|助理|主管|老板|负责人|总裁|秘书))$/iu;

// The commonest Chinese surnames: a given name is two or three characters opening with one of them.
// Simplified, then more names common in Taiwan, Hong Kong and Fujian (赖, 麦, 洪, 翁, 游, 詹, 柯, 施, 伍, 关, 区), then
// rarer ones that open no common word (蒲, 单, 邢, 裴…; not 常, 安, 全, 费, 连, 应, which open 常常, 安装, 全部…), then the
// traditional forms visitors type (張, 陳, 賴, 麥, 鍾…).
export const ZH_SURNAMES =
  "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤" +
  "赖麦洪翁游詹柯施伍关区甘温欧涂乔傅康易岳樊殷庞聂葛饶凌靳祝柳纪党牛毕左" +
  "蒲单邢裴骆焦霍鲁苗蓝褚窦姬戚滕祁鞠晏仇佟冉卞阮柴屈蒙庄邝冀郜芮竺谌蔺邬耿甄苟赫" +
  "張劉陳楊黃趙吳孫馬郭羅鄭謝許韓馮鄧蕭葉蘇呂盧鍾譚陸賈韋鄒閻賀顧龔萬錢嚴湯賴麥關區溫歐單駱魯藍竇龐聶饒紀畢喬";
// Surnames that also open common words (项目, 巫师, 荆州, 闵行, 华人, 解决, 查看, 符合, 舒服, 储存, 楼盘, 盘子): a name only when the
// characters after them are given-name characters ("我是项明军", not "我是项目经理").
export const ZH_RARE_SURNAMES = "项巫荆闵华解查符舒储盛宫旷亓楼盘农";
// Surnames of two characters ("我是欧阳慧芳"): their first character alone would leave a one-character given name.
export const ZH_COMPOUND_SURNAMES = "欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|令狐|慕容|司徒|夏侯|端木|宇文|南宫|西门|申屠|澹台|歐陽";
// Characters common in given names: "我是晓丹" gives the given name alone, each of its two characters one of these
// (so "我是新手", "我是房东", "我是明天来" are no names).
export const ZH_GIVEN_CHARS =
  "月娥秋晓丹明华丽美伟芳娜静敏燕玲婷杰军勇强磊艳霞桂英秀梅兰红辉志鹏飞俊宇浩欣怡佳雪琳慧颖倩嘉涛晨瑶雯莉萍蕾菲璐琪璇彤悦妍琦薇凤娟娇洁琴芬晶斌鑫峰昊宏凯鸿彬轩睿涵梓晴茜蓉翠玉珍淑惠春冬亮波超刚国建平文林海云成德永龙荣祥豪锋坤振宁雅翔健";
// Words that open with a surname's character ("谢谢", "周末", "马上", "方便") are no names.
export const ZH_NOT_ITEM_NAME = /^(?:谢谢|谢了|马上|方便|周末|周[一二三四五六日天末]|白天|高兴|任何|万一|许多|何时|于是|夏天|秋天|冬天|金额|范围|方式|方面|方法|余额|程序|江边|龙虾)/u;

// "打713-555-0181找王丽": whom to ask for at the number given.
export const ZH_ASK_FOR = new RegExp(`(?:请找|找|转)([${ZH_SURNAMES}][\\p{Script=Han}]{1,2})(?=[，,。.！!\\s]|$)`, "u");

// "Charlene van der Merwe", "Ludwig von Stein": a lower-case particle inside a full name, between capitalised words.
export const PARTICLE = "(?:van|von|der|den|ter|ten|du|di|dos|das|le)";
export const IS_PARTICLE = new RegExp(`^${PARTICLE}$`, "u");
/** "van" in "Charlene van der Merwe": a particle with a capitalised word after it (any further particles between). */
export function particleJoins(raw: string, word: string): boolean {
  const next = raw.slice(raw.indexOf(` ${word} `) + word.length + 2).split(/\s+/).find((w) => !IS_PARTICLE.test(w));
  return next !== undefined && /^\p{Lu}/u.test(next);
}
/** A particle keeps its lower case in a name put in title case ("Charlene van der Merwe"). */
// "Le Van Thang": after a Vietnamese surname, "Van" is the middle name Văn typed without its accent, not Dutch "van".
export const keepParticles = (name: string): string => {
  const words = name.split(" ");
  if (VI_SURNAMES.has(isKey(words[0] ?? "").replaceAll("đ", "d"))) return name;
  return words.map((w, at) => (at > 0 && IS_PARTICLE.test(w.toLowerCase()) ? w.toLowerCase() : w)).join(" ");
};

// Vietnamese full names run to four words, surname first ("Đinh Thị Thu Hà", "Nguyen Thi Minh Khai"), one more than other
// names are read with: a fourth word is taken when the first is a common Vietnamese surname, so a long capitalised phrase
// is not taken for a name.
const VI_SURNAMES = new Set("nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly dinh truong lam mai cao ta luong trinh doan lai kieu chau ton quach la thai tang".split(" "));
export const viFourWordName = (item: string): boolean => {
  const words = item.split(/\s+/);
  return words.length === 4 && words.every((w) => /^\p{Lu}[\p{L}'’-]*$/u.test(w)) && VI_SURNAMES.has(isKey(words[0]!).replaceAll("đ", "d"));
};
