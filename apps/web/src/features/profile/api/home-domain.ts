import { BASE_FEE, Horizon, NotFoundError, Operation, TransactionBuilder } from "@stellar/stellar-sdk";

/** Loaded on demand by the Wallet Settings section, so the Stellar SDK stays out of the main bundle. */

function server(horizonUrl: string): Horizon.Server {
  return new Horizon.Server(horizonUrl, { allowHttp: horizonUrl.startsWith("http://") });
}

/** The account's home domain on the ledger; null when none is set or the account is not funded yet. */
export async function fetchHomeDomain(horizonUrl: string, publicKey: string): Promise<string | null> {
  try {
    const account = await server(horizonUrl).loadAccount(publicKey);
    return account.home_domain ? account.home_domain : null;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export interface TSetHomeDomainInput {
  horizonUrl: string;
  networkPassphrase: string;
  publicKey: string;
  homeDomain: string;
  sign: (unsignedXdr: string, networkPassphrase: string) => Promise<string>;
}

/** Builds a set-options transaction for the account, has it signed, and submits it to Horizon. */
export async function submitHomeDomain(input: TSetHomeDomainInput): Promise<void> {
  const horizon = server(input.horizonUrl);
  const account = await horizon.loadAccount(input.publicKey);
  const unsigned = new TransactionBuilder(account, {
    fee: BASE_FEE,
    networkPassphrase: input.networkPassphrase,
  })
    .addOperation(Operation.setOptions({ homeDomain: input.homeDomain }))
    .setTimeout(180)
    .build();
  const signed = await input.sign(unsigned.toXDR(), input.networkPassphrase);
  await horizon.submitTransaction(TransactionBuilder.fromXDR(signed, input.networkPassphrase));
}
