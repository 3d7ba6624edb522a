import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent, LogFn } from 'pino';

type Level = Exclude<LevelWithSilent, 'silent'>;

/**
 * A request's logger that becomes a real pino child (with the request id) only when a line is
 * actually written at an enabled level. Fastify makes a child per request; at level `warn` most
 * requests log nothing, and building that child was a quarter of a trivial call's CPU.
 */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  set level(level: string) {
    this.materialise().level = level;
  }

  private materialise(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  private write(level: Level, args: Parameters<LogFn>): void {
    if (this.real || this.parent.isLevelEnabled(level)) (this.materialise()[level] as LogFn)(...args);
  }

  // Methods on the prototype, not arrow fields: a request's logger is built on every call, and
  // seven closures per request showed up in the profile of the hottest calls.
  fatal(...args: Parameters<LogFn>): void {
    this.write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialise().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings, options);
}
