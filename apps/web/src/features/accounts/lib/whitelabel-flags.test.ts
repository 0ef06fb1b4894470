import type { WhitelabelNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { flagOn } from './whitelabel-flags';

const n = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

describe('whitelabel flags', () => {
  const tree = [
    n('LOGIN', true, [n('MOBILEVERCODELOGIN3', true), n('FREEPLAY', false)]),
    n('REGISTER', false, [n('DIRECTREG3', true)]),
  ];
  it('is on only when the node and every ancestor are enabled', () => {
    expect(flagOn(tree, 'MOBILEVERCODELOGIN3')).toBe(true);
    expect(flagOn(tree, 'FREEPLAY')).toBe(false);
    expect(flagOn(tree, 'DIRECTREG3')).toBe(false);
    expect(flagOn(tree, 'NOPE')).toBe(false);
    expect(flagOn(undefined, 'LOGIN')).toBe(false);
  });
});
