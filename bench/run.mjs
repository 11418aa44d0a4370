// `npm run bench`: runs every `*.bench.ts` under bench/ in turn, each printing its own figures.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const files = readdirSync(here, { recursive: true })
  .filter((f) => f.endsWith(".bench.ts"))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(here, file)], { stdio: "inherit" });
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
