import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { TEscrowReconciliation } from "./escrow-admin-api";
import { EscrowAdminPage } from "./escrow-page";

const E1 = `GE${"A".repeat(54)}`;
const E2 = `GB${"C".repeat(54)}`;
const SPONSOR = `GF${"E".repeat(54)}`;

function overview(runId: number, problems: number, trigger = "schedule"): TEscrowReconciliation {
  return {
    horizonUrl: "http://ledger.test",
    runs: [
      {
        id: runId,
        trigger,
        startedAt: "2026-11-24T09:00:00.000Z",
        finishedAt: "2026-11-24T09:00:02.000Z",
        checked: 4,
        settled: 1,
        resubmitted: 0,
        confirmed: 1,
        recorded: 0,
        reclaimed: 2,
        problems: Array.from({ length: problems }, (_, i) => ({
          escrowId: 7 + i,
          escrowAccountId: E2,
          tradeId: String(41 + i),
          message: "the escrow holds 37.0360000, not 36.0360000",
        })),
        error: null,
      },
      {
        id: runId - 1,
        trigger: "start",
        startedAt: "2026-11-24T08:50:00.000Z",
        finishedAt: "2026-11-24T08:50:01.000Z",
        checked: 3,
        settled: 0,
        resubmitted: 0,
        confirmed: 0,
        recorded: 0,
        reclaimed: 0,
        problems: [],
        error: null,
      },
    ],
    openEscrows: [
      {
        id: 3,
        escrowAccountId: E1,
        purpose: "p2p_trade",
        reference: "40",
        status: "funded",
        assetCode: "XLM",
        total: "30.0300000",
        payer: `GS${"B".repeat(54)}`,
        payee: `GU${"D".repeat(54)}`,
        tradeStatus: "Started",
        createdAt: "2026-11-24T08:40:00.000Z",
        updatedAt: "2026-11-24T08:41:00.000Z",
      },
    ],
    sponsor: { account: SPONSOR, available: "9.5000000", needed: "13.0000000", low: runId < 12 },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("EscrowAdminPage", () => {
  it("shows the last run's problems and the open escrows with links to the ledger, and runs now", async () => {
    const posts: string[] = [];
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push(String(input));
        return json(overview(12, 0, "admin"));
      }
      return json(overview(11, 1));
    });
    renderWithProviders(<EscrowAdminPage />);

    const problem = await screen.findByTestId("escrow-problem");
    expect(within(problem).getByText("Trade 41")).toBeTruthy();
    expect(within(problem).getByText("the escrow holds 37.0360000, not 36.0360000")).toBeTruthy();
    expect(within(problem).getByRole("link").getAttribute("href")).toBe(`http://ledger.test/accounts/${E2}`);

    const open = screen.getByTestId("open-escrow");
    expect(within(open).getByText("Trade 40")).toBeTruthy();
    expect(open.textContent).toContain("30.0300000 XLM");
    expect(within(open).getByRole("link").getAttribute("href")).toBe(`http://ledger.test/accounts/${E1}`);
    expect(screen.getByRole("table", { name: "Earlier runs" })).toBeTruthy();
    // The sponsor runs low: what it has, what opening needs, and that new escrows are refused.
    const sponsor = screen.getByTestId("escrow-sponsor");
    expect(sponsor.textContent).toContain("9.5000000 XLM");
    expect(sponsor.textContent).toContain("13.0000000 XLM");
    expect(
      within(sponsor).getByText("New escrows are refused until the fee account is topped up."),
    ).toBeTruthy();
    expect(within(sponsor).getByRole("link").getAttribute("href")).toBe(
      `http://ledger.test/accounts/${SPONSOR}`,
    );
    expect(within(screen.getByTestId("escrow-last-run")).getByText("Unfunded reclaimed")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Run now" }));
    await waitFor(() => expect(posts).toEqual(["/api/admin/escrow/reconciliation/run"]));
    expect(await screen.findByText("Every escrow account holds what its trade says.")).toBeTruthy();
    expect(screen.queryByTestId("escrow-problem")).toBeNull();
    expect(screen.getByText("Run by an admin", { exact: false })).toBeTruthy();
    expect(screen.queryByText("New escrows are refused until the fee account is topped up.")).toBeNull();
  });

  it("says when the reconciler has not run yet, and when nothing is open", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ horizonUrl: "http://ledger.test", runs: [], openEscrows: [], sponsor: null }),
    );
    renderWithProviders(<EscrowAdminPage />);
    expect(await screen.findByText("The reconciler has not run yet.")).toBeTruthy();
    expect(screen.getByText("No escrow account is open.")).toBeTruthy();
    expect(screen.getByText("The ledger did not answer: the sponsor's balance is unknown.")).toBeTruthy();
  });
});
