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

  fatal: LogFn = (...args: Parameters<LogFn>) => this.write('fatal', args);
  error: LogFn = (...args: Parameters<LogFn>) => this.write('error', args);
  warn: LogFn = (...args: Parameters<LogFn>) => this.write('warn', args);
  info: LogFn = (...args: Parameters<LogFn>) => this.write('info', args);
  debug: LogFn = (...args: Parameters<LogFn>) => this.write('debug', args);
  trace: LogFn = (...args: Parameters<LogFn>) => this.write('trace', args);
  silent: LogFn = () => undefined;

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialise().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings, options);
}
