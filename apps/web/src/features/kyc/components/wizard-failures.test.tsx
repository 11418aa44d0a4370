import { KYC_MESSAGES } from "@sextant/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../../session";
import { openTestSession } from "../../session/test-session";
import { kycInfoFixture } from "../model/kyc-fixtures";
import { DocumentsStep } from "./documents-step";
import { InfoStep } from "./info-step";
import { KycWizard } from "./kyc-wizard";

const ACCOUNT = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";
const failing = () =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    throw new TypeError("Failed to fetch");
  });

describe("KYC wizard failures, in the spec's words", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().lock();
  });

  it("says 'Unable to load check you connection.' with Try Again when the profile can't be read", async () => {
    await openTestSession();
    vi.stubGlobal("fetch", failing());
    renderWithProviders(<KycWizard />);
    expect(await screen.findByText(KYC_MESSAGES.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("opens a new applicant on step 0 and a submitted one on step 3", async () => {
    await openTestSession();
    const answer = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer({ code: "NO_USER", message: "There is no KYC profile for this account." }, 404),
      ),
    );
    const first = renderWithProviders(<KycWizard />);
    expect(await screen.findByRole("button", { name: "Start Process" }, { timeout: 10_000 })).toBeTruthy();
    first.unmount();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(kycInfoFixture({ status: "pending" }), 200)),
    );
    renderWithProviders(<KycWizard />);
    expect((await screen.findByTestId("kyc-status", {}, { timeout: 10_000 })).textContent).toBe(
      "Under Review",
    );
  });

  it("locks an approved profile with 'Already approved'", () => {
    renderWithProviders(
      <InfoStep
        accountId={ACCOUNT}
        info={kycInfoFixture({ status: "approved" })}
        kind="individual"
        onRefresh={async () => undefined}
        onBack={() => undefined}
        onSaved={() => undefined}
      />,
    );
    expect(screen.getByText(KYC_MESSAGES.alreadyApproved)).toBeTruthy();
  });

  it("says 'Request Failed' when a code can't be sent", async () => {
    vi.stubGlobal("fetch", failing());
    renderWithProviders(
      <InfoStep
        accountId={ACCOUNT}
        info={kycInfoFixture({ email: "ada@example.com" })}
        kind="individual"
        onRefresh={async () => undefined}
        onBack={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Verify e-mail" }));
    expect(await screen.findByText(KYC_MESSAGES.requestFailed)).toBeTruthy();
  });

  it("says 'Error while saving information.' when the form can't be saved", async () => {
    vi.stubGlobal("fetch", failing());
    const info = kycInfoFixture({
      email: "ada@example.com",
      phone: "+447700900123",
      countryDial: "+44",
      countryCode: "GB",
      isEmailVerified: true,
      isPhoneVerified: true,
      file: "photo.png",
      firstName: "Ada",
      lastName: "Lovelace",
      state: "London",
      city: "London",
      postalCode: "N1 9GU",
      address: "1 Example Street",
    });
    URL.createObjectURL = vi.fn(() => "blob:photo");
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(
      <InfoStep
        accountId={ACCOUNT}
        info={info}
        kind="individual"
        onRefresh={async () => undefined}
        onBack={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save and Continue" }));
    expect(await screen.findByText(KYC_MESSAGES.infoSaveFailed)).toBeTruthy();
  });

  it("says 'Error while saving document.' when the document can't be saved", async () => {
    vi.stubGlobal("fetch", failing());
    URL.createObjectURL = vi.fn(() => "blob:file");
    URL.revokeObjectURL = vi.fn();
    const info = kycInfoFixture(
      { firstName: "Ada", countryCode: "GB" },
      {
        realName: "Ada",
        country: "GB",
        number: "P1",
        frontUrl: "f.png",
        backUrl: "b.png",
        proofImage: "p.png",
      },
    );
    renderWithProviders(
      <DocumentsStep
        accountId={ACCOUNT}
        info={info}
        kind="individual"
        onRefresh={async () => undefined}
        onBack={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(KYC_MESSAGES.documentSaveFailed)).toBeTruthy();
  });
});
