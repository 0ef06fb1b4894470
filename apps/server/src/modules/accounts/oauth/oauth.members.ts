import { randomBytes } from 'node:crypto';
import type { OauthProvider } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { whitelabelFlags } from '../accounts.context.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import { findMemberById, insertMember, type MemberRow } from '../members.repository.js';
import { insertSecurityEvent } from '../security/security-events.repository.js';
import { findIdentity, insertIdentity, touchIdentity } from './oauth.repository.js';

/** What the verified ID token tells us about the person. */
export interface VerifiedIdentity {
  provider: OauthProvider;
  subject: string;
  /** Only an address the provider marked verified; anything else is ignored. */
  email: string | null;
}

const PREFIX: Record<OauthProvider, string> = { google: 'gg', facebook: 'fb' };
const METHOD: Record<OauthProvider, string> = { google: 'GOOGLE', facebook: 'FACEBOOK' };

// A letter first, then letters and digits: the spec's username shape, so the member can be named in support.
const generatedAccount = (p: OauthProvider) => `${PREFIX[p]}${randomBytes(5).toString('hex')}`;

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/**
 * Finds the member linked to (provider, subject), or creates one: a regular member (type 0) with a generated
 * username and no password. Members are never matched by email: an address alone must not hand over an
 * existing account.
 */
export function createOauthMembers(ctx: AccountsContext) {
  const { db, clock, limiter } = ctx;

  async function create(id: VerifiedIdentity, ip: string): Promise<MemberRow> {
    const flag = await whitelabelFlags(ctx);
    // A new member is a registration: refused when the operator closed direct registration.
    if (!flag('DIRECTREG3')) throw new AppError('registration_disabled', 403, 'Registration is not available');
    const policy = await readAccountsPolicy(db);
    await limiter.consume('register:ip', ip, {
      limit: policy.limits.registerPerIpPerHour,
      windowMs: 3_600_000,
      mode: 'sliding',
    });
    for (let attempt = 0; ; attempt++) {
      const now = clock.now();
      try {
        return await db.begin(async (tx) => {
          const member = await insertMember(tx, {
            account: generatedAccount(id.provider),
            type: 0,
            passwordHash: null,
            email: id.email,
            registerMethod: METHOD[id.provider],
            registerIp: ip,
            createdAt: now,
          });
          const linked = await insertIdentity(tx, { ...id, memberId: member.id, at: now });
          // Another callback for the same person won the race: undo ours and use theirs.
          if (!linked) throw new LinkedMeanwhile();
          await insertSecurityEvent(tx, {
            at: now,
            memberId: member.id,
            account: member.account,
            kind: 'register',
            ip,
            details: { kind: id.provider },
          });
          return member;
        });
      } catch (err) {
        if (err instanceof LinkedMeanwhile) {
          const again = await linkedMember(id);
          if (again) return again;
        }
        // A generated name that happens to exist: draw another (40 random bits make this rare).
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
    }
  }

  async function linkedMember(id: VerifiedIdentity): Promise<MemberRow | null> {
    const link = await findIdentity(db, id.provider, id.subject);
    return link ? findMemberById(db, link.member_id) : null;
  }

  /** The member for this identity and whether it was created just now. */
  async function findOrCreate(id: VerifiedIdentity, ip: string): Promise<{ member: MemberRow; created: boolean }> {
    const existing = await linkedMember(id);
    if (existing) {
      await touchIdentity(db, id.provider, id.subject, id.email, clock.now());
      return { member: existing, created: false };
    }
    return { member: await create(id, ip), created: true };
  }

  return { findOrCreate };
}

class LinkedMeanwhile extends Error {}
