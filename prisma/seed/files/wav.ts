// A synthetic "lub-dub" rhythm as a 16-bit mono WAV: two short low-pitched bursts per beat.
// It is a generated sound for the demo, not a recording of a heart.

export function syntheticHeartbeatWav(options: { beatsPerMinute: number; seconds: number; murmur: boolean }): Uint8Array {
  const rate = 8000;
  const samples = Math.round(rate * options.seconds);
  const out = new Uint8Array(44 + samples * 2);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, samples * 2, true);
  const beat = 60 / options.beatsPerMinute;
  const burst = (t: number, start: number, frequency: number) => {
    const dt = t - start;
    return dt >= 0 && dt < 0.12 ? Math.sin(2 * Math.PI * frequency * dt) * Math.exp(-dt * 30) : 0;
  };
  let noise = 12345;
  for (let i = 0; i < samples; i++) {
    const t = (i / rate) % beat;
    let value = 0.8 * burst(t, 0, 55) + 0.6 * burst(t, 0.3, 75);
    if (options.murmur && t > 0.06 && t < 0.28) {
      // A soft hiss between the two sounds stands for a systolic murmur.
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      value += ((noise / 0x7fffffff) - 0.5) * 0.12;
    }
    view.setInt16(44 + i * 2, Math.round(value * 0.7 * 32767), true);
  }
  return out;
}
