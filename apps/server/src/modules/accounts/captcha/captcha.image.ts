import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** 5×7 bitmap digits: each string is a row, '1' an ink cell. */
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** A random answer of `length` digits. */
export const captchaText = (length = 4): string => Array.from({ length }, () => String(randomInt(0, 10))).join('');

/**
 * Draws `text` as a PNG: jittered, sheared, differently coloured digits over speckles and crossing lines.
 * Pure JavaScript (pngjs), no native code or fonts.
 */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const set = (x: number, y: number, [r, g, b]: number[]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (y * CAPTCHA_WIDTH + Math.floor(x)) * 4;
    png.data[i] = r!;
    png.data[i + 1] = g!;
    png.data[i + 2] = b!;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const n = randomInt(225, 256);
      set(x, y, [n, n - randomInt(0, 12), n - randomInt(0, 20)]);
    }
  }
  for (let i = 0; i < 180; i++) {
    set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), [
      randomInt(80, 200),
      randomInt(80, 200),
      randomInt(80, 200),
    ]);
  }
  const scale = 4;
  const step = Math.floor((CAPTCHA_WIDTH - 8) / text.length);
  [...text].forEach((ch, k) => {
    const rows = GLYPHS[ch];
    if (!rows) return;
    const colour = [randomInt(10, 110), randomInt(10, 110), randomInt(40, 160)];
    const ox = 6 + k * step + randomInt(0, Math.max(1, step - 5 * scale));
    const oy = randomInt(2, CAPTCHA_HEIGHT - 7 * scale - 1);
    const shear = (randomInt(0, 7) - 3) / 10;
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const y = oy + gy * scale + dy;
            set(ox + gx * scale + dx + shear * (y - CAPTCHA_HEIGHT / 2), y, colour);
          }
        }
      }
    });
  });
  for (let l = 0; l < 4; l++) {
    const colour = [randomInt(60, 180), randomInt(60, 180), randomInt(60, 180)];
    const y0 = randomInt(0, CAPTCHA_HEIGHT);
    const y1 = randomInt(0, CAPTCHA_HEIGHT);
    for (let x = 0; x < CAPTCHA_WIDTH; x++) set(x, Math.round(y0 + ((y1 - y0) * x) / CAPTCHA_WIDTH), colour);
  }
  return PNG.sync.write(png);
}
