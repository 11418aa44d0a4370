import type { AddressInfo } from "node:net";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { WITHHELD } from "./mailer";

/** An in-process SMTP catcher on loopback (no STARTTLS: its bundled certificate is expired), parsing every mail. */
async function startCatcher() {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` mails arrived. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_DRIVERS)("mail and SMS (%s)", (driver) => {
  const admin = Keypair.random().publicKey();
  let catcher: Awaited<ReturnType<typeof startCatcher>>;
  let withSmtp: FastifyInstance;
  let withoutSmtp: FastifyInstance;

  beforeAll(async () => {
    catcher = await startCatcher();
    withSmtp = await createTestApp(driver, { smtpUrl: catcher.url, adminAccounts: [admin] });
    withoutSmtp = await createTestApp(driver, { adminAccounts: [admin] });
  }, 60_000);
  afterAll(async () => {
    await withSmtp?.close();
    await withoutSmtp?.close();
    await catcher?.close();
  });

  const read = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({
      url,
      headers: { authorization: `Bearer ${await testToken(app, admin)}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("delivers a one-time code through SMTP, and keeps no copy of the code", async () => {
    const id = await withSmtp.mailer.send({
      to: "alice@example.com",
      template: "one-time-code",
      data: { code: "482913", minutes: 10 },
    });
    await catcher.until(1);
    const mail = catcher.received[0] as ParsedMail;
    expect(mail.subject).toBe("Your Sextant verification code");
    expect(mail.text).toContain("482913");
    expect(mail.html).toContain("<b>482913</b>");
    expect(mail.from?.text).toContain("no-reply@localhost");
    const kept = await read(withSmtp, `/api/admin/outbox/${id}`);
    expect(kept).toMatchObject({ status: "sent", recipient: "alice@example.com", text: WITHHELD, html: "" });
  });

  it("keeps mail and SMS in the outbox without SMTP_URL, newest first, bodies only when opened", async () => {
    const mailId = await withoutSmtp.mailer.send({
      to: "bob@example.com",
      template: "one-time-code",
      data: { code: "111222", minutes: 5 },
    });
    const smsId = await withoutSmtp.sms.send({
      to: "+447700900089",
      template: "trade-event",
      data: {
        tradeId: "T7",
        event: "The buyer marked the trade as paid.",
        link: "http://localhost:3000/p2p/T7",
      },
    });
    const list = await read(withoutSmtp, "/api/admin/outbox");
    expect(list.messages.map((m: { id: number }) => m.id)).toEqual([smsId, mailId]);
    expect(list.messages[0]).toMatchObject({ channel: "sms", status: "outbox", template: "trade-event" });
    expect(list.messages[0].text).toBeUndefined();
    const onlySms = await read(withoutSmtp, "/api/admin/outbox?channel=sms");
    expect(onlySms.messages).toHaveLength(1);
    const mail = await read(withoutSmtp, `/api/admin/outbox/${mailId}`);
    expect(mail).toMatchObject({
      channel: "mail",
      status: "outbox",
      subject: "Your Sextant verification code",
    });
    expect(mail.text).toContain("111222");
    const sms = await read(withoutSmtp, `/api/admin/outbox/${smsId}`);
    expect(sms.text).toBe("Sextant trade T7: The buyer marked the trade as paid.");
    expect(catcher.received).toHaveLength(1);
  });

  it("answers 404 for a message that does not exist", async () => {
    const response = await withoutSmtp.inject({
      url: "/api/admin/outbox/999999",
      headers: { authorization: `Bearer ${await testToken(withoutSmtp, admin)}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it("records a mail the server refused as failed", async () => {
    const refusing = await createTestApp(driver, { smtpUrl: "smtp://127.0.0.1:9", adminAccounts: [admin] });
    try {
      await expect(
        refusing.mailer.send({
          to: "c@example.com",
          template: "one-time-code",
          data: { code: "1234", minutes: 1 },
        }),
      ).rejects.toThrow();
      const list = await read(refusing, "/api/admin/outbox");
      expect(list.messages[0]).toMatchObject({ status: "failed", recipient: "c@example.com" });
      expect(list.messages[0].error).not.toBe("");
    } finally {
      await refusing.close();
    }
  });
});
