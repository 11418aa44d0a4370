import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorState } from "./error-state";

describe("ErrorState", () => {
  it("shows the reason and retries on Try Again", async () => {
    const onRetry = vi.fn();
    render(
      <MantineProvider env="test">
        <ErrorState message="Failed to load market data. Please try again." onRetry={onRetry} />
      </MantineProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Failed to load market data. Please try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
