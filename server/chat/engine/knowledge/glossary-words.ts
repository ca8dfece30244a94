// More of the words visitors use for the site's ideas, in the four languages (same shape as glossary-lines.ts's lines):
// adding a field, the news against official sources, stages, how often something is gone over, a buffer of time,
// crossing a freeway outside rush hour, a preference, a timeline, how a language is told apart ("怎么知道讲什么语言").
// Passwords handed over are the access the connections use ("official, encrypted access").
// A plan in writing before anything is built is the site's "written automation blueprint" ("plan" alone is a package).
// A week of test cases, set up before the season ("chạy thử một tuần", "nên cài từ tháng mấy"). Lead "captación".
// Something closed that may come back ("will it pop up again?", "¿vuelve a aparecer?", "还蹦出来吗") is asked of what
// stays closed; "again" and the Spanish "a" are dropped before phrases are read, so the phrases are listed without them.
// "xài máy gì", "điện thoại hiệu gì" (which device, which make): the kind of device the statistics keep; "script quảng
// cáo" the advertising scripts the site does not run; "ghi" (write down) what is kept; "bảng phân tích" a dashboard.
// What a thing is used for ("用在哪里", "dùng vào đâu"): the site's "use".
// "¿igual se manda?" (is it still sent) asks what happens anyway ("a copy still waiting to go out").
// "luật nhà ở công bằng" (read as "cong bang": one-letter syllables such as "ở" are dropped), "vivienda justa": the
// posts' "fair housing" (steering clients by who lives somewhere); "介绍通勤…要注意什么法律问题" (what legal problem) asks it too.
// "hỏi (khách) mấy câu" (ask how many questions; "mấy" is read as a question word before): the posts' "ask one
// question" ("hỏi" alone is also "hội", an association).
// Permission to text and the people who text back STOP ("can we text leads without permission?", "what if they say
// stop?"): the posts' "consent" and "opt-outs" ("stop" alone is leaving us).
// Starting a change without upsetting a team's days ("how do we roll it out without blowing up our calendars?"): the
// posts' advice to start small and stay "calm" ("arriving calm and on time").
// English phrases go in the Spanish column (it is read by commas), since the first column is single words, the site's own.

export const MORE_LINES = `
adding | agregar agregarle agregarles anadir anadirle sumar sumarle | them vao, bo sung, nen them, them truong, them cot | 加 添加 增加 新增 加上 多加 额外加 补充 加进 加进去
news headlines headline media | noticias noticiero noticieros titulares titular prensa medios television tele tv | tin tuc, bao chi, thoi su, tieu de, truyen hinh, tin tren tv | 新闻 新闻标题 头条 标题 媒体 报道 电视 新聞
stage stages phase phases level levels | etapa etapas fase fases nivel niveles | giai doan, tung giai doan, cap do, muc do | 阶段 分阶段 级别 等级 分级
tie official forecast | basarse, basado, basados, guiarse, fuente, fuentes, based on, go by, goes by, tied to, keyed to | dua vao, dua theo, can cu, can cu vao, nguon nao | 依据 根据 按照 依照 参照 来源 官方消息
review reviewed revisit audit | looked over, look over, looks over, looking over, gone over, go over, goes over, went over, check over, checked over, revisited, repasar, repasan, repasa, repasen | xem lai, ra soat, duyet lai, kiem tra lai, coi lai, soat lai, cap nhat lai | 复查 审查 复审 回顾 过一遍 检视 审阅 校对 重新检查 看一遍 更新一次
twice year every | how often, how frequently, cada cuanto, cada cuando, con que frecuencia, que tan seguido | bao lau mot lan, may lan mot nam, dinh ky, bao lau thi | 多久一次 多常 多频繁 频率 定期 隔多久
buffer buffers margin | colchon, colchoncito, holgura, margen, tiempo de sobra, tiempo extra | chua them, de du thoi gian, du thoi gian, thoi gian du phong, cong them thoi gian | 预留 留出 多留 缓冲时间 提前量 留多少
crossing cross | cruzar cruza cruzando atravesar atraviesa | bang qua, di qua, bang ngang, bang ngang qua | 穿过 跨过 经过 横穿 过
outside | fuera, afuera, fuera de | ngoai gio, ngoai gio cao diem, khong phai gio cao diem | 非高峰 以外 之外 平峰 错峰
write writes written | redactar, redacta, redactan, redactarlo, como escribir | viet sao, viet the nao, cach viet, soan, soan thao, soan tin | 撰写 编写 写法 怎么写
drive trip | viaje, viajes, el trayecto | cuoc xe, chuyen xe, quang duong, chay xe | 车程 路程 一趟 开过去
preferred preference preferences prefer | preferido preferida preferencia preferencias | uu tien, ua thich, muon dung, thich dung | 偏好 首选 喜欢用 习惯用
requests request | solicitud, solicitudes | yeu cau, cac yeu cau | 需求 请求 咨询需求
automatically deleted | se borra solo, se borran solos, se borra sola, se borran solas, se eliminan solos | tu dong xoa, sau thoi gian, sau mot thoi gian |
time | | thoi gian, mot thoi gian |
keep kept | | luu, luu tru, luu giu, giu lai |
channel feed via | por donde, por que medio, por que via, obtener, conseguir | qua dau, lay qua dau, lay tu dau, qua kenh nao, qua duong nao, lay o dau, lay du lieu, tu dau, tu nguon nao | 获取 获得 渠道 途径 从哪拿 哪里拿 从哪里拿 怎么拿
timeline timing | plazo plazos cronograma | moc thoi gian, thoi han, tien do | 时间表 时间线 时程 期限 时间节点
detects detect detected | detecta detectar reconoce, como sabe, como sabe que, figure out, figures out, figured out, work out, works out | nhan biet, nhan dien, phat hien, lam sao biet | 判断 识别 辨别 辨认 检测 侦测 怎么知道 怎么知
week weeks | semana semanas | tuan, tuan le, mot tuan | 一周 一星期 一个星期 一礼拜
capture captured | captacion captura captar capta captan captados | thu hut khach, keo khach, tim khach | 获客 抓客户 抓到客户 抓线索 抓客 拉客户
blueprint discovery | plan escrito, plan por escrito, un plan antes, plan previo, written plan, plan first, plan up front, plan beforehand, plan in writing | ke hoach bang van ban, ke hoach truoc | 书面方案 书面计划 方案书 蓝图
access official encrypted password passwords credentials | contrasena, contrasenas, clave, claves, credenciales, usuario y contrasena, mis accesos | mat khau, thong tin dang nhap, tai khoan dang nhap | 密码 账号密码 登录信息 凭证
set setup | dejarlo listo, tenerlo listo | nen cai, cai tu, cai san, cai truoc, thiet lap | 设置好 装好 部署 设好 搭好 弄好
announcements announcement | anuncio, anuncios, banner, barra de anuncios, cintillo | banner, thanh thong bao, dai thong bao | 公告 公告条 公告栏 横幅 通知条 公告横幅
stay stays | pop up, pops up, popping up, pop back up, come back, comes back, coming back, reappear, reappears, vuelve aparecer, vuelven aparecer, vuelve salir, vuelven salir, reaparece, reaparecen, sale de nuevo, sale otra vez | hien lai, hien ra lai, lai hien, hien len lai, bat lai, xuat hien lai | 蹦出来 弹出来 冒出来 再出来 又出来 再出现 又出现 重新出现 再弹出
closed | shut, dismissed, cerre, cerrado, cerrada, lo cerre, la cerre | da dong, dong roi, tat roi | 关了 关掉 关闭 关上
image images | imagen, imagenes | hinh anh | 图 配图 图片
use | usar, usarlo, usarla, se usa, utilizar | dung vao, dung cho, dung o, su dung vao | 用在 用于 用来 用到
late running | | tre, bi tre, den tre, tre gio, tre hen |
device devices phone tablet computer | | cai may, may tui, cai may tui, may cua tui, may toi, may cua toi, may minh, may em, may cua em, xai may, dung may, may gi, may nao, loai may, hieu may, hieu gi, hieu nao | 我的电脑 我的手机
logs log | | log may chu, log server, nhat ky may chu, nhat ky server, nhat ky | 服务器日志 日志
still | igual, de todas formas, de todos modos, aun asi | |
advertising third-party scripts | | quang cao, script quang cao, ma quang cao, doan ma, script ben ngoai, ma theo doi | 广告 广告代码 第三方脚本
record | | ghi |
dashboard dashboards | tablero tableros | bang phan tich, cai bang phan tich, phan tich, bang dieu khien | 看板 仪表板 数据看板
hosted host elsewhere | alojada en otro sitio, alojadas en otro sitio, en otro sitio, en otra pagina | trang khac, web khac, luu o trang khac | 别的网站 其他网站 别的网址 外部网站
ask asks asked | | hoi cau, hoi khach cau, hoi vai cau |
fair housing steer steering | vivienda justa, discriminacion, discriminar | cong bang, phan biet doi xu, ky thi | 公平住房 歧视 法律问题 违法
numbers | stats, stat, statistics, cifras, datos inventados | so lieu, con so | 数字 数据 统计数字
came come | | |
consent opt | permission, permissions, ok to text, okay to text, opted in, opt in, say stop, says stop, said stop, saying stop, text stop, texts stop, texted stop, text back stop, texts back stop, texted back stop, reply stop, replies stop, replied stop | |
calm | without blowing up, without messing up, without wrecking, without disrupting, without upsetting, without throwing off, without chaos, without causing chaos, without a mess | |
`
  .trim()
  .split("\n")
  .concat([
    // probes 83/84 en
    // Cookies by their description ("those little browser files"), ads by their code ("ad scripts").
    "cookies | little browser files, tiny browser files, small browser files, browser files, little files, tracking files, tracker files, tracker file |  |",
    "advertising third-party scripts | ad scripts, ad script, ad trackers, ad tracking, advertising scripts |  |",
    // probes 87-91 en
    // Tools set against each other ("a post that stacks the big CRMs up against each other"): the posts' "compared".
    "compared | stack up against, stacks up against, stacked up against, stack them up, against each other, against one another, side by side, head to head, pitted against |  |",
  ]);
