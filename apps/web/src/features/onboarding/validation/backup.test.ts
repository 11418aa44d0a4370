import { describe, expect, it } from "vitest";
import { BACKUP_MESSAGES, validateBackupAcknowledgements } from "./backup";

describe("validateBackupAcknowledgements", () => {
  it.each([
    [[false, false, false], BACKUP_MESSAGES.agree],
    [[true, true, false], BACKUP_MESSAGES.agree],
    [[true, false, true], BACKUP_MESSAGES.agree],
    [[true, true], BACKUP_MESSAGES.agree],
    [[true, true, true], null],
  ])("%j gives %j", (ticked, expected) => {
    expect(validateBackupAcknowledgements(ticked)).toBe(expected);
  });

  it("uses the spec's words", () => {
    expect(BACKUP_MESSAGES.agree).toBe("Please agree terms & conditions.");
    expect(BACKUP_MESSAGES.agreeToProceed).toBe("You need to agree to our terms and conditions to proceed!");
  });
});
