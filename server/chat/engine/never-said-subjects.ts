// The subjects no page speaks of, each one pattern over folded text, for never-said.ts: a buyer's financing, a commercial
// landlord's books, older clients' moves, listing prospecting, short stays, military moves, an HOA's business, land,
// property taxes, buyers abroad, a new agent's start, rental applicants, a divorce's legal side, a storm's claims, a
// showing's logistics, a foreclosure's steps, student renters' paperwork and an ISA desk's tools.

export const BUYER_FINANCE = new RegExp(
  [
    /\b(?:get|getting|gets|help\w*|do|does|handle\w*|process\w*|obtain\w*|walk \w+ through)\b(?: \w+){0,5} (?:pre[- ]?approv\w*|mortgage approvals?)\b/,
    /\b(?:conseguir|consiga|tramit\w*|sacar|saque|hacer|haga|ayud\w*)\b(?: \w+){0,5} (?:pre[- ]?aprobaci\w*|preaprobad\w*)\b/,
    /\b(?:lam|xin|giup)\b(?: \w+){0,6} (?:pre[- ]?approv\w*|duyet vay|phe duyet (?:khoan )?vay)\b|(?:办理|办|申请|帮[^，。？]{0,8}(?:办|做|申请))(?:房贷|贷款)?预批/,
    /\b(?:recommend|refer|suggest|point)\w*\b.{0,30}\b(?:lenders?|loan officers?|mortgage (?:brokers?|compan\w+|lenders?))\b|\b(?:recomend|refer|suger|conect)\w*\b.{0,30}\b(?:prestamistas?|oficial(?:es)? de (?:prestamos|credito)|hipotecari\w*)\b/,
    /\bgioi thieu\b.{0,30}\b(?:ngan hang|ben cho vay|cong ty cho vay|loan officer|lender)\b|推荐(?:[^，。？]{0,8})?(?:贷款机构|贷款公司|银行|lender|贷款经纪)/,
    /\bdown ?payment (?:assistance|help|programs?|grants?)\b|\bhelp (?:\w+ ){0,3}with (?:the |a |their )?down ?payment\b|\b(?:programas?|ayudas?|asistencia) (?:\w+ ){0,3}(?:el |la )?(?:enganche|pago inicial|cuota inicial)\b|\bho tro (?:tien )?(?:dat coc|tra truoc|down ?payment)\b|首付(?:援助|补助|资助|帮助)/,
    /\bclosing costs?\b|\bgastos de (?:cierre|escrituracion)\b|\bcostos de cierre\b|过户费|成交费用/,
    /\b(?:repair|fix|rebuild|boost|rais)\w* (?:\w+ ){0,2}credit\b|\bcredit repair\b|\brepar\w* (?:\w+ ){0,2}credito\b|\b(?:sua|cai thien) (?:lai )?diem tin dung\b|修复信用|修信用|提高信用分/,
    /\b(?:home ?buyer|buyer|first[- ]time (?:home ?)?buyer) (?:education )?(?:class(?:es)?|courses?|workshops?|seminars?)\b|\b(?:clases?|cursos?|talleres?) (?:para|de) (?:\w+ )?(?:compradores|comprar casa)\b|\blop (?:hoc )?(?:cho |danh cho )?nguoi mua nha\b|(?:购房|买房)(?:课程|讲座|培训|课)/,
  ]
    .map((r) => r.source)
    .join("|"),
);
export const COMMERCIAL_BOOKS = new RegExp(
  [
    /\b(?:nnn|triple net)\b.{0,40}\b(?:charges?|fees?|costs?|cargos?|costos?|gastos?|phi)\b|\b(?:charges?|cargos?|costos?|gastos?|phi)\b.{0,10}\b(?:nnn|triple net)\b|\bcam (?:charges|fees|reconciliations?)\b|\breconcil\w* (?:\w+ ){0,3}cam\b|公摊|nnn ?费用/,
    /\blease abstracts?\b|\babstract\w* (?:\w+ ){0,2}leases?\b|(?:summar\w*|resumen|tom tat|摘要|总结).{0,80}(?:renewal options?|opciones de renovacion|quyen gia han|续约)/,
    // ("CoStar" is told from the Spanish "costar", to cost, by the word before it: "from CoStar", "cuánto va a costar".)
    /\b(?:loopnet|crexi)\b|\bcostar (?:data|comps?|reports?|listings?|suite)\b|\b(?:from|on|in|into|with|via|tu|tren|trong|desde) costar\b/,
    /\b(?:credit|background) (?:checks?|screening)\b.{0,30}\btenants?\b|\btenants?\b.{0,30}\b(?:credit|background) (?:checks?|screening)\b|(?:审核|查|核查|调查)(?:一下)?(?:租户|租客)(?:公司)?(?:的)?信用/,
  ]
    .map((r) => r.source)
    .join("|"),
);

export const SENIOR_MOVES = new RegExp(
  [
    /\b(?:senior|assisted|independent) (?:living|communities|community|housing|homes?)\b|\bnursing homes?\b|\bretirement (?:homes?|communities|community)\b|\bresidencias?\b.{0,30}\b(?:mayores|ancianos|tercera edad)\b|\basilos?\b|\bcasas? de (?:retiro|reposo)\b|\b(?:vien|nha) duong lao\b|养老院|辅助生活|老人院|护理院|养老机构/,
    /\bestate (?:sales?|liquidat\w*)\b|\bliquidat\w* (?:company|companies|the contents|their things|their stuff)\b|\b(?:cong ty|ben|cho) thanh ly (?:do dac|noi that)\b|\bthanh ly do dac\b|遗物(?:整理|拍卖)|清仓公司/,
    /\breverse mortgages?\b|\bhipoteca inversa\b|\bvay the chap nguoc\b|反向抵押|以房养老/,
    /\bprobate\b|\belder (?:law|care) (?:attorneys?|lawyers?)\b|\babogad\w* (?:de|en) (?:sucesiones|herencias|testamentos)\b|\bsucesion\w*\b.{0,30}\babogad|\babogad\w*\b.{0,30}\bsucesion\w*|\bluat su (?:thua ke|di chuc)\b|遗产律师|遗嘱认证/,
    /\b(?:moving|movin|mover|movers)(?: compan\w+| crews?)?\b.{0,30}\b(?:seniors?|elderly|older (?:folks|people|clients))\b|\bmudanzas?\b.{0,40}\b(?:mayores|tercera edad|ancianos)\b|\b(?:don nha|chuyen nha)\b.{0,30}\b(?:nguoi gia|ong ba)\b|老人搬家|搬家公司.{0,10}老人/,
    /\bhearing aids?\b|\bmay tro thinh\b|\baudifonos?\b|\bhard of hearing\b|助听器/,
    /\bmedicare\b|\bmedicaid\b|联邦医疗保险/,
  ]
    .map((r) => r.source)
    .join("|"),
);
export const PROSPECTING = new RegExp(
  [
    /\b(?:lead|prospect|expired|fsbo|owner) lists?\b|\blists? of (?:expired|fsbo|owners?|homeowners)\b|\blistas? de (?:los )?(?:duenos|propietarios|prospectos|vencidos|fsbo)\b|\bdanh sach (?:chu nha|listing het han|fsbo)\b|(?:过期房源|fsbo|业主)(?:的)?名单/,
    /\bskip[- ]?trac\w*\b|\bdo[- ]not[- ]?(?:call\b|电话)|\bdnc (?:list|registry)\b|谢绝来电/,
    /\bcold[- ]?call\w*\b|\bgoi (?:dien )?chao(?: hang)?\b|\bdial\w* (?:them |those |the |our |my |all the )?(?:expireds?|leads?|prospects?|owners?|sellers?|fsbos?|numbers?|lists?)\b/,
    /\bcuantos (?:listados|clientes|negocios|cierres|ventas) (?:mas )?(?:vamos|voy|van) a\b|\bhow many (?:more )?(?:listings|deals|closings|sales|clients) (?:will|would|are gonna|are going to) (?:we|i)\b/,
  ]
    .map((r) => r.source)
    .join("|"),
);

export const SHORT_STAYS = new RegExp(
  [
    /\bnightly (?:rates?|prices?|pricing)\b|\bdynamic pricing\b|\b(?:tarifas?|precios?) (?:por|de la) noche\b|\bgia (?:thue )?(?:moi|theo|tung) dem\b|(?:每晚|每夜)(?:的)?(?:价格|房价|租金)|动态定价/,
    /\b(?:sync|syncs|syncing|sincroniz\w*|dong bo)\b.{0,40}\b(?:airbnb|vrbo|booking com)\b|\b(?:airbnb|vrbo)\b.{0,20}\b(?:calendars?|calendarios?|lich)\b|同步.{0,10}(?:airbnb|vrbo)/,
    /\b(?:short[- ]term rental|str|vacation rental) (?:permits?|licen[cs]es?|registrations?)\b|\bpermiso\w*\b.{0,40}\b(?:corto plazo|rentas? cortas?)\b|\bgiay phep\b.{0,30}\b(?:ngan ngay|airbnb)\b|短租(?:许可|执照|牌照|许可证)/,
    /\b(?:smart[- ]?)?lock codes?\b|\bdoor codes?\b|\bma khoa(?: cua)?\b|\bcodigos? de (?:la )?(?:cerradura|puerta)\b|智能门锁|门锁(?:的)?密码/,
    /\b(?:hotel|occupancy) tax(?:es)?\b|\bimpuestos? (?:de )?(?:hospedaje|ocupacion|hotel\w*)\b|\bthue (?:khach san|luu tru)\b|(?:酒店|住宿|入住)(?:税|稅)/,
    /\b(?:check|checks|verify|verifies|revis\w*|verific\w*)\b.{0,25}\b(?:guest s|guests?|huesped\w*)\b.{0,15}\b(?:ids?|identification|identidad)\b|\bkiem tra (?:giay to|can cuoc)\b|(?:核实|验证|检查)(?:房客|客人)(?:的)?身份/,
  ]
    .map((r) => r.source)
    .join("|"),
);
export const MILITARY_MOVES = new RegExp(
  [
    /\bva (?:loans?|eligibility|home loans?|mortgages?)\b|\bcertificates? of eligibility\b|\bprestamos? va\b|\bvay va\b|va贷款/,
    /\bbah\b|\bhousing allowance\b|\btro cap nha o\b|住房补贴/,
    /\bbase housing\b|\bvivienda en la base\b|\bnha o (?:trong )?can cu\b|(?:基地|眷属)(?:的)?(?:宿舍|住房)/,
    /\bschool (?:ratings?|rankings?|scores?)\b|\b(?:calificaciones?|ranking) de (?:las )?escuelas\b|\bxep hang truong\b|学校(?:的)?评分|学区排名/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// A homeowners' association's own business: dues collected and late fees added, collection letters, resale certificates,
// deed-restriction violation letters, gate remotes programmed, board elections voted, reserve studies, architectural-review
// requests approved ("can it collect the HOA dues and tack on late fees?", "¿…mandar las cartas de cobro a los que deben
// cuotas?", "AI có lập trình remote cổng cho cư dân mới hông?", "能用你们的系统让业主投票吗？").
export const HOA_AFFAIRS = new RegExp(
  [
    /\b(?:collect\w*|chas\w*|track\w*|bill\w*|send\w*)\b.{0,30}\b(?:hoa |association |annual |monthly )?(?:dues|assessments)\b|\blate fees?\b|\bcartas? de cobr\w*\b|\b(?:cobr\w*|deben|adeud\w*|pag\w*)\b.{0,30}\bcuotas?\b.{0,20}\b(?:hoa|asociacion|mantenimiento)\b|\b(?:thu|nhac|doi) (?:tien )?phi (?:hoa|hoi|quan ly|hang nam)\b|\bphat (?:tien )?(?:tre|cham) han\b|(?:收|催|催缴|追缴)(?:取)?(?:hoa|业主|物业|协会)?(?:会费|物业费|管理费)|滞纳金/,
    /\bresale cert\w*\b|\bcertificados? de reventa\b|\bgiay chung nhan (?:ban lai|chuyen nhuong)\b|转售证明/,
    /\bdeed restrictions?\b|\bviolation (?:letters?|notices?)\b|\brestricciones? (?:de (?:la )?escritura|del vecindario|de la colonia)\b|\bcartas? de (?:infraccion|violacion|multa)\b|\bthu (?:bao )?vi pham\b|违规(?:通知|信)/,
    /\b(?:lap trinh|cai dat|cap)\b.{0,15}\b(?:remote|the|chia khoa) (?:cong|cua cong)\b|\bprogram\w* (?:\w+ ){0,3}(?:gate |garage )?(?:remotes?|clickers?)\b|\bprogram\w* (?:\w+ ){0,2}(?:controles?|controlitos?) (?:del|de la) (?:porton|garage|garaje|reja)\b/,
    /\b(?:board|hoa|association) (?:elections?|votes?|voting)\b|\b(?:homeowners?|residents?|owners?|members?|neighbors?) (?:to )?vote\b|\bvot(?:ar|en|e|ación|acion|aciones|o)\b.{0,40}\b(?:junta|directiva|eleccion\w*|mesa)\b|\belecci\w* de (?:la )?(?:junta|mesa directiva)\b|\bbau (?:cu )?ban (?:quan tri|dai dien)\b|\bbo phieu\b|投票|选举.{0,8}董事/,
    /\breserve (?:studies|study|funds?)\b|\bestudios? de reservas?\b|\bquy du phong\b|储备金/,
    /\barchitectural (?:review|committee|requests?|approvals?|changes?)\b|\b(?:acc|arc) (?:requests?|applications?|approvals?)\b|\bcomite (?:de )?arquitect\w*\b|\bban kien truc\b|外观(?:改建|修改|变更)|建筑(?:审批|审查)/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// Land's own questions: mineral and water rights, agricultural exemptions, surveys and plats, flood-plain maps, well and
// septic permits, owner financing, hunting leases ("can your AI tell a buyer whether the mineral rights convey?", "¿…si el
// terreno trae derechos de agua?", "giấy phép đào giếng với làm hầm tự hoại", "这块地的矿权…").
export const LAND_MATTERS = new RegExp(
  [
    /\b(?:mineral|water|surface|oil and gas|oil gas) rights\b|\bderechos? (?:de )?(?:agua|pozo|minerales?|mineros|superficie)\b|\bquyen (?:so huu )?(?:khoang san|nuoc|mat dat)\b|矿权|矿产权|水权/,
    /\bag(?:ricultural)? (?:exemptions?|valuations?|use valuation|tax (?:exemptions?|breaks?))\b|\bexenci\w* (?:\w+ ){0,3}agricola\w*\b|\bmien thue nong nghiep\b|农业(?:免税|豁免|税务优惠)/,
    /\bsurveys? (?:and|or|&) plats?\b|\bplats?\b(?= (?:map|for|of|on)\b)|\b(?:order|pull|get|find|dig up)\w* (?:\w+ ){0,3}(?:old |existing |the )?surveys?\b.{0,20}\b(?:tract|lot|land|property|acre\w*)\b|\bagrimensura\b|\blevantamiento\w* (?:topografic\w*)?\b|\bplanos? (?:del|de) (?:terreno|lote)\b|\bban (?:do )?do dac\b|\bban do (?:cu|ranh dat)\b|测量图|地界图|地籍图|勘测图/,
    /\bflood ?(?:plain|zone)s?\b|\bflood maps?\b|\bzonas? (?:de )?inundaci\w*\b|\bmapas? de inundaci\w*\b|\bvung (?:ngap|lu)\b|洪泛区|洪水区|淹水区/,
    /\bseptic\b|\bwater wells?\b|\bwell (?:permits?|drilling)\b|\bfosas? septicas?\b|\bpozos? (?:de agua|septicos?)\b|\b(?:dao|khoan) gieng\b|\bham tu hoai\b|化粪池|打井|水井许可/,
    /\bowner[- ](?:financ\w*|carry|carries)\b|\bseller[- ]financ\w*\b|\bfinanciamiento (?:del|por el|de|directo del) (?:dueno|propietario|vendedor)\b|\bchu (?:dat|nha) (?:cho )?(?:tra gop|vay)\b|业主融资|卖家融资|卖方融资|业主贷款/,
    /\bhunting leases?\b|\barrendamientos? de caza\b|\brenta (?:del terreno )?para cazar\b|\bthue dat di san\b|\bdat di san\b|狩猎(?:租约|租赁)/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// Property taxes: a protest filed or argued (appraised values, comparables, deadlines), homestead and over-65 exemptions,
// tax rates, escrow for taxes, tax consultants ("can your AI file my sellers' protest?", "¿…sacar los comparables pa'
// protestar el avalúo?", "AI có tính thuế nhà đất cho khách hông?", "今年哈里斯县的房产税率是多少？").
export const PROPERTY_TAXES = new RegExp(
  [
    /\bprotest\w* (?:\w+ ){0,3}(?:apprais\w*|valuations?|values?|taxes)\b|\b(?:apprais\w*|tax) protests?\b|\bprotest season\b|\bappraisal district\b|\bhcad\b|\bappraised values?\b|\bprotest\w* (?:el |su |los )?(?:avaluo|avaluos|valor|valuo|impuestos?)\b|\b(?:khieu nai|phan doi) (?:dinh gia|thue)\b|(?:评估价|估价|房产税)(?:的)?申诉|申诉(?:房产税|评估)/,
    /\b(?:homestead|over[- ]?65|senior|disabled veteran) (?:tax )?exemptions?\b|\bexenci\w* (?:de )?(?:homestead|mayores de 65|vivienda|personas mayores)\b|\bmien thue (?:nha o|homestead|tren 65|nguoi gia)\b|(?:自住|65岁以上|老人)(?:房)?(?:免税|豁免|减免)/,
    /\b(?:property|real estate) tax rates?\b|\btax rates?\b|\b(?:tasa|tarifa) de impuestos?\b|\bimpuestos? (?:de la )?propiedad\b.{0,30}\b(?:cuanto|tasa|calcul\w*)\b|\b(?:tinh|bao nhieu) thue nha dat\b|\bthue nha dat\b.{0,30}\b(?:tinh|bao nhieu|muc)\b|房产税率|地税率|税率是多少/,
    /\bescrow\b.{0,40}\b(?:taxes|tax|impuestos?|thue)\b|\b(?:taxes|tax|impuestos?|thue)\b.{0,40}\bescrow\b|escrow.{0,10}(?:存|交).{0,6}税/,
    /\btax (?:consultants?|protest (?:firms?|companies|services?))\b|\bconsultor\w* de impuestos\b|\btu van thue\b|税务顾问/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// Buyers abroad: money wired from another country and its exchange rate, FIRPTA, ITIN or foreign-national loans, visas,
// remote signings and apostilles ("can the AI walk them through wiring the down payment from Nigeria?", "¿…lo de la
// retención del FIRPTA?", "AI có hướng dẫn khách xin visa…?", "能帮买家处理从台湾汇款和换汇的问题吗？").
export const BUYERS_ABROAD = new RegExp(
  [
    /\b(?:wir\w*|transfer\w*|send\w*|mov\w*) (?:\w+ ){0,4}(?:money|funds|down payment|the deposit)\b.{0,30}\b(?:from|over from|out of) (?!(?:my|our|your|the) )\w+|\bexchange rates?\b|\bcurrency (?:exchange|conversion)\b|\btipo de cambio\b|\b(?:mandar|enviar|transferir) (?:el )?dinero (?:desde|de) (?!(?:mi|su|la) )\w+|\btransferencias? (?:internacional\w*|desde)\b|\bchuyen tien (?:tu|sang|ve)\b|\bty gia\b|汇款|换汇|汇率|外汇/,
    /\bfirpta\b|\bitin (?:loans?|mortgages?|prestamos?)\b|\bforeign[- ]national (?:loans?|mortgages?)\b|\bprestamos? (?:con|para) itin\b|itin贷款/,
    // (A visa asked for the visitor's own trip is no question of ours: "Mẹ tôi muốn sang Houston thăm… thủ tục xin visa".)
    /\b(?:khach|buyers?|clients?|compradores|clientes)\b.{0,30}\b(?:visas?|visado)\b|\b(?:visas?|visado)\b.{0,30}\b(?:khach|buyers?|clients?|compradores|clientes)\b|(?:买家|客户).{0,10}签证/,
    /\bremote (?:closings?|signings?|notar\w*)\b|\bapostill\w*\b|\bapostilla\w*\b|\bfirma\w* (?:a distancia|remota)\b|\bcierre a distancia\b|\bky (?:giay to|hop dong) tu xa\b|\bchung thuc lanh su\b|远程(?:签约|签字|过户)|文件认证|海牙认证/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// A new agent's start: exam prep, mentorship or coaching programs, MLS dues, E&O insurance, contracts written or taught
// ("¿…me prepara para el examen de la licencia?", "¿tienen un programa de mentoría?", "Bảo hiểm E&O cho môi giới mới…",
// "你们有没有给新经纪人的带教计划？", "can that same AI teach me how to write up an offer?").
export const NEW_AGENTS = new RegExp(
  [
    // (An exam passed is who the visitor is: "Aprobé el examen de licencia y voy a trabajar sola".)
    /\b(?:exam|examen|test) prep\b|\b(?:prepar\w*|study|estudiar)\b.{0,30}\b(?:exam|examen|licen[cs]e exam)\b|\bon thi\b.{0,20}\b(?:bang|giay phep|chung chi)\b|(?:备考|准备考试|考试辅导|考执照)/,
    /\b(?:mentor\w*|coaching|mentoria|tutoria)\b.{0,30}\b(?:program\w*|for (?:my |our |new )?agents|para (?:mis |los )?agentes)\b|\bprogramas? de (?:mentoria|coaching|tutoria)\b|\bchuong trinh (?:kem cap|huan luyen|dao tao) (?:agent|moi gioi)\b|带教(?:计划)?|导师计划|新人培训计划/,
    /\bmls (?:dues|fees?|membership)\b|\b(?:membresia|cuota) (?:del|de la) mls\b|\bphi (?:thanh vien )?mls\b|mls(?:的)?(?:会员费|年费)/,
    /\be ?& ?o (?:insurance|coverage)\b|\berrors and omissions\b|\bseguro (?:de )?e ?& ?o\b|\bbao hiem e ?& ?o\b|职业责任险|错误与遗漏/,
    /\b(?:teach|show|explain)\w* (?:\w+ ){0,3}(?:how to )?(?:write|fill|draft)\w* (?:up )?(?:an? |the )?(?:offers?|contracts?)\b|\b(?:ensen|explic)\w* (?:\w+ ){0,2}(?:a )?(?:llenar|hacer|redactar) (?:los |el )?contratos?\b|\bday (?:\w+ ){0,3}(?:cach )?lam hop dong\b|(?:教|教我).{0,6}(?:写|填)(?:合同|offer)/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// A rental applicant's paperwork: application fees, pet and security deposits, Section 8 vouchers, income verification,
// applicants screened, application forms, lease terms explained ("can it collect the application fee and the pet
// deposit?", "¿…si aceptamos vales de Sección 8?", "AI có xác minh thu nhập của người xin thuê…?", "AI会跟租客解释押金规定…吗？").
export const RENTAL_APPLICANTS = new RegExp(
  [
    /\bapplication fees?\b|\bpet (?:deposits?|fees?|rent)\b|\bsecurity deposits?\b|\b(?:cuota|tarifa) de (?:solicitud|aplicacion)\b|\bdeposito (?:de seguridad|por mascota\w*|de garantia)\b|\btien coc (?:thu cung|nha)\b|\bphi (?:nop )?don\b|申请费|宠物押金|押金(?:规定|多少|怎么退)/,
    /\bsection 8\b|\bseccion 8\b|\bhousing (?:vouchers?|choice)\b|\bvales? de vivienda\b|住房券/,
    /\b(?:verif\w*|check\w*|confirm\w*|screen\w*)\b.{0,30}\b(?:income|pay ?stubs?|employment|credit|applicants?|rental history)\b|\b(?:verific\w*|revis\w*)\b.{0,30}\b(?:ingresos|historial de credito|solicitantes)\b|\bxac minh thu nhap\b|\b(?:sang loc|kiem tra)\b.{0,20}\b(?:nguoi xin thue|khach thue|tin dung)\b|(?:筛选|审核)(?:租客|申请人)|收入证明|信用记录/,
    /\brental applications?\b|\bsolicitud(?:es)? de (?:renta|arrendamiento|alquiler)\b|\bdon (?:xin )?thue nha\b|租房申请表?/,
    /\blease (?:terms|clauses)\b|\bterminos del (?:contrato|arrendamiento)\b|\bdieu khoan hop dong thue\b|租约条款/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// A divorce's legal side: court orders and decrees read, both spouses' attorneys or a mediator dealt with, the sale money
// split, who keeps the house, community property, custody ("can the AI read the court order on the house sale…?", "¿…les
// cuenta a los abogados de cada uno cómo va la venta?", "AI có tư vấn về tài sản chung…?", "能看懂法院关于卖房的判决吗？").
export const DIVORCE_MATTERS = new RegExp(
  [
    /\bcourt (?:orders?|decrees?|rulings?)\b|\bjudge'?s (?:orders?|rulings?|decrees?)\b|\bdivorce decrees?\b|\borden(?:es)? (?:del juez|de la jueza|judicial\w*|de la corte|del tribunal)\b|\bsentencia de divorcio\b|\blenh (?:cua )?toa\b|\bphan quyet (?:cua )?toa\b|法院.{0,10}(?:判决|命令|裁定)|离婚判决/,
    /\b(?:their|both|each|his|her|the) (?:(?:\w+ ){0,2})?(?:divorce )?(?:attorneys|lawyers)\b|\bmediators?\b|\bmediador\w*\b|\babogad\w* de (?:cada uno|cada una|ambos|los dos|las dos|el y de ella)\b|\bluat su (?:cua )?(?:hai|moi) ben\b|双方(?:的)?律师|各自的律师|调解员/,
    /\b(?:split|splits|divid\w*)\b.{0,40}\b(?:between|among)\b.{0,20}\b(?:husband|wife|spouses?|the couple|them both|ex)\b|\b(?:how|who) (?:\w+ ){0,4}(?:split|divid\w*) (?:\w+ ){0,3}(?:money|proceeds|equity)\b|\breparte\w*\b.{0,30}\b(?:dinero|plata|ganancia)\b|\bchia (?:\w+ ){0,4}tien ban nha\b|(?:怎么|如何)分(?:卖房)?(?:的)?钱|各分多少/,
    /\bwho (?:gets|keeps|stays in) the (?:house|home)\b|\bquien se queda con la casa\b|\bai (?:duoc )?giu (?:can )?nha\b|谁(?:能)?(?:留|分到|得到|拿到)(?:房子|这套房)/,
    /\bcommunity property\b|\bbienes (?:gananciales|mancomunados|conyugales)\b|\bpropiedad (?:comunitaria|conyugal)\b|\btai san chung\b|共同财产/,
    /\b(?:child )?custody\b|\bcustodia\b|\bquyen nuoi con\b|抚养权/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// After a storm, what insurers, lenders and agencies do: claims filed or adjusters dealt with, FEMA or disaster aid applied
// for, roof or mold inspections, repair estimates, flood-insurance quotes, mortgage forbearance ("can your AI file the
// insurance claims for my owners?", "¿…cotizaciones de seguro contra inundaciones?", "AI có gọi cho người giám định bảo
// hiểm…?", "能帮业主申请FEMA的救灾补助吗？"): never stated (the hurricane post only says records make claims easier).
export const STORM_CLAIMS = new RegExp(
  [
    /\b(?:file|files|filing|submit\w*|handle\w*|process\w*|deal\w* with|manage\w*)\b(?: \w+){0,4} (?:insurance )?(?<!\b(?:you|y ?all|they|we|i|u) )claims?\b|\binsurance claims?\b|\binsurance (?:adjusters?|companies|company|carriers?)\b|\badjusters?\b|\b(?:reclamo|reclamacion)\w* (?:al|del|de|con el|ante el) seguro\b|\bajustador\w*\b|\bdoi boi thuong\b|\bboi thuong (?:bao hiem)?\b|\bgiam dinh (?:vien )?bao hiem\b|\bnguoi giam dinh\b|理赔|保险(?:赔偿|索赔)|定损/,
    /\bfema\b|\bdisaster (?:aid|assistance|relief|loans?)\b|\bayuda\w* (?:\w+ ){0,2}(?:por|de|para) (?:el )?desastre\b|\bho tro thien tai\b|\btro cap (?:thien tai|sau bao)\b|(?:救灾|灾后|灾害)(?:补助|援助|救助|补贴)/,
    /\b(?:roof|mold|mould|damage|storm) inspect\w*\b|\binspect\w* (?:the |their )?(?:roofs?|mold)\b|\binspecci\w* (?:de|del) (?:techo|moho|danos)\b|\bkiem tra (?:mai|nam moc|hu hai)\b|(?:屋顶|霉菌)(?:和霉菌)?(?:的)?检查/,
    /\brepair (?:estimates?|quotes?|costs?|bids?)\b|\b(?:estimat|calculat)\w* (?:\w+ ){0,3}(?:repairs?|damages?)\b|\bpresupuestos? (?:de|para) (?:la )?reparaci\w*\b|\bestim\w* (?:\w+ ){0,2}(?:reparaci\w*|danos)\b|\b(?:uoc tinh|bao gia) (?:chi phi )?sua\b|(?:估算|估计|评估)(?:一下)?维修(?:费用|成本)?|维修(?:费用)?(?:估算|报价)/,
    /\bflood insurance\b|\bseguro (?:contra|de) inundaci\w*\b|\bbao hiem (?:lu|ngap|lu lut)\b|洪水(?:保险|险)/,
    /\bforbearance\b|\bmoratoria (?:de|en) (?:la )?hipoteca\b|\b(?:hoan|gian) (?:tra )?no (?:vay|the chap)\b|(?:暂缓|延期)(?:还贷|还款)|贷款延期/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// A showing's own logistics: feedback gathered from buyers' agents after a showing, buyers' IDs checked before a private
// showing, agents' mileage logged ("¿…junta los comentarios de los agentes de los compradores después de cada visita?",
// "AI có đi hỏi ý kiến của agent bên mua…?", "私人看房之前，AI能核实买家的身份证件吗？", "…记录我们经纪人开车带看的里程吗？").
export const SHOWING_LOGISTICS = new RegExp(
  [
    /\b(?:showing )?feedback\b.{0,40}\b(?:buyers? ?(?:s )?agents?|after (?:each|every|the) showings?)\b|\b(?:collect\w*|gather\w*|get\w*|request\w*)\b.{0,20}\bfeedback\b.{0,30}\bshowings?\b|\bcomentarios?\b.{0,40}\b(?:agentes? de (?:los )?compradores|despues de (?:cada|la) visita)\b|\b(?:hoi|lay) y kien\b.{0,30}\b(?:agent|moi gioi)\b.{0,10}\bben mua\b|带看(?:后|之后)?(?:的)?反馈|买方经纪人的反馈/,
    /\b(?:verif\w*|check\w*|confirm\w*|verific\w*|comprob\w*)\b.{0,30}\b(?:buyers?|compradores?|visitors?)\b.{0,15}\b(?:ids?|identification|identity|identificacion|identidad|licen[cs]es?)\b|(?:核实|验证|检查|查验)(?:买家|客户|看房者)(?:的)?(?:身份|证件)/,
    /\bmileage\b|\bkilometraje\b|\bmillas? (?:recorridas|manejadas)\b|\bso (?:km|dam) (?:lai xe|di)\b|(?:开车|带看)[^，。？]{0,6}(?:的)?里程/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// A foreclosure's own steps: auction or sale dates, short-sale approvals, loan modifications, lenders negotiated with,
// cash for keys, liens and title searched (the Vietnamese "liên" folds to "lien": the English word only after its own
// words) ("AI có biết ngày nhà … bị đem ra đấu giá không?", "¿…si la casa tiene gravámenes
// o problemas con el título?", "…offer em cash for keys…?", "能告诉卖家银行哪天拍卖他的房子吗？").
export const FORECLOSURE_MATTERS = new RegExp(
  [
    /\b(?:auction|sale|foreclosure) dates?\b|\b(?:when|what day)\b.{0,40}\b(?:auction\w*|foreclos\w*)\b|\bfecha (?:de (?:la )?)?(?:subasta|remate|ejecucion)\b|\bdau gia\b|拍卖|法拍/,
    /\bshort[- ]sale (?:approvals?|packages?)\b|\bapprov\w* (?:\w+ ){0,3}short[- ]sales?\b|\b(?:loan|mortgage) modifications?\b|\bmodificaci\w* (?:del|de la|de su) (?:prestamo|hipoteca)\b|\b(?:negotiat\w*|work\w* out)\b.{0,30}\b(?:lenders?|the bank|banks)\b|\bnegoci\w*\b.{0,30}\b(?:el banco|los bancos|prestamista)\b|\bthuong luong\b.{0,20}\bngan hang\b|(?:和|跟)银行(?:谈判|协商)|贷款修改/,
    /\bcash[- ]for[- ]keys\b|\bdinero por (?:las )?llaves\b|\btien (?:doi|lay) chia khoa\b|搬迁补偿|钥匙换现金/,
    /\b(?:any|a|the|tax|mechanic s|mechanics|unpaid|open) liens?\b|\bliens? (?:on|against)\b|\btitle (?:search\w*|issues?|problems?|reports?|defects?)\b|\bgravamen\w*\b|\bproblemas? (?:con|de|en) (?:el )?titulo\b|\b(?:kiem tra|tra) (?:giay to|so do|phap ly) (?:nha|can nha)\b|留置权|产权(?:问题|调查|检索)/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// Student renters' own paperwork: enrollment or student IDs verified, leases by the semester or academic year, roommates
// matched, guarantors or co-signers found, a campus shuttle or meal plan offered ("will it verify the kid is actually
// enrolled at UH…?", "¿…el bus al campus o un plan de comidas con el contrato?", "…hợp đồng thuê theo từng học kỳ…?",
// "那个AI能查学生证、确认学生真的在学校注册了吗？").
export const STUDENT_RENTALS = new RegExp(
  [
    /\benroll\w* (?:at|in) (?:uh|rice|tsu|u of h|the university|(?:a |the )?(?:college|university|school))\b|\b(?:verif\w*|check\w*|confirm\w*) (?:\w+ ){0,3}enroll\w*\b|\bstudent (?:ids?|cards?)\b|\b(?:matricula\w*|inscrit\w* en la (?:universidad|u)|carn[eé]t? (?:de )?estudiante)\b|\bthe sinh vien\b|学生证|(?:在校|注册)(?:证明|身份)|确认.{0,6}(?:学生|在校|注册)/,
    /\b(?:per|by the|each|every) semester\b|\bacademic[- ]year leases?\b|\b(?:semester|school[- ]year) leases?\b|\bpor (?:semestre|cuatrimestre|ano escolar|ciclo)\b|\btheo (?:tung )?hoc ky\b|(?:按|每个?)学期(?:签|租)?|学年(?:租约|合同)/,
    /\broommate (?:match\w*|pair\w*|finder)\b|\bmatch\w* (?:\w+ ){0,2}roommates?\b|\bcompaneros? de cuarto\b|\bghep (?:phong|ban cung phong)\b|(?:匹配|找|配)室友/,
    /\b(?:guarantors?|co-?signers?|cosign\w*)\b|\b(?:fiador(?:es)?|aval(?:es|ista)?|codeudor\w*)\b|\bnguoi bao lanh\b|担保人|联保/,
    /\b(?:campus )?shuttles?\b|\bmeal plans?\b|\b(?:bus|transporte|autobus) (?:al|a la|hacia el) (?:campus|universidad|u)\b|\bplan(?:es)? de comidas?\b|\bxe (?:dua don|buyt) (?:toi|den) truong\b|校车|班车|餐饮计划|饭卡/,
  ]
    .map((r) => r.source)
    .join("|"),
);
// An ISA desk's own tools and people: auto or power dialers, call scripts written, ISAs hired or paid, calls recorded and
// scored for coaching, show rates guaranteed, outbound or cold-call lists ("does that package come with an auto-dialer?",
// "¿Me dais listas de números para … llamadas en frío?", "Bên em có tuyển ISA người thật giùm…?", "你们会提供外拨名单…吗？").
export const ISA_DESK = new RegExp(
  [
    /\b(?:auto|power|predictive|parallel)[- ]?dial(?:er|ers|ing)\b|\bdialers?\b|\bmarcador(?:es)? (?:automatico|predictivo)\w*\b|\bmay quay so\b|自动拨号|外呼系统/,
    /\b(?:call|phone|isa|sales) scripts?\b|\bguiones? (?:de|para) (?:llamadas|ventas)\b|\bkich ban (?:goi|cuoc goi)\b|(?:电话|外呼|销售)(?:话术|脚本)/,
    /\b(?:hire|hiring|recruit\w*|find)\w* (?:\w+ ){0,2}(?:isas?|inside sales)\b|\b(?:contrat\w*|reclut\w*|buscar\w*) (?:\w+ ){0,2}isas?\b|\btuyen (?:\w+ ){0,2}isa\b|(?:招聘|招|雇)(?:几个)?isa|isa(?:的)?(?:工资|提成|底薪)|\bisas?\b.{0,20}\b(?:pay|commission|salary|salario|comision|luong)\b/,
    /\b(?:record\w*|grad\w*|scor\w*) (?:\w+ ){0,3}calls?\b.{0,20}\b(?:coach\w*|score\w*|review\w*)\b|\bcall (?:recording|coaching|scores?)\b|\bgrab\w* (?:las )?llamadas\b|\bghi am cuoc goi\b|通话录音|录音评分/,
    /\bshow[- ]?(?:up )?rates?\b|\btasa de (?:asistencia|presentacion)\b|\bty le (?:den|toi) xem nha\b|到场率|到访率/,
    /\b(?:outbound|cold[- ]call(?:ing)?) lists?\b|\blistas? de (?:numeros|telefonos|contactos)\b.{0,40}\b(?:llamad\w*|frio)\b|\bllamadas? en frio\b|\bdanh sach (?:goi ra|so (?:dien thoai )?de (?:goi|isa goi))\b|外拨名单|陌生电话|电话名单|陌拜/,
  ]
    .map((r) => r.source)
    .join("|"),
);
