/**
 * The slot's sounds, synthesised with WebAudio (no audio files to download): a click as each reel
 * stops, a rising chime for a win, a short fanfare for free spins. The AudioContext is made on the
 * first sound after a click (browsers allow audio only after a user gesture).
 */
export interface SlotSounds {
  reelStop(): void;
  win(big: boolean): void;
  freeSpins(): void;
}

let context: AudioContext | null = null;

function ctx(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(freq: number, start: number, duration: number, type: OscillatorType, gain = 0.15): void {
  const ac = ctx();
  if (!ac) return;
  const t0 = ac.currentTime + start;
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t0);
  // A quick attack and exponential decay: a plucked sound rather than a beep.
  amp.gain.setValueAtTime(0.0001, t0);
  amp.gain.exponentialRampToValueAtTime(gain, t0 + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, t0 + duration);
  osc.connect(amp).connect(ac.destination);
  osc.start(t0);
  osc.stop(t0 + duration + 0.02);
}

/** Sounds that play only while `enabled()` says so (the player's sound toggle). */
export function createSlotSounds(enabled: () => boolean): SlotSounds {
  return {
    reelStop() {
      if (enabled()) tone(180, 0, 0.08, 'square', 0.06);
    },
    win(big) {
      if (!enabled()) return;
      const notes = big ? [523, 659, 784, 1047, 1319] : [523, 659, 784];
      notes.forEach((f, i) => {
        tone(f, i * 0.09, 0.35, 'triangle');
      });
    },
    freeSpins() {
      if (!enabled()) return;
      [392, 523, 659, 784, 659, 784, 1047].forEach((f, i) => {
        tone(f, i * 0.11, 0.3, 'sawtooth', 0.08);
      });
    },
  };
}
