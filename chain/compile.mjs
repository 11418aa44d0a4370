// Compiles chain/contracts/*.sol with the solc npm package (offline) into chain/artifacts/<Name>.json
// ({ contractName, abi, bytecode, solcVersion }). Run: node chain/compile.mjs. The artifacts are committed, so the
// API never compiles at start.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import solc from "solc";

const here = import.meta.dirname;
const sources = Object.fromEntries(
  readdirSync(path.join(here, "contracts"))
    .filter((file) => file.endsWith(".sol"))
    .map((file) => [file, { content: readFileSync(path.join(here, "contracts", file), "utf8") }]),
);
const input = {
  language: "Solidity",
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: "paris",
    outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((entry) => entry.severity === "error");
if (errors.length > 0) {
  for (const error of errors) console.error(error.formattedMessage);
  process.exit(1);
}
for (const [file, contracts] of Object.entries(output.contracts)) {
  for (const [name, contract] of Object.entries(contracts)) {
    const artifact = {
      contractName: name,
      source: `contracts/${file}`,
      solcVersion: solc.version(),
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    };
    writeFileSync(path.join(here, "artifacts", `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
    console.log(`compiled ${name}`);
  }
}
