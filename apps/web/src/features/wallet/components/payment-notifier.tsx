import { useAccount } from "../../ledger";
import { useWalletSession } from "../../session";
import { usePaymentNotifications } from "../hooks/use-payment-notifications";

/** Mounted once in the layout while logged in: toasts the selected wallet's incoming payments on every screen. */
export default function PaymentNotifier() {
  const { selectedWallet } = useWalletSession();
  const publicKey = selectedWallet?.publicKey ?? null;
  const account = useAccount(publicKey);
  usePaymentNotifications(publicKey, account.status === "success" && Boolean(account.data));
  return null;
}
