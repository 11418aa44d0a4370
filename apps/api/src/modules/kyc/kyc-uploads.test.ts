import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import {
  cfbBytes,
  docxBytes,
  executableBytes,
  gifBytes,
  jpegBytes,
  pdfBytes,
  pngOfSize,
  zipBytes,
} from "../files/upload-fixtures";
import {
  infoForm,
  type KycTestWorld,
  oneFile,
  PERSON,
  startKycWorld,
  verifyContacts,
} from "./test/kyc-test-world";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOCUMENT_TYPE_MESSAGE =
  "This file type is not accepted; upload one of: pdf, jpg, jpeg, png, doc, docx.";

describe.each(TEST_DRIVERS)("KYC uploads by type, and who reads them (%s)", (driver) => {
  let world: KycTestWorld;
  beforeAll(async () => {
    world = await startKycWorld(driver);
  }, 60_000);
  afterAll(async () => world?.close());

  const upload = (token: string, path: string, body: ReturnType<typeof oneFile>) =>
    world.call({ method: "POST", url: `/api/kyc/${path}`, token, ...body });

  it("takes every document type of the spec, sniffed from the bytes, and serves documents as downloads to the owner and admins only", async () => {
    const alice = await world.user();
    const bob = await world.user();
    for (const [name, bytes, clientType, mimeType, extension] of [
      ["id.pdf", pdfBytes(), "application/pdf", "application/pdf", "pdf"],
      ["id.jpg", jpegBytes(), "image/jpeg", "image/jpeg", "jpg"],
      ["id.jpeg", jpegBytes(), "image/jpeg", "image/jpeg", "jpg"],
      ["id.png", pngOfSize(500), "image/png", "image/png", "png"],
      ["letter.doc", cfbBytes(), "application/msword", "application/msword", "doc"],
      // The client's type is ignored: a .docx sent as octet-stream is still a Word document.
      ["letter.docx", docxBytes(), "application/octet-stream", DOCX, "docx"],
    ] as const) {
      const response = await upload(alice.token, "uploadDocument", oneFile(bytes, name, clientType));
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const stored = response.json() as { filename: string; mimeType: string; size: number };
      expect(stored).toEqual({ filename: expect.any(String), mimeType, size: bytes.length });
      expect(stored.filename).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));

      const mine = await world.call({ url: `/api/files/${stored.filename}`, token: alice.token });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["content-type"]).toBe(mimeType);
      expect(mine.headers["x-content-type-options"]).toBe("nosniff");
      expect(mine.headers["content-disposition"]).toBe(
        `${mimeType.startsWith("image/") ? "inline" : "attachment"}; filename="${stored.filename}"`,
      );
      expect(mine.rawPayload.equals(bytes)).toBe(true);
      expect(
        (await world.call({ url: `/api/files/${stored.filename}`, token: world.adminToken })).statusCode,
      ).toBe(200);
      // Another account can't read or download it (answered like a missing file), nor can a visitor, nor
      // through the public photo route.
      const theirs = await world.call({ url: `/api/files/${stored.filename}`, token: bob.token });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.rawPayload.includes(bytes.subarray(0, 8))).toBe(false);
      expect((await world.call({ url: `/api/files/${stored.filename}` })).statusCode).toBe(401);
      expect((await world.call({ url: `/api/p2p/profilePhoto/${stored.filename}` })).statusCode).toBe(404);
    }
  });

  it("refuses other types, disguised files and files over 1 MB with the spec's messages", async () => {
    const { token } = await world.user();
    for (const [name, bytes] of [
      ["scan.gif", gifBytes()],
      ["virus.docx", executableBytes()],
      ["virus.doc", executableBytes()],
      ["archive.docx", zipBytes({ "readme.txt": "not a document" })],
      ["setup.doc", cfbBytes("SummaryInformation")],
      ["book.xls", cfbBytes()],
      ["notes.txt", Buffer.from("plain text")],
    ] as const) {
      const response = await upload(token, "uploadDocument", oneFile(bytes, name, "application/msword"));
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({ code: "VALIDATION_FAILED", message: DOCUMENT_TYPE_MESSAGE });
    }
    const renamed = await upload(token, "uploadDocument", oneFile(docxBytes(), "id.pdf"));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe("The file's content is not what its name (.pdf) says.");
    const tooBig = await upload(token, "uploadDocument", oneFile(pngOfSize(1024 * 1024 + 1), "big.png"));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "File size can't be more than 1 MB",
    });
    const exact = await upload(token, "uploadDocument", oneFile(pngOfSize(1024 * 1024), "exact.png"));
    expect(exact.statusCode).toBe(200);
    // The verification image is a photo: no Word files there.
    const wordSelfie = await upload(token, "uploadSelfie", oneFile(docxBytes(), "me.docx"));
    expect(wordSelfie.statusCode).toBe(415);
    expect(wordSelfie.json().message).toBe(
      "This file type is not accepted; upload one of: png, jpg, jpeg, gif.",
    );
    // The profile photo: png, gif, jpeg only.
    const photo = await world.call({
      method: "POST",
      url: "/api/kyc/update",
      token,
      ...infoForm(PERSON, pdfBytes()),
    });
    expect(photo.statusCode).toBe(415);
    expect(photo.json().message).toBe("This file type is not accepted; upload one of: png, gif, jpg, jpeg.");
    const notMultipart = await world.call({
      method: "POST",
      url: "/api/kyc/uploadDocument",
      token,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().message).toBe('Send the file as multipart/form-data in the field "file".');
  });

  it("shows an approved profile's photo to visitors, cacheable, and nothing else", async () => {
    const { account, token } = await world.user();
    await verifyContacts(world, token, { email: "photo@example.com", phone: "+44 7700 900777" });
    const saved = await world.call({
      method: "POST",
      url: "/api/kyc/update",
      token,
      ...infoForm({ ...PERSON, email_address: "photo@example.com", mobile_number: "+44 7700 900777" }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const photo = saved.json().kyc.file as string;
    const documents: Record<string, string> = {};
    for (const [field, path, bytes, name] of [
      ["photo_id_front", "uploadDocument", docxBytes(), "front.docx"],
      ["photo_id_back", "uploadDocument", pngOfSize(700), "back.png"],
      ["proofImage", "uploadSelfie", pngOfSize(800), "me.png"],
    ] as const) {
      documents[field] = (await upload(token, path, oneFile(bytes, name))).json().filename;
    }
    const submitted = await world.call({
      method: "POST",
      url: "/api/kyc/submitDocument",
      token,
      payload: {
        id_type: "Passport",
        id_country_code: "GB",
        id_number: "P1",
        realName: "Ada Lovelace",
        ...documents,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // Under review: the photo is not public yet.
    expect((await world.call({ url: `/api/p2p/profilePhoto/${photo}` })).statusCode).toBe(404);
    const approved = await world.call({
      method: "POST",
      url: `/api/admin/kyc/${account}/approve`,
      token: world.adminToken,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const profile = await world.call({ url: `/api/p2p/getProfile?account=${account}` });
    expect(profile.json().profile.photo).toBe(photo);

    const visitor = await world.call({ url: `/api/p2p/profilePhoto/${photo}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["content-type"]).toBe("image/png");
    expect(visitor.headers["cache-control"]).toBe("public, max-age=3600");
    expect(visitor.rawPayload.equals(pngOfSize(2048))).toBe(true);
    const again = await world.call({
      url: `/api/p2p/profilePhoto/${photo}`,
      headers: { "if-none-match": visitor.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The documents of the same approved profile stay private, to visitors and through this route.
    for (const name of Object.values(documents)) {
      expect((await world.call({ url: `/api/p2p/profilePhoto/${name}` })).statusCode).toBe(404);
      expect((await world.call({ url: `/api/files/${name}` })).statusCode).toBe(401);
    }
    expect((await world.call({ url: "/api/p2p/profilePhoto/..%2Fsecrets.json" })).statusCode).toBe(400);
  });
});
