import { describe, expect, it } from "vitest";
import { contactFormErrors, contactFormSchema } from "./contact-form.ts";

const valid = {
  firstName: "Maria",
  lastName: "Lopez",
  email: "Maria@Example.com",
  phone: "(713) 555-0142",
  budget: "",
  company: "Lopez Realty",
  automation: "Follow up with open house visitors automatically",
  contactMethod: "email",
};

describe("contactFormSchema", () => {
  it("accepts a valid submission and normalises the e-mail", () => {
    const parsed = contactFormSchema.parse({ ...valid, role: "Broker", bundle: "pro" });
    expect(parsed.email).toBe("maria@example.com");
    expect(parsed.role).toBe("Broker");
    expect(parsed.bundle).toBe("pro");
  });

  it("treats empty optional choices as absent", () => {
    const parsed = contactFormSchema.parse({ ...valid, role: "", bundle: "" });
    expect(parsed.role).toBeUndefined();
    expect(parsed.bundle).toBeUndefined();
    expect(contactFormSchema.parse({ ...valid, budget: undefined }).budget).toBe("");
  });

  it("answers with the spec's message at each field", () => {
    const result = contactFormSchema.safeParse({
      firstName: "M",
      lastName: " ",
      email: "maria@",
      phone: "555-0142",
      company: "",
      automation: "help",
      contactMethod: "",
    });
    expect(result.success).toBe(false);
    expect(contactFormErrors(result.error!)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      company: "Company name is required",
      automation: "Please provide more details about your automation needs",
      contactMethod: "Please select a preferred contact method",
    });
  });

  it("gives the same messages when fields are missing altogether", () => {
    const result = contactFormSchema.safeParse({});
    const errors = contactFormErrors(result.error!);
    expect(errors.firstName).toBe("First name must be at least 2 characters");
    expect(errors.email).toBe("Please enter a valid email address");
    expect(errors.contactMethod).toBe("Please select a preferred contact method");
    expect(errors.budget).toBeUndefined();
  });

  it("refuses a contact method, role or bundle outside the lists", () => {
    const result = contactFormSchema.safeParse({ ...valid, contactMethod: "fax", role: "Astronaut", bundle: "mega" });
    expect(contactFormErrors(result.error!)).toEqual({
      contactMethod: "Please select a preferred contact method",
      role: "Please choose one of the listed roles",
      bundle: "Please choose one of the listed bundles",
    });
  });
});
