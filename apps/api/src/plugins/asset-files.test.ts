import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acceptedEncodings, assetFiles } from "./asset-files";

describe("acceptedEncodings", () => {
  it("lists the encodings a browser accepts, leaving out those it refuses with q=0", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("BR;Q=1")]).toEqual(["br"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings("identity")]).toEqual(["identity"]);
  });
});

describe("assetFiles", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sextant-assets-"));
  writeFileSync(path.join(dir, "a-111111.js"), "a".repeat(600));
  writeFileSync(path.join(dir, "a-111111.js.br"), "compressed");
  writeFileSync(path.join(dir, "b-222222.css"), "b".repeat(600));
  mkdirSync(path.join(dir, "nested"));

  it("holds a file with its compressed copy, typed by its extension", () => {
    const files = assetFiles(dir);
    expect(files.heldBytes()).toBe(0);
    const a = files.get("a-111111.js");
    expect(a?.type).toMatch(/^application\/javascript/);
    expect(a?.identity.toString()).toBe("a".repeat(600));
    expect(a?.br?.toString()).toBe("compressed");
    expect(a?.gzip).toBeUndefined();
    expect(files.get("b-222222.css")?.type).toMatch(/^text\/css/);
  });

  it("finds nothing outside plain files of the folder, nor the compressed copies by their own name", () => {
    const files = assetFiles(dir);
    for (const name of ["../a-111111.js", "nested", ".hidden", "a-111111.js.br", "missing-3.js"]) {
      expect(files.get(name), name).toBeUndefined();
    }
  });

  it("drops what it holds once past its weight and still answers every file", () => {
    // Room for one file at a time: each new one replaces what was held.
    const files = assetFiles(dir, 700);
    for (let round = 0; round < 3; round += 1) {
      expect(files.get("a-111111.js")?.identity.length).toBe(600);
      expect(files.heldBytes()).toBe(610);
      expect(files.get("b-222222.css")?.identity.length).toBe(600);
      expect(files.heldBytes()).toBe(600);
    }
  });
});
