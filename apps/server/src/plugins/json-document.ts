import { deflateRawSync } from 'node:zlib';
import { JsonText } from './json-text.ts';

/**
 * A public document served often and changed rarely (page configuration): serialised,
 * UTF-8 encoded and compressed once, so a call only seals bytes it already has.
 * Only public documents are compressed before sealing; mixing secrets with attacker-chosen
 * text under compression would leak through the length (CRIME/BREACH).
 */
export class JsonDocument extends JsonText {
  readonly deflated: Uint8Array;

  constructor(text: string) {
    super(text);
    this.deflated = deflateRawSync(this.bytes, { level: 9 });
  }
}
