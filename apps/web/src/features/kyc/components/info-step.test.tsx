import { KYC_MESSAGES } from "@sextant/core";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { kycInfoFixture } from "../model/kyc-fixtures";
import { InfoStep } from "./info-step";

const ACCOUNT = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderInfo(props: Partial<Parameters<typeof InfoStep>[0]> = {}) {
  const onSaved = vi.fn();
  renderWithProviders(
    <InfoStep
      accountId={ACCOUNT}
      info={null}
      kind="individual"
      onRefresh={async () => undefined}
      onBack={() => undefined}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { onSaved };
}

/** Sets a field's value in one change (typing character by character is slow on a busy machine). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const save = () => userEvent.click(screen.getByRole("button", { name: "Save and Continue" }));

describe("KYC information step", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:photo");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names every missing field of an individual with the spec's messages", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderInfo();
    await save();
    for (const message of [
      KYC_MESSAGES.emailRequired,
      KYC_MESSAGES.phoneRequired,
      KYC_MESSAGES.countryCodeRequired,
      KYC_MESSAGES.stateRequired,
      KYC_MESSAGES.cityRequired,
      KYC_MESSAGES.postalCodeRequired,
      KYC_MESSAGES.addressRequired,
      KYC_MESSAGES.firstNameRequired,
      KYC_MESSAGES.lastNameRequired,
      KYC_MESSAGES.profileImageRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names a company's own required fields", async () => {
    renderInfo({ kind: "company" });
    await save();
    expect(await screen.findByText(KYC_MESSAGES.companyNameRequired)).toBeTruthy();
    expect(screen.getByText(KYC_MESSAGES.companyWebsiteRequired)).toBeTruthy();
    expect(screen.queryByText(KYC_MESSAGES.firstNameRequired)).toBeNull();
  });

  it("asks for verified e-mail and phone, and a date of birth at least 15 years back", async () => {
    renderInfo();
    fill(screen.getByLabelText(/E-mail/), "ada@example.com");
    fill(screen.getByLabelText(/^Phone/), "7700900123");
    const tooYoung = new Date();
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 14);
    fireEvent.change(screen.getByLabelText("Date of birth"), {
      target: { value: tooYoung.toISOString().slice(0, 10) },
    });
    await save();
    expect(await screen.findByText(KYC_MESSAGES.verifyEmailFirst)).toBeTruthy();
    expect(screen.getByText(KYC_MESSAGES.verifyPhoneFirst)).toBeTruthy();
    expect(screen.getByText(KYC_MESSAGES.tooYoung)).toBeTruthy();
  });

  it("refuses to send a code to an empty or invalid address, or to no number", async () => {
    renderInfo();
    await userEvent.click(screen.getByRole("button", { name: "Verify e-mail" }));
    expect(await screen.findByText(KYC_MESSAGES.sendEmailRequired)).toBeTruthy();
    fill(screen.getByLabelText(/E-mail/), "ada.example.com");
    await userEvent.click(screen.getByRole("button", { name: "Verify e-mail" }));
    expect(await screen.findByText(KYC_MESSAGES.sendEmailInvalid)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Verify phone" }));
    expect(await screen.findByText(KYC_MESSAGES.sendPhoneRequired)).toBeTruthy();
  });

  it("rejects a profile photo over 1 MB with the image message", async () => {
    renderInfo();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], "me.png", { type: "image/png" });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, big);
    expect(await screen.findByText(KYC_MESSAGES.imageTooLarge)).toBeTruthy();
  });

  it("locks verified contacts and, once submitted, the whole form", async () => {
    renderInfo({
      info: kycInfoFixture({
        status: "pending",
        email: "ada@example.com",
        phone: "+447700900123",
        countryDial: "+44",
        isEmailVerified: true,
        isPhoneVerified: true,
      }),
    });
    expect(screen.getByText(KYC_MESSAGES.alreadySubmitted)).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe("7700900123");
    expect(screen.getAllByText("Verified")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Save and Continue" })).toBeNull();
  });

  it("sends the multipart form with the verified contacts and moves on", async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url).startsWith("/api/files/")
        ? new Response("png", { headers: { "content-type": "image/png" } })
        : json({ message: KYC_MESSAGES.infoSaved, ...kycInfoFixture() }, 201),
    );
    vi.stubGlobal("fetch", fetchMock);
    const info = kycInfoFixture({
      email: "ada@example.com",
      phone: "+447700900123",
      countryDial: "+44",
      countryCode: "GB",
      isEmailVerified: true,
      isPhoneVerified: true,
      file: "photo.png",
    });
    const { onSaved } = renderInfo({ info });
    fill(screen.getByLabelText(/First name/), "Ada");
    fill(screen.getByLabelText(/Last name/), "Lovelace");
    fill(screen.getByLabelText(/^State/), "London");
    fill(screen.getByLabelText(/^City/), "London");
    fill(screen.getByLabelText(/Postal code/), "N1 9GU");
    fill(screen.getByLabelText(/^Address/), "1 Example Street");
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/kyc/update");
    const body = call?.[1]?.body as FormData;
    expect(body.get("mobile_number")).toBe("+447700900123");
    expect(body.get("first_name")).toBe("Ada");
    expect(body.get("isCompanyKyc")).toBe("false");
    expect(await screen.findByText(KYC_MESSAGES.infoSaved)).toBeTruthy();
  });
});
