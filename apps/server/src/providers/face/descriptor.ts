/** face-api's recognition network describes a face with this many numbers. */
export const DESCRIPTOR_LENGTH = 128;

/** The Euclidean distance of two descriptors: near 0 for pictures of one person, 0.6 and more for strangers. */
export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  if (a.length !== DESCRIPTOR_LENGTH || b.length !== DESCRIPTOR_LENGTH) throw new Error('face descriptors of the wrong length');
  let sum = 0;
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/** As stored (person_reference_faces.descriptor) and committed (the demo seed): little-endian float32, 512 bytes. */
export function descriptorToBytes(descriptor: Float32Array): Buffer {
  const out = Buffer.alloc(DESCRIPTOR_LENGTH * 4);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) out.writeFloatLE(descriptor[i]!, i * 4);
  return out;
}

export function descriptorFromBytes(bytes: Buffer): Float32Array {
  if (bytes.length !== DESCRIPTOR_LENGTH * 4) throw new Error('a stored face descriptor of the wrong size');
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}
