import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, toastsGone, UI_WAIT } from "./support/browser";
import { browserSuite } from "./support/browser-suite";
import { importAdmin } from "./support/e2e-admin";
import {
  chooseFile,
  fillAddress,
  kycStatusAfterReload,
  sampleDocx,
  samplePng,
  submitForReview,
  verifyContact,
} from "./support/kyc";
import { registerPassword } from "./support/register";
import { friendbot, generateWallet } from "./support/wallet-onboarding";

const bell = (page: Page) => page.locator('header button[aria-label^="Notifications"]');

/** The admin decides the application named `name` in the console: approve, or reject with `notes`. */
async function decide(admin: Page, name: string, decision: "Approve" | "Reject", notes = ""): Promise<void> {
  await admin.goto("/admin/kyc");
  await admin.getByRole("heading", { name: "KYC review" }).waitFor(UI_WAIT);
  await admin.getByRole("link", { name, exact: true }).click();
  await admin.getByRole("heading", { name, exact: true }).waitFor(UI_WAIT);
  await admin.getByRole("img", { name: "Verification image" }).waitFor(UI_WAIT);
  // The back side went up as a Word document: a named download, not a preview.
  const word = admin.getByRole("link", { name: "Download Back side (Word document)" });
  await word.waitFor(UI_WAIT);
  expect(await word.getAttribute("download")).toBe("Back side.docx");
  if (decision === "Reject") await screenshot(admin, "admin-kyc-application-1280");
  if (notes) await admin.getByLabel("Notes").fill(notes);
  await admin.getByRole("button", { name: decision, exact: true }).click();
  await admin.getByRole("heading", { name: "KYC review" }).waitFor(UI_WAIT);
}

describe("KYC of an individual", () => {
  const browser = browserSuite();

  it("activates, verifies, uploads, is rejected, resubmits and is approved", async () => {
    const { page } = await browser.open();
    await registerPassword(page);
    const account = await generateWallet(page);
    const email = `ada.${account.slice(1, 9).toLowerCase()}@example.com`;

    // Step 0: blocked until the wallet holds coins.
    await page.goto("/profileScreen?section=kyc");
    await page.getByRole("button", { name: "Start Process" }).click(UI_WAIT);
    await page.getByText("You need to activate your wallet before proceeding.").waitFor(UI_WAIT);
    await screenshot(page, "kyc-step0-blocked-1280");
    await friendbot(inject("horizonUrl"), account);
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Start Process" }).click();
          return page.getByRole("heading", { name: "Contact" }).isVisible();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);

    // Step 1: both contacts verified by the codes in the outbox, then the personal information.
    await page.getByLabel(/^E-mail/).fill(email);
    await verifyContact(page, "e-mail", email);
    await fillAddress(page);
    await page.getByLabel(/^Phone/).fill("7700900123");
    await verifyContact(page, "phone", "+447700900123");
    expect(await page.getByLabel(/^E-mail/).isDisabled()).toBe(true);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Date of birth").fill("1990-12-10");
    await chooseFile(page, "Profile photo", "me.png", samplePng([230, 170, 120], 120, 120));
    await toastsGone(page);
    await screenshot(page, "kyc-step1-1280");
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await page.getByText("Successfully saved.").first().waitFor(UI_WAIT);

    // Step 2: the document, its two sides and the verification image.
    await page.getByRole("heading", { name: "Identity document" }).waitFor(UI_WAIT);
    expect(await page.getByLabel("Name on the document").inputValue()).toBe("Ada Lovelace");
    await page.getByRole("textbox", { name: "Document type" }).click();
    await page.getByRole("option", { name: "Passport" }).click();
    await page.getByLabel("Document number").fill("P1234567");
    await page.getByLabel("Issue date").fill("2020-01-01");
    await page.getByLabel("Expiry date").fill("2030-01-01");
    await chooseFile(page, "Front side", "front.png", samplePng([120, 170, 230]));
    await page.getByRole("img", { name: "Front side" }).waitFor(UI_WAIT);
    // The back side as a Word document (the spec takes pdf, jpg, jpeg, png, doc, docx); another type is refused.
    await chooseFile(page, "Back side", "back.gif", samplePng([150, 210, 160]));
    await page
      .getByText("This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.")
      .waitFor(UI_WAIT);
    const backUpload = page.waitForResponse((response) => response.url().endsWith("/api/kyc/uploadDocument"));
    await chooseFile(page, "Back side", "back.docx", sampleDocx("Passport, back side"));
    const backFile = ((await (await backUpload).json()) as { filename: string; mimeType: string }).filename;
    expect(backFile).toMatch(/\.docx$/);
    await page.getByRole("link", { name: "Download Back side (Word document)" }).waitFor(UI_WAIT);
    await chooseFile(page, "Verification image", "me-with-code.png", samplePng([220, 200, 120]));
    await page.getByRole("img", { name: "Verification image" }).waitFor(UI_WAIT);
    await toastsGone(page);
    await screenshot(page, "kyc-step2-1280");
    await submitForReview(page);
    await screenshot(page, "kyc-under-review-1280");

    // The admin rejects it with a reason.
    const admin = await browser.open();
    await importAdmin(admin.page);
    await decide(admin.page, "Ada Lovelace", "Reject", "The passport photo is blurred.");
    await screenshot(admin.page, "admin-kyc-queue-1280");

    // The applicant reads the reason and resubmits.
    await kycStatusAfterReload(page, "Rejected");
    await page.getByText("Your Application is rejected due to following reasons.").waitFor(UI_WAIT);
    await page.getByText("The passport photo is blurred.").waitFor(UI_WAIT);
    await screenshot(page, "kyc-rejected-1280");
    await page.getByRole("button", { name: "Resubmit" }).click();
    await page.getByRole("heading", { name: "Contact" }).waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await page.getByText("Successfully saved.").first().waitFor(UI_WAIT);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByTestId("kyc-status").filter({ hasText: "Under Review" }).waitFor(UI_WAIT);

    // Approved: the status and a notification in the bell.
    await decide(admin.page, "Ada Lovelace", "Approve");
    await kycStatusAfterReload(page, "Verified");
    await page.getByText("Your KYC is approved.").waitFor(UI_WAIT);
    await bell(page).click();
    const dropdown = page.getByTestId("notifications-dropdown");
    await dropdown.getByText("KYC approved").first().waitFor(UI_WAIT);
    await screenshot(page, "kyc-approved-1280");

    await page.setViewportSize({ width: 375, height: 812 });
    await kycStatusAfterReload(page, "Verified");
    await screenshot(page, "kyc-approved-375");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Section 9 shows the same public profile to its owner.
    await page.goto("/profileScreen?section=p2p-profile");
    await page.getByTestId("p2p-profile-name").filter({ hasText: "Ada Lovelace" }).waitFor(UI_WAIT);
    await page.getByText("Your profile", { exact: true }).waitFor(UI_WAIT);

    // The public profile now shows the verified trader.
    await page.goto(`/p2pProfile?account=${account}`);
    await page.getByTestId("p2p-profile-name").filter({ hasText: "Ada Lovelace" }).waitFor(UI_WAIT);
    await page.getByText("No Ads").waitFor(UI_WAIT);
    await page.getByRole("img", { name: "Ada Lovelace" }).waitFor(UI_WAIT);
    expect(await page.getByTestId("p2p-profile-kyc").textContent()).toBe("Verified");
    await screenshot(page, "p2p-profile-375");

    // A visitor, signed in nowhere, sees the same public profile with its photo — and none of the documents.
    const visitor = await browser.open();
    await visitor.page.goto(`/p2pProfile?account=${account}`);
    await visitor.page.getByTestId("p2p-profile-name").filter({ hasText: "Ada Lovelace" }).waitFor(UI_WAIT);
    expect(await visitor.page.getByTestId("p2p-profile-kyc").textContent()).toBe("Verified");
    expect(await visitor.page.getByText("Your profile", { exact: true }).count()).toBe(0);
    const photo = visitor.page.getByRole("img", { name: "Ada Lovelace" });
    await photo.waitFor(UI_WAIT);
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 20_000 })
      .toBe(120);
    expect(await photo.getAttribute("src")).toMatch(/^\/api\/p2p\/profilePhoto\/[0-9a-f]{32}\.png$/);
    const privateFile = await visitor.page.request.get(`/api/p2p/profilePhoto/${backFile}`);
    expect(privateFile.status()).toBe(404);
    expect((await visitor.page.request.get(`/api/files/${backFile}`)).status()).toBe(401);
    await screenshot(visitor.page, "p2p-profile-visitor-1280");
  });
});
