import type { xdr } from "@stellar/stellar-sdk";

/** Plain "wire" shapes of the XDR types the ledger reads and writes. */
export type AssetWire = xdr.AssetWire;
export type MuxedAccountWire = xdr.MuxedAccountWire;
export type OperationWire = xdr.OperationWire;
export type OperationBodyWire = xdr.OperationBodyWire;
export type OperationResultWire = xdr.OperationResultWire;
export type OperationResultTrWire = xdr.OperationResultTrWire;
export type TransactionWire = xdr.TransactionWire;
export type TransactionEnvelopeWire = xdr.TransactionEnvelopeWire;
export type TransactionResultWire = xdr.TransactionResultWire;
export type DecoratedSignatureWire = xdr.DecoratedSignatureWire;
export type SignerKeyWire = xdr.SignerKeyWire;
export type MemoWire = xdr.MemoWire;
export type LedgerEntryWire = xdr.LedgerEntryWire;
export type LedgerEntryChangeWire = xdr.LedgerEntryChangeWire;
export type ChangeTrustAssetWire = xdr.ChangeTrustAssetWire;
export type TimeBoundsWire = xdr.TimeBoundsWire;
export type LedgerBoundsWire = xdr.LedgerBoundsWire;
export type AccountEntryWire = xdr.AccountEntryWire;
