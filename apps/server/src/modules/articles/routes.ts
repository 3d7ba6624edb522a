import type { FastifyInstance } from 'fastify';

/** Issue 5 (articles): registered by app.ts; its calls are added here. */
export function articleRoutes(_app: FastifyInstance): void {}
