// The smallest package named by its place ("the smallest plan", "el paquete más básico", "gói nhỏ nhất", "最小的套餐"), and
// its contents asked ("what's in it", "qué trae", "gồm những gì", "里面都包含啥").
// A package picked by its price ("the cheapest") is the cheapest way to begin, which the start answer gives.
const SMALLEST_PACKAGE = /\b(?:(?:smallest|most basic|entry[- ]level|starter|lowest) (?:package|plan|tier)|(?:paquete|plan) (?:mas )?(?:chico|pequeno|basico)|goi (?:nho nhat|co ban(?: nhat)?|thap nhat))\b|最(?:小|基础|基本|低|入门)的?(?:那个|那档)?(?:套餐|档)/;
const CONTENTS_ASKED = /\b(?:what(?:'?s| is| comes| do (?:i|we|you) get)? in (?:it|that|there)|include\w*|come with|comes with|(?:que|cual\w*) (?:trae|incluye|tiene|viene)|bao gom|gom (?:nhung )?(?:gi|nhung gi)|co (?:nhung )?gi)\b|包含|包括|有(?:什么|啥|哪些)|都有|里面(?:都)?(?:是|有)|含(?:什么|啥|哪些)/;

/** The smallest package named by its place, and what it holds asked: its contents, not the cheapest way to begin. Folded text. */
export const asksSmallestContents = (text: string): boolean => SMALLEST_PACKAGE.test(text) && CONTENTS_ASKED.test(text);
