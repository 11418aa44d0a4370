import { describe, expect, it } from "vitest";
import { maskRecipient, renderTemplate } from "./templates";

describe("mail templates", () => {
  it("renders a one-time code as text, HTML and an SMS line, with the product name", () => {
    const message = renderTemplate("one-time-code", { code: "482913", minutes: 10 });
    expect(message.subject).toBe("Your Sextant verification code");
    expect(message.text).toContain("482913");
    expect(message.text).toContain("10 minutes");
    expect(message.html).toContain("<b>482913</b>");
    expect(message.sms).toBe("Sextant: your verification code is 482913 (valid 10 min).");
  });

  it("escapes what a trade event puts into HTML", () => {
    const message = renderTemplate("trade-event", {
      tradeId: "T1",
      event: "The buyer wrote <script>",
      link: "https://wallet.example.com/p2p/trade/T1",
    });
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;");
    expect(message.text).toContain("https://wallet.example.com/p2p/trade/T1");
  });

  it.each([[{ code: "12ab", minutes: 10 }], [{ code: "123456", minutes: 0 }], [{ code: "123", minutes: 5 }]])(
    "refuses bad one-time-code data %j",
    (data) => {
      expect(() => renderTemplate("one-time-code", data)).toThrow();
    },
  );

  it.each([
    ["alice@example.com", "a***@example.com"],
    ["+447700900089", "+44***89"],
    ["123", "***"],
  ])("masks %s as %s", (recipient, masked) => {
    expect(maskRecipient(recipient)).toBe(masked);
  });
});
