import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiProcesses, startApiProcesses } from "./support/api-processes";

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)("API processes test harness", () => {
  let group: ApiProcesses | undefined;
  afterAll(() => group?.stop());

  it("starts two processes on one database, survives killing one, and cleans up", async () => {
    group = await startApiProcesses({ count: 2 });
    const [a, b] = group.processes;
    expect(a?.port).not.toBe(b?.port);
    for (const p of group.processes) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);

    await group.kill(0);
    expect(a?.exited()).toBe(true);
    await expect(fetch(`${a?.url}/api/health`)).rejects.toThrow();
    expect((await fetch(`${b?.url}/api/health`)).status).toBe(200);

    const name = new URL(group.databaseUrl).pathname.slice(1);
    await group.stop();
    expect(b?.exited()).toBe(true);
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    await client.end();
    expect(rowCount).toBe(0);
  }, 240_000);
});
