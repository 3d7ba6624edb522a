import { describe, expect, it } from 'vitest';
import type { EnvParamCheck, EnvParamDef } from '@portal/contract/calls/green-finance/env-fields';
import { exampleTexts, formatQuantity, paramProblem } from './measure-values.ts';

const defs: EnvParamDef[] = [
  { key: 'capacityKw', label: '装机容量', unit: 'kW', min: 1, max: 1000, help: '', example: 100 },
  { key: 'annualGenerationMwh', label: '年发电量', unit: 'MWh', min: 0.001, max: 8760, help: '', example: 120 },
];
const checks: EnvParamCheck[] = [{ field: 'annualGenerationMwh', other: 'capacityKw', times: 8.76, message: '超过满发' }];

describe('the measure form’s checks', () => {
  it('says each field’s own problem, keeping the text', () => {
    expect(paramProblem('capacityKw', defs, checks, { capacityKw: '-3' })).toBe('装机容量不能为负数');
    expect(paramProblem('capacityKw', defs, checks, { capacityKw: '12a' })).toBe('装机容量须为数字');
    expect(paramProblem('annualGenerationMwh', defs, checks, { capacityKw: '100', annualGenerationMwh: '877' })).toBe('超过满发');
    expect(paramProblem('annualGenerationMwh', defs, checks, { capacityKw: '100', annualGenerationMwh: '876' })).toBeNull();
  });
  it('waits with a rule until its other field is a number', () => {
    expect(paramProblem('annualGenerationMwh', defs, checks, { capacityKw: '', annualGenerationMwh: '877' })).toBeNull();
  });
  it('starts from the examples and formats results', () => {
    expect(exampleTexts(defs)).toEqual({ capacityKw: '100', annualGenerationMwh: '120' });
    expect(formatQuantity(6367.2)).toBe('6,367.2');
    expect(formatQuantity(1.21234567)).toBe('1.2123');
  });
});
