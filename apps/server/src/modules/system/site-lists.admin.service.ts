import { type CsEntryInput, CsTypes, type OperatorCsEntry, type SiteDomain } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import type { I18nText } from './site.repository.js';

interface CsRow {
  id: number;
  cs_type: number;
  cs_position: number;
  title: I18nText;
  url: string;
  enabled: boolean;
}

const toCs = (r: CsRow): OperatorCsEntry => ({
  id: r.id,
  csType: r.cs_type as OperatorCsEntry['csType'],
  csPosition: r.cs_position,
  title: { vi: r.title.vi ?? '', en: r.title.en ?? '' },
  url: r.url,
  enabled: r.enabled,
});

const readDomains = async (q: Queryable): Promise<SiteDomain[]> =>
  (
    await q<{ domain_name: string; route: string; is_primary: boolean; sort: number; enabled: boolean }[]>`
      SELECT domain_name, route, is_primary, sort, enabled FROM domains ORDER BY sort, domain_name`
  ).map((d) => ({
    domainName: d.domain_name,
    route: d.route,
    isPrimary: d.is_primary,
    sort: d.sort,
    enabled: d.enabled,
  }));

const readCs = (q: Queryable) =>
  q<CsRow[]>`SELECT id, cs_type, cs_position, title, url, enabled FROM cs_entries ORDER BY cs_position, id`;

/** A link a player's browser may open from the customer-service bar. */
const HTTPS = /^https:\/\/[^\s"'<>`]+$/i;

/**
 * The domain list and the customer-service entries as the back office edits them. The site's routers and
 * customer-service calls read these tables on every request (site.service.ts), so a change shows at once on
 * every node. The live-chat entry's address is the support chat's setting (support-chat.admin.service.ts):
 * only its title, position and visibility change here.
 */
export function createSiteListsAdminService({ db, clock }: { db: Db; clock: Clock }) {
  async function audited<T>(
    op: OperatorPrincipal,
    req: FastifyRequest,
    action: string,
    work: (tx: Tx) => Promise<{ subject: string; before: unknown; after: unknown; value: T }>,
  ): Promise<T> {
    return db.begin(async (tx) => {
      const done = await work(tx);
      await writeAudit(tx, { at: clock.now(), actor: operatorActor(op), action, ...done, ...auditOrigin(req) });
      return done.value;
    }) as Promise<T>;
  }

  async function putDomains(op: OperatorPrincipal, items: SiteDomain[], req: FastifyRequest) {
    const names = items.map((d) => d.domainName);
    if (new Set(names).size !== names.length) {
      throw new AppError('content_domains_invalid', 400, 'A domain is listed twice');
    }
    const enabled = items.filter((d) => d.enabled);
    if (
      enabled.length === 0 ||
      enabled.filter((d) => d.isPrimary).length !== 1 ||
      items.some((d) => d.isPrimary && !d.enabled)
    ) {
      throw new AppError('content_domains_invalid', 400, 'Exactly one enabled domain must be primary');
    }
    return audited(op, req, 'content.domains_update', async (tx) => {
      await tx`LOCK TABLE domains IN EXCLUSIVE MODE`;
      const before = await readDomains(tx);
      await tx`DELETE FROM domains`;
      await tx`INSERT INTO domains ${tx(
        items.map((d) => ({
          domain_name: d.domainName,
          route: d.route,
          is_primary: d.isPrimary,
          sort: d.sort,
          enabled: d.enabled,
        })),
      )}`;
      const after = await readDomains(tx);
      return { subject: 'domains', before, after, value: { items: after } };
    });
  }

  /** The URL to store: an https link, or for the live chat its current address unchanged. */
  function checkEntry(input: CsEntryInput, current: CsRow | undefined): void {
    const liveChat = input.csType === CsTypes.LIVE_CHAT || current?.cs_type === CsTypes.LIVE_CHAT;
    if (liveChat) {
      if (!current || current.cs_type !== input.csType || current.url !== input.url) {
        throw new AppError('content_live_chat_entry', 409, 'The live-chat address is set in the support chat settings');
      }
      return;
    }
    if (!HTTPS.test(input.url)) throw new AppError('content_link_invalid', 400, 'A customer-service link is https');
  }

  const lockCs = async (tx: Tx, id: number) => {
    const [row] = await tx<CsRow[]>`SELECT id, cs_type, cs_position, title, url, enabled FROM cs_entries
      WHERE id = ${id} FOR UPDATE`;
    if (!row) throw new AppError('content_not_found', 404, 'No such customer-service entry');
    return row;
  };

  function createCsEntry(op: OperatorPrincipal, input: CsEntryInput, req: FastifyRequest) {
    checkEntry(input, undefined);
    return audited(op, req, 'content.cs_entry_create', async (tx) => {
      const [row] = await tx<CsRow[]>`INSERT INTO cs_entries (cs_type, cs_position, title, url, enabled)
        VALUES (${input.csType}, ${input.csPosition}, ${tx.json(input.title)}, ${input.url}, ${input.enabled})
        RETURNING id, cs_type, cs_position, title, url, enabled`;
      const after = toCs(row!);
      return { subject: `cs_entry:${after.id}`, before: null, after, value: after };
    });
  }

  function updateCsEntry(op: OperatorPrincipal, id: number, input: CsEntryInput, req: FastifyRequest) {
    return audited(op, req, 'content.cs_entry_update', async (tx) => {
      const current = await lockCs(tx, id);
      checkEntry(input, current);
      const [row] = await tx<
        CsRow[]
      >`UPDATE cs_entries SET cs_type = ${input.csType}, cs_position = ${input.csPosition},
          title = ${tx.json(input.title)}, url = ${input.url}, enabled = ${input.enabled}
        WHERE id = ${id} RETURNING id, cs_type, cs_position, title, url, enabled`;
      const after = toCs(row!);
      return { subject: `cs_entry:${id}`, before: toCs(current), after, value: after };
    });
  }

  function deleteCsEntry(op: OperatorPrincipal, id: number, req: FastifyRequest) {
    return audited(op, req, 'content.cs_entry_delete', async (tx) => {
      const current = await lockCs(tx, id);
      if (current.cs_type === CsTypes.LIVE_CHAT) {
        throw new AppError('content_live_chat_entry', 409, 'The live-chat entry is hidden, never deleted');
      }
      await tx`DELETE FROM cs_entries WHERE id = ${id}`;
      return { subject: `cs_entry:${id}`, before: toCs(current), after: null, value: { id, deleted: true as const } };
    });
  }

  return {
    domains: async () => ({ items: await readDomains(db) }),
    putDomains,
    csEntries: async () => ({ items: (await readCs(db)).map(toCs) }),
    createCsEntry,
    updateCsEntry,
    deleteCsEntry,
  };
}
export type SiteListsAdminService = ReturnType<typeof createSiteListsAdminService>;
