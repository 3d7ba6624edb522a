import type { FastifyInstance } from 'fastify';

/** Issue 5 (documents): registered by app.ts; its calls are added here. */
export function documentRoutes(_app: FastifyInstance): void {}
