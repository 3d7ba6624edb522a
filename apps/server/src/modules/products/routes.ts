import type { FastifyInstance } from 'fastify';

/** Issue 5 (products): registered by app.ts; its calls are added here. */
export function productRoutes(_app: FastifyInstance): void {}
