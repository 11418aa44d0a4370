import { screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ad, stubP2pApi } from "../test-fixtures";
import { useAdsList } from "./use-ads-list";

/** The realtime events the hook listens to, delivered by the test instead of a socket. */
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock("../../realtime", () => ({
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
}));

function SellersOfXlm() {
  const list = useAdsList({ owner: "public", type: "sell", asset: "XLM", location: "US", account: "" });
  return (
    <ul>
      {list.ads.map((row) => (
        <li key={row.id}>ad {row.id}</li>
      ))}
    </ul>
  );
}

const WAIT = { timeout: 10_000 };
const summary = (assetCode: string) => ({ adId: "2", type: "sell", assetCode, status: "Active" });

afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
});

describe("useAdsList live updates", () => {
  it("refetches on an event about its asset, and only then", async () => {
    const api = stubP2pApi();
    api.ads.sell = [ad({ id: "1" })];
    renderWithProviders(<SellersOfXlm />);
    await screen.findByText("ad 1", {}, WAIT);
    const asked = () => api.calls.filter((call) => call.includes("getadsByAsset")).length;
    expect(asked()).toBe(1);

    api.ads.sell = [ad({ id: "1" }), ad({ id: "2" })];
    // An ad of another asset leaves this list alone; one of its own asset refetches it once.
    act(() => handlers.get("newAd")?.(summary("EURX")));
    act(() => handlers.get("newAd")?.(summary("XLM")));
    await screen.findByText("ad 2", {}, WAIT);
    expect(asked()).toBe(2);

    api.ads.sell = [ad({ id: "2" })];
    act(() => handlers.get("adStatusChanged")?.({ ...summary("XLM"), adId: "1", status: "Paused" }));
    await waitFor(() => expect(screen.queryByText("ad 1")).toBeNull(), WAIT);
  });
});
