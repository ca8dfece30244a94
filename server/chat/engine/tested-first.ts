// "Do you test the connections before they go live?", "¿las prueban antes de ponerlas en marcha?", "có chạy thử trước
// khi đưa vào dùng không?", "上线前会测试吗？": whether we test first, answered by the site's "tested end to end before it
// goes live", not by how long a rollout takes ("how long before it's live?" still is the timeline). Folded text.
const TESTED = /\b(?:test|tests|tested|testing|qa|check|checks|checked|verify|verified|verifies|prueba|prueban|probado|probadas?|probados|revisa|revisan|verifica|verifican|comprueba|comprueban|kiem tra|thu nghiem|chay thu|test thu)\b|测试|检查|验证|测过|試過|測試/;
const HOW_LONG = /\b(?:how (?:long|soon|fast)|cuanto tiempo|en cuanto|bao lau)\b|多久|多长时间|多快/;

export function asksTestedFirst(text: string): boolean {
  return TESTED.test(text) && !HOW_LONG.test(text);
}
