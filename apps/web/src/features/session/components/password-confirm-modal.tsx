import { modals } from "@mantine/modals";
import type { UnlockedVault } from "../../keystore/unlocked-vault";
import { PasswordConfirmForm } from "./password-confirm-form";

/** Opens the password-confirm modal; resolves true once the password was accepted, false when dismissed. */
export function openPasswordConfirm(vault: UnlockedVault): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false;
    const modalId = modals.open({
      title: "Confirm Password",
      centered: true,
      onClose: () => resolve(confirmed),
      children: (
        <PasswordConfirmForm
          vault={vault}
          onConfirmed={() => {
            confirmed = true;
            modals.close(modalId);
          }}
          onCancel={() => modals.close(modalId)}
        />
      ),
    });
  });
}
