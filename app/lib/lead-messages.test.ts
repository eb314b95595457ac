import { describe, expect, it } from "vitest";
import { interestMessage, isLeadKind, LEAD_FAILURE_TOAST, leadPendingLabel, leadSuccessToast } from "./lead-messages.ts";

describe("lead form messages", () => {
  it("confirms each form with the spec's toast", () => {
    expect(leadSuccessToast("contact", "Meredith")).toEqual({ title: "Message sent!", description: "Thank you! Meredith will be in touch soon." });
    expect(leadSuccessToast("inquiry", "Meredith")).toEqual({
      title: "Inquiry sent!",
      description: "Thank you! Meredith will be in touch soon about this property.",
    });
    expect(leadSuccessToast("newsletter", "Meredith")).toEqual({ title: "Almost there! Check your inbox to confirm your subscription to The Lake Advisor." });
  });

  it("fails every form with the same Error toast", () => {
    expect(LEAD_FAILURE_TOAST).toEqual({ title: "Error", description: "Something went wrong. Please try again." });
  });

  it("labels the pending button Subscribing... for the newsletter and Sending... for the dialogs", () => {
    expect(leadPendingLabel("newsletter")).toBe("Subscribing...");
    expect(leadPendingLabel("contact")).toBe("Sending...");
    expect(leadPendingLabel("inquiry")).toBe("Sending...");
  });

  it("pre-fills the inquiry with an interest sentence about the address", () => {
    expect(interestMessage("1 Lake Rd")).toBe("I'm interested in 1 Lake Rd and would like more information about this property.");
  });

  it("asks about homes like a sold one, never interest in a closed sale", () => {
    expect(interestMessage("1 Lake Rd", true)).toBe("I'd like to hear about homes like 1 Lake Rd.");
  });

  it("knows the three kinds and nothing else", () => {
    expect(["contact", "inquiry", "newsletter"].every(isLeadKind)).toBe(true);
    expect(isLeadKind("Contact")).toBe(false);
    expect(isLeadKind(undefined)).toBe(false);
  });
});
