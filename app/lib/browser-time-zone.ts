/** The visitor's IANA zone as the browser names it, sent with a lead so texts keep quiet hours in it; undefined when unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
