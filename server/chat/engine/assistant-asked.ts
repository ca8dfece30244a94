// Whether the visitor is talking to a machine or a person, asked of this chat (folded text). It asks about the
// assistant; it is not a request for a person ("are you a real person?" is answered, not handed off).

const MACHINE = String.raw`(?:computer|machine|bot|robot|ai|program|software|chatbot)`;
const PERSON = String.raw`(?:person|human|guy|somebody|someone)`;

const EN = [
  // "am i typing to a computer or an actual person?", "am i talking to somebody real here or a computer", "am i talking
  // to a real guy or a program", "am i typing to a computer or is there somebody there": the two asked side by side.
  // "Am I swapping messages with a human being or some computer program?": any verb of messaging before the pair.
  String.raw`\bam i (?:actually |really |even |just |now )?(?:typing|writing|texting|talking|chatting|speaking|messaging|swapping messages|trading messages|trading texts) (?:to|with)\b(?=.{0,60}\bor\b)(?=.{0,80}\b${MACHINE}s?\b)`,
  // "is this a computer typing back to me or somebody sitting at a desk?": the machine first, doing the typing.
  String.raw`\bis (?:this|it) (?:a |an |some |just a )?${MACHINE} (?:typing|writing|replying|answering|talking|chatting|texting)\b.{0,30}\bor (?:an? |just an? |some )?(?:actual |real |live )?${PERSON}\b`,
  String.raw`\b${MACHINE}s?(?: thing)? or (?:an? |one of (?:you|your people) )?(?:actual |real |live )?(?:person|human)\b`,
  String.raw`\b(?:actual |real )?${PERSON}\b.{0,15}\bor (?:an? |one of (?:them|those) )?(?:computer|machine|program)\b`,
  String.raw`\bis (?:this|it) (?:automated|automatic|an? (?:ai|bot))\b`,
  // "is this someone at your office typing or a computer program?": the person first, the machine after "or".
  String.raw`\b(?:is (?:this|it)|are you)\b(?=.{0,50}\b${PERSON}\b).{0,60}\bor (?:an? |just an? |some )?(?:computer|machine|program|bot|robot|ai)\b`,
  String.raw`\b(?:are you|r u|is this|am i (?:talking|chatting|speaking) (?:to|with)|you) (?:a |an )?(?:real |actual |live )?(?:person|human|bot|robot|ai|chatbot|machine)\b`,
  // "You'll be the computer, then? Or is there a real person sitting typing to me?": the machine guessed, or a person
  // asked to be the one typing.
  String.raw`\b(?:you ll be|youll be|you must be|you d be|youd be) (?:the |a |just a |some )?(?:computer|machine|bot|robot|program)\b`,
  String.raw`\bis there (?:a |an )?(?:real |actual |live )?(?:person|human|somebody|someone)\b.{0,12}\b(?:sitting|typing|writing|replying) (?:to me|there|this|back)?`,
];
const ES = [
  // "¿tú eres una máquina o una persona de verdad?", "¿hablo con un humano o con un bot?"
  // Voseo too: "¿vos sos gente o sos un programa?"
  String.raw`\b(?:eres|sos) (?:un |una )?(?:bot|robot|humano|persona|ia|maquina|programa|computadora)\b`,
  String.raw`\b(?:eres|sos) (?:gente|de carne y hueso)\b.{0,20}\bo\b`,
  String.raw`\b(?:persona real|humano) o (?:un )?(?:bot|robot|ia|maquina|programa)\b`,
  // "¿esto lo contesta una persona de la oficina o un programa?": who answers, a person or a program.
  String.raw`\b(?:lo |me )?(?:contesta|responde|escribe)\b.{0,6}\buna persona\b.{0,25}\bo (?:un |una )?(?:programa|bot|robot|maquina|ia|computadora)\b`,
  String.raw`\b(?:hablo|estoy hablando|escribo|estoy escribiendo|chateo|estoy chateando) con (?:una persona|un bot|un humano|un robot|una maquina|un programa|una ia)\b`,
  // "¿Con quién estoy hablando, con una persona o con un programa?".
  String.raw`\bcon quien (?:hablo|estoy hablando|escribo|estoy escribiendo|chateo|estoy chateando)\b.{0,30}\b(?:persona|humano|bot|robot|programa|maquina|ia)\b`,
  // "¿Usted es una persona de verdad o es un programa?".
  String.raw`\b(?:usted |tu )?es (?:una )?persona (?:de verdad |real )?o (?:es )?(?:un |una )?(?:programa|bot|robot|maquina|ia|computadora)\b`,
  // "¿estoy escribiéndole a una persona o a un programa?": whom the visitor writes to.
  String.raw`\b(?:le )?(?:escribiendole|hablandole|escribo|hablo|estoy escribiendo|estoy hablando) a (?:una persona|un humano|alguien)\b.{0,20}\bo (?:a )?(?:un |una )?(?:programa|bot|robot|maquina|ia|computadora)\b`,
];
const VI = [
  // "nãy giờ chị nói chuyện với người hay với máy?", "bạn là robot hả?"
  String.raw`\b(?:noi chuyen|chat|nhan tin|nhan|trao doi) voi (?:nguoi|nguoi that|nguoi (?:that|than) su) hay (?:voi )?(?:may|robot|bot|ai)\b`,
  // "Em là người thiệt hay chương trình tự động?": the South's "thiệt" (real) and a program by name.
  // "con là người thiệt đang gõ hay là cái máy vậy?": what the person is doing between, a classifier before the machine.
  String.raw`\b(?:nguoi that|nguoi thiet|nguoi)(?: dang (?:go|viet|tra loi|nhan))? hay (?:la )?(?:cai |con )?(?:robot|bot|may|ai|chuong trinh|phan mem|may tinh)\b`,
  String.raw`\bban la (?:robot|bot|nguoi that|may)\b`,
];
// "你是机器人吗？" asks whether the visitor talks to one; "你们做聊天机器人吗？" whether we build chatbots.
// "我现在是在跟机器人聊还是跟真人聊？", "跟真人聊，还是跟电脑程序聊？": the two asked side by side, either first.
const ZH = [
  String.raw`(?:机器人|机器|程序|电脑)[^。？?！!]{0,8}还是[^。？?！!]{0,8}(?:真人|人工|活人|(?:跟|和|同)人)`,
  String.raw`(?:真人|人工|活人)[^。？?！!]{0,8}还是[^。？?！!]{0,8}(?:机器人|机器|程序|电脑)`,
  // "跟我说话的是人还是程序在回我？": a plain 人 beside the machine after 是.
  String.raw`是人还是(?:机器人|机器|程序|电脑|ai)`,
  // "跟我聊的是真的人还是电脑？": 真的人, a real person, before the machine.
  String.raw`真的?人还是(?:机器人|机器|程序|电脑|ai)`,
  // "跟我对话的，是个人，还是电脑程序？", "现在回我的是你们公司的员工，还是程序？": a person or staff, then the program after 还是.
  String.raw`(?:跟我|和我|回我)(?:对话|聊天|聊|说话)?的[^。？?！!]{0,12}(?:人|员工|同事|真人)[^。？?！!]{0,4}还是[^。？?！!]{0,4}(?:电脑|程序|机器|机器人|ai)`,
  String.raw`真人还是|是机器人|是个?真人|(?<!(?:做|开发|提供|搭建|定制|卖|建|写|弄|设计)[^，。？?]{0,6})机器人吗|是不是机器人|人工还是`,
];

export const ASKS_IF_ASSISTANT = new RegExp([...EN, ...ES, ...VI, ...ZH].join("|"));
