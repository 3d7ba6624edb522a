import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Skeleton } from 'antd';
import { envModelList, envParam } from '@portal/contract/calls/green-finance/env-calls';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { DiscernPanel } from './DiscernPanel.tsx';
import { ModelPicker } from './ModelPicker.tsx';
import { ParamForm } from './ParamForm.tsx';
import { ResultPanel, type MeasureOutcome } from './ResultPanel.tsx';
import { MEASURE_TEXTS as T } from './texts.ts';
import styles from './Measure.module.css';

/**
 * #/measure (环境效益测算, issue 24): pick a project type (or describe the project and let the
 * server suggest one), fill its parameters, and read the annual benefits with the factors used.
 * Public: no login (docs/decisions.md). The chosen type is in the address (`model`).
 */
export default function MeasureScreen() {
  const [address, setAddress] = useSearchParams();
  const modelCode = address.get('model');
  const models = useLoaded(() => callApi(envModelList, {}), 'models');
  const spec = useLoaded(() => callApi(envParam, { modelCode: modelCode! }), modelCode);
  const [outcome, setOutcome] = useState<MeasureOutcome | null>(null);

  const pick = (code: string) => {
    setOutcome(null);
    const next = new URLSearchParams(address);
    next.set('model', code);
    setAddress(next, { replace: true });
  };
  const current = spec.data && spec.data.model.code === modelCode ? spec.data : null;

  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <div className={styles.screen} data-testid="measure-screen">
        <DiscernPanel onPick={pick} />
        {models.failed ? (
          <Alert type="error" showIcon title={T.modelsFailed} />
        ) : models.data ? (
          <ModelPicker models={models.data.models} value={modelCode} onChange={pick} />
        ) : (
          <Skeleton active />
        )}
        {modelCode && spec.failed && <Alert type="error" showIcon title={T.paramsFailed} />}
        {modelCode && !spec.failed && !current && <Skeleton active />}
        {current && <ParamForm key={current.model.code} spec={current} onResult={setOutcome} />}
        {current && outcome && outcome.modelCode === current.model.code && <ResultPanel outcome={outcome} method={current.method} />}
        <p className={styles.note}>{T.publicNote}</p>
      </div>
    </PageBand>
  );
}
