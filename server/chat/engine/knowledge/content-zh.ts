import type { ContentTranslations } from "./content-text.ts";

// Simplified Chinese wording of the site's content, keyed by the ids in common/content. Names and figures come from the facts.
const DAYS: [RegExp, string][] = [[/\bMonday\b/g, "周一"], [/\bFriday\b/g, "周五"], [/\bSaturday\b/g, "周六"], [/\bSunday\b/g, "周日"]];

export const zhContent: ContentTranslations = {
  services: {
    "ai-agents-lead-capture": { title: "定制AI助手与潜在客户获取", description: "AI助手在几秒内回复每一个咨询，筛选买家和卖家，全天候预约看房和会面。" },
    "client-management": { title: "自动化客户管理", description: "跟进、提醒和交易进度通知自动运行，不让任何客户被遗漏。" },
    "analytics-dashboards": { title: "定制数据分析看板", description: "实时显示您的潜在客户、销售管道和休斯顿市场数据，用数字做决定。" },
  },
  differentiators: {
    "local-expertise": { title: "本地市场专长", description: "为休斯顿打造：熟悉各个社区、价格走势和本地买家的找房方式。" },
    "multilingual-support": { title: "24/7多语言支持", description: "您的AI日夜用英语、西班牙语等语言回复客户。" },
    "mls-integration": { title: "本地房源系统对接", description: "对接MLS/HAR房源数据，回复和提醒都基于真实房源。" },
    "traffic-scheduling": { title: "考虑交通的日程安排", description: "看房和会面按休斯顿的交通情况安排，而不只是看日历。" },
  },
  packages: {
    enterprise: {
      subtitle: "适合经纪公司和大型团队",
      description: "为您的经纪公司打造的完整AI运营系统，围绕您的经纪人和数据构建。",
      features: ["为每个线索来源定制AI助手", "完整的CRM和MLS/HAR对接", "全团队的自动化客户管理", "管理层数据分析看板", "24/7多语言客服助手", "专属客户成功经理"],
      outcome: "扩大经纪公司规模，无需增加人手。",
    },
    growth: {
      subtitle: "适合成长中的经纪人和团队",
      description: "获客、跟进和报告协同运作，让您的团队成交更多。",
      features: ["AI获客与筛选助手", "自动跟进流程", "CRM对接", "考虑交通的看房日程", "业绩看板"],
      outcome: "更多高质量预约，每周节省20多个小时。",
    },
    foundation: {
      subtitle: "适合独立经纪人",
      description: "不再错过潜在客户、几分钟内回复每个咨询的基础功能。",
      features: ["网站AI聊天助手", "即时获客与通知", "基础自动跟进", "每月业绩报告"],
      outcome: "再也不错过任何潜在客户。",
    },
  },
  addons: {
    "market-dashboard": "为您负责的区域提供休斯顿实时市场数据和趋势。",
    "enhanced-messaging": "由您的AI助手处理短信和WhatsApp对话。",
    "voice-ai": "接听并筛选来电的AI语音助手。",
    "email-commander": "帮您分类、起草并跟进邮件的AI。",
    "social-scheduler": "在您的社交媒体上创建并定时发布房源和市场内容。",
    "customer-service-agent": "全天候用客户和租户的语言回答他们的问题。",
    "custom-integrations": "对接您的业务已经在用的工具。",
  },
  setups: {
    "data-tools": { type: "数据工具", included: "账户连接、数据映射和测试运行" },
    communication: { type: "通讯", included: "连接、消息模板和分配规则" },
    "business-marketing": { type: "业务与营销", included: "连接、受众或日历同步以及自动化触发" },
    crm: { type: "CRM", included: "字段映射、销售管道设置、数据导入和团队培训" },
  },
  stats: { "lead-capture": "潜在客户获取提升", "hours-saved": "每周节省的小时数", "client-retention": "客户留存提升" },
  platforms: { starter: "任选2个平台", pro: "任选4个平台", enterprise: "最多6个平台" },
  faq: {
    "why-no-prices": "每个企业都不一样：独立经纪人和40人的经纪公司需要的系统差别很大。我们在简短的咨询中确定每个套餐的范围，并在24小时内发送固定报价。",
    timeline: "大多数Foundation在两周内上线，Growth需要三到四周。Enterprise会与您的管理团队一起规划，通常分阶段在六到八周内完成。",
    "crm-mls": "我们对接HubSpot、Follow Up Boss、kvCORE、Salesforce等CRM，以及MLS/HAR房源数据，让AI用真实房源回复，每个潜在客户都进入您的销售管道。",
    spanish: "您的AI助手全天候用英语和西班牙语自然交流，客户要求真人时会把对话转给您。",
    "technical-skills": "选择代为安装，我们会连接并测试一切。如果您选择免费自行安装，分步指南会带您完成每个平台，上线前我们会检查您的连接。",
    "data-safety": "您的数据保存在您自己的账户中，只用于服务您的客户。连接使用各平台官方的加密访问方式，我们绝不出售或分享客户信息。",
    "add-later": "随时都可以。Voice AI、Social Scheduler、24/7 Customer Service Agent等附加服务可以在业务增长时加到任何套餐。",
  },
  core: (hours) => [
    "需求调研会议和一份书面自动化方案",
    "根据您的业务、房源和说话风格定制训练的AI助手",
    "连接您的CRM、日历、邮箱和电话",
    "内置休斯顿社区与市场知识",
    "英语和西班牙语对话，全天候24/7",
    "团队入门、员工培训和文档",
    "监控、每月优化和效果报告",
    `本地支持，${hours}`,
  ],
  setupChoices: {
    "done-for-you": "全包安装：我们连接每个平台、映射您的数据并测试每个流程；按平台收费（见价格表）或选择安装套餐。上线更快，不占用您的时间。适合忙碌的经纪人、团队和经纪公司。",
    "self-setup": "免费自行安装：每个支持的平台都有分步指南，无需安装费（只需支付套餐费用），上线前我们的团队会检查您的连接。适合熟悉技术且有时间的经纪人。",
  },
  hours: (hours) => DAYS.reduce((text, [day, name]) => text.replace(day, name), hours).replace(/, /, "，").replace(/ ?CST/, "（美国中部时间，CST）"),
  price: (label) => label.replace(/\/month\b/g, "/月").replace(/\/hr\b/g, "/小时").replace(/\bsetup\b/g, "安装费").replace(/\bor packaged\b/g, "或按项目打包"),
};
