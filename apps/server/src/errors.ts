import { ERRORS, type ErrorName } from '@portal/contract/errors';

/** A business error with a stable code from the catalogue; the error handler renders it. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly field: string | undefined;
  /** The catalogue entry, so a caller can move the error to another field (`atField`). */
  readonly entry: ErrorName;

  constructor(name: ErrorName, options: { message?: string; field?: string } = {}) {
    const entry = ERRORS[name];
    super(options.message ?? entry.msg);
    this.name = 'AppError';
    this.code = entry.code;
    this.status = entry.status;
    this.field = options.field;
    this.entry = name;
  }

  /** The same error, message and all, shown at `field` (a shared check answering inside one form). */
  atField(field: string): AppError {
    return new AppError(this.entry, { message: this.message, field });
  }
}
