// Gzipped size of the JavaScript and CSS in the web app's production build (apps/web/dist), per file and
// the entry's total, i.e. what a first visit to `/` downloads before any lazily loaded screen.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { printTable } from "../lib/measure";

const dist = path.resolve(import.meta.dirname, "../../apps/web/dist");
if (!existsSync(path.join(dist, "index.html"))) {
  console.log("apps/web/dist is missing: run `npm run build` first");
  process.exit(1);
}
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

const all = readdirSync(path.join(dist, "assets")).filter((f) => /\.(js|css)$/.test(f));
printTable("Web bundle, gzipped (entry = loaded by index.html)", [
  ...all.map((f): [string, string] => [
    `${entryFiles.includes(`assets/${f}`) ? "entry " : "lazy  "}${f}`,
    kb(gz(`assets/${f}`)),
  ]),
  ["entry JavaScript", kb(entryFiles.filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gz(f), 0))],
  ["entry total (JS + CSS)", kb(entryFiles.reduce((sum, f) => sum + gz(f), 0))],
]);
