// The entry of a statement-rendering thread (render-pool.ts). The server's TypeScript runs
// through tsx, and a worker thread needs the loader registered before its TypeScript is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
