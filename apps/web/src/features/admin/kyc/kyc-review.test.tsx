import { KYC_EXTRA_MESSAGES, type TKycApplication } from "@sextant/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { kycInfoFixture } from "../../kyc/model/kyc-fixtures";
import { KycApplicationPage } from "./kyc-application-page";
import { KycQueuePage } from "./kyc-queue-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const info = kycInfoFixture(
  { status: "pending", firstName: "Ada", lastName: "Lovelace", countryCode: "GB", file: "photo.png" },
  {
    docType: "Passport",
    realName: "Ada Lovelace",
    number: "P123",
    frontUrl: "front.png",
    backUrl: "back.docx",
    proofImage: "me.png",
  },
);
const APPLICATION: TKycApplication = { kyc: info.kyc, document: info.document, reviews: [] };

function stub() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/admin/kyc/applications")) return json({ applications: [APPLICATION] });
    if (url.endsWith("/reject") || url.endsWith("/approve")) {
      return json({ message: "Application rejected.", application: APPLICATION });
    }
    if (url.endsWith(".docx")) {
      return new Response("docx", {
        headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        },
      });
    }
    if (url.startsWith("/api/files/"))
      return new Response("png", { headers: { "content-type": "image/png" } });
    return json({ code: "NOT_FOUND", message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/kyc" element={<KycQueuePage />} />
      <Route path="/admin/kyc/:accountId" element={<KycApplicationPage />} />
    </Routes>,
    { route },
  );

describe("admin KYC review", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:file");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists pending applications and opens one with its documents", async () => {
    stub();
    renderAt("/admin/kyc");
    await userEvent.click(await screen.findByRole("link", { name: "Ada Lovelace" }));
    expect(await screen.findByText("Passport")).toBeTruthy();
    expect(await screen.findByAltText("Front side")).toBeTruthy();
    expect(screen.getByAltText("Verification image")).toBeTruthy();
    expect(screen.getByText("K7Q2XM")).toBeTruthy();
    // A Word document is not shown in the page: it is a download named after what it is.
    const word = await screen.findByRole("link", { name: "Download Back side (Word document)" });
    expect(word.getAttribute("download")).toBe("Back side.docx");
    expect(word.getAttribute("href")).toBe("blob:file");
  });

  it("wants a reason to reject and sends it", async () => {
    const fetchMock = stub();
    renderAt(`/admin/kyc/${APPLICATION.kyc.accountId}`);
    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await screen.findByText(KYC_EXTRA_MESSAGES.rejectNotesRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Notes/), "Blurred");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Application rejected.")).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/reject"));
    expect(String(call?.[0])).toBe(`/api/admin/kyc/${APPLICATION.kyc.accountId}/reject`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ notes: "Blurred" });
  });
});
