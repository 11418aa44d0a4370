/** In-memory ledger entries. Plain data (Maps, bigints) so snapshots can use structured serialization. */
import type { Offer } from "./offers/offer";
import type { PoolShareLine } from "./pools/pool";

export interface CreditAsset {
  code: string;
  issuer: string;
}

export type Asset = { type: "native" } | ({ type: "credit_alphanum4" | "credit_alphanum12" } & CreditAsset);

export interface Trustline {
  asset: CreditAsset;
  assetType: "credit_alphanum4" | "credit_alphanum12";
  balance: bigint;
  limit: bigint;
  flags: number;
  buyingLiabilities: bigint;
  sellingLiabilities: bigint;
  lastModifiedLedger: number;
  /** Pool-share trustlines of the same account that use this asset (absent = 0). */
  poolUseCount?: number;
  /** The account carrying this entry's reserve when it is sponsored (CAP-33). */
  sponsor?: string;
}

export interface Signer {
  /** G-address for ed25519 signers, or the StrKey form for pre-auth (T…) / hash-x (X…) signers. */
  key: string;
  weight: number;
  /** The account carrying this signer's reserve when it is sponsored (CAP-33). */
  sponsor?: string;
}

export interface Account {
  id: string;
  balance: bigint;
  seqNum: bigint;
  seqLedger: number;
  seqTime: bigint;
  numSubEntries: number;
  flags: number;
  homeDomain: string;
  inflationDest: string | null;
  masterWeight: number;
  lowThreshold: number;
  medThreshold: number;
  highThreshold: number;
  signers: Signer[];
  data: Map<string, Uint8Array>;
  /** Keyed by `CODE:ISSUER`. */
  trustlines: Map<string, Trustline>;
  buyingLiabilities: bigint;
  sellingLiabilities: bigint;
  lastModifiedLedger: number;
  /** Open offers keyed by offer id (absent until the account first places one). */
  offers?: Map<bigint, Offer>;
  /** Pool-share trustlines keyed by pool id (hex); each counts as 2 subentries. */
  poolShares?: Map<string, PoolShareLine>;
  /** The account carrying this account's two base reserves when it is sponsored (CAP-33). */
  sponsor?: string;
  /** Base reserves this account carries for entries of others (absent = 0). */
  numSponsoring?: number;
  /** Base reserves of this account's own entries carried by sponsors (absent = 0). */
  numSponsored?: number;
  /** Sponsors of data entries, keyed by data name (absent = none sponsored). */
  dataSponsors?: Map<string, string>;
}

export interface HeaderState {
  /** Sequence of the last closed ledger. */
  ledgerSeq: number;
  closeTime: bigint;
  totalCoins: bigint;
  feePool: bigint;
  idPool: bigint;
  baseFee: number;
  baseReserve: bigint;
  previousHash: Uint8Array;
}

export const ACCOUNT_FLAGS = {
  authRequired: 1,
  authRevocable: 2,
  authImmutable: 4,
  authClawbackEnabled: 8,
} as const;
export const ALL_ACCOUNT_FLAGS = 15;

export const TRUSTLINE_FLAGS = {
  authorized: 1,
  authorizedToMaintainLiabilities: 2,
  clawbackEnabled: 4,
} as const;

export function cloneAccount(a: Account): Account {
  const trustlines = new Map<string, Trustline>();
  for (const [key, line] of a.trustlines) trustlines.set(key, { ...line });
  const copy = { ...a, signers: a.signers.map((s) => ({ ...s })), data: new Map(a.data), trustlines };
  if (a.offers) copy.offers = new Map([...a.offers].map(([id, offer]) => [id, { ...offer }]));
  if (a.dataSponsors) copy.dataSponsors = new Map(a.dataSponsors);
  if (a.poolShares) copy.poolShares = new Map([...a.poolShares].map(([id, line]) => [id, { ...line }]));
  return copy;
}
