/** The admin console's sections: two work now, the rest say what will come. */
export interface TAdminSection {
  path: string;
  label: string;
  /** What the section will do, for a section not built yet. */
  comingSoon?: string;
}

export const ADMIN_SECTIONS: TAdminSection[] = [
  { path: "outbox", label: "Outbox" },
  { path: "jobs", label: "Job queue" },
  { path: "kyc", label: "KYC review", comingSoon: "Review identity documents and approve or reject KYC." },
  {
    path: "disputes",
    label: "Disputes",
    comingSoon: "Decide P2P trade disputes and release or return escrow.",
  },
  { path: "fees", label: "Fees", comingSoon: "Set trading, deposit and withdrawal fees." },
  { path: "markets", label: "Markets and assets", comingSoon: "List assets and open or close market pairs." },
  {
    path: "countries",
    label: "Countries and prices",
    comingSoon: "Manage countries, local currencies and reference prices.",
  },
  {
    path: "escrow",
    label: "Escrow reconciliation",
    comingSoon: "Compare held escrow funds with open trades.",
  },
];
