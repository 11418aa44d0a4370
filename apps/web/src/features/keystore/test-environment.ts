/**
 * Test-only: under jsdom, typed arrays made by Node's TextEncoder belong to another realm than the global
 * `Uint8Array`, so the XDR library's `instanceof` checks reject encoded strings (e.g. manage-data names).
 * Browsers have a single realm; this shim only re-homes the encoder's output in tests.
 */
class SameRealmTextEncoder extends TextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

if (!(new TextEncoder().encode("") instanceof Uint8Array)) {
  globalThis.TextEncoder = SameRealmTextEncoder;
}
