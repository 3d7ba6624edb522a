import type { CallRequest } from '@portal/contract/call';
import type { envBenefitCal, envBenefitCalForLoan, EnvCalcResult } from '@portal/contract/calls/green-finance/env-calls';
import { ENV_MESSAGES, ENV_REGIONS, checkEnvParams, checkLoanShare, envNumber } from '@portal/contract/calls/green-finance/env-fields';
import { AppError } from '../../errors.ts';
import { discernProject } from './discern.ts';
import { chooseFactorRow } from './factor-choice.ts';
import type { FactorCache } from './factor-cache.ts';
import { ESTIMATE_CODES } from './factors-service.ts';
import type { EnvFactorRecord } from './factors-repo.ts';
import { ENV_MODELS, findModel } from './models/index.ts';
import type { EnvModel, EnvResults, FactorValues } from './models/types.ts';
import { factorRow, modelSummary, resultRows, round4 } from './views.ts';

type CalcInput = CallRequest<typeof envBenefitCal>;
type LoanInput = CallRequest<typeof envBenefitCalForLoan>;

function modelOf(code: string): EnvModel {
  const model = findModel(code);
  if (!model) throw new AppError('ENV_MODEL_NOT_FOUND', { field: 'modelCode' });
  return model;
}

/** The environmental-benefit estimate (issue 24): models, parameters, calculation, loan share, discern. */
export function createEnvBenefitService(factorCache: FactorCache) {
  /** The result, and the unrounded quantities the loan share multiplies. */
  async function calculateWithRaw(input: CalcInput): Promise<{ result: EnvCalcResult; model: EnvModel; raw: EnvResults }> {
    const model = modelOf(input.modelCode);
    const problem = checkEnvParams(model.params, model.checks, input.params);
    if (problem) throw new AppError('ENV_PARAM_INVALID', { field: `params.${problem.field}`, message: problem.message });
    const params = Object.fromEntries(model.params.map((p) => [p.key, envNumber(input.params[p.key])]));

    const rows = await factorCache.rows();
    const used: EnvFactorRecord[] = [];
    const values: FactorValues = {};
    for (const need of model.factors) {
      const row = chooseFactorRow(rows.filter((r) => r.code === need.code), input.year, input.region, need.regional);
      if (!row) throw new AppError('ENV_FACTOR_MISSING');
      used.push(row);
      values[need.code] = Number(row.value);
    }
    const raw = model.compute(params, values);
    const result = {
      modelCode: model.code,
      modelName: model.name,
      year: input.year,
      region: input.region,
      results: resultRows(model.outputs, raw),
      factors: used.map(factorRow),
    };
    return { result, model, raw };
  }

  return {
    models: () => ({ models: ENV_MODELS.map(modelSummary) }),

    async params(modelCode: string) {
      const model = modelOf(modelCode);
      return {
        model: modelSummary(model),
        params: model.params,
        checks: model.checks,
        method: model.method,
        // Years of the factors the estimate reads (the table also holds the carbon account's heat factor).
        years: [...new Set((await factorCache.rows()).filter((r) => ESTIMATE_CODES.has(r.code)).map((r) => r.year))].sort((a, b) => b - a),
        regions: [...ENV_REGIONS],
        regional: model.factors.some((f) => f.regional),
        yearly: model.factors.length > 0,
      };
    },

    calculate: async (input: CalcInput) => (await calculateWithRaw(input)).result,

    /** The bank's share: each result × loan balance / total investment (both in 万元). */
    async calculateForLoan(input: LoanInput) {
      const { loanBalance, totalInvestment, ...calc } = input;
      const problem = checkLoanShare(loanBalance, totalInvestment);
      if (problem) throw new AppError('ENV_LOAN_INVALID', { field: problem.field, message: problem.message });
      const { result, model, raw } = await calculateWithRaw(calc);
      const balance = envNumber(loanBalance);
      const investment = envNumber(totalInvestment);
      const ratio = balance / investment;
      return {
        ...result,
        loanBalance: balance,
        totalInvestment: investment,
        shareRatio: round4(ratio),
        bankShare: resultRows(model.outputs, raw, ratio),
      };
    },

    discern(text: string) {
      const candidates = discernProject(text, ENV_MODELS);
      return candidates.length > 0 ? { candidates } : { candidates, message: ENV_MESSAGES.discernUnknown };
    },
  };
}
