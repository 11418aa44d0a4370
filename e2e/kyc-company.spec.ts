import { describe, expect, inject, it } from "vitest";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { chooseFile, fillAddress, PDF, submitForReview, verifyContact } from "./support/kyc";
import { newFundedWallet } from "./support/wallet-onboarding";

describe("KYC of a company", () => {
  const browser = browserSuite();

  it("fills the company's information and documents and reaches Under Review, on a phone", async () => {
    const { page } = await browser.open();
    const account = await newFundedWallet(page, inject("horizonUrl"));
    await page.setViewportSize({ width: 375, height: 812 });
    const email = `office.${account.slice(1, 9).toLowerCase()}@example.com`;

    await page.goto("/profileScreen?section=kyc");
    await page.getByRole("radio", { name: "Company" }).check(UI_WAIT);
    await page.getByRole("button", { name: "Start Process" }).click();
    await page.getByRole("heading", { name: "Company information" }).waitFor(UI_WAIT);

    // Step 1: the messages of an empty form, then the company's details with both contacts verified.
    await page.getByRole("button", { name: "Save and Continue" }).click();
    for (const message of [
      "Email field is required.",
      "Phone field is required.",
      "Company name is required.",
      "Company website is required.",
      "State field is required.",
    ]) {
      await page.getByText(message, { exact: true }).waitFor(UI_WAIT);
    }
    expect(await page.getByText("First name is required.").count()).toBe(0);
    await page.getByLabel(/^E-mail/).fill(email);
    await verifyContact(page, "e-mail", email);
    await fillAddress(page);
    await page.getByLabel(/^Phone/).fill("2079460000");
    await verifyContact(page, "phone", "+442079460000");
    await page.getByLabel("Company name").fill("Northern Lights Trading Company");
    await page.getByLabel("Company website").fill("https://northern-lights.example");
    await page.getByLabel("Business name").fill("Northern Lights");
    await toastsGone(page);
    await screenshot(page, "kyc-company-step1-375");
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await page.getByText("Successfully saved.").first().waitFor(UI_WAIT);

    // Step 2: the registration, the company document and the document with the owner's name.
    await page.getByRole("heading", { name: "Company documents" }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Registration date is required.").waitFor(UI_WAIT);
    await page.getByText("Company document is required.").waitFor(UI_WAIT);
    await page.getByText("This field is required", { exact: true }).waitFor(UI_WAIT);
    await page.getByRole("textbox", { name: "Owner's name" }).fill("Ingrid Halvorsen");
    expect(await page.getByRole("textbox", { name: /^Country of registration/ }).inputValue()).toBe(
      "United Kingdom",
    );
    await page.getByLabel("Registration number").fill("RC-0042");
    await page.getByLabel("Registration date").fill("2019-05-01");
    await chooseFile(page, "Company document", "registration.pdf", PDF);
    await page.getByRole("link", { name: "Download Company document (PDF)" }).waitFor(UI_WAIT);
    await chooseFile(page, "Document with the owner's name", "owner.pdf", PDF);
    await page.getByRole("link", { name: "Download Document with the owner's name (PDF)" }).waitFor(UI_WAIT);
    await toastsGone(page);
    await screenshot(page, "kyc-company-step2-375");
    await submitForReview(page);
    await screenshot(page, "kyc-company-under-review-375");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Back on step 1 the form is locked: the application is under review.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("Already Submitted").waitFor(UI_WAIT);
    expect(await page.getByLabel("Company name").isDisabled()).toBe(true);
  });
});
