import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { files, notifications, outboxMessages } from "../../db/schema";
import { pdfBytes, pngOfSize } from "../files/upload-fixtures";
import { readKycApproval } from "./kyc-approval";
import { registerProfileTradeStats } from "./profile-trade-stats";
import {
  infoForm,
  type KycTestWorld,
  oneFile,
  PERSON,
  startKycWorld,
  verifyContacts,
} from "./test/kyc-test-world";

describe.each(TEST_DRIVERS)("KYC review, bank account, profile and deletion (%s)", (driver) => {
  let world: KycTestWorld;
  beforeAll(async () => {
    world = await startKycWorld(driver);
  }, 60_000);
  afterAll(async () => world?.close());

  const post = (url: string, token: string, payload: unknown = {}) =>
    world.call({ method: "POST", url, token, payload: payload as Record<string, unknown> });
  const upload = async (token: string, path: string, bytes: Buffer, name: string) =>
    (await world.call({ method: "POST", url: `/api/kyc/${path}`, token, ...oneFile(bytes, name) })).json()
      .filename as string;

  /** A funded user whose individual application is pending review. */
  async function pendingApplicant(email: string, phone: string, firstName = "Ada") {
    const user = await world.user();
    await verifyContacts(world, user.token, { email, phone });
    const form = { ...PERSON, email_address: email, mobile_number: phone, first_name: firstName };
    const saved = await world.call({
      method: "POST",
      url: "/api/kyc/update",
      token: user.token,
      ...infoForm(form),
    });
    expect(saved.statusCode).toBe(201);
    const document = {
      id_type: "National ID",
      id_country_code: "GB",
      id_number: "N-42",
      realName: `${firstName} Lovelace`,
      photo_id_front: await upload(user.token, "uploadDocument", pngOfSize(3000), "front.png"),
      photo_id_back: await upload(user.token, "uploadDocument", pngOfSize(3000), "back.png"),
      proofImage: await upload(user.token, "uploadSelfie", pngOfSize(3000), "selfie.png"),
    };
    const submitted = await post("/api/kyc/submitDocument", user.token, document);
    expect(submitted.json().kyc.status).toBe("pending");
    return { ...user, document };
  }

  it("lets only admins review; rejection with notes, resubmission, approval, each told to the applicant", async () => {
    const applicant = await pendingApplicant("review@example.com", "+447700900200");
    const url = (action: string) => `/api/admin/kyc/${applicant.account}/${action}`;
    expect(
      (await world.call({ url: "/api/admin/kyc/applications", token: applicant.token })).statusCode,
    ).toBe(403);
    expect((await post(url("approve"), applicant.token)).statusCode).toBe(403);

    const queue = await world.call({ url: "/api/admin/kyc/applications", token: world.adminToken });
    expect(queue.statusCode).toBe(200);
    const listed = queue
      .json()
      .applications.find(
        (entry: { kyc: { accountId: string } }) => entry.kyc.accountId === applicant.account,
      );
    expect(listed).toMatchObject({ kyc: { status: "pending" }, document: { number: "N-42" }, reviews: [] });
    // The admin reads the documents.
    const front = await world.call({
      url: `/api/files/${listed.document.frontUrl}`,
      token: world.adminToken,
    });
    expect(front.statusCode).toBe(200);

    expect((await post(url("reject"), world.adminToken, { notes: " " })).json().message).toBe(
      "Please give the reason for the rejection.",
    );
    const rejected = await post(url("reject"), world.adminToken, {
      notes: "The photo of the back side is blurred.",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().application.reviews[0]).toMatchObject({
      decision: "rejected",
      adminAccount: world.admin.publicKey(),
      notes: "The photo of the back side is blurred.",
    });
    expect((await post(url("approve"), world.adminToken)).statusCode).toBe(409);

    const info = await world.call({
      url: `/api/kyc/info?accountId=${applicant.account}`,
      token: applicant.token,
    });
    expect(info.json()).toMatchObject({
      kyc: { status: "rejected", adminNotes: "The photo of the back side is blurred." },
      state: {
        step: 3,
        label: "Rejected",
        message: "Your Application is rejected due to following reasons.",
        colour: "red",
      },
    });
    const [bell] = await world.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.account, applicant.account))
      .orderBy(desc(notifications.id));
    expect(bell).toMatchObject({ title: "KYC rejected", path: "/profileScreen?section=kyc" });
    expect(bell?.text).toContain("The photo of the back side is blurred.");
    const [mail] = await world.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "review@example.com"))
      .orderBy(desc(outboxMessages.id));
    expect(mail).toMatchObject({ template: "kyc-decision" });
    expect(mail?.text).toContain("The photo of the back side is blurred.");

    // Resubmit: back to draft with everything kept; a new document goes to review again.
    const reopened = await post("/api/kyc/resubmit", applicant.token);
    expect(reopened.json()).toMatchObject({ kyc: { status: "draft" }, state: { step: 2 } });
    expect((await post("/api/kyc/resubmit", applicant.token)).statusCode).toBe(409);
    const newBack = await upload(applicant.token, "uploadDocument", pdfBytes(), "back.pdf");
    const again = await post("/api/kyc/submitDocument", applicant.token, {
      ...applicant.document,
      photo_id_back: newBack,
    });
    expect(again.json().kyc.status).toBe("pending");

    const approved = await post(url("approve"), world.adminToken);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().application.reviews.map((r: { decision: string }) => r.decision)).toEqual([
      "approved",
      "rejected",
    ]);
    const after = await world.call({
      url: `/api/kyc/info?accountId=${applicant.account}`,
      token: applicant.token,
    });
    expect(after.json().state).toMatchObject({
      label: "Verified",
      message: "Your KYC is approved.",
      colour: "green",
      editBlock: "Already approved",
    });
    const [approvalBell] = await world.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.account, applicant.account))
      .orderBy(desc(notifications.id));
    expect(approvalBell).toMatchObject({ title: "KYC approved", text: "Your KYC is approved." });
    expect(await readKycApproval(world.app.database.db, applicant.account)).toMatchObject({
      approved: true,
      kind: "individual",
      displayName: "Ada Lovelace",
      country: "GB",
      email: "review@example.com",
    });
  });

  it("takes one decision when two admins decide at once", async () => {
    const applicant = await pendingApplicant("race@example.com", "+447700900203");
    const [approve, reject] = await Promise.all([
      post(`/api/admin/kyc/${applicant.account}/approve`, world.adminToken),
      post(`/api/admin/kyc/${applicant.account}/reject`, world.adminToken, { notes: "Blurred." }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const application = await world.call({
      url: `/api/admin/kyc/${applicant.account}`,
      token: world.adminToken,
    });
    expect(application.json().reviews).toHaveLength(1);
    expect(application.json().kyc.status).toBe(application.json().reviews[0].decision);
  });

  it("keeps each account's bank account its own, with the form's rules", async () => {
    const alice = await world.user();
    const bob = await world.user();
    const empty = await post("/api/p2p/addorupdatebankaccount", alice.token, {
      bankName: "",
      accountNumber: "1",
      accountTitle: "A",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("This field is required");
    const long = await post("/api/p2p/addorupdatebankaccount", alice.token, {
      bankName: "b".repeat(51),
      accountNumber: "1",
      accountTitle: "A",
    });
    expect(long.json().message).toBe("Bank name can't be more than 50 characters.");
    const saved = await post("/api/p2p/addorupdatebankaccount", alice.token, {
      IBAN: "gb33 bukb 2020 1555 5555 55",
      bankName: "Barclays",
      accountNumber: "55555555",
      accountTitle: "Alice Example",
    });
    expect(saved.json()).toMatchObject({
      message: "Information Saved.",
      bank: { IBAN: "GB33BUKB20201555555555" },
    });
    await post("/api/p2p/addorupdatebankaccount", alice.token, {
      bankName: "Monzo",
      accountNumber: "12345678",
      accountTitle: "Alice Example",
    });
    expect((await post("/api/p2p/getBankDetail", alice.token)).json().bank).toMatchObject({
      IBAN: null,
      bankName: "Monzo",
    });
    expect((await post("/api/p2p/getBankDetail", bob.token)).json()).toEqual({ bank: null });
    expect(
      (await world.call({ method: "POST", url: "/api/p2p/getBankDetail", payload: {} })).statusCode,
    ).toBe(401);
  });

  it("shows a public profile with the name cut to 20 characters and isMyProfile for its owner", async () => {
    const applicant = await pendingApplicant(
      "profile@example.com",
      "+447700900201",
      "Bartholomew-Maximilian",
    );
    const url = `/api/p2p/getProfile?account=${applicant.account}`;
    const publicView = await world.call({ url });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().profile).toMatchObject({
      kycStatus: "pending",
      country_code: "GB",
      first_name: "Bartholomew-Maximili",
      last_name: "",
      total_successfull_trade: 0,
      partners: 0,
      total_fail_trade: 0,
      photo: "",
      isMyProfile: false,
    });
    expect(JSON.stringify(publicView.json())).not.toContain("profile@example.com");
    expect((await world.call({ url, token: applicant.token })).json().profile.isMyProfile).toBe(true);

    // Once P2P tells where trade figures come from, the profile shows them.
    registerProfileTradeStats(world.app.database, async (account) => ({
      successfulTrades: account === applicant.account ? 7 : 0,
      failedTrades: 1,
      partners: 3,
      rating: 4.5,
      totalReviews: 2,
      feedback: [{ rating: 5, review: "Fast and friendly.", first_name: "Olivia" }],
      lastSeen: new Date(),
    }));
    expect((await world.call({ url })).json().profile).toMatchObject({
      total_successfull_trade: 7,
      total_fail_trade: 1,
      partners: 3,
      rating: 4.5,
      total_reviews: 2,
      lastSeen: "online",
      feedback: [{ review: "Fast and friendly." }],
    });
  });

  it("deletes a profile with its documents only for its owner", async () => {
    const applicant = await pendingApplicant("delete@example.com", "+447700900202");
    const other = await world.user();
    const wrong = await world.call({
      method: "DELETE",
      url: `/api/kyc?accountId=${other.account}`,
      token: applicant.token,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Unable to Remove account make sure account id is correct.");
    expect((await world.call({ method: "DELETE", url: "/api/kyc", token: other.token })).statusCode).toBe(
      404,
    );

    const deleted = await world.call({
      method: "DELETE",
      url: `/api/kyc?accountId=${applicant.account}`,
      token: applicant.token,
    });
    expect(deleted.json()).toEqual({ message: "Successfully deleted." });
    const info = await world.call({
      url: `/api/kyc/info?accountId=${applicant.account}`,
      token: applicant.token,
    });
    expect(info.json().code).toBe("NO_USER");
    const left = await world.app.database.db
      .select()
      .from(files)
      .where(eq(files.ownerAccount, applicant.account));
    expect(left).toEqual([]);
  });

  it("takes a company's information and documents to review", async () => {
    const { token } = await world.user();
    await verifyContacts(world, token, { email: "company@example.com", phone: "+971501234567" });
    const company = {
      ...PERSON,
      email_address: "company@example.com",
      mobile_number: "+971501234567",
      address_country_code: "AE",
      first_name: "",
      last_name: "",
      isCompanyKyc: "true",
      companyName: "Harbour Lane Trading Ltd",
      companyWebsite: "https://harbour.example.com",
      businessName: "Currency exchange",
    };
    const noWebsite = await world.call({
      method: "POST",
      url: "/api/kyc/update",
      token,
      ...infoForm({ ...company, companyWebsite: "" }, null),
    });
    expect(noWebsite.json().message).toBe("Company website is required.");
    const saved = await world.call({
      method: "POST",
      url: "/api/kyc/update",
      token,
      ...infoForm(company, null),
    });
    expect(saved.json()).toMatchObject({
      kyc: { isCompanyKyc: true, companyName: "Harbour Lane Trading Ltd" },
      state: { step: 2 },
    });
    const document = {
      id_country_code: "AE",
      id_number: "REG-889",
      realName: "Layla Haddad",
      companyDocument: await upload(token, "uploadDocument", pdfBytes(), "registration.pdf"),
      companyDocWithName: await upload(token, "uploadDocument", pdfBytes(), "owner.pdf"),
    };
    expect((await post("/api/kyc/submitDocument", token, document)).json().message).toBe(
      "Registration date is required.",
    );
    const submitted = await post("/api/kyc/submitDocument", token, {
      ...document,
      id_issue_date: "2019-05-01",
    });
    expect(submitted.json()).toMatchObject({
      kyc: { status: "pending", companyDocument: document.companyDocument },
      state: { step: 3, label: "Under Review" },
    });
  });
});
