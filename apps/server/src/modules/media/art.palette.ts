/** FNV-1a: a small, stable string hash, so the same slug always draws the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic pseudo-random sequence seeded from a slug (mulberry32). */
export function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Palette {
  /** Gradient start and end of the background. */
  from: string;
  to: string;
  /** Glow / highlight colour. */
  glow: string;
  /** Accent for sub-headlines, rims and buttons. */
  accent: string;
  /** Text drawn on the accent. */
  onAccent: string;
}

// Hand-picked, saturated pairs in the spirit of Asian gaming lobbies: rich darks into vivid lights.
const PALETTES: Palette[] = [
  { from: '#2a0845', to: '#6441a5', glow: '#c471f5', accent: '#ffd54f', onAccent: '#3b1d00' },
  { from: '#0f0c29', to: '#302b63', glow: '#6a82fb', accent: '#ffcc33', onAccent: '#2b1900' },
  { from: '#7b0d1e', to: '#d7263d', glow: '#ff9a8b', accent: '#ffe082', onAccent: '#4a0d0d' },
  { from: '#003d4d', to: '#00a3a3', glow: '#7fffd4', accent: '#ffd166', onAccent: '#2d1f00' },
  { from: '#1a2a6c', to: '#b21f1f', glow: '#fdbb2d', accent: '#fdbb2d', onAccent: '#2b1300' },
  { from: '#0b3d0b', to: '#1e9e50', glow: '#b4ff9f', accent: '#ffe66d', onAccent: '#1f2b00' },
  { from: '#3a0ca3', to: '#f72585', glow: '#ff8fd8', accent: '#ffe45e', onAccent: '#3a0020' },
  { from: '#141e30', to: '#243b55', glow: '#4facfe', accent: '#f9d423', onAccent: '#1d1600' },
  { from: '#4a1500', to: '#e65c00', glow: '#f9d423', accent: '#fff3b0', onAccent: '#4a1500' },
  { from: '#16003b', to: '#8e2de2', glow: '#4a00e0', accent: '#00f5d4', onAccent: '#06243a' },
  { from: '#000428', to: '#004e92', glow: '#00d2ff', accent: '#ffd700', onAccent: '#231a00' },
  { from: '#42032c', to: '#d72d6a', glow: '#ffb199', accent: '#ffd9a0', onAccent: '#42032c' },
  { from: '#0a2e36', to: '#0f7b6c', glow: '#27f5b0', accent: '#ffb703', onAccent: '#2b1a00' },
  { from: '#2d1b00', to: '#a0522d', glow: '#ffc371', accent: '#ffe29f', onAccent: '#3a1f00' },
  { from: '#1f1c2c', to: '#5b2a86', glow: '#ff5f6d', accent: '#ffc371', onAccent: '#3a0f00' },
  { from: '#001f3f', to: '#0074d9', glow: '#7fdbff', accent: '#ffdc00', onAccent: '#2b2100' },
];

/** The palette of a slug: a curated base picked by hash. */
export function paletteFor(slug: string): Palette {
  return PALETTES[hash(slug) % PALETTES.length]!;
}
