import type { ChatMessage } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { dropDelivered, imageProblem, lastOperatorId, mergeMessages, newClientKey } from './chat-list';

const msg = (id: number, sender: 'player' | 'operator' = 'player', clientKey: string | null = null): ChatMessage => ({
  id,
  conversationId: 1,
  sender,
  operatorName: sender === 'operator' ? 'op' : null,
  text: `m${id}`,
  imageId: null,
  clientKey,
  createdAt: '2026-11-25T06:00:00.000Z',
});

describe('support chat list', () => {
  it('merges by id, oldest first, each once', () => {
    const merged = mergeMessages([msg(1), msg(3)], [msg(2), msg(3), msg(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('a pending message goes once the server has its key', () => {
    const pending = [
      { clientKey: 'aaaaaaaa', text: 'x', file: null, status: 'sending' as const },
      { clientKey: 'bbbbbbbb', text: 'y', file: null, status: 'failed' as const },
    ];
    expect(dropDelivered(pending, [msg(5, 'player', 'aaaaaaaa')]).map((p) => p.clientKey)).toEqual(['bbbbbbbb']);
  });

  it("the last operator message is what the player's read mark points at", () => {
    expect(lastOperatorId([msg(1), msg(2, 'operator'), msg(3)])).toBe(2);
    expect(lastOperatorId([msg(1)])).toBe(0);
  });

  it('images: png or jpg of 5 MB at most (spec §5)', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('imageType');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('imageSize');
  });

  it('client keys fit the contract', () => {
    expect(newClientKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientKey()).not.toBe(newClientKey());
  });
});
