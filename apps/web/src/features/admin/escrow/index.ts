export { EscrowAdminPage } from "./escrow-page";
