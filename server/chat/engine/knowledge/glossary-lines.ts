// Spanish, Vietnamese and Chinese words of the agency's domain with the English words of the site that say the same,
// so a question in any of the four languages finds a passage that exists only in English (posts, the privacy page).
// Each line: English words | Spanish | Vietnamese (typed with or without diacritics) | Chinese. Also English
// synonyms visitors use for the site's words ("part ways" → the site's "leave", "stop working with").
// "báo người thuê" (tell the tenants) is read as one phrase: it says "tenants" too, or the tenants asked about are lost
// (so is "bão cho người thuê", storm for tenants, read as it with "cho" left out).
export const CORE_LINES = `
// probes 105/106 es: "cuánto suben los contactos captados" (the lead capture figure): captured contacts are the leads captured.
capture captured | captados, captadas, captar, captan, captamos, contactos captados | thu thap duoc | 获取 捕获
// probes 105/106 en: contacts that "come across" to the new CRM are the CRM setup's "data import" (English phrases go
// in the Spanish column, which is read by commas).
import | come across, come over, carry over, carried over, move over, moved over, bring over, brought over, transfer over, migrate, migrated, migrating | chuyen qua, chuyen sang | 导入 迁移 搬过去
engine engines | motor motores | co may | 引擎
// probes 93/94 vi: e-mail "that runs itself" to look after past clients ("email tự chạy để chăm sóc khách cũ"): the
// post's "nurture your sphere with automated e-mail".
nurture sphere | clientes antiguos, antiguos clientes, clientes pasados, mis antiguos clientes | khach cu, khach hang cu, cham soc khach cu | 老客户 以前的客户
automated | funciona solo, funcionan solos, corre solo | tu chay | 自己跑 自动跑
// probes 85/86 es (a line's English words become synonyms of each other, so "listing" and "sellers" get a line each)
late | voy tarde, llego tarde, vaya tarde, llegue tarde, voy atrasado, voy atrasada, voy retrasado, voy retrasada, se me hace tarde | den muon, toi muon, di muon, den tre, toi tre, di tre, tre hen | 迟到 晚到 来晚
text texts | le avisa, les avisa, avisarle, avisarles | |
listing | agente del listado, agente de la propiedad | |
sellers | al vendedor, a los vendedores, agente del vendedor | |
approve | sin preguntarme, me pregunta, me pregunte, preguntarme, me consulta, sin consultarme, mi permiso, mi visto bueno | |
review | repasa, repasan, la repasa, las repasa, las revisa, las corrige | |
native | una persona de aqui, alguien de aqui, gente de aqui, persona nativa, alguien nativo | |
translate translation | la maquina, las saca la maquina, traductor automatico, traduccion automatica, google translate | |
// probes 87 es: the first person of starting ("¿por dónde empiezo?", "arranco"), keeping listing data current
// ("actualizar los datos": the stack post's "Refresh often … last updated"), the languages heard in Houston ("se
// hablan": the bilingual post's "you will hear many languages"; not "hablan" alone, which is also "talk about"), and a
// calendar one can rely on ("confiable": "A reliable setup"). The first session with us, as the Spanish Solutions page
// names it ("sesión de diagnóstico"): the "Discovery session and a written automation blueprint" of every package.
// "Después" alone is "after" (line "storm aftermath damage" reads "después de la tormenta" as a phrase, not word by word).
discovery blueprint | diagnostico, sesion de diagnostico, sesion de descubrimiento, descubrimiento, sesion inicial, reunion inicial, primera reunion | |
start | empiezo empiezas empiecen empezaria arranco arrancar arrancamos arranque comienzo comience comenzamos | |
refresh | actualizar actualiza actualizan actualice actualicen actualizarlos actualizarlas actualizado actualizados actualizada actualizacion actualizaciones | |
hear | se hablan, hablan en houston, hablan sus clientes, hablan los clientes, hablan mis clientes, se oyen, se escuchan | |
reliable | confiable confiables fiable fiables | |
// probes 87-91 es: "panel" is Spain's word for a dashboard, and "analítico" the adjective of analytics ("paneles
// analíticos a medida" is the Custom Analytics Dashboards service, "Tableros de análisis a la medida" on the Spanish site).
dashboard dashboards | panel paneles, tablero analitico, tableros analiticos, panel analitico, paneles analiticos | |
analytics | analitico analiticos analitica analiticas | |
// probes 83/84 es vi
schedule scheduling scheduler calendar appointment appointments agenda | agendado agendamiento agendados | |
data information info records | datos informacion registros | du lieu, thong tin | 数据 资料 信息
delete deletion erase remove | borrar borren borra borran eliminar eliminen elimina | xoa | 删除 删掉 清除 删
leave cancel stop terminate quit part stay stays | cancelar dejar terminar salir irme terminamos cancelo | huy, ngung, roi bo | 取消 解约 终止 离开 停止 不用
contract | contrato | hop dong | 合同 合约
policy | politica politicas | chinh sach | 政策 条款
own ownership owns accounts account | propiedad dueno cuenta cuentas | so huu, tai khoan | 拥有 所有权 账户 账号
share shared sell sold third receive receives | compartir compartimos vender venden terceros recibe reciben recibir | chia se, ban cho, ben thu ba, ben thu 3 | 共享 分享 出售 卖 第三方
safe secure security encrypted privacy private | seguro seguros seguridad privacidad cifrado | an toan, bao mat, rieng tu | 安全 隐私 加密 保密
cookies cookie tracking | cookies galletas rastreo seguir seguirme rastrearme | cookie, theo doi | cookie 跟踪 追踪
analytics statistics visits visit visitor visitors | analitica estadisticas visitas | thong ke, luot truy cap | 统计 分析 访问
newsletter subscribe unsubscribe weekly | boletin suscribirme suscribir suscribo suscribe suscripcion desuscribir | ban tin, dang ky, huy dang ky, ban tin dien tu | 通讯 订阅 简报 周报 退订 周刊 电子周刊 电子报 周讯
openai model models chatgpt trained training | openai modelo modelos entrenado entrenan | openai, mo hinh, huan luyen | openai 模型 训练
training onboarding documentation teach learn | capacitacion entrenamiento formacion ensenar aprender incorporacion | dao tao, huong dan su dung | 培训 入职 文档 教
team staff employees agents | equipo personal empleados agentes | nhan vien, doi ngu, moi gioi | 团队 员工 经纪人
included include includes every common all | incluye incluido incluyen todos todas comun cada | bao gom, tat ca, chung, moi goi, deu, cung co | 包括 包含 所有 每个 都有 共同
support help monitoring tuning reports | soporte ayuda monitoreo ajuste reportes informes | ho tro, giam sat, bao cao | 支持 帮助 监控 报告
hurricane storm storms tropical flood flooding | huracan huracanes tormenta inundacion inundaciones | bao, lu lut, ngap, mua bao | 飓风 台风 风暴 洪水 水灾 暴风 暴风雨 暴雨
season starts start begins june november | temporada empieza comienza inicia junio noviembre | mua bao, thang sau | 季节 季 开始 六月 十一月
ends end finishes | termina terminan acaba | ket thuc | 结束
starts start begins runs | empieza comienza inicia | bat dau | 开始
tenant tenants renters residents | inquilino inquilinos arrendatarios residentes | nguoi thue, khach thue | 租客 租户 房客
landlord owners owner property properties rental rentals | propietario propietarios propiedad propiedades alquiler renta | chu nha, bat dong san, cho thue, thue nha, hoi thue | 房东 业主 房产 物业 出租
vendor vendors repair repairs maintenance | proveedor proveedores reparacion reparaciones mantenimiento | nha cung cap, sua chua, bao tri | 供应商 维修 修理 保养
insurance disclosure lease leases notice notices | seguro divulgacion contrato arrendamiento aviso avisos | bao hiem, thong bao | 保险 披露 租约 通知
evacuation emergency | evacuacion emergencia evacuar evacuen evacuan desalojo desalojar | so tan, khan cap | 疏散 紧急
traffic showings showing routes commute drive freeway freeways highway rush | trafico, visitas, mostrar, rutas, manejar, autopista, hora pico, horas pico, hora punta, trayecto | giao thong, xem nha, lich xem, ket xe, duong cao toc, cao toc, gio cao diem, lai xe | 交通 看房 看楼 路线 堵车 塞车 开车 车程 通勤 高速 高速公路 高峰 高峰期 晚高峰
speed fast minutes respond response reply instant unanswered slow slowly late | rapido rapidez minutos responder respuesta contestar contestarle lento tarde | nhanh, phut, tra loi, phan hoi, tra loi tre | 速度 快 分钟 回复 响应 太晚 回得慢
leads lead inquiries inquiry prospects | prospectos, clientes potenciales, cliente potencial, consultas, consulta | khach hang tiem nang | 潜在客户 线索 询盘 客户
follow followup | seguimiento, escribirles, escribirle, escribales, escribale | cham soc, theo doi | 跟进 跟踪
bilingual | bilingue bilingues | song ngu | 双语
care service | atencion servicio cuidado | cham soc, dich vu | 服务 关怀
spanish language languages vietnamese chinese english | espanol idioma idiomas vietnamita chino ingles | tay ban nha, tieng tay ban nha, tieng tay, ngon ngu, tieng viet, tieng anh, tieng trung, tieng hoa, nhieu tieng, nhieu thu tieng | 西班牙语 西班牙文 语言 越南语 越南文 中文 华语 普通话 母语 英文 英语
calendar booking appointment appointments schedule | calendario cita citas agenda agendar | lich hen, dat lich | 日历 预约 日程
setup fee fees free install installation | instalacion configuracion instalar instalarlo instalarla cuota tarifa gratis gratuita | cai dat, phi, mien phi | 安装 设置 费用 免费
guide guides step | guia guias paso | huong dan, tung buoc | 指南 步骤
review reviews golive | revisar revisan revisa chequea chequear chequean | kiem tra | 检查 审核
connect connecting connection connections connected integrate integration integrations | conectar conecta conecto conectamos conectan conexion conexiones integrar integracion | ket noi, tich hop, lien ket | 连接 对接 集成 接入
package packages plan plans | paquete paquetes plan planes | goi, goi dich vu | 套餐 方案 配套
choose choice choices option options way ways | elegir escoger opciones opcion formas maneras | lua chon, chon, cach | 选 选择 方式 选项 哪几种
send sent sends type typed write enter | enviar envia envian envio escribo escribir escribe escriben mandar manda ingreso | gui, go, nhap, dien | 发送 发给 发 输入 写 填
chat chats conversation conversations message messages | chat conversacion conversaciones mensaje mensajes | tro chuyen, noi chuyen, tin nhan, tin, chat, hoi thoai, cuoc hoi thoai | 聊天 聊天框 对话 消息 内容
self yourself myself ourselves own | mismo misma propia propio | tu cai dat, tu lam, tu minh | 自己 自行
link links url | enlace enlaces link | lien ket, duong dan, link | 链接
confirm confirmation confirmed | confirmar confirmacion | xac nhan | 确认
email e-mail mail mailbox inbox | correo correos email | email, thu, hop thu | 邮件 邮箱 电子邮件
expire expires valid works | expira vence sirve caduca valido | het han, hieu luc | 失效 过期 有效
browser | navegador | trinh duyet | 浏览器
browser storage stores remember | guarda guardar recuerda | luu, nho | 保存 记住
device devices phone tablet computer | dispositivo dispositivos telefono tableta computadora | thiet bi, dien thoai, may tinh bang, may tinh | 设备 装置 手机 平板 电脑
transcript transcripts history | historial transcripcion | lich su, noi dung chat | 聊天记录 记录
manager person contact | gerente encargado | quan ly, nguoi phu trach | 经理 负责人 专人
manager managers management managing | administrador administradores administracion administra gerente gerentes | quan ly, nguoi quan ly | 经理 管理 物业经理 管理者
avoid avoiding around | evitar evitando alrededor rodear rodea esquivar | tranh, ne | 避开 避免 绕开
schedule scheduling plan planning | programar programacion planear planea organizar organiza organizan | sap xep, len lich | 安排 规划 计划 调度 排程 排期
year years since | ano anos desde | nam, tu nam | 年 年份 从
software tool tools platform platforms workflow workflows system systems technology | software herramienta herramientas plataforma plataformas sistema sistemas tecnologia | phan mem, cong cu, nen tang, he thong, cong nghe | 软件 工具 平台 系统 技术 工作流 引擎
launch live switching switch turning | lanzar lanzamiento encender activar arrancar arranque | ra mat, chay that, bat | 上线 启用 开启 切换
category categories topic topics | categoria categorias tema temas | chu de, danh muc, the loai, may chu de, nhung chu de, cac chu de, chu de gi | 类别 分类 类 主题 话题
updated update changed | actualizado actualizo actualizacion cambio | cap nhat | 更新 修改
percent percentage | porcentaje por ciento | phan tram | 百分之 百分比
referral referrals refer referring | referido referidos referencia referir recomendar | gioi thieu, nguoi gioi thieu | 推荐 介绍 转介绍
reward rewards bonus incentive | recompensa recompensas premio premios bono | thuong, phan thuong | 奖励 奖金 返利
program programs plan scheme | programa programas | chuong trinh | 计划 项目 方案
discount discounts deal deals coupon | descuento descuentos oferta ofertas cupon | giam gia, khuyen mai, uu dai | 折扣 优惠 打折
app apps application mobile | aplicacion app movil celular | ung dung, dien thoai | 应用 手机 app
nonprofit nonprofits charity | organizacion sin fines de lucro, beneficencia | phi loi nhuan, tu thien | 非营利 慈善
partner partners partnership | socio socios alianza | doi tac, hop tac | 合作 伙伴
contract contracts commitment cancel | contrato permanencia compromiso | hop dong, cam ket | 合同 合约 承诺
phone mobile cell | telefono celular movil | so dien thoai, sdt | 电话 手机
number | numero | so dien thoai | 号码
price prices pricing quote | precio precios cotizacion | gia, bao gia | 价格 报价 房价 价钱 标价 售价
consultation | consulta asesoria | tu van | 咨询
mls listings listing inventory | listados propiedades inventario | danh sach nha | 房源 挂牌 库存
market prices buyers sellers | mercado compradores vendedores | thi truong, nguoi mua, nguoi ban | 市场 买家 卖家
retention retain retains retained keep keeps kept long | conservar conservamos guardar guardan tiempo | luu giu, luu lai, giu lai, giu | 保留 保存 多久 记录
translate translation translated translator interpreter | traducir traduccion traducen traducido traductor interprete | dich, phien dich, ban dich | 翻译 翻成 口译
runs through | termina terminan hasta dura | ket thuc, keo dai | 结束 持续
saturday weekend | sabado fin de semana | thu bay, cuoi tuan | 周六 星期六 礼拜六 周末
weekday saturday sunday | dia de la semana, que dia de la semana | thu may, ngay nao trong tuan | 星期几 礼拜几 周几
morning mornings | manana mananas | buoi sang | 上午 早上
rain forecast weather | lluvia llover llueve pronostico clima | troi mua, thoi tiet, du bao | 下雨 雨天 天气 预报 下雨天
leg legs trip | trayecto trayectos tramo | chang duong, moi chang | 每段 路段 一段 每一段 每段路 一段路 每一段路
buffer buffers margin extra more | margen adicional extra agregan agregar mas | cong them, du phong | 多留 多加 缓冲 额外
warn warning warnings notify alert alerts notice notices | avisar avisarle avisarles aviso alertar alerta notificar | canh bao, bao truoc, thong bao | 通知 警告 提醒 预警
before | antes, anticipacion, con anticipacion, de antemano | truoc, truoc khi | 之前 以前 来之前 提前 事先 预先 前
care serve serving | atender atienden atencion | cham soc khach, phuc vu | 接待 照顾
rules | reglas | quy tac, quy dinh | 规则 规定 规矩
rights access correct copy | derechos acceder corregir copia | quyen, truy cap, ban sao | 权利 访问 更正 副本
month months monthly january february march april may june july august september october november december | mes meses mensual mensualmente | thang, hang thang, moi thang, thang nao | 月 每月 每个月 月份 几月 哪个月
ready prepare preparation prepared checklist | listo lista listos preparar preparado preparacion lista de verificacion | san sang, chuan bi, danh sach kiem tra | 准备 准备好 就绪 清单 检查表
items points steps things | puntos cosas elementos pasos | muc, diem, buoc, viec | 项 点 条 步
gas smell leak | gas olor fuga huele | mui ga, mui gas, ro ri, ro gas, ro ri gas, xi gas, ri gas, ngui thay mui, ngui thay, ngui mui, co mui | 煤气 燃气 瓦斯 漏气 煤气味 气味 泄漏 闻 闻到 味
tell say says answer told | decir decirle responder contestar contesta | noi voi, bao voi, bao ho, dan ho, bao khach, bao nguoi thue | 告诉 回答 答复 答案
tenant tenants renters residents | | bao nguoi thue, bao khach thue |
emergency emergencies danger injuries | emergencia emergencias peligro peligros peligroso peligrosa peligrosos peligrosas heridos | khan cap, nguy hiem, bi thuong | 紧急 紧急情况 危险 受伤
separate individual | separados separadas individuales | rieng, rieng le | 单独 分开 各自
summary summarize report reports digest | resumen resumir informe reporte reportes reporta reportan reportar recopilar | tom tat, bao cao, tong hop | 摘要 汇总 总结 报告 整理
owner owners landlord owns | dueno duenos propietario propietarios | chu nha, chu so huu | 业主 房东 房主
official officials website site government county | oficial oficiales sitio pagina gobierno condado | chinh thuc, trang web, chinh quyen, quan | 官方 官网 网站 政府 县
language languages arabic hindi urdu | idioma idiomas arabe hindi urdu | ngon ngu, thu tieng, tieng a rap, tieng hindi | 语言 阿拉伯语 印地语 乌尔都语
besides other others also | ademas otros otras tambien | ngoai ra, khac | 除了 其他 还有 另外
standard form forms promulgated trec | estandar formulario formularios formato | mau, bieu mau, tieu chuan | 标准 格式 合同范本
purchase resale residential | compraventa residencial | mua ban nha | 买卖 住宅 购房
test tests testing cases scenarios | prueba pruebas probar casos escenarios | kiem thu, chay thu, truong hop, thu nghiem, tinh huong | 测试 用例 情况 场景
word words reply replying keyword | palabra palabras responde contesta | tu khoa, chu gi | 词 单词 关键词
days | dias | hai ngay | 天 两天
check-in checkin check checks | seguimiento revisar chequeo | hoi tham, hoi tham lai, kiem tra lai | 回访 跟进 问候
minutes minute | minutos minuto | phut | 分钟
afternoon evening pm p.m. | tarde tardes | buoi chieu, chieu, buoi toi | 下午 傍晚 晚上
subdivision neighborhood community | subdivision vecindario colonia comunidad fraccionamiento | khu dan cu, cung khu | 小区 社区
// probes 187/188 vi: "nhà trong cùng một subdivision" is the traffic post's "same subdivision" ("la misma
// urbanización" too; "nosotros mismos" is ourselves, not the same).
same | la misma, el mismo, un mismo, una misma | cung mot, cung 1 | 同一个 同一
parts part pieces components layers | partes parte piezas componentes capas | phan, thanh phan | 部分 组成 组件 几部分
reminder reminders remind | recordatorio recordatorios recordar recuerda recuerdan | nhac, nhac nho, nhac lich | 提醒 提示
hour hours | hora horas | gio, tieng | 小时 钟头
difference differences differ separates separate compare versus | diferencia diferencias distingue separa comparar | khac nhau, khac biet, so sanh | 区别 不同 差别 比较
audit review reviewed | auditoria revision revisar | kiem tra, ra soat, xem lai | 审核 抽查 检查 复查 复审 审 审一下 把关
glossary terms terminology vocabulary | glosario terminos terminologia vocabulario | bang thuat ngu, thuat ngu | 术语表 术语 词汇表 专业词 专业词汇 专业术语 行话
night evening pm | noche | buoi toi, toi nay, gio toi | 晚上 夜里
buyer buyers shopper | comprador compradores | nguoi mua | 买家 买方 购房者
text texts texting sms | mensaje texto mensajes sms | nhan tin, tin nhan, sms | 短信 发短信
after | despues | sau khi | 之后 以后 过后
storm aftermath damage | despues de la tormenta, despues del huracan, danos, dano | sau bao, thiet hai | 灾后 损失 损坏
first initial | primer primero primera inicial | dau tien | 第一 首次 第一次
stack | conjunto | he thong | 系统 架构 技术栈 系统搭建 搭系统
characters character | caracteres caracter | ky tu | 字符 个字符 字元
utm tag tags parameter parameters | etiqueta etiquetas parametro parametros | the utm, tham so | 标签 参数
self-hosted self hosted hosting server servers control | autohospedado alojar servidor servidores control | tu luu tru, may chu, kiem soat | 自托管 自行托管 托管 服务器 自建 掌控 控制
channel channels feed feeds | canal canales fuente fuentes | kenh, nguon | 渠道 途径 来源 数据源
sensitive situation situations divorce death | delicada delicadas delicado sensible sensibles situacion situaciones divorcio muerte | nhay cam, te nhi, tinh huong, ly hon | 敏感 棘手 情况 离婚 去世
commute job work moving | trabajo mudarse mudanza | di lam, chuyen nha, cong viec | 通勤 上班 返工 搬 搬家 工作
rules compliance notice | reglas cumplir cumplimiento aviso | quy dinh, tuan thu | 规定 合规 遵守 通知
qualifying qualify question questions | calificar pregunta preguntas | sang loc, cau hoi | 筛选 资格 问题
technology technologies models | tecnologia tecnologias | cong nghe | 技术 科技 咩技术
record records recorded | registrar registra registran | ghi lai | 记录
click clicks clicked press tap | clic pulsar presionar | bam, nhan vao, click | 点击 点开 按
once times | vez veces | may lan, lan | 次 几次
often usually usual | menudo normalmente usualmente | thuong, thuong xuyen | 经常 通常 常用 一般 平时 平常
handoff human person escalate triggers | pasar persona humano | chuyen, nguoi that, chuyen qua cho nguoi that, chuyen cho nguoi that, chuyen qua nguoi that, chuyen sang nguoi that | 转人工 真人 人工 转接
handoff person | entrar, tomar control, tome control, toma control, intervenir, intervenga | tiep quan, nhay vao, giai quyet thay | 接手 接管 介入 出面
receive receives | recibir recibe reciben | nhan, nhan duoc | 收到 得到 获得 拿到
track measure measuring monitor keep eye | medir mido mide miden medimos mida monitorear vigilar anotar anote anoten anotemos apuntar apunte apuntemos registrar | do, do luong, theo doi, giam sat | 衡量 追踪 跟踪 监测 关注
set setup | configurar montar armar | thiet lap, setup, cai dat | 设置 搭建 建立 部署
native speaker speakers | hablante nativo, hablantes nativos, nativo, nativa | nguoi ban xu, nguoi xu, ban ngu | 母语人士 母语者 本地人 母语的人 说母语的人 讲母语的人
template templates scripts | plantilla plantillas guion guiones | mau tin, mau tin nhan | 模板 范本 话术
must should allowed | debe deben deberia | phai, nen, khong duoc, hong duoc, ko duoc, k duoc | 必须 应该 不能 不得 不可以
nearby close | cerca cercano cercana cercanas cercanos | gan, gan day, lan can | 附近 周边 邻近
may | mayo | thang 5, thang nam | 五月 5月
list lists checklist | lista listas | danh sach | 清单 列表 名单
automation automations automate automated | automatizacion automatizar automatizado automatizada | tu dong hoa | 自动化
places place neighborhoods neighborhood communities community area areas | lugares lugar barrios barrio colonias zona zonas | dia diem, khu vuc, khu pho, theo khu, tung khu | 地方 地区 社区 街区 哪块 哪块儿 哪片
languages language | idiomas idioma lenguas, lengua materna, idioma materno | ngon ngu, thu tieng, tieng khac, tieng chi, tieng gi, tieng nao, tieng me de, ngon ngu me de | 语言 语种 外语 母语
family families | familia familias | gia dinh | 家庭 家人
table tables chart grid | tabla tablas cuadro | bang bieu, cai bang | 表格 图表
routing route routed reassign reassigned pass passed passes forward forwarded | reasignar reasigna asignar asigna pasan repartir reparte reparten repartan | chuyen qua, chuyen cho, chuyen sang | 转给 转交 分配 转到
during | durante | trong khi, trong luc, trong con | 期间
openhouse | casa abierta, open house | nha mo cua, open house | 开放日 开放日看房 开放参观
reload refresh | recargar recargo recarga recargue | tai lai, load lai | 刷新 重新加载
scrape scraping scraped | scraping raspar | cao du lieu, scraping | 抓取 爬取 爬虫
cut cuts truncated truncate shortened trimmed | truncan trunca truncado truncados recortan recorta recortado recortados cortan corta cortado cortados | cat, cat ngan, cat bot, rut gon | 截断 截取 截短 截掉 裁剪 缩短
earlier previous prior past history | anteriores anterior previos previas pasados pasadas | truoc do, truoc, lich su | 先前 历史 前面 此前
provider providers | proveedor proveedores | nha cung cap | 提供方 提供商 服务商 厂商 供应方
ai | ia | tri tue nhan tao | 人工智能
street streets road roads boulevard avenue | calle calles avenida avenidas carretera bulevar | duong, con duong, dai lo, pho | 街 街道 大道 马路 哪条街 哪条路
hear heard hears | oir oye escuchar escucha escuchan | nghe, nghe thay, nghe duoc | 听到 听见 听得到
assistant assistants | | tro ly, tro ly ao | 助手 助理 机器人 聊天机器人
client clients customer customers | cliente, clientes | khach | 客户 客人 顾客
two | dos | | 两个 两位 两条 两种 两样 两项
three | tres | | 三个 三位
four | cuatro | bon | 四 四个 四种 四类
welcome | bienvenida bienvenido bienvenidos | chao mung, loi chao | 欢迎
fall falls divide divided sort sorted split | dividen divide divididos clasifican clasifica | chia, chia thanh, phan loai | 分 分成 分为 划分
promise promises promised | prometer promete prometen prometa prometan | hua, hua hen | 承诺 答应 许诺
keep keeps kept hold holds store stores | guarda guardan almacena almacenan conserva conservan | giu, giu lai, luu tru | 存 存储 储存 保留
start | empezar empiece empezamos comenzar | bat dau thu, bat dau tu dau | 开始试 先试 起步 上手
late | retraso retrasado atrasado | tre gio, den tre, bi tre | 迟到 晚到 迟了 晚点
automatically automatic | automaticamente automatico automatica | tu dong, tu xoa | 自动
send sent sends | | gui di, gui ra | 发出去 发出 发过去 寄出
numbers metrics figures | numeros metricas cifras | so lieu, chi so, con so | 指标 数字
rain | lloviendo lluvioso llovizna | dang mua, mua to | 在下雨 下大雨 雨天时
ip | ip | ip, dia chi ip | ip ip地址 ip位址
address addresses | direccion direcciones | dia chi | 地址 位址
visitor visitors visit visits | visitante visitantes visita visitas | khach truy cap, nguoi truy cap, nguoi xem | 访客 访问者 来访者 访问量
spam bots bot | spam basura correo basura | spam, thu rac, tin rac, chong spam | 垃圾信息 垃圾邮件 垃圾 骚扰 防垃圾
counters counter count counts | contador contadores conteo conteos | bo dem, dem | 计数 计数器
cleanup hourly deletes | limpian, limpia, limpieza, borran, cada hora | don dep, moi gio, xoa di | 清 清理 清除 清空 每小时
form | formulario formularios | form, bieu mau, mau lien he | 表单 联系表单 联系表格 填表格 表格里填
contact contacted reach | contactan contactar contactarme contacten comunicarse | lien he, lien lac | 联系 联络 联系方式
role roles | rol roles puesto cargo | vai tro, chuc vu | 角色 职位 身份
pick picked choose | escoger escojo elegir elijo seleccionar | chon, lua chon | 选 挑 选择 勾选
staff portal notes status | portal del personal panel interno notas | cong nhan vien, trang quan tri, ghi chu, trang thai | 后台 管理后台 员工后台 备注 状态 操作
export exported spreadsheet file | exportar exportan excel hoja de calculo archivo sacar | xuat, xuat ra, bang tinh, excel, file | 导出 电子表格 excel 文件
tags tag tagged tagging topics matching classify classifies labels label labeled | clasificar clasificarlo clasifica clasifican etiqueta etiquetas | phan loai, gan nhan, gan the | 分类 归类 标签 打标签
tone mood moods | tono | |
reads read | lee leer leen | doc | 读 阅读 读取 看过
random | aleatorio aleatoria azar | ngau nhien | 随机
hash | hash cifrado | bam, ma bam | 哈希 散列 杂凑
unsubscribe | darme de baja, baja, desuscribirme, cancelar suscripcion, me quito, quitarme, me salgo, salirme, me borro, borrarme, me saco, sacarme | huy dang ky, huy theo doi | 退订 取消订阅 退订链接
issue issues | edicion ediciones numero numeros | so, ky, moi so | 每期 期 几期 下几期 下一期 后面几期
coming next preview | | | 接下来 接下去 预告
forwarded sent copy | reenvian reenvia reenviar pasan | chuyen tiep, chuyen sang | 转送 转发 传送 发送到
test tested tests flow flows | prueban probaron probamos pruebas prueba probar | chay thu, kiem thu, thu nghiem | 测试 试 测
live launch | prender prenderla prenderlo encenderla activarla en vivo | chay that, van hanh, di vao hoat dong | 上线 启用 正式
tick choose | palomeo palomear palomeas marcar marco marcas | tich, danh dau, tick | 勾 勾选 打勾
mix both combine | combinan combinar combina ambas ambos mezclan mezcla las dos los dos | ket hop, ca hai | 结合 混合 两者 搭配 两种
device devices computer | dispositivo dispositivos computadora | thiet bi, may tinh | 设备 装置 电脑 电话
days day daily | diario diaria cada dia | moi ngay, hang ngay | 每天 每日
steps step | pasos paso | buoc, may buoc | 步 步骤 几步
provider providers model | proveedor proveedores modelo | nha cung cap, mo hinh | 供应商 提供商 厂商 模型
// probes 85/86 vi
// "người mua đi xem nhiều căn" (a buyer going to see several homes): going to see homes is a tour of showings.
showings showing tour tours | | di xem, di coi, di xem nha, di coi nha, xem nhieu can |
// "nước tràn vô nhà" (water coming into the home): the hurricane post's emergency "water inside the unit".
water inside | | nuoc vao nha, nuoc vo nha, nuoc tran vao nha, nuoc tran vo nha, nuoc tran vao, nuoc tran vo |
// probe 87 vi: "khách hỏi thuê", "người muốn thuê nhà" (someone asking to rent) is a rental inquiry, not the owners or
// properties of "cho thuê" (renting out).
rental | | khach hoi thue, khach muon thue, nguoi hoi thue, nguoi muon thue, hoi thue nha, muon thue nha, khach can thue, nguoi can thue, khach tim nha thue, hoi thue can ho, muon thue can ho |
// probes 109/110 es: what the welcome post "will not do" and the issues it "announces" ("¿qué dicen ahí que no van a hacer
// nunca?", "¿qué temas anuncian para los próximos números?").
will not never | no van a, no vamos a, no va a, nunca, jamas | se khong, khong bao gio | 不会 绝不 从不 永远不
preview announce upcoming | anuncian, anuncia, adelantan, adelanta, avance | bao truoc, gioi thieu truoc, sap toi | 预告 预报
// probe 126 vi: whether AI replaces a licensed agent ("AI làm thay được người môi giới có bằng hông?").
replaces replace | reemplaza, reemplazar, sustituye, sustituir | lam thay, thay the, thay cho, thay duoc | 取代 代替 替代
licensed license | con licencia, licenciado, licencia | co bang, co giay phep, giay phep, co license | 持牌 有执照 执照 牌照
`;
