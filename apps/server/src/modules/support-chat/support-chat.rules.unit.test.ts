import { SUPPORT_CHAT_BUILTIN_URL } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  chatState,
  createTypingThrottle,
  nextReadMark,
  previewOf,
  queueForRank,
  settingsFromUrl,
  validExternalUrl,
} from './support-chat.rules.js';

describe('support chat rules', () => {
  it('VIP rank above 4 goes to the VIP queue (spec §6)', () => {
    expect([0, 1, 4].map(queueForRank)).toEqual(['general', 'general', 'general']);
    expect([5, 6, 9].map(queueForRank)).toEqual(['vip', 'vip', 'vip']);
  });

  it('state: open with nobody is waiting, with an operator assigned; closed stays closed', () => {
    expect(chatState('open', null)).toBe('waiting');
    expect(chatState('open', 3)).toBe('assigned');
    expect(chatState('closed', 3)).toBe('closed');
    expect(chatState('closed', null)).toBe('closed');
  });

  it('a read mark moves forward only, and never past the last message', () => {
    expect(nextReadMark(5, 8, 10)).toBe(8);
    expect(nextReadMark(5, 3, 10)).toBe(5);
    expect(nextReadMark(5, 99, 10)).toBe(10);
  });

  it('previews flatten whitespace and cut long text; images have none', () => {
    expect(previewOf('  xin\n\nchào  ')).toBe('xin chào');
    expect(previewOf('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(previewOf(null)).toBe('');
  });

  it('the chat entry: the built-in marker (or nothing) is the built-in chat, anything else external', () => {
    expect(settingsFromUrl(SUPPORT_CHAT_BUILTIN_URL)).toEqual({ mode: 'builtin', externalUrl: null });
    expect(settingsFromUrl(null)).toEqual({ mode: 'builtin', externalUrl: null });
    expect(settingsFromUrl('https://chat.example.org/')).toEqual({
      mode: 'external',
      externalUrl: 'https://chat.example.org/',
    });
  });

  it('an external chat address must be absolute http(s)', () => {
    expect(validExternalUrl('https://chat.example.org/room?x=1')).toBe('https://chat.example.org/room?x=1');
    expect(validExternalUrl('http://10.0.0.1:8080/chat')).toBe('http://10.0.0.1:8080/chat');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/chat', 'chat.example.org', 'ftp://x.org/']) {
      expect(validExternalUrl(bad)).toBeNull();
    }
  });

  it('typing marks: one per key and gap', () => {
    let now = 0;
    const allow = createTypingThrottle(() => now, 1500);
    expect(allow('p:1')).toBe(true);
    expect(allow('p:1')).toBe(false);
    expect(allow('o:1')).toBe(true);
    now = 1499;
    expect(allow('p:1')).toBe(false);
    now = 1500;
    expect(allow('p:1')).toBe(true);
  });
});
