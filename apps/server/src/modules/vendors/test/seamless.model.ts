import type { SeamlessStatus } from '../vendor-adapter.js';

/**
 * The reference model of the seamless wallet rules (domain/vendor-wallets.md), kept deliberately
 * naive: plain maps, no database, no concurrency. The simulator feeds it every call that reached the
 * real wallet, in the order it reached it, and compares answers, balances and rounds.
 */
export interface ModelRound {
  stake: number;
  win: number;
  status: 'open' | 'settled' | 'cancelled';
}

interface ModelDebit {
  player: string;
  amount: number;
  round: string;
  state: 'standing' | 'refused' | 'rolled_back';
}

export class SeamlessModel {
  readonly balances = new Map<string, number>();
  readonly rounds = new Map<string, ModelRound>();
  private readonly debits = new Map<string, ModelDebit>();
  private readonly answers = new Map<string, SeamlessStatus>();

  constructor(opening: Record<string, number>) {
    for (const [p, b] of Object.entries(opening)) this.balances.set(p, b);
  }

  private once(key: string, decide: () => SeamlessStatus): SeamlessStatus {
    const known = this.answers.get(key);
    if (known) return known;
    const status = decide();
    this.answers.set(key, status);
    return status;
  }

  private round(player: string, id: string): ModelRound {
    const key = `${player}/${id}`;
    let r = this.rounds.get(key);
    if (!r) {
      r = { stake: 0, win: 0, status: 'open' };
      this.rounds.set(key, r);
    }
    return r;
  }

  debit(player: string, txnId: string, roundId: string, amount: number, tokenValid: boolean): SeamlessStatus {
    return this.once(`debit:${txnId}`, () => {
      if (this.debits.get(txnId)?.state === 'rolled_back') return 'BET_ROLLED_BACK';
      const balance = this.balances.get(player)!;
      if (!tokenValid || balance < amount) {
        this.debits.set(txnId, { player, amount, round: roundId, state: 'refused' });
        return tokenValid ? 'INSUFFICIENT_FUNDS' : 'INVALID_TOKEN';
      }
      this.balances.set(player, balance - amount);
      this.debits.set(txnId, { player, amount, round: roundId, state: 'standing' });
      const r = this.round(player, roundId);
      r.stake += amount;
      r.status = 'open';
      return 'OK';
    });
  }

  credit(player: string, txnId: string, roundId: string, amount: number, betTxnId?: string): SeamlessStatus {
    return this.once(`credit:${txnId}`, () => {
      const existing = this.rounds.get(`${player}/${roundId}`);
      if ((betTxnId && this.debits.get(betTxnId)?.state === 'rolled_back') || existing?.status === 'cancelled') {
        return 'BET_ROLLED_BACK';
      }
      this.balances.set(player, this.balances.get(player)! + amount);
      const r = this.round(player, roundId);
      r.win += amount;
      r.status = 'settled';
      return 'OK';
    });
  }

  rollback(player: string, txnId: string, refTxnId: string): SeamlessStatus {
    return this.once(`rollback:${txnId}`, () => {
      const d = this.debits.get(refTxnId);
      if (!d) {
        this.debits.set(refTxnId, { player, amount: 0, round: '', state: 'rolled_back' });
        return 'OK';
      }
      if (d.state !== 'standing') return 'OK';
      d.state = 'rolled_back';
      this.balances.set(player, this.balances.get(player)! + d.amount);
      const r = this.round(player, d.round);
      r.stake -= d.amount;
      if (r.stake === 0 && r.win === 0) r.status = 'cancelled';
      return 'OK';
    });
  }
}
