/** What a file is attached to, as the files table records it. */
export interface TFileAttachment {
  ownerAccount: string;
  attachedKind: string;
  attachedId: string;
}

/**
 * Decides whether `account` may read a file attached to one kind. Admins are not asked unless the kind was
 * registered with `{ admins: "by-rule" }`: by default an admin may read every file (KYC review, support).
 */
export type AttachmentReader = (account: string, file: TFileAttachment) => Promise<boolean> | boolean;

export interface AttachmentRule {
  /** "always" (default): admins read every file of the kind. "by-rule": the reader decides for admins too. */
  admins?: "always" | "by-rule";
}

/**
 * Who may read a file, by what it is attached to. Deny by default: a kind nobody registered is readable by admins
 * only. Modules that attach files (P2P chat: the trade's parties) register their kind with `register`.
 */
export class AttachmentAccess {
  private readonly adminsByRule = new Set<string>();
  private readonly readers = new Map<string, AttachmentReader>([
    // An unattached upload: its uploader.
    ["temp", (account, file) => account === file.ownerAccount],
    // A KYC document: the person it belongs to.
    ["kyc", (account, file) => account === file.ownerAccount],
  ]);

  constructor(private readonly isAdmin: (account: string) => boolean) {}

  register(kind: string, reader: AttachmentReader, rule: AttachmentRule = {}): void {
    if (this.readers.has(kind)) throw new Error(`attachment kind "${kind}" is registered already`);
    this.readers.set(kind, reader);
    if (rule.admins === "by-rule") this.adminsByRule.add(kind);
  }

  async canRead(account: string, file: TFileAttachment): Promise<boolean> {
    if (this.isAdmin(account) && !this.adminsByRule.has(file.attachedKind)) return true;
    const reader = this.readers.get(file.attachedKind);
    return reader ? await reader(account, file) : false;
  }
}
