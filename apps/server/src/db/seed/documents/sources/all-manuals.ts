import { APP_MANUAL } from './app-manual.ts';
import { EBANK_MANUAL } from './ebank-manual.ts';
import { YQZL_GUIDE } from './yqzl-guide.ts';

export const DOC_CENTRE_MANUALS = [EBANK_MANUAL, APP_MANUAL, YQZL_GUIDE] as const;
