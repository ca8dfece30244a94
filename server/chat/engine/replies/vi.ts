import { CONTACT_FORM_PATH, bullet, postLink } from "./templates.ts";
import type { ReplyTemplates } from "./templates.ts";

// Vietnamese: offering names and descriptions stay in English (the site's own wording); the sentences around them are translated.
const consult = (bookingUrl: string): string => `Đặt lịch tư vấn miễn phí tại đây: ${bookingUrl}`;
const price = (label: string): string => label.replace(/\/month\b/g, "/tháng").replace(/\/hr\b/g, "/giờ").replace(/\bsetup\b/g, "phí cài đặt").replace(/\bor packaged\b/g, "hoặc theo gói");

export const vi: ReplyTemplates = {
  greeting: (f) =>
    `Xin chào! Tôi là trợ lý của ${f.siteName}. Tôi có thể giới thiệu dịch vụ tự động hóa bằng AI cho giới bất động sản Houston: dịch vụ, các gói, dịch vụ bổ sung, gói cài đặt hoặc đặt lịch tư vấn miễn phí. Tôi có thể giúp gì cho bạn?`,
  services: (f) => `Chúng tôi xây dựng cho giới bất động sản:\n${bullet(f.offerings.services.map((s) => `${s.title}: ${s.description}`))}`,
  about: (f) =>
    `Tôi là trợ lý AI của ${f.siteName}, công ty tự động hóa bằng AI cho môi giới và quản lý bất động sản tại Houston. Điểm khác biệt:\n${bullet(f.offerings.differentiators.map((d) => d.title))}`,
  pricingGeneral: (f) =>
    `Giá các gói (${f.offerings.packages.map((p) => p.name).join(", ")}) được báo riêng cho từng doanh nghiệp trong buổi tư vấn miễn phí: vui lòng liên hệ để biết giá. ${consult(f.bookingUrl)}\nDịch vụ bổ sung, gói cài đặt và phí thiết lập có giá công khai, ví dụ gói cài đặt từ ${f.offerings.bundles[0]?.price ?? ""}.`,
  packagePrice: (f, pkg) =>
    `Giá gói ${pkg.name} được điều chỉnh theo doanh nghiệp của bạn nên chúng tôi báo giá trong buổi tư vấn miễn phí: vui lòng liên hệ để biết giá. ${consult(f.bookingUrl)}\nHoặc gọi ${f.phone}, email ${f.email}.`,
  packagesOverview: (f) =>
    `Chúng tôi có ba gói:\n${bullet(f.offerings.packages.map((p) => `${p.name}${p.popular ? " (phổ biến nhất)" : ""}: ${p.subtitle}`))}\nGiá: vui lòng liên hệ. ${consult(f.bookingUrl)}`,
  packageDetails: (f, pkg) =>
    `Gói ${pkg.name}${pkg.popular ? " (phổ biến nhất)" : ""}: ${pkg.description}\nBao gồm:\n${bullet(pkg.features)}\nGiá: vui lòng liên hệ. ${consult(f.bookingUrl)}`,
  addonsOverview: (f) =>
    `Dịch vụ bổ sung:\n${bullet(f.offerings.addOnServices.map((a) => `${a.name}: ${a.setup ? `${price(a.setup)} + ` : ""}${price(a.price)}`))}`,
  addonDetails: (_f, addon) => `${addon.name}: ${addon.setup ? `${price(addon.setup)} + ` : ""}${price(addon.price)}. ${addon.description}`,
  bundlesOverview: (f) =>
    `Gói cài đặt nhiều nền tảng:\n${bullet(f.offerings.bundles.map((b) => `${b.name} (${b.platforms}): ${b.price}`))}\nĐăng ký tại: ${CONTACT_FORM_PATH}`,
  bundleDetails: (_f, bundle) => `${bundle.name} (${bundle.platforms}): ${bundle.price}. Đăng ký tại: ${CONTACT_FORM_PATH}?bundle=${bundle.key}`,
  setupOverview: (f) => `Phí cài đặt theo loại nền tảng:\n${bullet(f.offerings.setupAddOns.map((s) => `${s.type} (${s.examples}): ${s.feeRange}`))}`,
  setupDetails: (_f, row) => `Cài đặt ${row.type} (${row.examples}): ${row.feeRange}. Bao gồm: ${row.included}.`,
  booking: (f) => `Rất sẵn lòng! ${consult(f.bookingUrl)}\nBạn cũng có thể gọi ${f.phone}.`,
  hours: (f) => `Đội ngũ của chúng tôi làm việc ${f.hours}. Tôi trực 24/7 và bạn có thể đặt lịch bất cứ lúc nào: ${f.bookingUrl}`,
  contact: (f) => `Điện thoại: ${f.phone}. Email: ${f.email}. Biểu mẫu liên hệ: ${CONTACT_FORM_PATH}. Giờ làm việc: ${f.hours}.`,
  location: (f) => `Chúng tôi tập trung vào thị trường Houston, bao gồm ${f.offerings.serviceAreas.join(", ")}.`,
  integrations: (f) => {
    const crm = f.offerings.setupAddOns.find((s) => s.key === "crm");
    return `Có. Chúng tôi tích hợp với dịch vụ niêm yết địa phương (MLS/HAR)${crm ? ` và các CRM như ${crm.examples} (phí cài đặt ${crm.feeRange})` : ""}.`;
  },
  howItWorks: (f) =>
    `Ba bước:\n${bullet([`Tư vấn miễn phí: ${f.bookingUrl}`, "Chúng tôi đề xuất gói và xây dựng agent AI cho bạn (làm trọn gói hoặc tự cài đặt miễn phí).", "Kết nối các nền tảng và vận hành."])}`,
  results: (f) => `Kết quả khách hàng của chúng tôi:\n${bullet(f.offerings.stats.map((s) => `${s.prefix}${s.value}${s.suffix} ${s.label}`))}`,
  blog: (f, posts) => `Blog ${f.offerings.blogName} (tiếng Anh):\n${bullet(posts.map((p) => `${p.title}: ${postLink(p)}`))}\n/blog`,
  handoff: (f) =>
    `Tất nhiên, nhân viên của chúng tôi sẽ hỗ trợ bạn:\n${bullet([`đặt lịch tư vấn: ${f.bookingUrl}`, `gọi ${f.phone} (${f.hours})`, `biểu mẫu liên hệ: ${CONTACT_FORM_PATH}`])}\nTôi đã báo cho đội ngũ về cuộc trò chuyện này.`,
  leadConfirmed: (f, lead) =>
    `Cảm ơn bạn${lead.name ? ` ${lead.name}` : ""}! Đội ngũ của chúng tôi sẽ liên hệ${lead.email ? ` qua ${lead.email}` : lead.phone ? ` qua số ${lead.phone}` : ""} trong vòng ${f.offerings.replyWithinHours} giờ. Đặt lịch ngay: ${f.bookingUrl}`,
  leadAskContact: (_f, lead) => `Rất vui được làm quen${lead.name ? ` ${lead.name}` : ""}! Email hoặc số điện thoại nào tiện nhất để chúng tôi liên hệ?`,
  thanks: (f) => `Không có gì! Bạn cần hỏi thêm gì không? Đặt lịch tư vấn: ${f.bookingUrl}`,
  goodbye: (f) => `Cảm ơn bạn đã ghé thăm! Đặt lịch tư vấn miễn phí tại ${f.bookingUrl}. Chúc bạn một ngày tốt lành!`,
  offTopic: (f) => `Tôi chỉ có thể trả lời các câu hỏi về ${f.siteName}: dịch vụ tự động hóa AI, các gói, dịch vụ bổ sung, tích hợp hoặc đặt lịch tư vấn.`,
  injection: (f) => `Xin lỗi, tôi không thể chia sẻ hướng dẫn nội bộ, cấu hình hay thông tin của người khác. Tôi rất sẵn lòng giúp về dịch vụ của ${f.siteName}.`,
  empathy: "Tôi rất tiếc khi nghe điều đó.",
};
