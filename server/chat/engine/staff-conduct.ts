// How a person of ours treated the visitor, told as what happened: late to the call, rushed, rude, cut short or
// unprepared ("your rep joined the demo late and was dismissive", "su asesor llegó tarde y me apuró", "tư vấn viên bên
// bạn vào trễ rồi cúp máy ngang", "你们的顾问迟到了还一直催我"). A complaint for a person, however calmly said. A case asked about ("what if the consultant is late?") and the visitor's own people are not.
// Rules run on folded text (foldForRules): "tôi muốn" (I want) folds as "tới muộn" (came late) does, so the latter counts
// only with how late.

const OUR_PERSON =
  /\b(?:(?:your|ur|yall|you guys) (?:consultant|rep|representative|advisor|adviser|specialist|guy|gal|person|team|staff|salesperson|sales rep|success manager|engineer)|the (?:consultant|success manager))\b|\b(?:su|el|la|tu) (?:asesor[a]?|consultor[a]?|representante|ejecutiv[oa]|especialista)\b|\b(?:tu van vien|nhan vien|nguoi|ban|anh|chi|em)\b.{0,6}\b(?:ben (?:ban|anh|chi|em)|cua (?:ban|cac ban|cong ty ban))\b|(?:你们|您们|贵公司|贵司)(?:的|那个|那位)?(?:顾问|销售|员工|同事|工作人员|人|客服经理|经理)/;
const MISBEHAVED =
  /\b(?:(?:was|were|showed up|came|joined|logged on|arrived|got on)\b.{0,25}\blate|(?:\d+|ten|fifteen|twenty|twenty-five|thirty|forty) (?:minutes?|mins?) late|rush(?:ed)? (?:me|us)|hurried (?:me|us)|(?:cut|brushed) (?:me|us) (?:off|short)|(?:was|were) (?:rude|dismissive|condescending|unprepared|distracted|impatient)|hung up on (?:me|us)|talked over (?:me|us)|didnt (?:listen|let (?:me|us) (?:talk|speak|finish))|llego tarde|llegaron tarde|se conecto tarde|(?:\d+|veinte|quince|diez|treinta) minutos tarde|me (?:apuro|apresuro|corto|colgo|ignoro|trato mal)|(?:fue|estuvo) (?:grosero|grosera|cortante|impaciente|despectiv[oa])|no me dejo (?:hablar|terminar)|(?:vao|den|toi) tre|(?:vao|den) muon|toi muon (?:\d+|muoi lam|hai muoi|ba muoi|nua tieng) (?:phut|tieng)|tre (?:\d+|muoi lam|hai muoi|ba muoi) phut|hoi thuc (?:minh|toi|em|anh|chi)|cup may ngang|cup may|tho lo|khong chiu nghe|(?:thai do|noi chuyen) (?:khong tot|kho chiu|coc loc))\b|迟到|催(?:我|着我|促)|态度(?:很|太|非常)?(?:差|不好|恶劣)|挂(?:了)?我(?:的)?电话|敷衍|不耐烦|没(?:有)?(?:耐心|听我说)/;
const SUPPOSED = /^(?:what if|if|si|neu|suppose)\b|\bwhat happens (?:if|when)\b|\b(?:que pasa (?:si|cuando)|thi sao)\b|如果|要是|万一|会不会/;

/** A person of ours late, rushed, rude or dismissive with the visitor, told as having happened. */
export const ourPersonMisbehaved = (text: string): boolean => !SUPPOSED.test(text) && OUR_PERSON.test(text) && MISBEHAVED.test(text);
