import type { FastifyInstance } from 'fastify';
import { discern, envBenefitCal, envBenefitCalForLoan, envModelList, envParam } from '@portal/contract/calls/green-finance/env-calls';
import { operatorEnvFactorDelete, operatorEnvFactorList, operatorEnvFactorSave } from '@portal/contract/calls/green-finance/env-factors-console';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createFactorCache } from './factor-cache.ts';
import { createEnvFactorService } from './factors-service.ts';
import { createEnvBenefitService } from './service.ts';

/**
 * A public tool: a calculation is cheap (a few ms) but not free, so per address it allows what
 * a person filling forms does, not a loop (docs/decisions.md, issue 24).
 */
const CALC_RATE = { max: 60, timeWindow: 60_000 };

/** Issue 24: the environmental-benefit estimate (§7 Green finance and carbon) and the operators' one table of published emission factors, the carbon account's too (issue 36). */
export function greenFinanceRoutes(app: FastifyInstance): void {
  const factorCache = createFactorCache(app.database.db);
  const service = createEnvBenefitService(factorCache);
  const factors = createEnvFactorService(app.database.db, factorCache.forget);

  registerCall(app, envModelList, () => service.models());
  registerCall(app, envParam, ({ modelCode }) => service.params(modelCode));
  registerCall(app, envBenefitCal, (input) => service.calculate(input), { rateLimit: CALC_RATE });
  registerCall(app, envBenefitCalForLoan, (input) => service.calculateForLoan(input), { rateLimit: CALC_RATE });
  registerCall(app, discern, ({ text }) => service.discern(text), { rateLimit: CALC_RATE });

  // Operators only: agents hold staff sessions too and are refused by operatorEditor.
  registerCall(app, operatorEnvFactorList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return factors.list();
  });
  registerCall(app, operatorEnvFactorSave, async ({ id, factor }, ctx) => factors.save(id, factor, await operatorEditor(app, ctx)));
  registerCall(app, operatorEnvFactorDelete, async ({ id }, ctx) => factors.remove(id, await operatorEditor(app, ctx)));
}
