import { describe, expect, it } from 'vitest';
import { THEME_SOURCE } from '../../build/prerender';

/** Runs the pre-rendered pages' head script against the given storage, as the browser would before the body. */
function runHeadScript(local: Record<string, string>, session: Record<string, string>) {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
  const store = (data: Record<string, string>) => ({ getItem: (k: string) => data[k] ?? null });
  new Function('localStorage', 'sessionStorage', 'document', THEME_SOURCE)(store(local), store(session), {
    documentElement: root,
  });
  return root;
}

describe('pre-rendered head script', () => {
  it('shows the frame to a first-time visitor and to one who chose the default language', () => {
    expect(runHeadScript({}, {}).dataset.prerenderHidden).toBeUndefined();
    expect(runHeadScript({ hisLang: 'VI' }, {}).dataset.prerenderHidden).toBeUndefined();
  });

  it('hides the frame from a visitor who chose English (the frame is in Vietnamese)', () => {
    expect(runHeadScript({ hisLang: 'EN' }, {}).dataset.prerenderHidden).toBe('');
  });

  it('shows it for a stored code the site does not ship (the app falls back to Vietnamese too)', () => {
    expect(runHeadScript({ hisLang: 'TH' }, {}).dataset.prerenderHidden).toBeUndefined();
  });

  it('hides it from a signed-in visitor (the frame shows the login buttons)', () => {
    expect(runHeadScript({}, { token: 'abc' }).dataset.prerenderHidden).toBe('');
  });

  it('puts the stored theme on <html>', () => {
    const root = runHeadScript({ theme: 'dark' }, {});
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });
});
