import type { FastifyInstance } from 'fastify';

/** Issue 5 (console): registered by app.ts; its calls are added here. */
export function consoleRoutes(_app: FastifyInstance): void {}
