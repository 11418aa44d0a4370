import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AdRow } from "../components/ad-row";
import { ad, json } from "../test-fixtures";

const RATED = `G${"R".repeat(55)}`;
const NEW = `G${"N".repeat(55)}`;

afterEach(() => vi.unstubAllGlobals());

describe("ad rows' ratings", () => {
  it("asks for the advertisers of a list in one request and shows each one's average, 'No reviews' without", async () => {
    const paths: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://t");
      paths.push(`${url.pathname}${url.search}`);
      if (url.pathname === "/api/p2p/ratings") return json({ ratings: { [RATED]: 4.5, [NEW]: null } });
      return json({ code: "NOT_FOUND", message: "not here" }, 404);
    });
    renderWithProviders(
      <>
        <AdRow ad={ad({ id: "1", account: RATED, rating: null })} />
        <AdRow ad={ad({ id: "2", account: NEW, rating: null })} />
        <AdRow ad={ad({ id: "3", account: RATED, rating: null })} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText("4.5")).toHaveLength(2), { timeout: 10_000 });
    expect(screen.getAllByText("No reviews")).toHaveLength(1);
    expect(paths).toEqual([`/api/p2p/ratings?accounts=${encodeURIComponent(`${RATED},${NEW}`)}`]);
  });
});
