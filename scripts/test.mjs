// `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// ledger conformance, then the browser journeys in Chromium. Prints one closing line with the counts and exits
// non-zero on any failure.  Options: --only <step>, --skip <step>  (steps: lint, typecheck, unit, e2e).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildWeb, root } from "./lib/processes.mjs";

const args = process.argv.slice(2);
const pick = (flag) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]] : []));
const only = pick("--only");
const skip = pick("--skip");
const wanted = (step) => (only.length === 0 || only.includes(step)) && !skip.includes(step);

const bin = (name) => path.join(root, "node_modules/.bin", name);
const reports = path.join(root, ".test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
function run(step, command, commandArgs, env = {}, runner = false) {
  console.log(`\n▶ ${step}: ${[path.basename(command), ...commandArgs].join(" ")}`);
  const started = Date.now();
  const outcome = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const ok = outcome.status === 0;
  results.push({ step, ok, runner, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, ran: false };
  const report = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    ran: true,
  };
}

const workspaces = ["packages/core", "packages/ledger", "apps/api", "apps/web", "e2e", "bench"];

if (wanted("lint")) run("lint", bin("biome"), ["check", "."]);
if (wanted("typecheck")) {
  for (const dir of workspaces) {
    if (existsSync(path.join(root, dir, "tsconfig.json")))
      run(`typecheck ${dir}`, bin("tsc"), ["--noEmit", "-p", dir]);
  }
}
const counts = [];
if (wanted("unit")) {
  const file = path.join(reports, "unit.json");
  run("unit + integration", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  counts.push(vitestCounts(file));
}
if (wanted("e2e")) {
  let built = true;
  try {
    console.log("\n▶ build web app for the browser journeys");
    await buildWeb({ quiet: true });
  } catch (error) {
    built = false;
    results.push({ step: "web build", ok: false, seconds: 0 });
    console.error(error.message);
  }
  if (built) {
    const file = path.join(reports, "e2e.json");
    const ok = run(
      "e2e (Chromium)",
      bin("vitest"),
      [
        "run",
        "--config",
        "e2e/vitest.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${file}`,
      ],
      {},
      true,
    );
    counts.push({ ...vitestCounts(file), stepFailed: !ok });
  }
}

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"}  ${r.step} (${r.seconds} s)`);
const total = counts.reduce(
  (sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSteps = results.filter((r) => !r.ok).length;
// Failed tests, plus one for each failed step that is not a test runner (lint, typecheck, the web build), plus
// one for a test runner that failed without a failed test (a file that could not load, a crashed setup).
const failedChecks = results.filter((r) => !r.ok && !r.runner).length;
const brokenRunners = counts.filter((c) => c.stepFailed && c.failed === 0).length;
const failed = total.failed + failedChecks + brokenRunners;
console.log(`tests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps > 0 || total.failed > 0 ? 1 : 0);
