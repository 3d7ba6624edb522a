/**
 * Mono 16-bit PCM WAV files, the one audio format the audio captcha reads (its voice clips) and
 * writes (its challenges): every browser plays it, and it needs no codec.
 */
export interface MonoPcm {
  /** Samples per second. */
  rate: number;
  /** Samples in [-1, 1]. */
  samples: Float32Array;
}

const HEADER_BYTES = 44;

export function readMonoPcmWav(bytes: Buffer): MonoPcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let format: { channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = Math.min(bytes.readUInt32LE(at + 4), bytes.length - at - 8);
    const body = at + 8;
    if (id === 'fmt ') {
      format = { channels: bytes.readUInt16LE(body + 2), rate: bytes.readUInt32LE(body + 4), bits: bytes.readUInt16LE(body + 14) };
      if (bytes.readUInt16LE(body) !== 1 || format.channels !== 1 || format.bits !== 16) throw new Error('not mono 16-bit PCM');
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      const samples = new Float32Array(size >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(body + 2 * i) / 32768;
      return { rate: format.rate, samples };
    }
    at = body + size + (size & 1);
  }
  throw new Error('WAV file without data');
}

export function writeMonoPcmWav({ rate, samples }: MonoPcm): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(HEADER_BYTES + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  // A DataView writes a sample several times faster than Buffer's checked writeInt16LE.
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(HEADER_BYTES + 2 * i, Math.round(s * 32767), true);
  }
  return out;
}
