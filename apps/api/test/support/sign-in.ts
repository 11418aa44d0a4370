import { type Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";

/** Signs in through SEP-10 as `keypair` (an unfunded account signs with its own key) and returns the JWT. */
export async function signIn(app: FastifyInstance, keypair: Keypair): Promise<string> {
  const challenge = await app.inject({ url: `/api/anchor/authentication?account=${keypair.publicKey()}` });
  const { transaction, network_passphrase } = challenge.json() as {
    transaction: string;
    network_passphrase: string;
  };
  const tx = TransactionBuilder.fromXDR(transaction, network_passphrase);
  tx.sign(keypair);
  const response = await app.inject({
    method: "POST",
    url: "/api/anchor/authentication",
    payload: { transaction: tx.toEnvelope().toXDR("base64") },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}
