import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-fields.ts";
import { accessibilitySchema, contactSchema, homeValueSchema, inquirySchema } from "./schemas.ts";

const valid = {
  firstName: " Ada ",
  lastName: "Lovelace",
  phone: "(704) 555-0199",
  email: "ada@example.com",
  meetingType: "zoom",
  message: "",
};

describe("contactSchema", () => {
  it("accepts a complete submission and trims it", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, firstName: "Ada" });
  });

  it("requires first name, last name, mobile phone, email and meeting type; the message is optional", () => {
    const result = contactSchema.safeParse({ firstName: "", lastName: "  ", phone: "", email: "", meetingType: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      phone: "Phone is required",
      email: "Email is required",
      meetingType: "Choose a meeting type",
    });
    const { message, ...withoutMessage } = valid;
    expect(message).toBe("");
    expect(contactSchema.parse(withoutMessage).message).toBe("");
  });

  it("refuses control characters with a field message; the message keeps tab and line breaks", () => {
    const hostile = {
      ...valid,
      firstName: "Ada\u0000",
      lastName: "Lovelace\r\nBcc: victim@example.com",
      phone: "704\u202E555-0199",
      email: "ada\u0085@example.com",
      message: "Hello\u0007",
    };
    const result = contactSchema.safeParse(hostile);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: "Remove the invisible control characters",
      lastName: "Remove the invisible control characters",
      phone: "Remove the invisible control characters",
      email: "Remove the invisible control characters",
      message: "Remove the invisible control characters",
    });
    expect(contactSchema.parse({ ...valid, message: "Line one\r\n\tLine two" }).message).toBe("Line one\r\n\tLine two");
    expect(fieldErrors(inquirySchema.safeParse({ ...valid, address: "12 Dock Rd\u2066" }).error!)).toEqual({
      address: "Remove the invisible control characters",
    });
  });

  it("accepts only the three meeting types", () => {
    for (const meetingType of ["in-person", "zoom", "clarity"]) {
      expect(contactSchema.safeParse({ ...valid, meetingType }).success).toBe(true);
    }
    expect(contactSchema.safeParse({ ...valid, meetingType: "property-inquiry" }).success).toBe(false);
  });

  it("rejects a malformed email or phone", () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, email: "ada@" }).error!)).toEqual({
      email: "Enter a valid email address",
    });
    expect(fieldErrors(contactSchema.safeParse({ ...valid, phone: "call me" }).error!)).toEqual({
      phone: "Enter a valid phone number",
    });
  });

  it("bounds every field", () => {
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, firstName: "x".repeat(101) }).success).toBe(false);
  });
});

describe("inquirySchema", () => {
  it("requires the person and the address, not the message", () => {
    const { meetingType, ...person } = valid;
    expect(meetingType).toBe("zoom");
    expect(inquirySchema.safeParse({ ...person, address: "123 Lake Shore Dr" }).success).toBe(true);
    expect(fieldErrors(inquirySchema.safeParse({ ...person, address: "" }).error!)).toEqual({
      address: "The property address is missing",
    });
  });
});

describe("homeValueSchema", () => {
  const { meetingType, ...person } = valid;
  const home = (facts: Record<string, string>) =>
    homeValueSchema.safeParse({ ...person, address: "18 Harbor Point Ln", city: "Cornelius", timeline: "3–6 months", ...facts });

  it("reads numbers as people write them: 5,200 square feet is 5200", () => {
    expect(meetingType).toBe("zoom");
    expect(home({ squareFeet: "5,200", beds: "4", baths: "3.5" }).data).toMatchObject({ squareFeet: "5200", beds: "4", baths: "3.5" });
    expect(home({ squareFeet: "12,500.0" }).data).toMatchObject({ squareFeet: "12500.0" });
  });

  it("refuses commas that group nothing, and numbers out of range", () => {
    expect(fieldErrors(home({ squareFeet: "52,00" }).error!)).toEqual({ squareFeet: "Enter square feet between 100 and 100,000" });
    expect(fieldErrors(home({ squareFeet: "500,000" }).error!)).toEqual({ squareFeet: "Enter square feet between 100 and 100,000" });
  });
});

describe("accessibilitySchema", () => {
  it("needs only a first name, an e-mail and what happened; the page, last name and phone are optional", () => {
    const result = accessibilitySchema.safeParse({ firstName: "", email: "", message: " " });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: "First name is required",
      email: "Email is required",
      message: "Describe the barrier you met",
    });
    expect(accessibilitySchema.parse({ firstName: "Riley", email: "riley@example.com", message: "The menu traps the focus.\nI use a keyboard." })).toEqual({
      firstName: "Riley",
      lastName: "",
      email: "riley@example.com",
      phone: "",
      barrierPage: "",
      message: "The menu traps the focus.\nI use a keyboard.",
    });
  });

  it("refuses a phone that is not one, control characters, and a page named at length", () => {
    const result = accessibilitySchema.safeParse({
      firstName: "Riley",
      email: "riley@example.com",
      message: "x",
      phone: "call me",
      barrierPage: "y".repeat(501),
    });
    expect(fieldErrors(result.error!)).toEqual({ phone: "Enter a valid phone number", barrierPage: "At most 500 characters" });
  });
});
