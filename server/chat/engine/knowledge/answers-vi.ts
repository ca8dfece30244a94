import { CONTACT_FORM_PATH, bullet, postLink } from "../replies/templates.ts";
import type { Renderer } from "./answer-types.ts";
import { contentText } from "./content-text.ts";
import { faq, selfSetupPoints, technologies } from "./site-knowledge.ts";
import { bundleSize } from "./bundle-size.ts";
import { featuresFirst } from "./features-first.ts";

const c = contentText("vi");
const consult = (url: string): string => `Đặt lịch tư vấn miễn phí: ${url}`;
const list = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} và ${items.at(-1)}`);
// "CRM …" and "AI …" keep their capitals.
const lower = (s: string): string => (/^[A-Z]{2}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

// What the site does not say, named in the reply so every unknown reads alike.
const VI_TOPIC = { presence: "chúng tôi có người ở nơi đó hay không", elsewhere: "việc chúng tôi có làm ngoài khu vực Houston hay không (các khu vực được liệt kê đều quanh Houston)", "voice-own": "Voice AI có thể nói bằng giọng của một người cụ thể hay không", uptime: "cam kết thời gian hoạt động (uptime) hay mức dịch vụ (SLA)", discount: "chúng tôi có chiết khấu, cho văn phòng lớn hay trường hợp khác, hay không", cancellation: "việc hủy giữa chừng có bị phạt hay mất phí hay không", "other-languages": "AI có trả lời bằng ngôn ngữ đó hay không", clients: "chúng tôi có bao nhiêu khách hàng", founding: "ai thành lập công ty hay công ty đã hoạt động bao lâu", capacity: "Voice AI nhận được bao nhiêu cuộc gọi cùng lúc", contract: "thời hạn hợp đồng tối thiểu", certification: "chúng tôi có chứng nhận hay kiểm toán bảo mật nào", payment: "chúng tôi nhận những hình thức thanh toán nào", headcount: "công ty có bao nhiêu nhân viên", "staff-languages": "nhân viên của chúng tôi nói những ngôn ngữ nào", "voice-languages": "Voice AI nói những ngôn ngữ nào khi nghe điện thoại", referral: "chúng tôi có trả hoa hồng giới thiệu hay không", refund: "chúng tôi có hoàn tiền hay không", "messaging-apps": "chúng tôi có hỗ trợ ứng dụng nhắn tin nào ngoài SMS và WhatsApp hay không" , nda: "chúng tôi có ký thỏa thuận bảo mật (NDA) hay thỏa thuận xử lý dữ liệu hay không", holidays: "đội ngũ có làm việc vào ngày lễ hay không", commercial: "chúng tôi có làm bất động sản thương mại hay không", hosting: "máy chủ của chúng tôi đặt ở đâu", rent: "chúng tôi có thu tiền thuê nhà hay không", screening: "chúng tôi có kiểm tra lý lịch hay tín dụng người thuê hay không", insurance: "chúng tôi có bảo hiểm trách nhiệm hay không", "mobile-app": "có ứng dụng di động hay không", testimonials: "chúng tôi có đăng đánh giá hay câu chuyện khách hàng hay không", resale: "hệ thống của chúng tôi có thể bán lại dưới thương hiệu của công ty khác hay không", speaking: "đội ngũ của chúng tôi có đi nói chuyện ở hiệp hội hay sự kiện hay không", franchise: "chúng tôi có nhượng quyền hay không", podcast: "chúng tôi có podcast hay không", jobs: "chúng tôi có đang tuyển người hay không", "voice-number": "Voice AI có giữ được số điện thoại riêng của bạn hay không", awards: "chúng tôi đã đạt giải thưởng nào chưa", sharing: "một gói hay một tài khoản có dùng chung được cho nhiều người, nhiều doanh nghiệp hay thương hiệu, hoặc chuyển hay tách ra sau này hay không", rush: "liệu có thể chạy sớm hơn thời gian thường lệ hay không", remote: "buổi tư vấn có làm qua video hay điện thoại được không"};
export const vi: Renderer = {
  entry: {
    services: (f) => `Chúng tôi xây dựng cho giới bất động sản:\n${bullet(f.offerings.services.map((s) => `${c.service(s).title}: ${c.service(s).description}`))}`,
    about: (f) => `Tôi là trợ lý AI của ${f.siteName}, công ty tự động hóa bằng AI cho môi giới, công ty môi giới, trưởng nhóm và người quản lý bất động sản ở Houston. Điểm khác biệt của chúng tôi:\n${bullet(f.offerings.differentiators.map((d) => `${c.differentiator(d).title}: ${c.differentiator(d).description}`))}`,
    packages: (f) => `Chúng tôi có ba gói:\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? " (phổ biến nhất)" : ""}, ${lower(c.pkg(p).subtitle)}: ${c.pkg(p).description}`))}\nGiá các gói được báo trong buổi tư vấn miễn phí.`,
    pricing: (f) => `Giá các gói (${list(f.offerings.packages.map((p) => p.name))}) được báo riêng cho từng doanh nghiệp trong buổi tư vấn miễn phí: vui lòng liên hệ để biết giá. Dịch vụ bổ sung, phí cài đặt và các bundle có giá công khai; bundle bắt đầu từ ${f.offerings.bundles[0]?.price ?? ""}.`,
    "why-no-prices": () => faq("why-no-prices", "vi"),
    addons: (f) => `Dịch vụ bổ sung có thể thêm vào bất kỳ gói nào:\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${c.price(a.setup)} + ` : ""}${c.price(a.price)}. ${c.addon(a)}`))}`,
    bundles: (f) => `Các bundle cài đặt (phí cài đặt trả một lần, không phải hàng tháng) giúp tiết kiệm khi kết nối nhiều nền tảng:\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${c.platforms(b)}): ${b.price}`))}\nBạn có thể chọn trong biểu mẫu liên hệ: ${CONTACT_FORM_PATH}`,
    "setup-fees": (f) => `Phí cài đặt (một lần, chúng tôi làm giúp) tùy loại nền tảng:\n${bullet(f.offerings.setupAddOns.map((s) => `${c.setup(s).type} (${s.examples}): ${s.feeRange}`))}\nNếu bạn tự cài đặt miễn phí thì không có phí cài đặt.`,
    "self-setup": () => `Không. Khi bạn tự cài đặt miễn phí thì không có phí cài đặt: bạn chỉ trả tiền gói. ${selfSetupPoints("vi")}`,
    booking: (f) => `Rất sẵn lòng! ${consult(f.bookingUrl)}\nBạn cũng có thể gọi ${f.phone}.`,
    hours: (f) => `Đội ngũ của chúng tôi làm việc ${c.hours(f.hours)}. Tôi trực 24/7.`,
    contact: (f) => `Bạn có thể liên hệ đội ngũ qua điện thoại ${f.phone}, email ${f.email} hoặc biểu mẫu liên hệ tại ${CONTACT_FORM_PATH}. Giờ làm việc: ${c.hours(f.hours)}.`,
    phone: (f) => `Số điện thoại của chúng tôi là ${f.phone} (${c.hours(f.hours)}).`,
    email: (f) => `Email của chúng tôi là ${f.email}. Chúng tôi trả lời trong vòng ${f.offerings.replyWithinHours} giờ.`,
    "contact-form": () => `Có, biểu mẫu liên hệ ở ${CONTACT_FORM_PATH}. Chúng tôi trả lời trong vòng 24 giờ.`,
    areas: (f) => `Chúng tôi tập trung vào thị trường Houston, bao gồm ${list(f.offerings.serviceAreas)}. Với khu vực khác, hãy hỏi đội ngũ qua ${f.email}.`,
    integrations: (f) => {
      const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
      return `Có. ${faq("crm-mls", "vi")}${crm ? ` Phí cài đặt CRM là ${crm.feeRange}.` : ""} Các công cụ khác được kết nối qua tích hợp riêng.`;
    },
    mls: () => "Có. Chúng tôi kết nối dữ liệu niêm yết MLS/HAR để câu trả lời và thông báo dùng nguồn nhà thật.",
    technologies: () => `Chúng tôi làm việc với ${list(technologies)}.`,
    languages: () => `Có. AI của bạn trả lời khách bằng tiếng Anh, tiếng Tây Ban Nha và nhiều ngôn ngữ khác, 24/7; tôi có thể trò chuyện với bạn bằng tiếng Việt, tiếng Anh, tiếng Tây Ban Nha và tiếng Trung. ${faq("spanish", "vi")}`,
    "how-it-works": (f) => `Ba bước:\n${bullet([`Buổi tư vấn miễn phí để hiểu nguồn khách và mục tiêu của bạn: ${f.bookingUrl}`, "Chúng tôi đề xuất gói và xây dựng trợ lý AI, tự động hóa cho bạn (chúng tôi làm trọn gói hoặc bạn tự cài đặt miễn phí).", "Kết nối các nền tảng (CRM, MLS/HAR, email, tin nhắn) và bắt đầu vận hành."])}`,
    timeline: () => faq("timeline", "vi"),
    "technical-skills": () => `Không. ${faq("technical-skills", "vi")}`,
    "data-safety": () => faq("data-safety", "vi"),
    "add-later": () => `Có. ${faq("add-later", "vi")}`,
    results: (f) => `Kết quả khách hàng của chúng tôi:\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${c.stat(s)}`))}`,
    blog: (f) => `Blog ${f.offerings.blogName} viết về AI và tự động hóa cho bất động sản (tiếng Anh): /blog`,
    recommend: (f) => vi.recommendAsk(f),
    "success-manager-only": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `Không. Chỉ gói ${pkg.name} có người quản lý thành công riêng.` : vi.unknown(f);
    },
    "success-manager": (f) => {
      const pkg = f.offerings.packages.find((p) => p.features.some((x) => /success manager/i.test(x)));
      return pkg ? `Có. Gói ${pkg.name} có người quản lý thành công riêng.` : vi.unknown(f);
    },
  },
  package: (f, pkg, price) =>
    price
      ? `Giá gói ${pkg.name} được điều chỉnh theo doanh nghiệp của bạn nên chúng tôi báo giá trong buổi tư vấn miễn phí, không báo ở đây: vui lòng liên hệ để biết giá. ${consult(f.bookingUrl)}`
      : `Gói ${pkg.name}${pkg.popular ? " (phổ biến nhất)" : ""}, ${lower(c.pkg(pkg).subtitle)}. ${c.pkg(pkg).description}\nBao gồm:\n${bullet(c.pkg(pkg).features)}\nKết quả: ${c.pkg(pkg).outcome}`,
  addon: (_f, a) => `${a.name}: ${a.setup ? `${c.price(a.setup)} + ` : ""}${c.price(a.price)}. ${c.addon(a)} Có thể thêm vào bất kỳ gói nào.`,
  bundle: (_f, b) => `${b.name} gồm ${c.platforms(b)}, giá ${b.price}, trả một lần (không tính hàng tháng). Đăng ký trong biểu mẫu: ${CONTACT_FORM_PATH}?bundle=${b.key}`,
  setup: (_f, s) => `Cài đặt ${c.setup(s).type} (${s.examples}) là ${s.feeRange} khi chúng tôi làm giúp. Bao gồm: ${lower(c.setup(s).included)}. Nếu bạn tự cài đặt thì miễn phí.`,
  addonSum: (_f, names, total) => `Cộng lại, ${list(names)} là ${total}/tháng (phí cài đặt, nếu có, tính riêng).`,
  area: (f, name, known, also = []) =>
    known && name ? `Có, chúng tôi phục vụ ${list([name, ...also])}. Chúng tôi làm việc khắp khu vực Houston, gồm cả ${list(f.offerings.serviceAreas.filter((a) => a !== name && !also.includes(a)).slice(0, 5))}.` : vi.entry.areas(f),
  platforms: (_f, found) => {
    const fees = [...new Set(found.flatMap((p) => (p.row ? [`cài đặt ${c.setup(p.row).type} (${p.row.examples}) là ${p.row.feeRange}`] : [])))];
    return `Có, chúng tôi làm việc với ${list(found.map((p) => p.name))}.${fees.length > 0 ? ` Khi chúng tôi làm giúp, ${fees.join("; ")} (miễn phí nếu bạn tự cài đặt).` : ""}`;
  },
  recommend: (_f, pkg, reason, named) => {
    const why = { solo: "gói này dành cho môi giới cá nhân", team: "gói này dành cho môi giới và nhóm đang phát triển", brokerage: "gói này dành cho công ty môi giới và nhóm lớn", popular: "đây là gói phổ biến nhất của chúng tôi" }[reason];
    return `Tôi đề xuất gói ${pkg.name}: ${why}. ${c.pkg(pkg).description} Gói gồm ${list(featuresFirst(c.pkg(pkg).features, named).map(lower))}. Giá được báo trong buổi tư vấn miễn phí.`;
  },
  recommendAsk: (f, staff) => staff ? `Tôi sẵn lòng gợi ý gói phù hợp. Bạn tự quản lý một mình hay có bao nhiêu người làm cùng? Tóm tắt: ${f.offerings.packages.map((p) => `${p.name}: ${lower(c.pkg(p).subtitle)}`).join("; ")}.` : `Tôi sẵn lòng gợi ý gói phù hợp. Bạn là môi giới làm một mình, một nhóm (bao nhiêu người?), công ty môi giới hay quản lý nhà cho thuê? Tóm tắt: ${f.offerings.packages.map((p) => `${p.name}: ${lower(c.pkg(p).subtitle)}`).join("; ")}.`,
  bundleFor: (_f, b, count) => {
    const extra = count - bundleSize(b);
    if (extra > 0) return `${count} nền tảng là nhiều hơn bundle lớn nhất của chúng tôi. ${b.name} gồm ${c.platforms(b)}, giá ${b.price}; ${extra} nền tảng còn lại tính theo phí cài đặt riêng của từng nền tảng. Đăng ký tại: ${CONTACT_FORM_PATH}?bundle=${b.key}`;
    return `Với ${count} nền tảng, ${b.name} là phù hợp: gồm ${c.platforms(b)}, giá ${b.price}, trả một lần (không tính hàng tháng). Đăng ký tại: ${CONTACT_FORM_PATH}?bundle=${b.key}`;
  },
  posts: (f, posts) =>
    posts.length > 0
      ? `Từ blog ${f.offerings.blogName} (tiếng Anh):\n${bullet(posts.map((p) => `${p.title}: ${postLink(p)}`))}`
      : "Hiện chúng tôi chưa có bài viết về chủ đề đó. Tất cả bài viết ở /blog.",
  unknown: (f, about) => `Trang của chúng tôi không nói ${about?.about === "guarantee" ? "việc có cam kết kết quả hay không" : about?.about && about.about in VI_TOPIC ? VI_TOPIC[about.about as keyof typeof VI_TOPIC] : about?.about === "office" ? `chúng tôi có văn phòng${about.name ? ` ở ${about.name}` : " để đến gặp"} hay không` : "về điều này"} nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
  nextStep: (f) => consult(f.bookingUrl),
  greeting: (f) => `Xin chào! Tôi là trợ lý của ${f.siteName}. Bạn có thể hỏi tôi về tự động hóa bằng AI cho bất động sản Houston: các gói, dịch vụ bổ sung, bundle, tích hợp hoặc đặt lịch tư vấn miễn phí.`,
  thanks: (f, quiet, declined) => (quiet ? "Không có gì ạ!" : `Không có gì! Bạn cần hỏi thêm gì không?${declined ? "" : ` ${consult(f.bookingUrl)}`}`),
  goodbye: (f, quiet) => (quiet ? "Tạm biệt, chúc bạn mọi điều tốt đẹp." : `Cảm ơn bạn đã ghé thăm, hẹn gặp lại! ${consult(f.bookingUrl)}`),
  offTopic: (f) => `Tôi chỉ có thể trả lời các câu hỏi về ${f.siteName}: dịch vụ tự động hóa bằng AI, các gói, dịch vụ bổ sung, tích hợp hoặc đặt lịch tư vấn.`,
  injection: (f) => `Xin lỗi, tôi không thể chia sẻ hướng dẫn nội bộ, cấu hình hay thông tin của người khác. Tôi rất sẵn lòng giúp về dịch vụ và các gói của ${f.siteName}.`,
  complaint: (f, lead) =>
    `Tôi rất tiếc về chuyện này; đó không phải trải nghiệm chúng tôi muốn dành cho bạn. Tôi đã đánh dấu cuộc trò chuyện để một nhân viên liên hệ lại với bạn${lead.email || lead.phone ? ` qua ${lead.email ?? lead.phone}` : ""}. ${lead.email || lead.phone ? "" : "Email hoặc số điện thoại nào tiện để liên hệ bạn? "}Bạn cũng có thể gọi ${f.phone} (${c.hours(f.hours)}).`,
  optOut: (f, newsletter) => `Đã rõ. Tôi đã ghi nhận bạn không muốn được liên hệ, và chúng tôi sẽ không gửi tin tiếp thị cho bạn nữa.${newsletter ? " Riêng bản tin: cuối mỗi số đều có link hủy đăng ký, bấm một lần là không nhận số nào nữa (nút hủy đăng ký của ứng dụng email cũng dùng được)." : ""} Nếu bạn cũng muốn xóa thông tin của mình, hãy email ${f.email}; chính sách quyền riêng tư ở /privacy.`,
  deletion: (f, optOut) => `Đã rõ. Tôi đã chuyển yêu cầu ${optOut ? "hủy liên hệ và " : ""}xóa dữ liệu của bạn cho đội ngũ. Để xác nhận, hãy email ${f.email} kèm email hoặc số điện thoại bạn đã dùng; chúng tôi sẽ xóa thông tin của bạn, kể cả bản sao ở các dịch vụ chúng tôi dùng. Chi tiết: /privacy`,
  handoff: (f, lead) =>
    lead.email || lead.phone
      ? `Tất nhiên. Tôi đã báo cho đội ngũ, một nhân viên sẽ liên hệ bạn qua ${lead.email ?? lead.phone} trong vòng ${f.offerings.replyWithinHours} giờ.`
      : `Tất nhiên${lead.name ? ` ${lead.name}` : ""}, một nhân viên sẽ liên hệ với bạn. Email hoặc số điện thoại nào tiện nhất, và bạn thích gọi điện, nhắn tin hay email? Bạn cũng có thể gọi ${f.phone} (${c.hours(f.hours)}), đặt lịch tại ${f.bookingUrl} hoặc gửi biểu mẫu ${CONTACT_FORM_PATH}.`,
  askContact: (_f, lead) => `Rất vui được làm quen${lead.name ? ` ${lead.name}` : ""}! Email hoặc số điện thoại nào tiện nhất để đội ngũ liên hệ bạn?`,
  checkEmail: (_f, typed) => `"${typed}" có vẻ chưa phải là địa chỉ email đầy đủ (ví dụ: ten@example.com), nên tôi chưa lưu. Bạn có thể nhập lại hoặc cho chúng tôi số điện thoại không?`,
  askPhone: (_f, lead) => `Vâng${lead.name ? ` ${lead.name}` : ""}. Số điện thoại nào tiện nhất để liên hệ bạn? Tôi đã báo cho đội ngũ.`,
  confirmed: (f, lead, channel) => {
    const via = channel === "sms" ? " bằng tin nhắn" : channel === "whatsapp" ? " qua WhatsApp" : channel === "call" ? " bằng điện thoại" : "";
    const at = lead.email && !["sms", "call", "whatsapp"].includes(channel ?? "") ? lead.email : (lead.phone ?? lead.email);
    return `Cảm ơn bạn${lead.name ? ` ${lead.name}` : ""}! Đội ngũ của chúng tôi sẽ liên hệ${via}${at ? ` qua ${at}` : ""} trong vòng ${f.offerings.replyWithinHours} giờ.`;
  },
  timeNoted: (f, lead, channel) => {
    const at = lead.email && channel !== "sms" && channel !== "call" && channel !== "whatsapp" ? lead.email : (lead.phone ?? lead.email);
    return `Đã ghi nhận${lead.name ? ` ${lead.name}` : ""}: thời gian đó nằm trong cuộc trò chuyện này, đội ngũ sẽ đọc trước khi liên hệ${at ? ` qua ${at}` : ""}. Nếu muốn chọn giờ cụ thể, bạn có thể đặt lịch tại: ${f.bookingUrl}`;
  },
  empathy: "Tôi rất tiếc khi nghe điều đó.",
};
