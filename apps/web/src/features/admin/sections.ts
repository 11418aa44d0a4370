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
  { path: "zakat", label: "Zakat" },
  { path: "referrals", label: "Referrals" },
  { path: "kyc", label: "KYC review" },
  { path: "disputes", label: "Disputes" },
  { path: "fees", label: "Fees", comingSoon: "Set trading, deposit and withdrawal fees." },
  { path: "markets", label: "Markets and assets", comingSoon: "List assets and open or close market pairs." },
  { path: "prices", label: "Prices" },
  { path: "countries", label: "Countries and prices" },
  { path: "anchor", label: "Anchor" },
  { path: "merchants", label: "Merchants" },
  { path: "escrow", label: "Escrow" },
];
