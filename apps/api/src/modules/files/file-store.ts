import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";

/** A stored file's name: 32 random hex characters and one of our own extensions — nothing else is ever looked up. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|pdf|doc|docx)$/;

/** The upload folder `DATA_DIR/uploads`: files under generated names, read without following links. */
export class FileStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = path.join(dataDir, "uploads");
  }

  /** Writes `bytes` under a new random name (owner-only, never over an existing file) and returns that name. */
  async save(bytes: Uint8Array, extension: string): Promise<string> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const name = `${randomBytes(16).toString("hex")}.${extension}`;
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file extension: ${extension}`);
    const handle = await open(path.join(this.directory, name), "wx", 0o600);
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    return name;
  }

  /** The bytes of a stored file, or `undefined` when the name is not one of ours, is missing, or is a link. */
  async read(name: string): Promise<Buffer | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    try {
      const handle = await open(path.join(this.directory, name), constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        if (!(await handle.stat()).isFile()) return undefined;
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch {
      return undefined;
    }
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await rm(path.join(this.directory, name), { force: true });
  }
}
