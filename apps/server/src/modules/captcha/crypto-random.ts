import { randomFillSync } from 'node:crypto';

/**
 * Uniform numbers for painting a challenge's picture, drawn from the operating system's
 * cryptographic generator in blocks. A seeded fast generator would be as quick, but its state
 * could in principle be worked out from the pictures, and with it the clean picture that a
 * diff against the challenge turns into the answer; these numbers have no state to recover.
 */
export class CryptoRandom {
  private readonly words = new Uint32Array(1024);
  private at = this.words.length;

  /** A number in [0, 1). */
  next(): number {
    if (this.at === this.words.length) {
      randomFillSync(this.words);
      this.at = 0;
    }
    return this.words[this.at++]! / 4294967296;
  }

  /** A number in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(items.length * this.next())]!;
  }

}
