import { Keypair } from "@stellar/stellar-sdk";
import { BASE_FEE, BASE_RESERVE, TOTAL_COINS } from "../constants";
import { newAccount } from "../engine/operations/create-account";
import type { Account, HeaderState } from "../engine/types";

/** Root account and header of ledger 1, as stellar-core creates them (close time 0, root seq 0). */
export function genesis(passphrase: string): { header: HeaderState; root: Account } {
  const root = newAccount(Keypair.master(passphrase).publicKey(), TOTAL_COINS, 1);
  root.seqNum = 0n;
  const header: HeaderState = {
    ledgerSeq: 1,
    closeTime: 0n,
    totalCoins: TOTAL_COINS,
    feePool: 0n,
    idPool: 0n,
    baseFee: BASE_FEE,
    baseReserve: BASE_RESERVE,
    previousHash: new Uint8Array(32),
  };
  return { header, root };
}
