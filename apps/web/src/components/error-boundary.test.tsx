import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function Broken(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  it("shows its children when nothing fails", () => {
    render(
      <MantineProvider env="test">
        <ErrorBoundary>
          <p>all good</p>
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText("all good")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("replaces a failing tree with 'Something went wrong' and a Refresh Page button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    render(
      <MantineProvider env="test">
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
