// What an assistant's text offered for booking (chat_messages.offered_slots): the numbered times, in the zone they
// were written in; and, once the visitor chose one but a name or e-mail was missing, which one waits for them.

export interface TextBookingOffer {
  slots: { hostId: number; start: string; end: string }[];
  /** The zone the times were written in (the contact's, else the hosts'). */
  zone: string;
  /** The visitor's choice (index into slots) waiting for their name and e-mail. */
  awaiting?: number;
}
