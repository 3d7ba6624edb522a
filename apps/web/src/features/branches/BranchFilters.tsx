import { useState } from 'react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { BRANCH_LIMITS, BRANCH_SERVICES, ZBranchKeyword, type BranchService, type RegionOptions } from '@portal/contract/calls/branches/fields';
import { NO_FILTERS, type BranchFilterValues } from './filter-values.ts';
import { BRANCH_TEXTS as T } from './texts.ts';
import styles from './Branches.module.css';


const choices = (names: string[]) => names.map((n) => ({ value: n, label: n }));

/**
 * The finder's conditions: 省/市/区 cascade (choosing a level clears those below it), the
 * services every result must offer, both applied at once, and a keyword applied on 查询.
 */
export function BranchFilters({
  value,
  options,
  onChange,
}: {
  value: BranchFilterValues;
  options: RegionOptions;
  onChange: (next: BranchFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value.keyword);
  const [keywordError, setKeywordError] = useState<string | null>(null);

  function applyKeyword() {
    const parsed = ZBranchKeyword.safeParse(draft);
    if (!parsed.success) {
      setKeywordError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setKeywordError(null);
    onChange({ ...value, keyword: parsed.data });
  }

  function reset() {
    setDraft('');
    setKeywordError(null);
    onChange(NO_FILTERS);
  }

  return (
    <Form layout="vertical" className={styles.filters} aria-label={T.filtersLabel} data-testid="branch-filters" onFinish={applyKeyword}>
      <div className={styles.regionRow}>
        <Form.Item label={T.province} htmlFor="branch-province" className={styles.field}>
          <Select
            id="branch-province"
            allowClear
            placeholder={T.allProvinces}
            value={value.province || undefined}
            options={choices(options.provinces)}
            onChange={(province?: string) => onChange({ ...value, province: province ?? '', city: '', district: '' })}
            data-testid="branch-province"
          />
        </Form.Item>
        <Form.Item label={T.city} htmlFor="branch-city" className={styles.field}>
          <Select
            id="branch-city"
            allowClear
            disabled={!value.province}
            placeholder={value.province ? T.allCities : T.chooseProvinceFirst}
            value={value.city || undefined}
            options={choices(options.cities)}
            onChange={(city?: string) => onChange({ ...value, city: city ?? '', district: '' })}
            data-testid="branch-city"
          />
        </Form.Item>
        <Form.Item label={T.district} htmlFor="branch-district" className={styles.field}>
          <Select
            id="branch-district"
            allowClear
            disabled={!value.city}
            placeholder={value.city ? T.allDistricts : T.chooseCityFirst}
            value={value.district || undefined}
            options={choices(options.districts)}
            onChange={(district?: string) => onChange({ ...value, district: district ?? '' })}
            data-testid="branch-district"
          />
        </Form.Item>
      </div>
      <Form.Item
        label={T.keyword}
        htmlFor="branch-keyword"
        validateStatus={keywordError ? 'error' : undefined}
        help={keywordError ?? undefined}
        className={styles.keywordField}
      >
        <div className={styles.keywordRow}>
          <Input
            id="branch-keyword"
            allowClear
            value={draft}
            maxLength={BRANCH_LIMITS.keywordMax}
            placeholder={T.keywordPlaceholder}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="branch-keyword"
          />
          <Button type="primary" htmlType="submit" data-testid="branch-search">
            {T.search}
          </Button>
        </div>
      </Form.Item>
      <fieldset className={styles.services}>
        <legend className={styles.servicesLegend}>{T.services}</legend>
        <div className={styles.servicesRow}>
          <Checkbox.Group
            value={value.services}
            options={BRANCH_SERVICES.map((s) => ({ value: s.code, label: s.name }))}
            onChange={(services) => onChange({ ...value, services: services as BranchService[] })}
            className={styles.serviceChecks}
          />
          <Button type="link" onClick={reset} className={styles.reset} data-testid="branch-reset">
            {T.reset}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
