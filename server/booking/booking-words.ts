import { BOOKING_LANGUAGES, type BookingLanguage } from "#common/booking/booking-schemas.ts";

// What the visitor's booking e-mails say, in their language (docs/decisions/043). Written for each language, not
// translated word for word: the Spanish uses "usted", the Vietnamese "anh/chị", the Chinese "您".

export type BookingMailKind = "confirmed" | "rescheduled" | "cancelled" | "reminder24h" | "reminder1h";

export interface BookingWords {
  locale: string;
  greeting: (name: string) => string;
  subject: Record<BookingMailKind, (when: string, host: string) => string>;
  intro: Record<BookingMailKind, (host: string, site: string) => string>;
  yourTime: string;
  houstonTime: string;
  joinLink: string;
  callUs: string;
  weCallYou: (phone: string) => string;
  weEmailYou: string;
  reschedule: (url: string) => string;
  cancel: (url: string) => string;
  linksOnce: string;
  bookAgain: (url: string) => string;
  invite: string;
  signOff: string;
  summary: (host: string, site: string) => string;
}

const first = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const en: BookingWords = {
  locale: "en-US",
  greeting: (name) => `Hi ${first(name)},`,
  subject: {
    confirmed: (when) => `You're booked: free consultation on ${when}`,
    rescheduled: (when) => `Your consultation has moved to ${when}`,
    cancelled: (when) => `Your consultation on ${when} is cancelled`,
    reminder24h: (when) => `Reminder: your consultation is ${when}`,
    reminder1h: (_when, host) => `Starting in about an hour: your consultation with ${host}`,
  },
  intro: {
    confirmed: (host, site) => `Thank you for booking a free consultation with ${host} at ${site}. Here is your time:`,
    rescheduled: (host) => `Your consultation with ${host} has moved. Your new time:`,
    cancelled: (host) => `Your consultation with ${host} at the time below is cancelled. We're sorry we won't see you then.`,
    reminder24h: (host) => `A friendly reminder: your free consultation with ${host} is in about 24 hours.`,
    reminder1h: (host) => `Your consultation with ${host} starts in about an hour.`,
  },
  yourTime: "Your time",
  houstonTime: "Houston time (Central)",
  joinLink: "Join the meeting",
  callUs: "Call us at",
  weCallYou: (phone) => `We'll call you at ${phone}.`,
  weEmailYou: "We'll e-mail you how to join before the meeting.",
  reschedule: (url) => `Need a different time? ${url}`,
  cancel: (url) => `Can't make it? Cancel here: ${url}`,
  linksOnce: "Each link works once.",
  bookAgain: (url) => `Whenever you're ready, pick a new time: ${url}`,
  invite: "The calendar invitation is attached so you can add it to your calendar.",
  signOff: "See you soon,",
  summary: (host, site) => `Free consultation with ${host} (${site})`,
};

const es: BookingWords = {
  locale: "es-US",
  greeting: (name) => `Hola, ${first(name)}:`,
  subject: {
    confirmed: (when) => `Su consulta gratuita está confirmada: ${when}`,
    rescheduled: (when) => `Su consulta cambió al ${when}`,
    cancelled: (when) => `Su consulta del ${when} fue cancelada`,
    reminder24h: (when) => `Recordatorio: su consulta es el ${when}`,
    reminder1h: (_when, host) => `En una hora: su consulta con ${host}`,
  },
  intro: {
    confirmed: (host, site) => `¡Gracias por reservar una consulta gratuita con ${host} de ${site}! Este es su horario:`,
    rescheduled: (host) => `Cambiamos su consulta con ${host}. Su nuevo horario:`,
    cancelled: (host) => `Su consulta con ${host} en el horario de abajo quedó cancelada. Lamentamos que esta vez no podamos reunirnos.`,
    reminder24h: (host) => `Le recordamos que su consulta gratuita con ${host} es en unas 24 horas.`,
    reminder1h: (host) => `Su consulta con ${host} empieza en aproximadamente una hora.`,
  },
  yourTime: "Su hora",
  houstonTime: "Hora de Houston (hora central)",
  joinLink: "Enlace de la reunión",
  callUs: "Llámenos al",
  weCallYou: (phone) => `Le llamaremos al ${phone}.`,
  weEmailYou: "Antes de la reunión le enviaremos por correo cómo conectarse.",
  reschedule: (url) => `¿Necesita otro horario? ${url}`,
  cancel: (url) => `¿No puede asistir? Cancele aquí: ${url}`,
  linksOnce: "Cada enlace funciona una sola vez.",
  bookAgain: (url) => `Cuando guste, elija un nuevo horario: ${url}`,
  invite: "Adjuntamos la invitación para que la agregue a su calendario.",
  signOff: "¡Hasta pronto!",
  summary: (host, site) => `Consulta gratuita con ${host} (${site})`,
};

const vi: BookingWords = {
  locale: "vi-VN",
  greeting: (name) => `Chào anh/chị ${first(name)},`,
  subject: {
    confirmed: (when) => `Đã đặt lịch tư vấn miễn phí: ${when}`,
    rescheduled: (when) => `Lịch tư vấn đã được dời sang ${when}`,
    cancelled: (when) => `Đã hủy lịch tư vấn lúc ${when}`,
    reminder24h: (when) => `Nhắc lịch: buổi tư vấn lúc ${when}`,
    reminder1h: (_when, host) => `Còn khoảng một tiếng nữa: buổi tư vấn với ${host}`,
  },
  intro: {
    confirmed: (host, site) => `Cảm ơn anh/chị đã đặt lịch tư vấn miễn phí với ${host} của ${site}. Thời gian buổi hẹn:`,
    rescheduled: (host) => `Buổi tư vấn với ${host} đã được đổi sang giờ mới:`,
    cancelled: (host) => `Buổi tư vấn với ${host} vào thời gian dưới đây đã được hủy. Tiếc là lần này mình chưa gặp được nhau.`,
    reminder24h: (host) => `Xin nhắc anh/chị: buổi tư vấn miễn phí với ${host} sẽ diễn ra trong khoảng 24 giờ nữa.`,
    reminder1h: (host) => `Buổi tư vấn với ${host} sẽ bắt đầu trong khoảng một tiếng nữa.`,
  },
  yourTime: "Giờ của anh/chị",
  houstonTime: "Giờ Houston (giờ miền Trung Hoa Kỳ)",
  joinLink: "Link tham gia cuộc họp",
  callUs: "Gọi cho chúng tôi theo số",
  weCallYou: (phone) => `Chúng tôi sẽ gọi cho anh/chị theo số ${phone}.`,
  weEmailYou: "Chúng tôi sẽ gửi email hướng dẫn tham gia trước buổi hẹn.",
  reschedule: (url) => `Cần đổi giờ khác? ${url}`,
  cancel: (url) => `Không tham dự được? Hủy tại đây: ${url}`,
  linksOnce: "Mỗi link chỉ dùng được một lần.",
  bookAgain: (url) => `Khi nào tiện, anh/chị có thể chọn giờ mới tại: ${url}`,
  invite: "Thư mời được đính kèm để anh/chị thêm vào lịch của mình.",
  signOff: "Hẹn sớm gặp anh/chị,",
  summary: (host, site) => `Tư vấn miễn phí với ${host} (${site})`,
};

const zh: BookingWords = {
  locale: "zh-CN",
  greeting: (name) => `${name.trim()}，您好：`,
  subject: {
    confirmed: (when) => `免费咨询预约成功：${when}`,
    rescheduled: (when) => `您的咨询已改到${when}`,
    cancelled: (when) => `您${when}的咨询已取消`,
    reminder24h: (when) => `预约提醒：您的咨询时间是${when}`,
    reminder1h: (_when, host) => `约一小时后开始：您与${host}的咨询`,
  },
  intro: {
    confirmed: (host, site) => `感谢您预约${site}的${host}进行免费咨询。您的预约时间如下：`,
    rescheduled: (host) => `您与${host}的咨询已改期，新的时间是：`,
    cancelled: (host) => `您与${host}在以下时间的咨询已取消，很遗憾这次没能见面。`,
    reminder24h: (host) => `温馨提醒：您与${host}的免费咨询将在约24小时后开始。`,
    reminder1h: (host) => `您与${host}的咨询将在约一小时后开始。`,
  },
  yourTime: "您的当地时间",
  houstonTime: "休斯顿时间（美国中部时间）",
  joinLink: "会议链接",
  callUs: "请拨打",
  weCallYou: (phone) => `届时我们会拨打您的电话 ${phone}。`,
  weEmailYou: "会议开始前，我们会通过邮件告知参会方式。",
  reschedule: (url) => `需要换个时间？${url}`,
  cancel: (url) => `无法参加？点此取消：${url}`,
  linksOnce: "每个链接只能使用一次。",
  bookAgain: (url) => `方便时可随时重新选择时间：${url}`,
  invite: "随信附上日历邀请，可直接添加到您的日历。",
  signOff: "期待与您见面！",
  summary: (host, site) => `与${host}的免费咨询（${site}）`,
};

export const BOOKING_WORDS: Record<BookingLanguage, BookingWords> = { en, es, vi, zh };

/** A stored language, or English for one the e-mails do not speak. */
export const languageOf = (value: string): BookingLanguage => ((BOOKING_LANGUAGES as readonly string[]).includes(value) ? (value as BookingLanguage) : "en");
