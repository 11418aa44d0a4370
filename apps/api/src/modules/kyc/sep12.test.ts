import type { AddressInfo } from "node:net";
import { Sep12 } from "@stellar/typescript-wallet-sdk";
import axios from "axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { docxBytes, multipartBody, pdfBytes, pngOfSize } from "../files/upload-fixtures";
import { type KycTestWorld, lastCodeSentTo, startKycWorld } from "./test/kyc-test-world";

const SEP9 = {
  first_name: "Grace",
  last_name: "Hopper",
  email_address: "grace@example.com",
  mobile_number: "+15555550123",
  address_country_code: "US",
  state_or_province: "New York",
  city: "New York",
  postal_code: "10001",
  address: "1 Navy Street",
  birth_date: "1980-12-09",
  id_type: "passport",
  id_country_code: "US",
  id_number: "X1234567",
  id_issue_date: "2020-01-01",
  id_expiration_date: "2030-01-01",
};

describe.each(TEST_DRIVERS)("SEP-12 customer API (%s)", (driver) => {
  let world: KycTestWorld;
  beforeAll(async () => {
    world = await startKycWorld(driver);
  }, 60_000);
  afterAll(async () => world?.close());

  it("puts a customer in JSON and multipart, verifies its contacts, reports its status, and deletes it", async () => {
    const { account, token } = await world.user();
    const get = async () => world.call({ url: "/api/sep12/customer", token });
    const none = await get();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ status: "NEEDS_INFO", fields: { first_name: { type: "string" } } });
    expect(none.json().id).toBeUndefined();

    const put = await world.call({ method: "PUT", url: "/api/sep12/customer", token, payload: SEP9 });
    expect(put.statusCode).toBe(202);
    const id = put.json().id as string;
    const needsFiles = (await get()).json();
    expect(needsFiles).toMatchObject({
      id,
      status: "NEEDS_INFO",
      fields: { photo_id_front: { type: "binary" }, photo_id_back: {}, proof_of_liveness: {} },
      provided_fields: {
        first_name: { status: "ACCEPTED" },
        email_address: { status: "VERIFICATION_REQUIRED" },
        mobile_number: { status: "VERIFICATION_REQUIRED" },
      },
    });
    expect(needsFiles.message).toMatch(/proof code [A-Z2-9]{6}/);

    const files = multipartBody([
      { field: "photo_id_front", filename: "front.png", contentType: "image/png", bytes: pngOfSize(2000) },
      { field: "photo_id_back", filename: "back.pdf", contentType: "application/pdf", bytes: pdfBytes() },
      { field: "proof_of_liveness", filename: "me.png", contentType: "image/png", bytes: pngOfSize(2000) },
    ]);
    const withFiles = await world.call({ method: "PUT", url: "/api/sep12/customer", token, ...files });
    expect(withFiles.statusCode).toBe(202);
    expect(withFiles.json().id).toBe(id);
    expect((await get()).json()).toMatchObject({ status: "NEEDS_INFO" });
    // Only the optional field is left to give; the contacts wait for their codes.
    expect(Object.keys((await get()).json().fields)).toEqual(["additional_name"]);

    const wrong = await world.call({
      method: "PUT",
      url: "/api/sep12/customer/verification",
      token,
      payload: { id, email_address_verification: "00000" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("email_address_verification: Please fill all fields.");
    const verified = await world.call({
      method: "PUT",
      url: "/api/sep12/customer/verification",
      token,
      payload: {
        id,
        email_address_verification: await lastCodeSentTo(world.app, "grace@example.com"),
        mobile_number_verification: await lastCodeSentTo(world.app, "+15555550123"),
      },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      id,
      status: "PROCESSING",
      provided_fields: { email_address: { status: "PROCESSING" } },
    });

    // The same record is the wizard's: pending for the admin, then ACCEPTED.
    const info = await world.call({ url: `/api/kyc/info?accountId=${account}`, token });
    expect(info.json()).toMatchObject({
      kyc: { status: "pending", firstName: "Grace" },
      document: { docType: "Passport" },
    });
    const changeWhilePending = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { city: "Boston" },
    });
    expect(changeWhilePending.statusCode).toBe(409);
    expect(changeWhilePending.json().error).toBe("Already Submitted");
    await world.call({
      method: "POST",
      url: `/api/admin/kyc/${account}/approve`,
      token: world.adminToken,
      payload: {},
    });
    expect((await get()).json()).toMatchObject({ id, status: "ACCEPTED" });

    const otherToken = (await world.user()).token;
    const notMine = await world.call({
      method: "DELETE",
      url: `/api/sep12/customer/${account}`,
      token: otherToken,
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ error: expect.any(String), code: "FORBIDDEN" });
    expect((await world.call({ url: `/api/sep12/customer?id=${id}`, token: otherToken })).statusCode).toBe(
      404,
    );
    const deleted = await world.call({ method: "DELETE", url: `/api/sep12/customer/${account}`, token });
    expect(deleted.statusCode).toBe(200);
    expect((await get()).json()).toMatchObject({ status: "NEEDS_INFO" });
    expect((await world.call({ url: "/api/sep12/customer" })).statusCode).toBe(401);
  });

  it("reports a rejection with the reviewer's notes, and new data submits the customer again", async () => {
    const { account, token } = await world.user();
    const contacts = { email_address: "reject@example.com", mobile_number: "+15555550456" };
    const files = multipartBody([
      ...Object.entries({ ...SEP9, ...contacts }).map(([field, value]) => ({
        field,
        bytes: Buffer.from(value),
      })),
      { field: "photo_id_front", filename: "front.png", contentType: "image/png", bytes: pngOfSize(2000) },
      { field: "photo_id_back", filename: "back.png", contentType: "image/png", bytes: pngOfSize(2000) },
      { field: "proof_of_liveness", filename: "me.png", contentType: "image/png", bytes: pngOfSize(2000) },
    ]);
    expect(
      (await world.call({ method: "PUT", url: "/api/sep12/customer", token, ...files })).statusCode,
    ).toBe(202);
    const verified = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: {
        email_address_verification: await lastCodeSentTo(world.app, contacts.email_address),
        mobile_number_verification: await lastCodeSentTo(world.app, contacts.mobile_number),
      },
    });
    expect(verified.statusCode).toBe(202);
    expect((await world.call({ url: "/api/sep12/customer", token })).json().status).toBe("PROCESSING");
    await world.call({
      method: "POST",
      url: `/api/admin/kyc/${account}/reject`,
      token: world.adminToken,
      payload: { notes: "The passport has expired." },
    });
    expect((await world.call({ url: "/api/sep12/customer", token })).json()).toMatchObject({
      status: "REJECTED",
      message: "The passport has expired.",
      provided_fields: { id_number: { status: "REJECTED" } },
    });
    const fixed = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { id_number: "X7654321", id_expiration_date: "2034-01-01" },
    });
    expect(fixed.statusCode).toBe(202);
    expect((await world.call({ url: "/api/sep12/customer", token })).json().status).toBe("PROCESSING");
  });

  it("refuses bad values in SEP-12's error shape", async () => {
    const { token } = await world.user();
    const young = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { birth_date: `${new Date().getUTCFullYear() - 10}-01-01` },
    });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ error: "You can't be younger than 15.", code: "VALIDATION_FAILED" });
    const long = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { first_name: "x".repeat(31) },
    });
    expect(long.json().error).toBe("First name can't be more than 30 characters.");
    const text = multipartBody([
      { field: "photo_id_front", filename: "a.png", contentType: "image/png", bytes: Buffer.from("text") },
    ]);
    expect((await world.call({ method: "PUT", url: "/api/sep12/customer", token, ...text })).statusCode).toBe(
      415,
    );
  });

  it("works with the Stellar wallet SDK's SEP-12 client", async () => {
    const { account, token } = await world.user();
    await world.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = world.app.server.address() as AddressInfo;
    const sep12 = new Sep12(
      { token, account } as never,
      `http://127.0.0.1:${port}/api/sep12`,
      axios.create(),
    );
    const added = await sep12.add({
      sep9Info: { ...SEP9, email_address: "sdk@example.com", mobile_number: "+15555550999" },
      sep9BinaryInfo: {
        photo_id_front: pngOfSize(1500),
        photo_id_back: pngOfSize(1500),
        proof_of_liveness: pngOfSize(1500),
      },
    });
    expect(added.id).toMatch(/^\d+$/);
    const customer = await sep12.getCustomer({ id: added.id });
    expect(customer).toMatchObject({ id: added.id, status: "NEEDS_INFO" });
    expect(customer.provided_fields?.photo_id_front).toMatchObject({ status: "ACCEPTED" });
    await sep12.update({ id: added.id, sep9Info: { city: "Brooklyn" } });
    expect((await world.call({ url: `/api/kyc/info?accountId=${account}`, token })).json().kyc.city).toBe(
      "Brooklyn",
    );
    await sep12.delete();
    await expect(sep12.getCustomer({ id: added.id })).rejects.toThrow();
  });

  it("takes SEP-9's alpha-3 country codes (and alpha-2), keeping alpha-2 in the records", async () => {
    const { account, token } = await world.user();
    const put = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: {
        ...SEP9,
        address_country_code: "GBR",
        id_country_code: "deu",
        email_address: "iso@example.com",
      },
    });
    expect(put.statusCode, put.body).toBe(202);
    const info = (await world.call({ url: `/api/kyc/info?accountId=${account}`, token })).json();
    expect(info.kyc.countryCode).toBe("GB");
    expect(info.document.country).toBe("DE");
    const alpha2 = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { address_country_code: "MY" },
    });
    expect(alpha2.statusCode).toBe(202);
    expect(
      (await world.call({ url: `/api/kyc/info?accountId=${account}`, token })).json().kyc.countryCode,
    ).toBe("MY");
    for (const code of ["XXX", "UK", "Britain"]) {
      const bad = await world.call({
        method: "PUT",
        url: "/api/sep12/customer",
        token,
        payload: { address_country_code: code },
      });
      expect(bad.statusCode, code).toBe(400);
      expect(bad.json().error).toBe(
        "address_country_code must be an ISO 3166-1 alpha-3 (or alpha-2) country code.",
      );
    }
  });

  it("answers a customer type it does not serve with a clear 400", async () => {
    const { token } = await world.user();
    const message =
      'The customer type "sep31-sender" is not served here; use individual or organization, or leave type out.';
    const get = await world.call({ url: "/api/sep12/customer?type=sep31-sender", token });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toMatchObject({ error: message, code: "VALIDATION_FAILED" });
    const put = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { type: "sep31-sender", first_name: "Grace" },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().error).toBe(message);
    const organization = (await world.call({ url: "/api/sep12/customer?type=organization", token })).json();
    expect(organization.status).toBe("NEEDS_INFO");
    expect(Object.keys(organization.fields)).toContain("organization.name");
    expect(Object.keys(organization.fields)).not.toContain("first_name");
  });

  it("keeps an organization as the company KYC: put with the SDK, verify, review, delete", async () => {
    const { account, token } = await world.user();
    await world.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => undefined);
    const { port } = world.app.server.address() as AddressInfo;
    const sep12 = new Sep12(
      { token, account } as never,
      `http://127.0.0.1:${port}/api/sep12`,
      axios.create(),
    );
    const added = await sep12.add({
      type: "organization",
      sep9Info: {
        "organization.name": "Harbour Lane Trading Ltd",
        "organization.website": "https://harbour.example.com",
        "organization.email": "office@harbour.example.com",
        "organization.phone": "+442071234567",
        "organization.address_country_code": "GBR",
        "organization.state_or_province": "London",
        "organization.city": "London",
        "organization.postal_code": "EC1A 1BB",
        "organization.registered_address": "2 Dock Road",
        "organization.registration_number": "09876543",
        "organization.registration_date": "2015-06-01",
      },
      sep9BinaryInfo: {
        "organization.photo_incorporation_doc": docxBytes(),
        "organization.photo_proof_address": pdfBytes(),
      },
    });
    expect(added.id).toMatch(/^\d+$/);
    const waiting = await sep12.getCustomer({ id: added.id });
    expect(waiting).toMatchObject({
      id: added.id,
      status: "NEEDS_INFO",
      provided_fields: {
        "organization.name": { status: "ACCEPTED" },
        "organization.photo_incorporation_doc": { type: "binary", status: "ACCEPTED" },
        "organization.email": { status: "VERIFICATION_REQUIRED" },
        "organization.phone": { status: "VERIFICATION_REQUIRED" },
      },
    });
    // Nothing is missing (the director's name defaults to the organization's); no individual's fields are asked for.
    expect(waiting.fields).toBeUndefined();
    expect(waiting.provided_fields?.["organization.director_name"]).toMatchObject({ status: "ACCEPTED" });
    expect(
      Object.keys(waiting.provided_fields ?? {}).filter((name) => !name.startsWith("organization.")),
    ).toEqual([]);

    const individual = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { first_name: "Grace" },
    });
    expect(individual.statusCode).toBe(400);
    expect(individual.json().error).toBe(
      "first_name is not a field of an organization; send organization.* fields.",
    );
    const asIndividual = await world.call({
      method: "PUT",
      url: "/api/sep12/customer",
      token,
      payload: { type: "individual", first_name: "Grace" },
    });
    expect(asIndividual.statusCode).toBe(409);
    expect(asIndividual.json().error).toBe(
      "This customer is an organization: send organization.* fields, or delete it to start as an individual.",
    );

    const verified = await world.call({
      method: "PUT",
      url: "/api/sep12/customer/verification",
      token,
      payload: {
        id: added.id,
        email_address_verification: await lastCodeSentTo(world.app, "office@harbour.example.com"),
        mobile_number_verification: await lastCodeSentTo(world.app, "+442071234567"),
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ id: added.id, status: "PROCESSING" });

    const info = (await world.call({ url: `/api/kyc/info?accountId=${account}`, token })).json();
    expect(info.kyc).toMatchObject({
      status: "pending",
      isCompanyKyc: true,
      companyName: "Harbour Lane Trading Ltd",
      companyWebsite: "https://harbour.example.com",
      countryCode: "GB",
      address: "2 Dock Road",
      firstName: "",
    });
    expect(info.document).toMatchObject({
      number: "09876543",
      issueDate: "2015-06-01",
      realName: "Harbour Lane Trading Ltd",
      companyDocument: expect.stringMatching(/\.docx$/),
      companyDocWithName: expect.stringMatching(/\.pdf$/),
    });
    // The incorporation document is a download for the owner and admins, and nobody else's to read.
    const name = info.document.companyDocument as string;
    const download = await world.call({ url: `/api/files/${name}`, token: world.adminToken });
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${name}"`);
    expect(download.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(
      (await world.call({ url: `/api/files/${name}`, token: (await world.user()).token })).statusCode,
    ).toBe(404);

    const queue = await world.call({ url: "/api/admin/kyc/applications", token: world.adminToken });
    expect(
      queue.json().applications.map((row: { kyc: { accountId: string } }) => row.kyc.accountId),
    ).toContain(account);
    await world.call({
      method: "POST",
      url: `/api/admin/kyc/${account}/approve`,
      token: world.adminToken,
      payload: {},
    });
    expect(await sep12.getCustomer({ id: added.id })).toMatchObject({ status: "ACCEPTED" });

    await sep12.delete();
    expect((await world.call({ url: `/api/kyc/info?accountId=${account}`, token })).statusCode).toBe(404);
    expect((await world.call({ url: `/api/files/${name}`, token: world.adminToken })).statusCode).toBe(404);
  });
});
