import type { FastifyInstance } from 'fastify';
import {
  carbideAsset,
  carbideEmission,
  carbideEmissionHistory,
  carbideEmissionReduction,
  deleteCarbideEmission,
  deleteCarbideEmissionReduction,
  exportCarbideEmission,
  saveCarbideAsset,
  saveCarbideEmission,
  saveCarbideEmissionReduction,
} from '@portal/contract/calls/carbon/calls';
import { netTonnes } from '@portal/contract/carbon/formulas';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { registerBlobCall } from '../../plugins/blob-call.ts';
import { envEstimate, saveEnvEstimate, saveEstimateReduction } from '@portal/contract/calls/carbon/estimates';
import { createEstimateService } from './estimates.ts';
import { createCarbonAccountService } from './service.ts';
import { carbonWorkbook } from './xlsx-export.ts';

const customerOf = (ctx: Pick<CallContext, 'session'>) => ctx.session!.principalId;

/** A workbook costs some CPU: per address, enough for a person, not for a loop (as the statements). */
const EXPORT_RATE = { max: 20, timeWindow: 60_000 };
/** A saved estimate is a calculation and a row: as the public calculation's limit. */
const ESTIMATE_RATE = { max: 60, timeWindow: 60_000 };

/** Issue 24 point 7: the enterprise carbon account (§7 /double/carbide/…). */
export function carbonAccountRoutes(app: FastifyInstance): void {
  const carbon = createCarbonAccountService(app.database.db);
  registerCall(app, carbideEmission, (input, ctx) => carbon.emission(customerOf(ctx), input));
  registerCall(app, saveCarbideEmission, (input, ctx) => carbon.save(customerOf(ctx), input));
  registerCall(app, deleteCarbideEmission, (input, ctx) => carbon.remove(customerOf(ctx), input));
  registerCall(app, carbideEmissionHistory, (input, ctx) => carbon.history(customerOf(ctx), input));
  registerCall(app, carbideEmissionReduction, (input, ctx) => carbon.reductions(customerOf(ctx), input));
  registerCall(app, saveCarbideEmissionReduction, (input, ctx) => carbon.saveReduction(customerOf(ctx), input));
  registerCall(app, deleteCarbideEmissionReduction, (input, ctx) => carbon.deleteReduction(customerOf(ctx), input));
  registerCall(app, carbideAsset, (input, ctx) => carbon.assets(customerOf(ctx), input));
  registerCall(app, saveCarbideAsset, (input, ctx) => carbon.saveAsset(customerOf(ctx), input));
  // Estimates saved from #/measure and recorded as reductions (issue 24, the seam).
  const estimates = createEstimateService(app.database.db);
  registerCall(app, saveEnvEstimate, (input, ctx) => estimates.save(customerOf(ctx), input), { rateLimit: ESTIMATE_RATE });
  registerCall(app, envEstimate, (input, ctx) => estimates.read(customerOf(ctx), input));
  registerCall(app, saveEstimateReduction, (input, ctx) => estimates.link(customerOf(ctx), input));
  // The factors are kept in the one table of published emission factors and its console (green-finance, issue 36).
  registerBlobCall(
    app,
    exportCarbideEmission,
    async (input, ctx) => {
      const userId = customerOf(ctx);
      const { seat, year, records, totals, reductions } = await carbon.account(userId, input);
      const assets = await carbon.assets(userId, { memberCustomerId: seat.enterpriseId });
      const bytes = await carbonWorkbook({
        enterpriseName: seat.enterpriseName,
        year,
        scope1: totals.scope1,
        scope2: totals.scope2,
        total: totals.total,
        reduction: reductions.total,
        net: netTonnes(totals.total, reductions.total),
        records,
        reductions: reductions.list.map(({ row, tonnesInYear }) => ({ ...row, tonnesInYear })),
        assets: assets.list,
        generatedAt: new Date(),
      });
      return { fileName: `碳账户_${seat.enterpriseName}_${year}年.xlsx`, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes };
    },
    { rateLimit: EXPORT_RATE },
  );
}
