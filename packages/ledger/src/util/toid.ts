/** Total Order IDs as used by Horizon for paging tokens. */
export function toid(ledgerSeq: number, txIndex: number, opIndex: number): bigint {
  return (BigInt(ledgerSeq) << 32n) | (BigInt(txIndex) << 12n) | BigInt(opIndex);
}

export function toidLedger(id: bigint): number {
  return Number(id >> 32n);
}

/** Sort key of an effect: operation TOID then 1-based order within it. */
export function effectKey(opToid: bigint, order: number): bigint {
  return opToid * 100_000n + BigInt(order);
}

export function effectId(opToid: bigint, order: number): string {
  return `${opToid.toString().padStart(19, "0")}-${order.toString().padStart(10, "0")}`;
}
