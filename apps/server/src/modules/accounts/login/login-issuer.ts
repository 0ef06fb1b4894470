import { isAgentType, type LoginResult } from '@app/contracts';
import { memberLabelNames } from '../../labels/index.js';
import { memberRank } from '../../vip/vip.repository.js';
import type { AccountsContext } from '../accounts.context.js';
import { whitelabelFlags } from '../accounts.context.js';
import { toMemberInfo } from '../accounts.mappers.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import { type MemberRow, markLoggedIn, rememberIp } from '../members.repository.js';
import { insertSecurityEvent } from '../security/security-events.repository.js';
import type { SessionService } from '../sessions/session.service.js';

/** How the member proved who they are; sms and free play never get the forced password change. */
export type LoginType = 'username' | 'sms' | 'remember' | 'freeplay' | 'register' | 'reset' | 'oauth';

export interface IssueOptions {
  loginType: LoginType;
  ip: string;
  remember: boolean;
  /** The password used was the default weak one. */
  weakPassword?: boolean;
  /** The browser's User-Agent, kept with the login event (the back office's player page shows the device). */
  userAgent?: string;
  /** The web's device id as stored (security/device.ts): the back office links players who share one. */
  device?: string | null;
}

/** Turns a proven identity into a session and the login answer of spec §3. */
export function createLoginIssuer(ctx: AccountsContext, sessions: SessionService) {
  const { db, clock } = ctx;

  async function passwordExpired(member: MemberRow, loginType: LoginType): Promise<boolean> {
    if (loginType !== 'username' && loginType !== 'remember') return false;
    if (!member.password_changed_at) return false;
    const flag = await whitelabelFlags(ctx);
    if (!flag('PWDEXPIRY')) return false;
    const policy = await readAccountsPolicy(db);
    return clock.now().getTime() - member.password_changed_at.getTime() > policy.passwordMaxAgeDays * 86_400_000;
  }

  async function issue(member: MemberRow, o: IssueOptions): Promise<LoginResult> {
    const expired = await passwordExpired(member, o.loginType);
    const noForcedChange = o.loginType === 'sms' || o.loginType === 'freeplay';
    const mustChange = !noForcedChange && o.weakPassword === true;
    const now = clock.now();
    return db.begin(async (tx) => {
      const { token } = await sessions.open(tx, member.id, o.loginType, o.ip, mustChange || expired);
      const rememberToken = o.remember && member.type !== 4 ? await sessions.issueRemember(tx, member.id) : null;
      await markLoggedIn(tx, member.id, now);
      await rememberIp(tx, member.id, o.ip, now);
      await insertSecurityEvent(tx, {
        at: now,
        memberId: member.id,
        account: member.account,
        kind: 'login',
        ip: o.ip,
        device: o.device ?? null,
        details: {
          loginType: o.loginType,
          remember: rememberToken !== null,
          ...(o.userAgent ? { userAgent: o.userAgent } : {}),
        },
      });
      return {
        token,
        firstTimeLogin: member.first_login_done_at === null,
        passwordExpired: noForcedChange ? false : expired,
        captcha: false,
        mustChangePassword: mustChange,
        isAgent: isAgentType(member.type),
        user: toMemberInfo(
          member,
          mustChange || expired,
          await memberLabelNames(tx, member.id),
          (await memberRank(tx, member.id))?.rank ?? 0,
        ),
        rememberToken,
      };
    });
  }

  return { issue };
}
export type LoginIssuer = ReturnType<typeof createLoginIssuer>;
