import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "./asset-files";

describe("acceptedEncodings", () => {
  it("lists the encodings a browser accepts, leaving out those it refuses with q=0", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("BR;Q=1")]).toEqual(["br"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings("identity")]).toEqual(["identity"]);
  });
});
