import { KYC_MESSAGES, KYC_STATUS_LABELS, KYC_STATUS_MESSAGES } from "@sextant/core";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { kycInfoFixture } from "../model/kyc-fixtures";
import { DocumentsStep } from "./documents-step";
import { IntroStep } from "./intro-step";
import { OtpDialog } from "./otp-dialog";
import { StatusStep } from "./status-step";

const ACCOUNT = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:file");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("step 0", () => {
  it("blocks Start Process until the wallet is activated", async () => {
    const onStart = vi.fn();
    const view = renderWithProviders(
      <IntroStep
        kind="individual"
        kindLocked={false}
        activated={false}
        onKind={() => undefined}
        onStart={onStart}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Start Process" }));
    expect(await screen.findByText(KYC_MESSAGES.activateWallet)).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();
    view.unmount();
    renderWithProviders(
      <IntroStep kind="company" kindLocked={false} activated onKind={() => undefined} onStart={onStart} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Start Process" }));
    expect(onStart).toHaveBeenCalledOnce();
  });
});

describe("one-time-code dialog", () => {
  const dialog = (resendAt: number, onVerified = vi.fn()) =>
    renderWithProviders(
      <OtpDialog
        channel="email"
        target="ada@example.com"
        resendAt={resendAt}
        onResend={async () => undefined}
        onVerified={onVerified}
        onClose={() => undefined}
      />,
    );

  it("asks for all four digits and keeps Send Again closed during the countdown", async () => {
    dialog(Date.now() + 60_000);
    const again = screen.getByRole("button", { name: /Send Again/ }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(again.textContent).toMatch(/Send Again in (59|60)s/);
    await userEvent.type(screen.getAllByRole("textbox")[0] as HTMLElement, "12");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(KYC_MESSAGES.otpIncomplete)).toBeTruthy();
  });

  it("opens Send Again at 0 and confirms a correct code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({
          message: KYC_MESSAGES.confirmationCompleted,
          isEmailVerified: true,
          isPhoneVerified: false,
          email: "ada@example.com",
          phone: "",
        }),
      ),
    );
    const onVerified = vi.fn();
    dialog(Date.now() - 1, onVerified);
    expect((screen.getByRole("button", { name: "Send Again" }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.type(screen.getAllByRole("textbox")[0] as HTMLElement, "4821");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(await screen.findByText(KYC_MESSAGES.confirmationCompleted)).toBeTruthy();
  });

  it("shows the server's reason for a wrong code, and Confirmation Failed without one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ code: "VALIDATION_FAILED", message: "The code is not correct." }, 400)),
    );
    dialog(Date.now() + 60_000);
    await userEvent.type(screen.getAllByRole("textbox")[0] as HTMLElement, "1111");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The code is not correct.")).toBeTruthy();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(KYC_MESSAGES.confirmationFailed)).toBeTruthy();
  });
});

describe("step 2", () => {
  const renderDocuments = (kind: "individual" | "company") =>
    renderWithProviders(
      <DocumentsStep
        accountId={ACCOUNT}
        info={kycInfoFixture({ isCompanyKyc: kind === "company" })}
        kind={kind}
        onRefresh={async () => undefined}
        onBack={() => undefined}
        onSaved={() => undefined}
      />,
    );

  it("names every missing part of an individual's document and shows the proof code", async () => {
    renderDocuments("individual");
    expect(screen.getByTestId("proof-code").textContent).toBe("K7Q2XM");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    for (const message of [
      KYC_MESSAGES.realNameRequired,
      KYC_MESSAGES.countryRequired,
      KYC_MESSAGES.numberRequired,
      KYC_MESSAGES.frontRequired,
      KYC_MESSAGES.backRequired,
      KYC_MESSAGES.verificationImageRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it("names a company's registration date and both documents", async () => {
    renderDocuments("company");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(KYC_MESSAGES.registrationDateRequired)).toBeTruthy();
    expect(screen.getByText(KYC_MESSAGES.companyDocumentRequired)).toBeTruthy();
    expect(screen.getByText(KYC_MESSAGES.fieldRequired)).toBeTruthy();
  });

  it("wants the issue date before the expiry date, and either picker clears the error", async () => {
    renderDocuments("individual");
    fireEvent.change(screen.getByLabelText("Issue date"), { target: { value: "2030-01-01" } });
    fireEvent.change(screen.getByLabelText("Expiry date"), { target: { value: "2020-01-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Issue date must be before the expiry date.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Issue date"), { target: { value: "2019-01-01" } });
    expect(screen.queryByText("Issue date must be before the expiry date.")).toBeNull();
  });

  it("refuses a document over 1 MB and a verification image over 1 MB with their own messages", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderDocuments("individual");
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const big = (name: string) => new File([new Uint8Array(1024 * 1024 + 1)], name, { type: "image/png" });
    await userEvent.upload(inputs[0] as HTMLInputElement, big("front.png"));
    expect(await screen.findByText(KYC_MESSAGES.fileTooLarge)).toBeTruthy();
    await userEvent.upload(inputs[2] as HTMLInputElement, big("me.png"));
    expect(await screen.findByText(KYC_MESSAGES.imageTooLarge)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the spec's document types and refuses others before sending them", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderDocuments("individual");
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs[0]?.getAttribute("accept")).toBe(".pdf,.jpg,.jpeg,.png,.doc,.docx");
    expect(inputs[2]?.getAttribute("accept")).toBe(".png,.jpg,.jpeg,.gif");
    await userEvent.upload(inputs[0] as HTMLInputElement, new File(["MZ"], "setup.exe"), {
      applyAccept: false,
    });
    expect(
      await screen.findByText(
        "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.",
      ),
    ).toBeTruthy();
    await userEvent.upload(inputs[2] as HTMLInputElement, new File(["PK"], "me.docx"), {
      applyAccept: false,
    });
    expect(
      await screen.findByText("This file type is not accepted; upload one of: png, jpg, jpeg, gif."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads a Word document and shows it as a download", async () => {
    const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
      const path = String(url);
      if (path === "/api/kyc/uploadDocument") return json({ filename: "back.docx", mimeType: DOCX, size: 4 });
      if (path.startsWith("/api/files/")) return new Response("docx", { headers: { "content-type": DOCX } });
      return json({ code: "X", message: "unexpected" }, 500);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderDocuments("individual");
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[1] as HTMLInputElement, new File(["docx"], "back.docx", { type: DOCX }));
    const link = await screen.findByRole("link", { name: "Download Back side (Word document)" });
    expect(link.getAttribute("download")).toBe("Back side.docx");
  });

  it("uploads a chosen document at once and submits the stored names", async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
      const path = String(url);
      if (path === "/api/kyc/uploadDocument")
        return json({ filename: "front.png", mimeType: "image/png", size: 3 });
      if (path.startsWith("/api/files/"))
        return new Response("png", { headers: { "content-type": "image/png" } });
      return json({ code: "X", message: "unexpected" }, 500);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderDocuments("individual");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["png"], "front.png", { type: "image/png" }));
    expect(await screen.findByAltText("Front side")).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([url]) => String(url) === "/api/kyc/uploadDocument");
    expect((upload?.[1]?.body as FormData | undefined)?.get("id")).toBe("7");
  });
});

describe("step 3", () => {
  it.each([
    ["approved", "green"],
    ["rejected", "red"],
    ["draft", "sea"],
    ["pending", "sea"],
  ] as const)("shows %s with its label, message and colour", (status, colour) => {
    renderWithProviders(
      <StatusStep
        info={kycInfoFixture({ status, adminNotes: status === "rejected" ? "The photo is blurred." : "" })}
        onBack={() => undefined}
        onRefresh={async () => undefined}
        onResubmitted={() => undefined}
      />,
    );
    expect(screen.getByTestId("kyc-status").textContent).toBe(KYC_STATUS_LABELS[status]);
    const message = screen.getByTestId("kyc-status-message");
    expect(message.textContent).toBe(KYC_STATUS_MESSAGES[status]);
    expect(message.getAttribute("style") ?? "").toContain(`--mantine-color-${colour}`);
    expect(Boolean(screen.queryByText("The photo is blurred."))).toBe(status === "rejected");
    expect(Boolean(screen.queryByRole("button", { name: "Resubmit" }))).toBe(status === "rejected");
  });

  it("reads a draft with a company document as Under Review", () => {
    renderWithProviders(
      <StatusStep
        info={kycInfoFixture({ status: "draft", companyDocument: "c.pdf", companyName: "Acme" })}
        onBack={() => undefined}
        onRefresh={async () => undefined}
        onResubmitted={() => undefined}
      />,
    );
    expect(screen.getByTestId("kyc-status").textContent).toBe("Under Review");
  });

  it("resubmits a rejected application and reopens the form", async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => json({ message: "Resubmitted." }));
    vi.stubGlobal("fetch", fetchMock);
    const onResubmitted = vi.fn();
    renderWithProviders(
      <StatusStep
        info={kycInfoFixture({ status: "rejected", adminNotes: "Blurred." })}
        onBack={() => undefined}
        onRefresh={async () => undefined}
        onResubmitted={onResubmitted}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Resubmit" }));
    await vi.waitFor(() => expect(onResubmitted).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/kyc/resubmit");
  });
});
