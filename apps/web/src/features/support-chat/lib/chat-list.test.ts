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

  it('images: png or jpg by content, of 5 MB at most (spec §5)', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    expect(imageProblem({ name: 'a.png', size: 10, head: png })).toBeNull();
    expect(imageProblem({ name: 'b.jpg', size: 5 * 1024 * 1024, head: jpg })).toBeNull();
    expect(imageProblem({ name: 'c.png', size: 10, head: new TextEncoder().encode('GIF89a..') })).toBe('imageType');
    expect(imageProblem({ name: 'd.png', size: 5 * 1024 * 1024 + 1, head: png })).toBe('imageSize');
  });

  it('client keys fit the contract', () => {
    expect(newClientKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientKey()).not.toBe(newClientKey());
  });
});
