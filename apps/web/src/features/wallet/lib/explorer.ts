/** Where a transaction can be looked at: stellar.expert on the public and test networks, Horizon otherwise. */
export function explorerUrl(network: string, horizonUrl: string, hash: string): string {
  if (network === "public") return `https://stellar.expert/explorer/public/tx/${hash}`;
  if (network === "testnet") return `https://stellar.expert/explorer/testnet/tx/${hash}`;
  return `${horizonUrl}/transactions/${hash}`;
}
