import { AppError } from '../../errors.ts';

/** The three elements of a person: name, identity document (§5 account-card type) and mobile phone. */
export interface ThreeElements {
  realName: string;
  docType: string;
  /** The normalised document number (document-vault.ts `normaliseDocNumber`). */
  docNumber: string;
  phone: string;
}

/**
 * The phone three-element check (issue 21, ARCHITECTURE §7 Providers): does the carrier's
 * record of this phone belong to this name and document? The answer is `match` or `mismatch`
 * only, never which element differs; a provider that cannot answer throws
 * `ThreeElementServiceError` (502620).
 */
export interface ThreeElementProvider {
  readonly name: 'local' | 'http';
  check(person: ThreeElements): Promise<'match' | 'mismatch'>;
}

/** The provider could not answer; `reason` is for the log (never the elements). */
export class ThreeElementServiceError extends AppError {
  constructor(readonly reason: string) {
    super('REAL_NAME_SERVICE_FAILED');
  }
}
