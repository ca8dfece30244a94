// The nouns of the blog's posts that visitors name in their own language: the traffic post's buffers (gated
// community, lockbox, itinerary), which homes go on the same tour ("đi chung một buổi"), the late text "nhắn cho" the listing agent and whether it is "tự gửi" (sent by itself), the hurricane post's roster, risks, notices and the work orders a manager approves,
// what each message should be (easy to act on, "que el inquilino le entienda"), what "le llega" (reaches) a buyer
// the night before (the itinerary; "noche antes" is the night, not any "before"), Speed to Lead's buyers not ready to
// tour ("no quieren salir a ver casas"), the hurricane post's damage backlog ("đống báo cáo hư hại") and the system in the
// Gulf ("bão mới hình thành trong vịnh"), Speed to Lead's routing table (a rental inquiry, Taiwanese 租厝, the Andean "arriendo", and who it is given to, "se lo asignan") and handoff, the stack post's CRM fields, the welcome post's Houston differences and what it will not do (its heading, "What we will not do", is all
// stop words: the things it refuses, publishing invented numbers, pretending, pushing tools, are what is asked), and the
// posts' distinctive things as visitors say them, so any question about one finds its paragraph. Spanish: the hurricane
// post's emergencies ("cables caídos" for downed power lines, by "lines", since "downed" is cut to "down", which many
// paragraphs say; "la compañía de luz" for the utility) and what the assistant records ("¿qué datos tiene que juntar?"),
// the stack post's "contactos repetidos" (duplicate contacts), the things a showing or a deal turns on (mascotas, alarma,
// arras, financiamiento, zonificación); their English side is the one word of the post, not a common one ("money",
// "lines") that would carry English questions elsewhere. Vietnamese and Chinese: round robin ("chia xoay vòng", 轮流),
// pets and alarm codes (thú cưng, 警报密码), rent concessions (giảm tiền thuê, 减租), earnest money (tiền đặt cọc, 定金),
// downed lines (电线); Chinese is listed simplified only (traditional characters are read as simplified first).
// Same shape as glossary-lines.ts's lines: English | Spanish | Vietnamese (phrases, with commas) | Chinese.

export const POST_LINES = `
gated gate | cerrada cerradas cerrado cerrados privada privadas privado privados reja rejas caseta porton | co cong, khu co cong, cong bao ve, khu kin | 门禁 封闭式 门岗 闸口 大门
lines | cables caidos, cable caido, cables de luz, cable de luz, postes caidos, poste caido, lineas caidas, linea caida, cables sueltos | |
utility | compania de luz, compania de gas, compania electrica, la compania de servicios, servicios publicos | cong ty dien, cong ty gas, dien nuoc | 水电 公用事业 电力公司 煤气公司
duplicate duplicates | repetido repetidos repetida repetidas duplicado duplicados duplicadas duplicar duplicarlos duplicarse dobles | bi trung, trung lap, trung nhau, khach trung, tao trung, hai lan | 重复 重复的 重复客户
pets | mascota mascotas perro perros gato gatos | thu cung, cho meo | 宠物 猫狗
patio | patio, patios, jardin, muebles de jardin, muebles del patio | ngoai san, do ngoai san, do dac ngoai san, ban ghe ngoai troi, hien nha | 庭院 露台 院子 户外家具
alarm | alarma, alarmas, codigo de alarma, codigos de alarma, clave de la alarma | |
concessions | concesion concesiones | giam tien thue, mien giam, giam gia thue, bot tien thue, giam rent | 减租 租金减免 降租
earnest | arras, dinero de arras, deposito de garantia, dinero de buena fe, deposito de buena fe | |
financing | financiamiento, financiacion, financiar, credito hipotecario, hipoteca, prestamo | vay von, vay ngan hang, khoan vay | 贷款 融资 按揭
zoning | zonificacion, uso de suelo, uso del suelo | tuyen truong, phan tuyen, khu truong | 学区 校区
record | juntar junte junten juntan registrar registre registren anotar anote anoten | |
lockbox | caja de llaves, caja de seguridad, cajita de llaves, lockbox, llave, llaves | hop khoa, hop chia khoa, hop dung chia khoa, lay chia khoa | 钥匙盒 密码盒 钥匙箱 取钥匙 锁盒 钥匙
pickup pick | recoger recogida | di lay | 取钥匙
itinerary tour | itinerario recorrido | lich trinh, hanh trinh | 行程 行程表 路线单
final | final definitivo definitiva | cuoi cung, chot | 最终 最后 定稿
night | la noche anterior, noche antes | toi hom truoc, dem truoc, toi truoc | 前一晚 前一天晚上 头天晚上 前晚
roster crews crew | cuadrilla cuadrillas contratistas | danh sach tho, doi tho, tho sua, loai tho | 名单 队伍 师傅 工种 供应商名单
tree trees | arbol arboles | cay coi, don cay | 树木 砍树
roofing roof | techo techos | mai nha, lop mai | 屋顶 房顶
electricians electrician electric | electricista electricistas electrico | tho dien | 电工
extraction | extraccion | hut nuoc | 抽水
high-risk risk | riesgo riesgos | rui ro, rui ro cao, nguy co | 风险 高风险 高危
ground-floor ground floor | planta baja | tang tret, tang mot | 一楼 底层 首层
flooded flood | inundaron inundada inundadas inundado | bi ngap, ngap, ngap lut | 淹过 被淹 淹水 水淹 淹过水 进过水 进水 浸过水 水浸
history earlier | | | 以前 过去 曾经
watch | vigilancia | canh bao som, theo doi bao | 观察 监视 警戒
parking generators generator shutters | estacionamiento generador generadores contraventanas persianas | do xe, bai xe, may phat dien, cua chop | 停车 发电机 百叶窗 防风窗
one topic | un tema, un solo tema | mot chu de, 1 chu de | 一个主题 一个话题 一件事
easy act | facil, faciles, sencillo, sencilla, sencillos, facil de seguir, faciles de seguir | de lam theo, de man theo, de hieu, de lam, de thuc hien, de lam lien, de lam ngay | 容易 好懂 好操作 易懂 容易照做 容易执行 简单明了 一看就懂 照着做
easy | entienda, entiendan, entiende, entender, comprenda, comprendan, comprender | |
tour tours | salir ver, ir ver | |
handoff handed | traspaso | chuyen giao, ban giao, giao lai | 交接 移交 交给
handoff person | tomar conversacion, tome conversacion, toma conversacion, tomar control, agarrar conversacion, agarre conversacion, agarra conversacion, agarrar control, hacerse cargo, se haga cargo, pasa persona, pasan persona, pasar persona | tiep nhan cuoc tro chuyen, nguoi that tiep |
handoff | pasan pasarle pasen | |
receive summary | llegar, le debe llegar, recibir, recibe | nhan duoc | 收到
summary itinerary | llega, le llega | | 收到什么
agent agents | agente agentes | |
provide | entregar, entregue, entreguen, entregarle | |
note notes | nota notas notita |  |
signal signals | senal senales | tin hieu, dau hieu | 信号 迹象
specialist luxury | especialista lujo | chuyen gia, cao cap, hang sang | 专员 专家 豪宅 豪华 高端
band range | rango banda | tam gia, khoang gia, muc gia | 价位 区间 价格区间 价格段
type | tipo | loai | 类型
investors construction | inversionistas inversores construccion | nha dau tu, nha moi xay | 投资者 投资人 新建 新房
backup | respaldo | du phong | 备用 后备
generic different unique special | diferente diferentes distinto distinta especial | khac biet, dac biet, khac o cho nao, khac cho nao | 不同 不一样 特别 独特 特殊
distance | distancia distancias | khoang cach | 距离
approve approves approved approval | aprobar aprueba aprueban aprobacion autoriza autorizar | duyet, phe duyet, chap thuan | 批准 核准 审批 同意
ordered | ordenan ordena ordenen ordenaron decretan | | 下令
orders order | orden de trabajo, ordenes de trabajo | work order, lenh sua chua, phieu sua chua, phieu cong viec | 工单 维修单 派工单
dispatch | despachar despacho | dieu phoi, gui tho, dieu tho, phai tho | 派工 派单 调度
fields field | campo campos | truong, truong du lieu, them truong, cot | 字段 栏位 栏目 欄位
rental rent leasing | renta rentar alquiler alquilar arrendar arriendo arriendos | thue nha, thue phong, thue can ho | 租房 租厝 租屋 租赁 租楼
inquiry inquiries | consulta consultas | | 询问 查询 问询 询盘
// probes 83/84 zh: what a part of a system is for ("AI模型负责哪一块", "管哪部分", "起什么作用"), the stack post's
// "Where the AI model fits" and its "parts that need language"; the mess it cleans up most ("最常见的乱子", "烂摊子");
// 休斯顿 as one word (the segmenter cuts it 休 / 斯顿, which only the Chinese pages hold), so the English posts' Houston counts.
fits responsible | | | 负责 管 作用 起作用 职责 扮演 担当 分工
parts part | | | 一块 哪一块 哪块 哪一部分 哪部分 哪个环节 环节
common | | | 常见 最常见 常有 常出现
mess | lio lios desorden | | 乱子 烂摊子 乱象 一团糟 乱糟糟
houston | | | 休斯顿 休士顿 侯斯顿
routing route routed | asignan asignen asignamos asignado asignada asignarle asignarlo | chia khach, phan chia khach, phan bo khach, phan khach | 分给 分配给 转交给 派给 分配 分派
showings showing tour tours | | dan khach xem nha, dan xem nha, dan khach di xem | 带看 带看房 带客看房 带客户看房
walking walk | a pie, caminando, caminar | di bo, di bo duoc, di bo toi | 走路 步行 走路就到 走过去
window windows | | | 看房时间 看房时段 时间段 时段 时间窗
seller sellers buyer buyers | | | 卖方 买方
remaining | | | 剩下 剩余 其余 其他的
change changes | | | 改了 更改 改变 变动 改期
changes window | | | 改时间 改了时间 换时间 换了时间 变了时间
message messages | | | 群发 群发消息 群发通知 统一发 一起发
evacuation | ordenan evacuar, orden de evacuacion | di tan, lenh di tan, lenh so tan | 撤离 撤离令 疏散令
west east heading | oeste este | phia tay, huong tay, ve phia tay, phia dong, huong nao, chieu nao, di huong | 往西 向西 西行 往东 向东
cluster group | agrupar agrupa agrupan agruparlas | gom, gom lai, gom nha, nhom lai, chia, chia ra, chia nha, xep theo, phan theo | 分组 扎堆 归在一起
text sent | | nhan cho, nhan ben, tu gui, tu dong gui, tu nhan cho, tu gui luon | 自动发 自动发送
afternoon | | di chung, chung mot buoi, cung mot buoi, chung mot chuyen, cung mot chuyen, chung mot tour, cung mot tour | 同一趟 一趟 一起看 同一个下午
attribution credit listing-broker display | | ghi ten san niem yet, ghi ten san, ten san niem yet, ghi nguon, ghi cong, ghi ten moi gioi, san niem yet, ten san | 署名 标注来源 挂牌经纪
triage handle | | xu ly, giai quyet |
matters | | | 要注意哪些 该注意哪些 需要注意哪些 注意哪些
reliable | | | 要注意什么 该注意什么 需要注意什么 注意什么
instructions | | | 规矩 看房规矩 须知
listing | | | 挂牌经纪人 卖方经纪人 房源经纪人
replace replaces | | | 取代 代替 替代 顶替 抢饭碗
professional professionals | | | 经纪人 持牌 持牌经纪人
backlog | | dong, don dong, ton dong, dong bao cao, dong viec | 积压 堆积 一大堆 一堆
reports ticket tickets | | | 报修 报修单 报修请求
gulf system | | vinh, trong vinh, vinh mexico, hinh thanh, moi hinh thanh, con bao moi | 墨西哥湾 海湾
atlantic | atlantico | dai tay duong | 大西洋
unit units | unidad unidades | can ho, nhung can, cac can | 单元 套房
tag | marcar, marcarlas, marcarlos, marquen, marque, etiquetar, etiquetarlas | danh dau, gan co | 标记 标注 打标记
same | | cung mot | 同一个 同一 同个 同一间
homes home | | can nha, may can nha, cac can nha, nhung can nha | 房 房子 套房 两套房 两间房 两栋房
square footage | metros cuadrados, pies cuadrados, superficie | dien tich, met vuong | 面积 平方英尺 尺数 坪数
digit digits numbers | digitos cifras | chu so, con so | 数字 数目
publish invented pretend push | refuse, refuses, no van a hacer, no haran, prometen no | se khong lam, khong lam nhung gi, hua khong, hua se khong, cam ket khong | 不会做 不做 不会干 不干 不会去做 不肯做 不愿做 承诺不
invented | make up, makes up, made up, making up, make stuff up, made-up, fabricate, fabricated |  |
publish published | publicar publicaremos publican publicamos | dang tai, dang bai, xuat ban, khong dang | 发布 发表 刊登 登出
handoff person | | chuyen cho nguoi, chuyen khach cho nguoi | 转给真人 转真人 交给真人 转给人工
confident | | khong chac, khong chac chan | 不确定 没把握 拿不准 不太确定
amounts amount | monto montos | so tien | 金额 数额
remembers remember | | | 记在 记到 存在哪 存哪
tax taxes | impuesto impuestos | | 税 税费 税率
person | alguien de verdad, alguien real, persona de verdad, una persona real | | 
abrupt | brusco brusca cortante seco seca grosero grosera | coc, coc loc, cut ngun, thieu lich su | 生硬 唐突 不礼貌 太冲 冲
benchmark industry | promedio de la industria, promedio del sector, industria | trung binh nganh, so trung binh nganh, so lieu nganh, chuan nganh | 行业平均 行业基准 行业标准 行业数据
results | resultados | ket qua | 结果 效果 成效
scrape | scrapear, hacer scraping, raspar, pull listings, pulling listings, pullin listings, copy listings, copying listings, copy their listings, grab listings, copiar listados, copiar los listados, jalar listados | cao web, cao du lieu, cao trang, cao tin, cao listing, cao thong tin | 爬 直接爬 去爬 抓取 爬取 爬数据 扒 扒下来 扒数据 扒来
availability | disponibilidad, horarios libres, huecos libres, espacios libres, agenda libre | lich trong, gio trong, lich ranh, gio ranh | 空档 空档表 空闲时间 档期 有空时间 空闲表
separate | aparte, por separado, por aparte | rieng, rieng biet, mot bang rieng | 另外 另做 单独 另一张 另建
memory | memoria, de memoria, que se acuerde, que recuerde | tri nho, tu nho, nho luon | 记忆 记住 自己记 记得
increase | aumento, incremento, cuanto mas, suben, sube, aumentan, aumenta, crecen, jump, jumps | tang them, tang len | 多出 增加 提升 提高 增长 多了
round robin turn | | xoay vong, xoay tua, chia lan luot, chia deu, toi luot | 轮流 轮着 轮换 平均分
alarm codes | | bao dong, ma bao dong, chuong bao dong, ma bao ve | 警报 报警器 警报密码 防盗密码
safety | | nguy hiem, an toan tinh mang | 危险 人身安全
downed lines power | | day dien, day dien dut, day dien roi, cot dien | 电线 断线 电线杆
earnest money | | tien dat coc, dat coc, tien coc | 定金 订金 诚意金
// zh: the kinds of home a buyer shops for (学区房 a home in a school district, 二手房 resale, 期房 off-plan, 法拍房 a
// foreclosure…) are one word each, with no English of the posts: cut apart, 学区 read as "zoning" met the hurricane
// post's "flood zones" and 房 its "homes", so "有没有讲学区房的文章" listed posts no one wrote about them.
| | | 学区房 学位房 二手房 期房 现房 法拍房 凶宅 海景房 江景房 湖景房
// zh: the contact form said short, 联系表; 留 (kept: "统计留多久").
form | | | 联系表 联络表
retention keep kept | keepin, keeping | | 留 留存 留着 存留 留几天 留多久
// zh: the AI stopping and handing over when a chat touches something ("碰到哪些话题就该停下来交给经纪人"): Speed to Lead's
// "knowing when to stop" and its triggers, "touches on negotiation, contracts…".
stop | | dung lai, ngung lai | 停下来 停下 收手
touches | | dong cham den, cham den, nhac den | 碰到 涉及 谈到 聊到
`.trim().split("\n");
