import type { SiteFacts } from "./types.ts";

// "which areas do you list then?", "¿y cuáles zonas sí manejan?", "vậy khu nào có trong danh sách?", "那你们列了哪些区？":
// the areas the site lists, asked for as a list. A question word beside a word for areas asks it when the question is
// put to us (you, your list, serve, cover), or right after a place was answered; "which area has the worst traffic?"
// is no question about us. Read on folded text (foldForRules).

const WHICH_AREAS = new RegExp(
  [
    /\b(?:which|what) (?:(?:are|r) )?(?:all )?(?:(?:of )?the )?(?:other )?(?:areas?|zones?|neighbou?rhoods?|parts of (?:houston|town|the city)|cities|towns|places|suburbs|locations|zip ?codes?)\b/.source,
    /\b(?:que|cual(?:es)?) (?:son )?(?:todas )?(?:las )?(?:otras )?(?:zonas?|areas?|barrios?|colonias?|ciudades|lugares|partes|sectores)\b|\btodas las (?:zonas|areas|colonias|ciudades)\b/.source,
    // "pasame la lista completa de las zonas", "send me the full list of areas": the list asked for by name.
    /\b(?:list|lista|listado)(?: (?:completa|completo|entera|entero|full|whole|entire))? (?:de |of )?(?:las |los |the |your |sus |todas las )?(?:zonas|areas|barrios|colonias|ciudades|neighbou?rhoods|cities)\b/.source,
    // "tell me all the areas you cover", "decime todas las zonas que cubren".
    /\ball (?:of )?the (?:areas|zones|neighbou?rhoods|cities|places|locations)\b/.source,
    /\b(?:khu(?: vuc)?|vung|dia ban|thanh pho|noi|cho) nao\b|\b(?:nhung|tat ca(?: cac)?|cac) (?:khu(?: vuc)?|vung|noi|dia ban)\b/.source,
    /(?:所有|全部)(?:的)?(?:服务)?(?:区域|地区|地方|城市)|哪些(?:区|地区|区域|地方|城市|片区|社区)|哪(?:几)?个(?:区|地区|区域|地方|城市)|哪几?片儿?|(?:什么|啥)(?:区|地区|区域|地方)|(?:覆盖|服务|负责)(?:到)?哪(?:几|些)?(?:块|片|边)/.source,
  ].join("|"),
);
const PUT_TO_US = new RegExp(
  [
    /\b(?:you|your|yall|ya ?ll|you guys|list|listed|serve|served|cover|covered|work|handle)\b/.source,
    /\b(?:ustedes|tienen|manejan|cubren|atienden|trabajan|lista|listan|sirven|llegan)\b/.source,
    /\b(?:danh sach|phuc vu|ho tro|ben (?:ban|em|anh|chi|minh)|cac ban|lam viec|co lam)\b/.source,
    /你们|贵司|列|服务|覆盖|名单|清单/.source,
  ].join("|"),
);
// A post or the world's facts asked about an area is not the list ("which areas does the storm post say flood?").
const ELSEWHERE_ASKED = /\b(?:post|article|blog|articulo|bai(?: viet)?|traffic|trafico|weather|clima|flood\w*|inund\w*)\b|文章|交通|天气|洪水/;

// "an office in Da Nang or any place in Quang Nam?", "¿oficina en Monterrey o en alguna parte de Nuevo León?": "which
// place" asked of an office is where we have one (the site does not say), not the areas we serve.
const OFFICE_WHERE = /\b(?:offices?|oficinas?|van phong|chi nhanh|branch(?:es)?|sucursal(?:es)?)\b|办公室|办事处|分公司/;

/** Whether `text` (folded) asks which areas we list. */
export function asksAreasListed(text: string, afterAreas: boolean): boolean {
  return WHICH_AREAS.test(text) && (afterAreas || PUT_TO_US.test(text)) && !ELSEWHERE_ASKED.test(text) && !OFFICE_WHERE.test(text);
}

/**
 * A place asked about that the site does not list, in Chinese: "我们的网站没有列出…", the words a visitor (and the
 * traditional-character version of the reply: 沒有列出) reads as "not listed", with the areas we do focus on.
 */
export function unlistedAreaZh(f: SiteFacts, name: string): string {
  return `我们的网站没有列出${name}这个服务地区（我们专注于休斯顿，包括${f.offerings.serviceAreas.slice(0, 5).join("、")}），请咨询我们的团队：${f.email} 或 ${f.phone}。`;
}

/** The text without the places we serve named in it: "my rentals in Katy" sets a scene, it names no article's subject. */
export function withoutServedPlaces(text: string, areas: readonly string[]): string {
  const named = areas.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return named ? text.replace(new RegExp(named, "gi"), " ") : text;
}
