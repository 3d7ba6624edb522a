import type { FastifyInstance } from 'fastify';

/** Issue 5 (login-pages): registered by app.ts; its calls are added here. */
export function loginPageRoutes(_app: FastifyInstance): void {}
