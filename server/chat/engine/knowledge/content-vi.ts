import type { ContentTranslations } from "./content-text.ts";

// Vietnamese wording of the site's content, keyed by the ids in common/content. Names and figures come from the facts.
const DAYS: [RegExp, string][] = [[/\bMonday\b/g, "Thứ Hai"], [/\bFriday\b/g, "Thứ Sáu"], [/\bSaturday\b/g, "Thứ Bảy"], [/\bSunday\b/g, "Chủ Nhật"]];

export const viContent: ContentTranslations = {
  services: {
    "ai-agents-lead-capture": { title: "Trợ lý AI riêng và thu thập khách tiềm năng", description: "Trợ lý AI trả lời mọi yêu cầu trong vài giây, sàng lọc người mua và người bán, và đặt lịch hẹn suốt ngày đêm." },
    "client-management": { title: "Quản lý khách hàng tự động", description: "Nhắc việc, theo dõi và cập nhật giao dịch tự chạy, để không khách hàng nào bị bỏ sót." },
    "analytics-dashboards": { title: "Bảng phân tích riêng", description: "Bảng số liệu trực tiếp về khách tiềm năng, quy trình bán hàng và thị trường Houston, để quyết định dựa trên con số." },
  },
  differentiators: {
    "local-expertise": { title: "Am hiểu thị trường địa phương", description: "Xây dựng cho Houston: từng khu vực, xu hướng giá và cách người mua ở đây tìm nhà." },
    "multilingual-support": { title: "Hỗ trợ đa ngôn ngữ 24/7", description: "AI của bạn trả lời khách bằng tiếng Anh, tiếng Tây Ban Nha và nhiều ngôn ngữ khác, cả ngày lẫn đêm." },
    "mls-integration": { title: "Kết nối dịch vụ niêm yết địa phương", description: "Kết nối dữ liệu MLS/HAR để câu trả lời và thông báo dùng nguồn nhà thật." },
    "traffic-scheduling": { title: "Lịch hẹn tính đến giao thông", description: "Lịch xem nhà và cuộc hẹn được sắp theo tình hình giao thông Houston, không chỉ theo lịch." },
  },
  packages: {
    enterprise: {
      subtitle: "Cho công ty môi giới và nhóm lớn",
      description: "Một hệ thống vận hành AI hoàn chỉnh cho công ty môi giới của bạn, xây dựng quanh đội ngũ và dữ liệu của bạn.",
      features: ["Trợ lý AI riêng cho mọi nguồn khách", "Tích hợp đầy đủ CRM và MLS/HAR", "Quản lý khách hàng tự động cho cả đội", "Bảng phân tích cho ban lãnh đạo", "Trợ lý chăm sóc khách hàng đa ngôn ngữ 24/7", "Người quản lý thành công riêng"],
      outcome: "Mở rộng công ty mà không cần tăng nhân sự.",
    },
    growth: {
      subtitle: "Cho môi giới và nhóm đang phát triển",
      description: "Thu thập khách, chăm sóc và báo cáo phối hợp với nhau để nhóm của bạn chốt nhiều giao dịch hơn.",
      features: ["Trợ lý AI thu thập và sàng lọc khách tiềm năng", "Chuỗi chăm sóc khách tự động", "Tích hợp CRM", "Lịch xem nhà tính đến giao thông", "Bảng hiệu suất"],
      outcome: "Nhiều cuộc hẹn chất lượng hơn và tiết kiệm hơn 20 giờ mỗi tuần.",
    },
    foundation: {
      subtitle: "Cho môi giới cá nhân",
      description: "Những điều cốt lõi để không bỏ lỡ khách và trả lời mọi yêu cầu trong vài phút.",
      features: ["Trợ lý chat AI cho website của bạn", "Thu thập khách và thông báo tức thì", "Tự động hóa chăm sóc cơ bản", "Báo cáo hiệu suất hằng tháng"],
      outcome: "Không bao giờ bỏ lỡ khách tiềm năng nữa.",
    },
  },
  addons: {
    "market-dashboard": "Dữ liệu và xu hướng thị trường Houston trực tiếp cho khu vực bạn phụ trách.",
    "enhanced-messaging": "Trò chuyện qua SMS và WhatsApp do trợ lý AI của bạn đảm nhận.",
    "voice-ai": "Trợ lý giọng nói AI nghe máy và sàng lọc các cuộc gọi.",
    "email-commander": "AI phân loại, soạn thảo và theo dõi email cho bạn.",
    "social-scheduler": "Bài đăng về nhà và thị trường được tạo và lên lịch trên các kênh mạng xã hội của bạn.",
    "customer-service-agent": "Trả lời suốt ngày đêm cho khách hàng và người thuê nhà bằng ngôn ngữ của họ.",
    "custom-integrations": "Kết nối với những công cụ doanh nghiệp bạn đang dùng.",
  },
  setups: {
    "data-tools": { type: "công cụ dữ liệu", included: "Kết nối tài khoản, ánh xạ dữ liệu và chạy thử" },
    communication: { type: "liên lạc", included: "Kết nối, mẫu tin nhắn và quy tắc chuyển tin" },
    "business-marketing": { type: "kinh doanh và tiếp thị", included: "Kết nối, đồng bộ khách hàng hoặc lịch và các điều kiện tự động" },
    crm: { type: "CRM", included: "Ánh xạ trường dữ liệu, thiết lập quy trình bán hàng, nhập dữ liệu và đào tạo đội ngũ" },
  },
  stats: { "lead-capture": "tăng lượng khách tiềm năng thu được", "hours-saved": "giờ tiết kiệm mỗi tuần", "client-retention": "tăng tỷ lệ giữ chân khách hàng" },
  platforms: { starter: "2 nền tảng tùy chọn", pro: "4 nền tảng tùy chọn", enterprise: "tối đa 6 nền tảng" },
  faq: {
    "why-no-prices": "Mỗi doanh nghiệp mỗi khác: một môi giới cá nhân và một công ty 40 môi giới cần hệ thống rất khác nhau. Chúng tôi xác định phạm vi từng gói trong một buổi tư vấn ngắn và gửi báo giá cố định trong 24 giờ.",
    timeline: "Phần lớn gói Foundation chạy được trong vòng hai tuần, gói Growth trong ba đến bốn tuần. Gói Enterprise được lên kế hoạch cùng ban lãnh đạo, thường triển khai theo giai đoạn trong sáu đến tám tuần.",
    "crm-mls": "Chúng tôi kết nối với HubSpot, Follow Up Boss, kvCORE, Salesforce và các CRM khác, cùng dữ liệu niêm yết MLS/HAR, để AI trả lời bằng nguồn nhà thật và mọi khách tiềm năng đều vào quy trình của bạn.",
    spanish: "Trợ lý AI của bạn trò chuyện tự nhiên bằng tiếng Anh và tiếng Tây Ban Nha suốt ngày đêm, và chuyển cuộc trò chuyện cho bạn khi khách muốn gặp người thật.",
    "technical-skills": "Với gói cài đặt trọn gói, chúng tôi kết nối và kiểm tra mọi thứ. Nếu bạn muốn tự cài đặt miễn phí, hướng dẫn từng bước sẽ đi cùng bạn trên mỗi nền tảng và chúng tôi kiểm tra các kết nối trước khi vận hành.",
    "data-safety": "Dữ liệu nằm trong chính tài khoản của bạn và chỉ dùng để phục vụ khách hàng của bạn. Các kết nối dùng quyền truy cập chính thức, được mã hóa của từng nền tảng, và chúng tôi không bao giờ bán hay chia sẻ thông tin khách hàng.",
    "add-later": "Bất cứ lúc nào. Các dịch vụ bổ sung như Voice AI, Social Scheduler hay 24/7 Customer Service Agent có thể thêm vào bất kỳ gói nào khi doanh nghiệp của bạn phát triển.",
  },
  core: (hours) => [
    "Buổi tìm hiểu nhu cầu và bản kế hoạch tự động hóa bằng văn bản",
    "Trợ lý AI riêng, được huấn luyện theo doanh nghiệp, danh sách nhà và giọng văn của bạn",
    "Kết nối với CRM, lịch, email và điện thoại của bạn",
    "Am hiểu các khu vực và thị trường Houston",
    "Trò chuyện bằng tiếng Anh và tiếng Tây Ban Nha, 24/7",
    "Hướng dẫn bắt đầu, đào tạo nhân viên và tài liệu cho đội ngũ",
    "Giám sát, tinh chỉnh hằng tháng và báo cáo hiệu quả",
    `Hỗ trợ tại địa phương, ${hours}`,
  ],
  setupChoices: {
    "done-for-you": "Cài đặt trọn gói: chúng tôi kết nối từng nền tảng, ánh xạ dữ liệu và kiểm tra mọi quy trình; tính phí theo nền tảng (xem bảng) hoặc theo gói cài đặt. Vận hành nhanh hơn mà không lấy thời gian của bạn. Phù hợp với môi giới, nhóm và công ty bận rộn.",
    "self-setup": "Tự cài đặt miễn phí: hướng dẫn từng bước cho mỗi nền tảng được hỗ trợ, không có phí cài đặt (bạn chỉ trả tiền gói) và đội ngũ của chúng tôi kiểm tra các kết nối trước khi vận hành. Phù hợp với người quen công nghệ và có thời gian.",
  },
  hours: (hours) => DAYS.reduce((text, [day, name]) => text.replace(day, name), hours).replace("CST", "(giờ miền Trung Hoa Kỳ, CST)"),
  price: (label) => label.replace(/\/month\b/g, "/tháng").replace(/\/hr\b/g, "/giờ").replace(/\bsetup\b/g, "phí cài đặt").replace(/\bor packaged\b/g, "hoặc theo gói"),
};
