/** What a file is attached to, as the files table records it. */
export interface TFileAttachment {
  ownerAccount: string;
  attachedKind: string;
  attachedId: string;
}

/** Decides whether `account` (not an admin: admins may read every file) may read a file attached to one kind. */
export type AttachmentReader = (account: string, file: TFileAttachment) => Promise<boolean> | boolean;

/**
 * Who may read a file, by what it is attached to. Deny by default: a kind nobody registered is readable by admins
 * only. Modules that attach files (P2P chat: the trade's parties) register their kind with `register`.
 */
export class AttachmentAccess {
  private readonly readers = new Map<string, AttachmentReader>([
    // An unattached upload: its uploader.
    ["temp", (account, file) => account === file.ownerAccount],
    // A KYC document: the person it belongs to.
    ["kyc", (account, file) => account === file.ownerAccount],
  ]);

  constructor(private readonly isAdmin: (account: string) => boolean) {}

  register(kind: string, reader: AttachmentReader): void {
    if (this.readers.has(kind)) throw new Error(`attachment kind "${kind}" is registered already`);
    this.readers.set(kind, reader);
  }

  async canRead(account: string, file: TFileAttachment): Promise<boolean> {
    if (this.isAdmin(account)) return true;
    const reader = this.readers.get(file.attachedKind);
    return reader ? await reader(account, file) : false;
  }
}
