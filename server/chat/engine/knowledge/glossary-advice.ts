// The words visitors use for the advice of the hurricane, traffic and automation-stack posts (same shape as
// glossary-lines.ts's lines): never contradicting officials, calling vulnerable residents, the on-call alert when the power
// is out, tenants' status and the team's queue after the storm, message templates written ahead, a hard stop such as
// school pickup, a flat buffer, stale listing data and its timestamp, a first draft of a listing description, and the
// judgment kept rather than automated; the storm post's damage reports (recorded), contractors' roster and its areas,
// photos and timestamps per unit for insurance claims; the traffic post's closing line (most teams find the gain is
// arriving calm), and its buffer for a gated community ("khu có cổng", its "có" dropped before phrases are read; "门禁社区"). The English column holds words that may gain these targets without changing
// what the site's own English words find ("update", "team", "office", "stop" are left out for that reason).

export const ADVICE_LINES = `
contradict contradicts | contradecir, contradiga, contradigan, contradecirles, llevar la contraria, desmentir | noi nguoc, noi trai, trai nguoc, di nguoc, mau thuan, cai lai | 矛盾 相悖 唱反调 违背 反驳 抵触
call | llamar, llamen, llame, llamarles, llamar directamente, llamen directamente, llame directamente | goi dien, goi truc tiep, goi dien truc tiep | 打电话 致电 直接打电话 亲自打电话
vulnerable elderly | vulnerables, vulnerable, ancianos, mayores, discapacitados | nguoi gia, yeu the, de bi ton thuong | 弱势 老人 行动不便 残障
power | apagon, sin luz, se va la luz, corte de luz | mat dien, cup dien | 停电 断电 没电
on-call | de guardia, guardia | nguoi truc, dang truc | 值班 值班人员
alerts alert | alerta, alertas | canh bao, bao dong | 警报 报警 通知到
status ticket moves | estado, avance | duoc bao, duoc thong bao, tinh trang, cap nhat tinh trang, trang thai, tien trien, tien do, co tien trien | 状态 进度 进展 状态更新
queue urgency | | doi cua tui, doi cua toi, doi cua minh, doi tui, doi minh, nhom cua tui, nhom cua toi | 队列 紧急程度
sees see | | nhin thay, se thay |
template templates | | tin nhan mau, tin mau, mau soan san | 模板 范本 模版
write writes | | nen viet, phai viet, can viet, viet san, viet truoc, nen soan, soan truoc, soan san | 提前写
school | recoger a los ninos, recoger a mi hijo, recoger a mis hijos, salida de la escuela, escuela, colegio | don chau, don con, don be, don tre, di don, gio tan hoc, truong hoc | 接孩子 接娃 接小孩 放学
hard | compromiso fijo | gio co dinh, viec co dinh | 固定安排 固定行程 硬性安排
past | pasarse, pasarme, se pasa, excede, excederse | tre qua, qua gio, lo gio, vuot qua | 超过 超出 超时 赶不上
flat fixed | fijo, fija, fijos, plano, siempre igual | co dinh | 固定 固定的 一刀切
timestamp stale outdated refresh | desactualizado, desactualizada, desactualizados, caducado, out of date, old info, old data, info old, data old, information old | loi thoi, cu roi, du lieu cu, thong tin cu | 过时 旧的 陈旧 时间戳 最后更新
draft | borrador | ban nhap | 草稿 初稿
description descriptions | descripcion, descripciones, descripcion del anuncio | mo ta, mo ta nha | 描述 房源描述 文案
judgment | keep doing myself, doing myself, do myself, do it myself, do by hand, by hand, not automate, not to automate, shouldn't automate, should not automate, rather than automate, instead of automating, no automatizar, no conviene automatizar, no se debe automatizar, no hay que automatizar, hacer yo mismo, hacerlo yo, a mano, criterio, juicio | khong nen tu dong hoa, khong tu dong hoa, tu lam lay, tu tay lam, phan doan, can nhac | 不该自动化 啥不该 什么不该 哪些不该自动化 不要自动化 别自动化 不该交给 人工判断 判断 亲自
brought | came in on, came in from, came in through, came in by, came in with, clicked through, clicked in from | | 
start | begin, get started, getting started, kick off | | 刚开始 起步 入手 从哪开始
edit edits | editar, edita | chinh sua, sua lai | 编辑 修改
damage | danos, desperfectos, destrozos | hu hong, bi hu | 损坏 受损 损毁 损害 破坏
record | registrar, registra, registre, anotar | ghi nhan, ghi lai | 记录 登记 记下
vendor | contratista, contratistas | nha thau, tho sua, doi sua | 承包商 施工队 维修工
roster | | danh sach nha thau, danh sach tho | 名单 花名册
photos | fotos, foto, fotografias | hinh anh, anh chup, chup hinh | 照片 相片 图片 拍照
timestamps | hora exacta, horas exactas, marca de tiempo, marcas de tiempo | gio giac, moc thoi gian | 时间戳 时间记录
unit | | tung can, moi can, theo can | 每套 每户 每个单元
insurance claims | | boi thuong bao hiem | 理赔 索赔
gain | ganancia, mayor ventaja, lo que mas se gana | loi ich lon nhat, duoc nhieu nhat | 收获 最大收获 最大的收获
most | la mayoria de | phan lon, da so | 大多数 多数 大部分
find finds | | | 发现
gated | privada, privadas, cerrada, fraccionamiento cerrado, con porton, con caseta | khu cong, khu dan cu cong | 封闭社区 门禁社区 有门禁 门禁
calm | tranquilo, tranquilos, con calma, sin prisa | binh tinh, thong tha, ung dung | 从容 冷静 淡定 不慌
`.trim().split("\n");
