import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import { isValidAccountCard, validateAccountCard } from '../src/validate/account-card.ts';

const SAMPLES = {
  mainland: '11010519491231002X',
  official: '南字第1234号',
  passport: 'E12345678',
  hk: 'A123456(7)',
  taiwan: '12345678',
  booklet: '123456789012345',
};

describe('isValidAccountCard', () => {
  it.each([
    ['0', SAMPLES.mainland],
    ['4', SAMPLES.official],
    ['9', SAMPLES.passport],
    ['A', SAMPLES.hk],
    ['B', SAMPLES.taiwan],
    ['D', SAMPLES.booklet],
  ])('type %s accepts its own document', (type, value) => expect(isValidAccountCard(type, value)).toBe(true));

  it.each([
    ['0', SAMPLES.official],
    ['4', SAMPLES.passport],
    ['9', SAMPLES.hk],
    ['A', SAMPLES.taiwan],
    ['B', SAMPLES.official],
    ['D', SAMPLES.passport],
  ])('type %s rejects another kind of document', (type, value) => expect(isValidAccountCard(type, value)).toBe(false));

  it('other codes accept any of the document kinds', () => {
    for (const type of ['1', 'X', '', null, undefined]) {
      for (const value of Object.values(SAMPLES)) expect(isValidAccountCard(type, value)).toBe(true);
      expect(isValidAccountCard(type, '!!')).toBe(false);
    }
  });

  it('an empty number is invalid for every type', () => {
    for (const type of ['0', '4', '9', 'A', 'B', 'D', '1', '']) expect(isValidAccountCard(type, '')).toBe(false);
  });
});

describe('validateAccountCard', () => {
  it('uses the message of the chosen type, a generic one otherwise', () => {
    expect(validateAccountCard('9', 'x')).toEqual({ ok: false, message: VALIDATION_MESSAGES.passport });
    expect(validateAccountCard('Q', '!!')).toEqual({ ok: false, message: VALIDATION_MESSAGES.idDocument });
    expect(validateAccountCard('0', '')).toEqual({ ok: false, message: VALIDATION_MESSAGES.idRequired });
    expect(validateAccountCard('0', SAMPLES.mainland)).toEqual({ ok: true });
  });
});
