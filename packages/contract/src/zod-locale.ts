import { z } from 'zod';

/** Validation messages in Chinese on both sides; imported once by each entry point. */
z.config(z.locales.zhCN());
