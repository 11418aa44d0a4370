/** Units of each asset issued to the distribution account: about 100 million USD worth, within int64. */
export function supplyOf(referenceUsdPrice: string): string {
  const units = Math.min(100_000_000 / Number(referenceUsdPrice), 900_000_000_000);
  return Math.max(1, Math.floor(units)).toString();
}
