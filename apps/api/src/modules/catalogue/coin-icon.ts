/** A round SVG icon for an asset: its colour and up to four letters of its code. */
export function coinIcon(code: string, color: string): string {
  const label = code
    .slice(0, 4)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  const size = label.length <= 3 ? 22 : 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">
<circle cx="32" cy="32" r="31" fill="${color}"/>
<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text>
</svg>`;
}
