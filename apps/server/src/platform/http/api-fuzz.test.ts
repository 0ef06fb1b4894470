import { AppErrorCodes, ErrorEnvelopeSchema } from '@app/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { hashToken, newToken } from '../../modules/accounts/sessions/tokens.js';
import { encrypt, pow } from '../../modules/accounts/test/accounts.fixtures.js';
import { seedDemo } from '../../modules/index.js';
import { OPERATOR_TOKEN_PREFIX } from '../../modules/operators/index.js';

/*
 * Schema-driven fuzzing of every operation the server publishes in /openapi.json: for each one, inputs
 * that are valid by the document except for one bad part (a NUL character in each string, wrong types,
 * huge numbers, non-numeric ids, overlong strings, no body, an array for an object …), without a
 * session and with one of the right kind. Whatever the input, the answer is never a 5xx, and every
 * failure is the error envelope with a known code.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  nullable?: boolean;
};
interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path';
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-encrypted'?: boolean;
}
interface Case {
  label: string;
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** False: send no body at all. */
  hasBody: boolean;
}

const NUL = 'x\u0000y';
const KNOWN_CODES: ReadonlySet<string> = new Set(AppErrorCodes);

/** A value the schema accepts, as far as a schema tells (patterns aside): the base each case spoils in one place. */
function sample(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 8) return 'a';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => sample(a, depth + 1)));
  switch (s.type) {
    case 'string':
      if (s.format === 'date-time') return '2026-11-22T05:00:00Z';
      if (s.format === 'date') return '2026-11-22';
      if (s.format === 'email') return 'a@example.com';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [sample(s.items, depth + 1)];
    default: {
      if (!s.properties) return s.type === 'object' ? {} : 'a';
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties)) out[k] = sample(v, depth + 1);
      return out;
    }
  }
}

type Path = (string | number)[];

/** The paths of every leaf (non-object, non-array value) of a sample, and of every object and array too. */
function nodes(value: unknown, at: Path = []): { path: Path; leaf: boolean }[] {
  if (Array.isArray(value)) return [{ path: at, leaf: false }, ...value.flatMap((v, i) => nodes(v, [...at, i]))];
  if (value !== null && typeof value === 'object')
    return [{ path: at, leaf: false }, ...Object.entries(value).flatMap(([k, v]) => nodes(v, [...at, k]))];
  return [{ path: at, leaf: true }];
}

function replaceAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, next);
  return copy;
}

/** Bad values for one place: the generator behind the random cases. */
const badValue = fc.oneof(
  fc.constantFrom(
    NUL,
    '\u0000',
    'a'.repeat(20_000),
    1e308,
    -1e308,
    2 ** 53 + 2,
    -1,
    0,
    1.5,
    '1e308',
    'abc',
    '',
    true,
    null,
    [],
    {},
    [NUL],
    { a: NUL },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

const BAD_PATH_VALUES = [
  'abc',
  '1.5',
  '1e308',
  '-1',
  '0',
  '012',
  '9'.repeat(40),
  '%00',
  'a%00b',
  '%E0%A4%A',
  ' ',
  'NaN',
];

/** The cases of one operation: every NUL, every bad path value, the body's shapes, and random spoils. */
function casesOf(op: Operation, pathNames: string[], seed: number, randomCount: number): Case[] {
  const params = op.parameters ?? [];
  const path = Object.fromEntries(pathNames.map((n) => [n, n === 'id' ? '1' : 'a']));
  const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, sample(p.schema)]));
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const hasBody = !!op.requestBody;
  const body = hasBody ? sample(bodySchema) : undefined;
  const base: Case = { label: 'base', path, query, body, hasBody };
  const out: Case[] = [];

  for (const n of pathNames) {
    out.push({ ...base, label: `path ${n} NUL`, path: { ...path, [n]: encodeURIComponent(NUL) } });
    for (const v of BAD_PATH_VALUES) out.push({ ...base, label: `path ${n}=${v}`, path: { ...path, [n]: v } });
  }
  for (const name of Object.keys(query)) {
    out.push({ ...base, label: `query ${name} NUL`, query: { ...query, [name]: NUL } });
    out.push({ ...base, label: `query ${name} repeated`, query: { ...query, [name]: [NUL, 'a'] } });
    out.push({ ...base, label: `query ${name} huge`, query: { ...query, [name]: '1e308' } });
    out.push({ ...base, label: `query ${name} long`, query: { ...query, [name]: '9'.repeat(5000) } });
  }
  out.push({ ...base, label: 'query: unknown NUL key', query: { ...query, [NUL]: NUL } });
  if (hasBody) {
    for (const { path: at, leaf } of nodes(body)) {
      if (leaf) out.push({ ...base, label: `body ${at.join('.')} NUL`, body: replaceAt(body, at, NUL) });
      else out.push({ ...base, label: `body ${at.join('.')} NUL key`, body: replaceAt(body, [...at, NUL], 'a') });
    }
    out.push({ ...base, label: 'no body', hasBody: false });
    for (const [label, b] of [
      ['array body', [body]],
      ['null body', null],
      ['string body', NUL],
      ['number body', 1e308],
      ['empty object', {}],
    ] as const) {
      out.push({ ...base, label, body: b });
    }
  } else {
    out.push({ ...base, label: 'unexpected NUL body', body: { a: NUL }, hasBody: true });
  }

  // Random spoils: one place (body node, query parameter or path parameter) gets one bad value.
  const places: { kind: 'body' | 'query' | 'path'; at: Path }[] = [
    ...(hasBody ? nodes(body).map((n) => ({ kind: 'body' as const, at: n.path })) : []),
    ...Object.keys(query).map((k) => ({ kind: 'query' as const, at: [k] })),
    ...pathNames.map((k) => ({ kind: 'path' as const, at: [k] })),
  ];
  if (places.length > 0) {
    const arb = fc.tuple(fc.constantFrom(...places), badValue);
    for (const [place, bad] of fc.sample(arb, { seed, numRuns: randomCount })) {
      const label = `random ${place.kind} ${place.at.join('.')}=${JSON.stringify(bad).slice(0, 40)}`;
      if (place.kind === 'body') out.push({ ...base, label, body: replaceAt(body, place.at, bad) });
      else if (place.kind === 'query') out.push({ ...base, label, query: { ...query, [place.at[0]!]: bad } });
      else out.push({ ...base, label, path: { ...path, [place.at[0]!]: encodeURIComponent(String(bad)) } });
    }
  }
  return out;
}

function queryString(q: Record<string, unknown>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) sp.append(k, typeof one === 'string' ? one : JSON.stringify(one));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

async function memberToken(t: TestApp): Promise<string> {
  const [m] = await t.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
    VALUES (${`fz${Math.random().toString(36).slice(2, 10)}`}, 0, ${t.clock.now()}) RETURNING id`;
  const token = newToken();
  await t.db`INSERT INTO sessions (token_hash, member_id, login_type, created_at, expires_at)
    VALUES (${hashToken(token)}, ${m!.id}, 'password', ${t.clock.now()}, ${new Date(t.clock.now().getTime() + 86_400_000)})`;
  return token;
}

async function operatorToken(t: TestApp): Promise<string> {
  const [op] = await t.db<{ id: number }[]>`SELECT id FROM operators ORDER BY id LIMIT 1`;
  const token = OPERATOR_TOKEN_PREFIX + newToken();
  await t.db`INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at, ip)
    VALUES (${hashToken(token)}, ${op!.id}, ${t.clock.now()}, ${new Date(t.clock.now().getTime() + 3_600_000)}, NULL)`;
  return token;
}

interface Failure {
  op: string;
  label: string;
  session: string;
  status: number;
  body: string;
}

describe('every published route refuses bad input without a server error', () => {
  let t: TestApp;
  let operations: { method: string; path: string; op: Operation; auth: boolean; operatorOnly: boolean }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, t.clock);
    const doc = (await t.app.inject('/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation & { tags?: string[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const auth = (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Authorization');
        return { method: method.toUpperCase(), path, op, auth, operatorOnly: path.startsWith('/wps/operator/') };
      }),
    );
  });

  // The route count keeps growing: about a minute on a quiet 2-core machine, over two on a busy one.
  it('answers every operation with no 5xx and the error envelope', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: Failure[] = [];
    let sent = 0;
    const fuzzOne = async (index: number) => {
      const { method, path, op, auth, operatorOnly } = operations[index]!;
      const seed = 11 + index;
      const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const cases = casesOf(op, pathNames, seed, 12);
      // An encrypted body is opened by the handler: spoiled payloads are sent sealed as the browser seals them.
      if (op['x-encrypted']) {
        const payloads = [
          { username: NUL, password: NUL },
          [NUL],
          NUL,
          ...fc.sample(fc.jsonValue(), { seed, numRuns: 6 }),
        ];
        for (const [i, payload] of payloads.entries()) {
          cases.unshift({ ...cases[0]!, label: `sealed payload ${i}`, body: await encrypt(t, payload), hasBody: true });
        }
      }
      // Each operation gets fresh sessions: a sign-out or a revocation among the cases ends only its own.
      const sessions: [string, string | null][] = auth
        ? [
            ['none', null],
            [operatorOnly ? 'operator' : 'member', operatorOnly ? await operatorToken(t) : await memberToken(t)],
          ]
        : [['none', null]];
      for (const [sessionName, token] of sessions) {
        // Without a session an authenticated route stops at 401: a few cases are enough there.
        const mine = auth && !token ? cases.slice(0, 4) : cases;
        for (const c of mine) {
          const url = path.replace(/\{(\w+)\}/g, (_m, n: string) => c.path[n] ?? 'a') + queryString(c.query);
          const req: InjectOptions = {
            method: method as InjectOptions['method'],
            url,
            remoteAddress: `10.${sent % 250}.${Math.floor(sent / 250) % 250}.${(sent % 200) + 1}`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          };
          if (c.hasBody) req.payload = JSON.stringify(c.body);
          if (c.hasBody) req.headers = { ...req.headers, 'content-type': 'application/json' };
          const res = await t.app.inject(req);
          sent++;
          const record = () =>
            failures.push({
              op: `${method} ${path}`,
              label: c.label,
              session: sessionName,
              status: res.statusCode,
              body: res.body.slice(0, 200),
            });
          if (res.statusCode >= 500) {
            record();
            continue;
          }
          if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
            const parsed = ErrorEnvelopeSchema.safeParse(res.json());
            if (!parsed.success || !KNOWN_CODES.has(parsed.data.code)) record();
          }
        }
      }
    };
    // One operation after another: the order is part of the input (a create can precede an update of what it
    // made), so a failure found here is found again on the next run.
    for (let i = 0; i < operations.length; i++) await fuzzOne(i);
    // One line per failing operation and case, readable in the test output.
    expect(failures.map((f) => `${f.op} [${f.session}] ${f.label} → ${f.status} ${f.body}`)).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  it("answers the probe's findings with 400 and a translated code", async () => {
    const member = { authorization: `Bearer ${await memberToken(t)}` };
    const operator = { authorization: `Bearer ${await operatorToken(t)}` };
    const nul: InjectOptions[] = [
      { method: 'POST', url: '/wps/operator/session/login', payload: { username: 'operator01\u0000', password: 'x' } },
      { method: 'PUT', url: '/wps/member/register', payload: { kid: 'k\u0000', iv: 'a', key: 'a', data: 'a' } },
      { method: 'POST', url: '/wps/game/launchGame', headers: member, payload: { nodeId: '1\u0000' } },
      { method: 'POST', url: '/wps/game/favourite/add', headers: member, payload: { nodeId: '\u0000' } },
      { method: 'POST', url: '/wps/vendors/JOKER%00/wallet/balance', payload: {} },
      { method: 'POST', url: '/wps/vendors/JOKER/wallet/balance', payload: { user: 'a\u0000' } },
      { method: 'GET', url: '/wps/system/permission?url=%00' },
      { method: 'GET', url: '/wps/system/status', headers: { 'user-agent': 'x\u0000y' } },
    ];
    for (const req of nul) {
      const res = await t.app.inject({ ...req, remoteAddress: '10.250.0.1' });
      expect(res.statusCode, req.url as string).toBe(400);
      expect(res.json(), req.url as string).toMatchObject({ success: false, code: 'invalid_characters' });
    }
    for (const id of ['abc', '1.5', '1e308', '0', '007']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/wps/operator/deposits/${id}/confirm`,
        headers: operator,
        payload: {},
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ success: false, code: 'invalid_input', details: [{ path: 'id' }] });
    }
  });

  it('refuses a NUL character inside an encrypted payload too (opened after the request-wide check)', async () => {
    const ip = '10.251.0.1';
    const login = await encrypt(t, {
      type: 'username',
      username: 'member01\u0000',
      password: 'Secret123',
      pow: await pow(t, ip),
    });
    const register = await encrypt(t, {
      username: 'fuzz\u0000',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      pow: await pow(t, ip),
    });
    for (const [url, method, payload] of [
      ['/wps/session/login', 'POST', login],
      ['/wps/member/register', 'PUT', register],
    ] as const) {
      const res = await t.app.inject({ method, url, payload, remoteAddress: ip });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, code: 'invalid_characters' });
    }
  });
});
