import { deflateRawSync } from 'node:zlib';

/**
 * A public document served often and changed rarely (page configuration): serialised,
 * UTF-8 encoded and compressed once, so a call only seals bytes it already has.
 * Only public documents are compressed before sealing; mixing secrets with attacker-chosen
 * text under compression would leak through the length (CRIME/BREACH).
 */
export class JsonDocument {
  readonly bytes: Uint8Array;
  readonly deflated: Uint8Array;

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text, 'utf8');
    this.deflated = deflateRawSync(this.bytes, { level: 9 });
  }
}
