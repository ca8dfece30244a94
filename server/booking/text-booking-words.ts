import { localeFormatter } from "#common/lib/format-date.ts";
import { BOOKING_WORDS, languageOf } from "./booking-words.ts";

// What booking by text says, in the texter's language (docs/decisions/058-text-booking): short, one SMS segment each
// where it can be, since the numbered times and the link must fit beside the answer.

interface TextBookingWords {
  reply: (count: number) => string;
  booked: (when: string, email: string) => string;
  taken: string;
  askDetails: (when: string) => string;
  elsewhere: (url: string) => string;
}

const choices = (count: number, or: string) => (count === 1 ? "1" : `${Array.from({ length: count - 1 }, (_, i) => i + 1).join(", ")} ${or} ${count}`);

const WORDS: Record<"en" | "es" | "vi" | "zh", TextBookingWords> = {
  en: {
    reply: (n) => `Reply ${choices(n, "or")} to book:`,
    booked: (when, email) => `You're booked for ${when}. A confirmation is on its way to ${email}.`,
    taken: "Sorry, that time was just taken.",
    askDetails: (when) => `To book ${when}, please reply with your name and e-mail.`,
    elsewhere: (url) => `We can't book by text right now. Please pick a time here: ${url}`,
  },
  es: {
    reply: (n) => `Responda ${choices(n, "o")} para reservar:`,
    booked: (when, email) => `Listo, su consulta es el ${when}. Le enviamos la confirmación a ${email}.`,
    taken: "Lo sentimos, ese horario se acaba de ocupar.",
    askDetails: (when) => `Para reservar el ${when}, responda con su nombre y correo electrónico.`,
    elsewhere: (url) => `Por ahora no podemos reservar por mensaje de texto. Elija un horario aquí: ${url}`,
  },
  vi: {
    reply: (n) => `Trả lời ${choices(n, "hoặc")} để đặt lịch:`,
    booked: (when, email) => `Đã đặt lịch: ${when}. Xác nhận đã được gửi tới ${email}.`,
    taken: "Rất tiếc, giờ đó vừa có người đặt.",
    askDetails: (when) => `Để đặt lịch ${when}, vui lòng trả lời với họ tên và email của anh/chị.`,
    elsewhere: (url) => `Hiện chưa thể đặt lịch qua tin nhắn. Vui lòng chọn giờ tại: ${url}`,
  },
  zh: {
    reply: (n) => `回复 ${choices(n, "或")} 即可预约：`,
    booked: (when, email) => `已为您预约：${when}。确认邮件已发送至 ${email}。`,
    taken: "抱歉，该时间刚被预约。",
    askDetails: (when) => `如需预约${when}，请回复您的姓名和邮箱。`,
    elsewhere: (url) => `暂时无法通过短信预约，请在此选择时间：${url}`,
  },
};

export const textBookingWords = (language: string): TextBookingWords => WORDS[languageOf(language)];

/** "Tue, Dec 8, 10:00 AM CST" in the texter's language, on their clock. */
export function slotWhen(start: string, language: string, zone: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" };
  return localeFormatter(BOOKING_WORDS[languageOf(language)].locale, options, zone).format(new Date(start));
}

/** The numbered times and how to answer: "Reply 1, 2 or 3 to book:\n1) Tue, Dec 8, 10:00 AM CST…". */
export function slotList(starts: readonly string[], language: string, zone: string): string {
  return [textBookingWords(language).reply(starts.length), ...starts.map((s, i) => `${i + 1}) ${slotWhen(s, language, zone)}`)].join("\n");
}
