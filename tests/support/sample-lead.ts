/** A complete, valid contact-form submission (POST /api/contact and the /contact form): tests vary it with spreads. */
export const SAMPLE_LEAD = {
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@lopezrealty.example",
  phone: "(713) 555-0142",
  company: "Lopez Realty",
  automation: "Automatic follow-ups by text for open house leads",
  contactMethod: "sms",
};
