import { Keypair, Operation } from "@stellar/stellar-sdk";
import type { Page } from "playwright-core";
import { baseUrl } from "./browser";
import { asAdmin, signIn } from "./e2e-admin";
import { faucetAsset, horizonUrl, operatorAsset, submitOperations } from "./ledger";
import { friendbot } from "./wallet-onboarding";

async function call<T>(token: string, path: string, body: object | FormData): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(form ? {} : { "content-type": "application/json" }) },
    body: form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The 4-digit code last sent to `recipient`, read from the outbox by the journeys' administrator. */
async function lastCodeSentTo(recipient: string): Promise<string> {
  const { messages } = await asAdmin<{
    messages: Array<{ id: number; recipient: string; template: string }>;
  }>("GET", "/outbox?limit=100");
  const sent = messages.find(
    (message) => message.recipient === recipient && message.template === "one-time-code",
  );
  if (!sent) throw new Error(`no code was sent to ${recipient}`);
  const { text } = await asAdmin<{ text: string }>("GET", `/outbox/${sent.id}`);
  const code = /\b(\d{4})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the message to ${recipient}`);
  return code;
}

/** A PNG signature and header padded to `size` bytes: what the upload routes sniff as an image. */
function png(size = 2048): Blob {
  const head = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  return new Blob([Buffer.concat([head, Buffer.alloc(size - head.length)])], { type: "image/png" });
}

export interface TKycPerson {
  firstName: string;
  lastName: string;
  /** Unique per journey: codes are read back by recipient. */
  email: string;
  phone: string;
}

/**
 * Walks a funded account through KYC over the API as the wizard does (codes by mail and SMS read from the outbox,
 * info form with a photo, document sides and selfie, documents submitted), then the administrator approves it.
 */
export async function approveKyc(keypair: Keypair, person: TKycPerson): Promise<void> {
  const token = await signIn(keypair);
  await call(token, "/email/sendCode", { to: person.email, isCompanyKyc: false, address_country_code: "US" });
  await call(token, "/kyc/verifyEmail", { code: await lastCodeSentTo(person.email) });
  await call(token, "/sms/sendCode", { to: person.phone });
  await call(token, "/kyc/verifyPhone", { code: await lastCodeSentTo(person.phone.replace(/\s/g, "")) });

  const info = new FormData();
  const fields: Record<string, string> = {
    account_id: keypair.publicKey(),
    email_address: person.email,
    mobile_number: person.phone.replace(/\s/g, ""),
    country_dial: "+1",
    address_country_code: "US",
    state_or_province: "Texas",
    city: "Austin",
    postal_code: "73301",
    address: "1 Congress Avenue",
    first_name: person.firstName,
    last_name: person.lastName,
    birth_date: "1990-12-10",
  };
  for (const [name, value] of Object.entries(fields)) info.append(name, value);
  info.append("file", png(), "me.png");
  await call(token, "/kyc/update", info);

  const upload = async (path: string, name: string) => {
    const form = new FormData();
    form.append("file", png(4096), name);
    return (await call<{ filename: string }>(token, path, form)).filename;
  };
  await call(token, "/kyc/submitDocument", {
    id_type: "Passport",
    id_country_code: "US",
    id_issue_date: "2020-01-01",
    id_expiration_date: "2030-01-01",
    id_number: `P${keypair.publicKey().slice(1, 9)}`,
    realName: `${person.firstName} ${person.lastName}`,
    photo_id_front: await upload("/kyc/uploadDocument", "front.png"),
    photo_id_back: await upload("/kyc/uploadDocument", "back.png"),
    proofImage: await upload("/kyc/uploadSelfie", "selfie.png"),
  });
  await asAdmin("POST", `/kyc/${keypair.publicKey()}/approve`, {});
}

/**
 * A trader ready to post ads: funded with XLM, holding the LEVELG battery (about 100 USD worth from the demo
 * faucet, trusted first), KYC approved in the US.
 */
export async function approvedTrader(person: TKycPerson): Promise<Keypair> {
  const keypair = Keypair.random();
  await friendbot(horizonUrl(), keypair.publicKey());
  await submitOperations(keypair, Operation.changeTrust({ asset: await operatorAsset("LEVELG") }));
  await faucetAsset(keypair.publicKey(), "LEVELG");
  await approveKyc(keypair, person);
  return keypair;
}

/** The ad rows of the open list panel whose text holds `text`. */
export function adRows(page: Page, text: string) {
  return page.locator('[role="tabpanel"] [data-testid="ad-row"]').filter({ hasText: text });
}
