import { describe, expect, it } from 'vitest';
import { CARBON_MESSAGES } from '@portal/contract/carbon/sources';
import { checkEntry } from './entry-form.ts';

describe('carbon entry form', () => {
  it('shows the contract’s message at each field, and nothing for a good month', () => {
    expect(checkEntry({ month: '2025-03', source: 'electricity', quantity: '120000', note: '' })).toEqual({});
    expect(checkEntry({ month: '2025-03', source: 'natural_gas', quantity: '-3', note: '' })).toEqual({ quantity: CARBON_MESSAGES.quantityNegative });
    expect(checkEntry({ month: '2099-01', source: '', quantity: '1', note: '' })).toEqual({ month: CARBON_MESSAGES.monthFuture, source: CARBON_MESSAGES.source });
    expect(checkEntry({ month: '2025-03', source: 'diesel', quantity: '200000', note: '' }).quantity).toBe(CARBON_MESSAGES.quantityTooLarge('diesel'));
  });
});
