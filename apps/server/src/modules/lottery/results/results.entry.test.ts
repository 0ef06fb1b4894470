import { validateLotteryResult } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullResult, makeDraw, NORTH, op, type ResultsHarness, resultsApp, SOUTH } from './test/results.fixtures.js';

let h: ResultsHarness;
beforeAll(async () => {
  h = await resultsApp();
});

const roundOf = async (id: number) =>
  (await h.db<{ state: string; result: unknown }[]>`SELECT state, result FROM rounds WHERE id = ${id}`)[0]!;
const audits = (id: number) =>
  h.db<{ actor: string; action: string; after: Record<string, unknown> }[]>`
    SELECT actor, action, after FROM audit_log WHERE subject = ${`round:${id}`} ORDER BY id`;
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
};

describe('four-eyes result entry', () => {
  it('refuses approval by the operator who entered; a second operator approves and it is published once', async () => {
    const id = await makeDraw(h, NORTH);
    const result = fullResult('north', 1);
    const entered = await h.mod.service.enter(op(7), id, result);
    expect(entered).toMatchObject({
      status: 'pending_approval',
      published: null,
      entry: { enteredBy: 'operator:7:op7' },
    });
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });

    expect(await codeOf(h.mod.service.approve(op(7), id))).toBe('lottery_result_same_operator');
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });

    const approved = await h.mod.service.approve(op(8), id);
    expect(approved).toMatchObject({
      status: 'published',
      roundState: 'drawn',
      published: { source: 'operator', feedConfirmed: false, result },
      entry: { enteredBy: 'operator:7:op7', approvedBy: 'operator:8:op8' },
    });
    expect((await roundOf(id)).result).toEqual(result);
    expect(h.core.published.filter((r) => r === id)).toEqual([id]);

    // Published is final: no second approval, no new entry.
    expect(await codeOf(h.mod.service.approve(op(9), id))).toBe('lottery_result_final');
    expect(await codeOf(h.mod.service.enter(op(9), id, fullResult('north', 2)))).toBe('lottery_result_final');
    expect((await audits(id)).map((a) => [a.action, a.actor])).toEqual([
      ['lottery_result.enter', 'operator:7:op7'],
      ['lottery_result.approve', 'operator:8:op8'],
      ['lottery_result.publish', 'operator:8:op8'],
    ]);
    // The database holds the rule too: no path can make the enterer the approver.
    await expect(h.db`UPDATE lottery_draw_results SET approved_by = entered_by WHERE round_id = ${id}`).rejects.toThrow(
      /check/,
    );
    await expect(
      h.db`UPDATE lottery_draw_results SET published_result = '{}'::jsonb WHERE round_id = ${id}`,
    ).rejects.toThrow(/published/);
  });

  it('two operators approving at once publish the draw once', async () => {
    const id = await makeDraw(h, SOUTH);
    await h.mod.service.enter(op(7), id, fullResult('south', 3));
    const codes = await Promise.all([
      codeOf(h.mod.service.approve(op(8), id)),
      codeOf(h.mod.service.approve(op(9), id)),
    ]);
    expect(codes.sort()).toEqual(['lottery_result_final', 'ok']);
    expect(h.core.published.filter((r) => r === id)).toEqual([id]);
    expect((await audits(id)).filter((a) => a.action === 'lottery_result.publish')).toHaveLength(1);
  });

  it('refuses a result that does not fit the layout with a stable code, and changes nothing', async () => {
    const id = await makeDraw(h, NORTH);
    const short = fullResult('north', 4);
    (short.prizes as Record<string, string[]>).third = short.prizes.third!.slice(0, 5);
    await expect(h.mod.service.enter(op(7), id, short)).rejects.toMatchObject({
      code: 'lottery_result_wrong_count',
      status: 422,
      details: { prize: 'third' },
    });
    const badDigits = fullResult('north', 4);
    (badDigits.prizes as Record<string, string[]>).special = ['1234'];
    expect(await codeOf(h.mod.service.enter(op(7), id, badDigits))).toBe('lottery_result_bad_number');
    expect(
      await codeOf(h.mod.service.enter(op(7), id, { prizes: { ...fullResult('north').prizes, eighth: ['12'] } })),
    ).toBe('lottery_result_unknown_prize');
    expect(await codeOf(h.mod.service.enter(op(7), id, fullResult('south')))).toBe('lottery_result_bad_region');
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });
    expect(await audits(id)).toEqual([]);
    expect(await h.mod.service.get(id)).toMatchObject({ status: 'awaiting', entry: null });
  });

  it('refuses an entry before the draw time, and a second entry while one waits', async () => {
    const future = await makeDraw(h, NORTH, -30, 'open');
    expect(await codeOf(h.mod.service.enter(op(7), future, fullResult('north')))).toBe('lottery_draw_not_due');
    const id = await makeDraw(h, NORTH);
    await h.mod.service.enter(op(7), id, fullResult('north', 5));
    expect(await codeOf(h.mod.service.enter(op(8), id, fullResult('north', 6)))).toBe('lottery_result_entry_pending');
    // Rejected (audited), a new entry can be made.
    expect(await h.mod.service.reject(op(8), id, 'typo in the third prize')).toMatchObject({
      status: 'awaiting',
      entry: null,
    });
    expect(await h.mod.service.enter(op(8), id, fullResult('north', 6))).toMatchObject({ status: 'pending_approval' });
    expect(await codeOf(h.mod.service.enter(op(7), 999_999, fullResult('north')))).toBe('lottery_draw_not_found');
  });

  it('a draw voided in the core by another path leaves the lists and its record is closed', async () => {
    const id = await makeDraw(h, NORTH);
    await h.mod.service.enter(op(7), id, fullResult('north', 30));
    await h.core.void(id, 'station cancelled the draw', 'operator:9:op9');
    expect((await h.mod.service.list('open', 500)).items.map((d) => d.roundId)).not.toContain(id);
    await h.mod.reconcile();
    expect(await h.mod.service.get(id)).toMatchObject({ status: 'voided', roundState: 'voided' });
  });

  it('lists draws awaiting a result or an approval', async () => {
    const waiting = await makeDraw(h, SOUTH);
    const { items } = await h.mod.service.list('open', 500);
    const mine = items.find((d) => d.roundId === waiting);
    expect(mine).toMatchObject({ status: 'awaiting', region: 'south', roundState: 'closed' });
    expect(items.some((d) => d.status === 'published')).toBe(false);
    const pending = (await h.mod.service.list('pending_approval', 100)).items;
    expect(pending.every((d) => d.status === 'pending_approval')).toBe(true);
  });
});

describe('void-and-redraw', () => {
  it('voids a published draw through the core, keeps the correct result, and is audited', async () => {
    const id = await makeDraw(h, NORTH);
    const wrong = fullResult('north', 10);
    await h.mod.service.enter(op(7), id, wrong);
    await h.mod.service.approve(op(8), id);
    const corrected = fullResult('north', 11);
    expect(validateLotteryResult(corrected).ok).toBe(true);
    // A corrected result that fails the layout is refused before anything is voided.
    expect(await codeOf(h.mod.service.voidAndRedraw(op(9), id, 'wrong special', { prizes: { special: ['1'] } }))).toBe(
      'lottery_result_bad_number',
    );
    expect((await roundOf(id)).state).toBe('drawn');

    const view = await h.mod.service.voidAndRedraw(op(9), id, 'special prize misread from TV', corrected);
    expect(view).toMatchObject({
      status: 'voided',
      roundState: 'voided',
      published: { result: wrong, source: 'operator' },
      voided: { reason: 'special prize misread from TV', by: 'operator:9:op9', correctedResult: corrected },
    });
    const [audit] = (await audits(id)).filter((a) => a.action === 'lottery_result.void_redraw');
    expect(audit).toMatchObject({ actor: 'operator:9:op9', after: { reason: 'special prize misread from TV' } });
    // Voiding again changes nothing and writes no second record; the void is final.
    await h.mod.service.voidAndRedraw(op(9), id, 'again', undefined);
    expect((await audits(id)).filter((a) => a.action === 'lottery_result.void_redraw')).toHaveLength(1);
    expect(await codeOf(h.mod.service.enter(op(7), id, corrected))).toBe('lottery_result_final');
    await expect(
      h.db`UPDATE lottery_draw_results SET status = 'awaiting', voided_at = NULL WHERE round_id = ${id}`,
    ).rejects.toThrow(/voided/);
  });
});
