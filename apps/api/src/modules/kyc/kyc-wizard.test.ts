import { Keypair } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { kycCodes } from "../../db/schema";
import { gifBytes, pdfBytes, pngOfSize } from "../files/upload-fixtures";
import { CODE_EXPIRY_JOB, pruneExpiredCode } from "./code-expiry-job";
import {
  infoForm,
  type KycTestWorld,
  lastCodeSentTo,
  oneFile,
  PERSON,
  startKycWorld,
  verifyContacts,
} from "./test/kyc-test-world";

describe.each(TEST_DRIVERS)("KYC wizard API (%s)", (driver) => {
  let world: KycTestWorld;
  beforeAll(async () => {
    world = await startKycWorld(driver);
  }, 60_000);
  afterAll(async () => world?.close());

  const post = (url: string, token: string, payload: unknown) =>
    world.call({ method: "POST", url, token, payload: payload as Record<string, unknown> });

  it("answers NO_USER before anything is saved, and only to the owner", async () => {
    const alice = await world.user();
    const bob = await world.user();
    const mine = await world.call({ url: `/api/kyc/info?accountId=${alice.account}`, token: alice.token });
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toMatchObject({ code: "NO_USER" });
    const theirs = await world.call({ url: `/api/kyc/info?accountId=${alice.account}`, token: bob.token });
    expect(theirs.statusCode).toBe(403);
    expect((await world.call({ url: `/api/kyc/info?accountId=${alice.account}` })).statusCode).toBe(401);
  });

  it("needs an activated wallet to start", async () => {
    const unfunded = Keypair.random().publicKey();
    const token = await testToken(world.app, unfunded);
    const sent = await post("/api/email/sendCode", token, { to: "new@example.com" });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe("You need to activate your wallet before proceeding.");
    const saved = await world.call({ method: "POST", url: "/api/kyc/update", token, ...infoForm(PERSON) });
    expect(saved.json().message).toBe("You need to activate your wallet before proceeding.");
    const uploaded = await world.call({
      method: "POST",
      url: "/api/kyc/uploadDocument",
      token,
      ...oneFile(pdfBytes(), "id.pdf"),
    });
    expect(uploaded.json().message).toBe("You need to activate your wallet before proceeding.");
  });

  it("checks the address a code goes to with the spec's messages", async () => {
    const { token } = await world.user();
    expect((await post("/api/email/sendCode", token, { to: "" })).json().message).toBe(
      "Email field is required",
    );
    expect((await post("/api/email/sendCode", token, { to: "no-at-sign" })).json().message).toBe(
      "Email is not valid",
    );
    expect((await post("/api/sms/sendCode", token, { to: "" })).json().message).toBe(
      "Phone field is required",
    );
    expect((await post("/api/kyc/verifyEmail", token, { code: "12" })).json().message).toBe(
      "Please fill all fields.",
    );
  });

  it("sends a 4-digit code, allows 'Send Again' only after 60 s, and verifies it once", async () => {
    const { account, token } = await world.user();
    const first = await post("/api/email/sendCode", token, { to: "otp@example.com" });
    expect(first.statusCode).toBe(200);
    expect(first.json().resendAfterSeconds).toBe(60);
    const code = await lastCodeSentTo(world.app, "otp@example.com");
    expect(code).toMatch(/^\d{4}$/);
    const again = await post("/api/email/sendCode", token, { to: "otp@example.com" });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before sending again\.$/);
    // The stored code is a hash, never the code.
    const [row] = await world.app.database.db.select().from(kycCodes).where(eq(kycCodes.accountId, account));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toHaveLength(64);

    const right = await post("/api/kyc/verifyEmail", token, { code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      message: "Confirmation completed",
      isEmailVerified: true,
      isPhoneVerified: false,
      email: "otp@example.com",
    });
    expect((await post("/api/kyc/verifyEmail", token, { code })).json().message).toBe(
      "Please send a code first.",
    );
    // A verified address is locked.
    await world.app.database.db
      .update(kycCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(kycCodes.accountId, account));
    const other = await post("/api/email/sendCode", token, { to: "other@example.com" });
    expect(other.statusCode).toBe(409);
  });

  it("sends one code when 'Send' is pressed twice at once", async () => {
    const { token } = await world.user();
    const answers = await Promise.all(
      [1, 2].map(() => post("/api/email/sendCode", token, { to: "twice@example.com" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
  });

  it("refuses an expired code and stops after five wrong tries", async () => {
    const { account, token } = await world.user();
    await post("/api/sms/sendCode", token, { to: "+44 7700 900999" });
    const code = await lastCodeSentTo(world.app, "+447700900999");
    const wrong = code === "0000" ? "1111" : "0000";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await post("/api/kyc/verifyPhone", token, { code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe("The code is not correct.");
    }
    const locked = await post("/api/kyc/verifyPhone", token, { code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many wrong codes, please send a new one.");

    const mine = and(eq(kycCodes.accountId, account), eq(kycCodes.channel, "sms"));
    await world.app.database.db
      .update(kycCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(mine);
    await post("/api/sms/sendCode", token, { to: "+44 7700 900999" });
    const fresh = await lastCodeSentTo(world.app, "+447700900999");
    await world.app.database.db
      .update(kycCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    const expired = await post("/api/kyc/verifyPhone", token, { code: fresh });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("The code has expired, please send a new one.");

    // A durable job removes the row an hour after expiry; it was scheduled with each code.
    const jobs = (await world.app.database.db.execute(
      sql`select count(*)::int as count from pgboss.job where name = ${CODE_EXPIRY_JOB} and data->>'accountId' = ${account}`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(jobs.rows[0]?.count).toBe(2);
    expect(await pruneExpiredCode(world.app.database.db, account, "sms")).toBe(0);
    await world.app.database.db
      .update(kycCodes)
      .set({ expiresAt: new Date(Date.now() - 3_601_000) })
      .where(mine);
    expect(await pruneExpiredCode(world.app.database.db, account, "sms")).toBe(1);
    expect((await post("/api/kyc/verifyPhone", token, { code: fresh })).json().message).toBe(
      "Please send a code first.",
    );
  });

  it("saves the info form only with verified contacts, every rule and length checked", async () => {
    const { token } = await world.user();
    const update = (fields: Record<string, string>, photo?: Buffer | null) =>
      world.call({ method: "POST", url: "/api/kyc/update", token, ...infoForm(fields, photo) });
    const unverified = await update({ ...PERSON, email_address: "info@example.com" });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe("Please verify your email address first.");

    await verifyContacts(world, token, { email: "info@example.com", phone: "+44 7700 900124" });
    const person = { ...PERSON, email_address: "info@example.com", mobile_number: "+447700900124" };
    const missing = await update({ email_address: "info@example.com" }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields.map((f: { message: string }) => f.message)).toEqual([
      "Phone field is required.",
      "Country Code field is required.",
      "Postal Code field is required.",
      "City field is required.",
      "Address field is required.",
      "State field is required.",
      "First name is required.",
      "Last name is required.",
      "Profile image is required.",
    ]);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 14);
    expect((await update({ ...person, birth_date: young.toISOString().slice(0, 10) })).json().message).toBe(
      "You can't be younger than 15.",
    );
    expect((await update({ ...person, first_name: "a".repeat(31) })).json().message).toBe(
      "First name can't be more than 30 characters.",
    );
    expect((await update({ ...person, address: "a".repeat(151) })).json().message).toBe(
      "Address can't be more than 150 characters.",
    );
    expect((await update({ ...person, postal_code: "1".repeat(18) })).json().message).toBe(
      "Postal code can't be more than 17 characters.",
    );
    expect((await update(person, pdfBytes())).statusCode).toBe(415);
    expect((await update(person, pngOfSize(1024 * 1024 + 1))).json()).toMatchObject({
      message: "File size can't be more than 1 MB",
    });

    // The form names the account it is for: another account's is refused.
    const other = Keypair.random().publicKey();
    expect((await update({ ...person, account_id: other })).statusCode).toBe(403);

    const saved = await update(person);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      message: "Successfully saved.",
      kyc: { status: "draft", firstName: "Ada", email: "info@example.com", phone: "+447700900124" },
      state: { status: "draft", step: 2, label: "In-complete", message: "Your KYC is incomplete." },
    });
    expect(saved.json().kyc.file).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it("takes uploads by type and size, and documents only from their uploader", async () => {
    const alice = await world.user();
    const bob = await world.user();
    const upload = (token: string, path: string, body: ReturnType<typeof oneFile>) =>
      world.call({ method: "POST", url: `/api/kyc/${path}`, token, ...body });
    const pdf = await upload(alice.token, "uploadDocument", oneFile(pdfBytes(), "id.pdf", "application/pdf"));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({ mimeType: "application/pdf" });
    const exact = await upload(alice.token, "uploadDocument", oneFile(pngOfSize(1024 * 1024), "front.png"));
    expect(exact.statusCode).toBe(200);
    const tooBig = await upload(
      alice.token,
      "uploadDocument",
      oneFile(pngOfSize(1024 * 1024 + 1), "big.png"),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("File size can't be more than 1 MB");
    const text = await upload(alice.token, "uploadDocument", oneFile(Buffer.from("just text"), "a.png"));
    expect(text.statusCode).toBe(415);
    expect((await upload(alice.token, "uploadSelfie", oneFile(pdfBytes(), "me.pdf"))).statusCode).toBe(415);
    const selfie = await upload(alice.token, "uploadSelfie", oneFile(gifBytes(), "me.gif"));
    expect(selfie.statusCode).toBe(200);

    // Another account can neither read Alice's document nor put it in its own application.
    const name = pdf.json().filename as string;
    expect((await world.call({ url: `/api/files/${name}`, token: bob.token })).statusCode).toBe(404);
    expect((await world.call({ url: `/api/files/${name}`, token: alice.token })).statusCode).toBe(200);
    expect((await world.call({ url: `/api/files/${name}`, token: world.adminToken })).statusCode).toBe(200);
    const stolen = await post("/api/kyc/submitDocument", bob.token, {
      id_type: "Passport",
      id_country_code: "GB",
      id_number: "X1",
      realName: "Bob",
      photo_id_front: name,
      photo_id_back: exact.json().filename,
      proofImage: selfie.json().filename,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe("This file is not one of your uploads.");
  });

  it("submits documents to review, then blocks changes ('Already Submitted')", async () => {
    const { token } = await world.user();
    await verifyContacts(world, token, { email: "docs@example.com", phone: "+44 7700 900125" });
    const person = { ...PERSON, email_address: "docs@example.com", mobile_number: "+447700900125" };
    expect(
      (await world.call({ method: "POST", url: "/api/kyc/update", token, ...infoForm(person) })).statusCode,
    ).toBe(201);
    const file = async (path: string, bytes: Buffer, filename: string) =>
      (
        await world.call({ method: "POST", url: `/api/kyc/${path}`, token, ...oneFile(bytes, filename) })
      ).json().filename as string;
    const document = {
      id_type: "Passport",
      id_country_code: "GB",
      id_issue_date: "2020-01-01",
      id_expiration_date: "2030-01-01",
      id_number: "P1234567",
      realName: "Ada Lovelace",
      photo_id_front: await file("uploadDocument", pngOfSize(4096), "front.png"),
      photo_id_back: await file("uploadDocument", pdfBytes(), "back.pdf"),
      proofImage: await file("uploadSelfie", pngOfSize(4096), "selfie.png"),
    };
    const missing = await post("/api/kyc/submitDocument", token, { ...document, photo_id_back: "" });
    expect(missing.json().message).toBe("Back side image of document is required.");
    const dates = await post("/api/kyc/submitDocument", token, {
      ...document,
      id_expiration_date: "2019-01-01",
    });
    expect(dates.json().message).toBe("Issue date must be before the expiry date.");
    expect(
      (await post("/api/kyc/submitDocument", token, { ...document, proofCode: "WRONG1" })).statusCode,
    ).toBe(400);

    const saved = await post("/api/kyc/submitDocument", token, document);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Information submitted.",
      kyc: { status: "pending" },
      document: { number: "P1234567", docType: "Passport", proofCode: saved.json().kyc.proofCode },
      state: {
        step: 3,
        label: "Under Review",
        message: "Your KYC is Under Review",
        editBlock: "Already Submitted",
      },
    });
    const again = await world.call({ method: "POST", url: "/api/kyc/update", token, ...infoForm(person) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Already Submitted");
  });
});
