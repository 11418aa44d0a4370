import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { accountSessions, revokedTokens } from "../../db/schema";

/** What `authenticate` knows of a verified token: its id, account, issue and expiry times (unix seconds). */
export interface SessionToken {
  jti: string;
  account: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * Server-side ends of session tokens (docs/session.md): a logout revokes one token by its id until it would have
 * expired; "log out everywhere" sets the account's cut-off, so every token issued before that second is refused.
 * Both are read on every authenticated request (two primary-key lookups). Revoked ids are also remembered in this
 * process, which only saves a lookup: a revocation is final, so the memory can never be wrong.
 */
export class SessionRevocation {
  private readonly revoked = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /** True when the token was ended by a logout or falls before its account's cut-off. */
  async isRevoked(token: SessionToken): Promise<boolean> {
    if (this.revoked.has(token.jti)) return true;
    const [byId, cutoff] = await Promise.all([
      this.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, token.jti)),
      this.db
        .select({ notBefore: accountSessions.notBefore })
        .from(accountSessions)
        .where(eq(accountSessions.account, token.account)),
    ]);
    if (byId.length > 0) {
      this.remember(token);
      return true;
    }
    const notBefore = cutoff[0]?.notBefore;
    return notBefore !== undefined && token.issuedAt * 1000 < notBefore.getTime();
  }

  /** Ends one token (logout); expired revocations are pruned on the way. */
  async revoke(token: SessionToken): Promise<void> {
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    await this.db
      .insert(revokedTokens)
      .values({ jti: token.jti, account: token.account, expiresAt: new Date(token.expiresAt * 1000) })
      .onConflictDoNothing();
    this.remember(token);
  }

  /**
   * Ends every token of the account issued before the current second (logout everywhere, after its signers
   * changed). A token issued later in the same second stays valid, so signing in again right away works.
   */
  async revokeAccount(account: string, now = Date.now()): Promise<void> {
    const notBefore = new Date(Math.floor(now / 1000) * 1000);
    await this.db
      .insert(accountSessions)
      .values({ account, notBefore })
      .onConflictDoUpdate({
        target: accountSessions.account,
        set: { notBefore: sql`greatest(${accountSessions.notBefore}, excluded.not_before)` },
      });
  }

  private remember(token: SessionToken): void {
    const now = Date.now();
    if (this.revoked.size >= 10_000) {
      for (const [jti, expires] of this.revoked) if (expires <= now) this.revoked.delete(jti);
      if (this.revoked.size >= 10_000) this.revoked.clear();
    }
    this.revoked.set(token.jti, token.expiresAt * 1000);
  }
}
