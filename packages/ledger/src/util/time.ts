/** RFC 3339 UTC time with second precision, as Horizon prints it. */
export function rfc3339(unixSeconds: bigint | number): string {
  return new Date(Number(unixSeconds) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}
