export function InfoPage() {
  return <h1>Sextant</h1>;
}
