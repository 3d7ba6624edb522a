import type { FastifyInstance } from 'fastify';

/** Issue 5 (insight): registered by app.ts; its calls are added here. */
export function insightRoutes(_app: FastifyInstance): void {}
