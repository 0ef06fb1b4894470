import { INBOX_BROADCAST_TOPIC, type InboxAudience, type InboxSend } from '@app/contracts';
import type postgres from 'postgres';
import type { Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { publish, publishToMember } from '../../platform/realtime/index.js';
import { sanitizeRulesHtml } from '../promotions/rules-html.js';
import { insertMessage } from './inbox.repository.js';

/*
 * An operator's send, inside one transaction:
 *   members  the named accounts (all must exist) get a copy each and a personal notice on commit;
 *   segment  VIP ranks, labels or an agent's team are read ONCE, now, and written as copies by one
 *            INSERT … SELECT (who was in the segment when it was sent; later joiners do not get it);
 *   all      one message row and no copy: every member whose account existed now sees it at read time.
 * Segment and all sends are announced once on the inbox:broadcast topic (signed-in pages re-read their count),
 * never as one NOTIFY per member. Trial accounts get no copies. Marketing skips excluded players (rg).
 */

/** At most this many personal notices from one send: past it, members learn of it through the topic. */
const PERSONAL_NOTICES_MAX = 1000;

type Sent = { id: number; audience: string; recipients: number | null };

export async function sendOperatorMessage(tx: Tx, input: InboxSend, at: Date, by: string): Promise<Sent> {
  const html = input.format === 'html';
  const body = html ? { vi: sanitizeRulesHtml(input.body.vi), en: sanitizeRulesHtml(input.body.en) } : input.body;
  const audience = input.audience.kind === 'members' ? 'member' : input.audience.kind === 'all' ? 'all' : 'segment';
  const targets = await resolveTargets(tx, input.audience);
  const id = await insertMessage(tx, {
    audience,
    segment: audience === 'segment' ? input.audience : null,
    source: 'operator',
    marketing: input.marketing,
    template: null,
    params: null,
    title: input.title,
    body,
    format: input.format,
    at,
    by,
  });
  if (id === null) throw new Error('an operator message has no event key');
  const notice = { type: 'notice', kind: 'inbox_message', reference: String(id), at: at.toISOString() } as const;
  if (audience === 'all') {
    await publish(tx, { topic: INBOX_BROADCAST_TOPIC }, notice);
    return { id, audience, recipients: null };
  }
  // Safer gambling (inbox.safer-gambling.ts): marketing copies skip players in a time-out or self-exclusion.
  const rows = await tx<{ member_id: number }[]>`INSERT INTO inbox_deliveries (member_id, message_id, created_at)
    SELECT mem.id, ${id}, ${at} FROM members mem
    WHERE mem.type <> 4 AND ${targets.where(tx)} AND (NOT ${input.marketing} OR NOT rg_excluded(mem.id, ${at}))
    ON CONFLICT DO NOTHING RETURNING member_id`;
  if (rows.length === 0) throw new AppError('inbox_no_recipients', 422, 'The message reaches nobody');
  if (audience === 'member' && rows.length <= PERSONAL_NOTICES_MAX) {
    for (const r of rows) await publishToMember(tx, Number(r.member_id), notice);
  } else {
    await publish(tx, { topic: INBOX_BROADCAST_TOPIC }, notice);
  }
  return { id, audience, recipients: rows.length };
}

type Targets = { where: (tx: Tx) => postgres.PendingQuery<postgres.Row[]> };

/** The audience as a condition on `mem`; names that do not exist are refused (422, nothing written). */
async function resolveTargets(tx: Tx, a: InboxAudience): Promise<Targets> {
  switch (a.kind) {
    case 'members': {
      const names = [...new Set(a.accounts.map((s) => s.trim().toLowerCase()))];
      const found = await tx<{ id: number; account: string }[]>`SELECT id, lower(account) AS account FROM members
        WHERE lower(account) = ANY(${names})`;
      const known = new Set(found.map((f) => f.account));
      unknown(names.filter((n) => !known.has(n)));
      const ids = found.map((f) => Number(f.id));
      return { where: (q) => q`mem.id = ANY(${ids}::bigint[])` };
    }
    case 'vip':
      return {
        where: (q) =>
          q`coalesce((SELECT v.rank FROM vip_members v WHERE v.member_id = mem.id), 0) = ANY(${a.ranks}::int[])`,
      };
    case 'label': {
      const codes = [...new Set(a.labels)];
      const found = await tx<{ id: number; code: string }[]>`SELECT id, code FROM member_labels
        WHERE code = ANY(${codes})`;
      const known = new Set(found.map((f) => f.code));
      unknown(codes.filter((c) => !known.has(c)));
      const ids = found.map((f) => Number(f.id));
      return {
        where: (q) => q`EXISTS (SELECT 1 FROM member_label_assignments la
          WHERE la.member_id = mem.id AND la.label_id = ANY(${ids}::bigint[]))`,
      };
    }
    case 'team': {
      const [agent] = await tx<
        { id: number }[]
      >`SELECT id FROM members WHERE lower(account) = lower(${a.agent.trim()})`;
      if (!agent) unknown([a.agent]);
      const agentId = Number(agent!.id);
      return {
        where: (q) => q`EXISTS (SELECT 1 FROM agent_team t
          WHERE t.ancestor_id = ${agentId} AND t.descendant_id = mem.id AND t.depth >= 1)`,
      };
    }
    case 'all':
      return { where: (q) => q`true` };
  }
}

function unknown(names: string[]): void {
  if (names.length > 0) {
    throw new AppError('inbox_unknown_recipients', 422, 'Unknown recipients', { names });
  }
}
