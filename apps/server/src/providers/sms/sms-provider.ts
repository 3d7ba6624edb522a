/** Sends a text message to a mainland mobile phone (ARCHITECTURE §7 Providers). */
export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  /** Resolves once the message is accepted; throws when it was not. */
  send(phone: string, text: string): Promise<void>;
  /** Drops what the provider no longer needs to keep (the outbox's old messages). */
  sweep?(): Promise<void>;
}
