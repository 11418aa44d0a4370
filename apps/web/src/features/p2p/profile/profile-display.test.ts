import { describe, expect, it } from "vitest";
import { joinedText, lastSeenText, profileDisplayName } from "./profile-display";

describe("public profile display", () => {
  it("cuts a person's name to 20 characters and a company's to 22", () => {
    expect(
      profileDisplayName({
        first_name: "Maximiliana",
        last_name: "Oppenheimerstein",
        companyName: "",
        isCompanyKyc: false,
      }),
    ).toBe("Maximiliana Oppenhei");
    expect(
      profileDisplayName({
        first_name: "",
        last_name: "",
        companyName: "Northern Lights Trading Company",
        isCompanyKyc: true,
      }),
    ).toBe("Northern Lights Tradin");
    expect(profileDisplayName({ first_name: "", last_name: "", companyName: "", isCompanyKyc: false })).toBe(
      "—",
    );
  });

  it.each([
    [null, "Never"],
    ["online", "Online"],
    ["2026-11-24T11:59:30.000Z", "Online"],
    ["2026-11-24T11:30:00.000Z", "30 minutes ago"],
    ["2026-11-24T09:00:00.000Z", "3 hours ago"],
    ["2026-11-22T12:00:00.000Z", "2 days ago"],
    ["garbage", "—"],
  ])("last seen %s reads %s", (value, text) => {
    expect(lastSeenText(value, new Date("2026-11-24T12:00:00.000Z"))).toBe(text);
  });

  it("writes the creation date in words, in UTC", () => {
    expect(joinedText("2026-11-24T23:30:00.000Z")).toBe("24 Nov 2026");
    expect(joinedText(null)).toBe("—");
  });
});
