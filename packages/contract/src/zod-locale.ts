import * as z from 'zod/mini';

/** Validation messages in Chinese; imported once by each entry point that shows them. */
z.config(z.locales.zhCN());
