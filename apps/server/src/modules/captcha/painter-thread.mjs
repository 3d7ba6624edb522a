// The entry of a captcha painting thread (puzzle-painter.ts). The server's TypeScript runs
// through tsx, and a worker thread needs the loader registered before its TypeScript is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./painter-worker.ts');
