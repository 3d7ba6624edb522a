import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Input, Modal, Rate, Spin, Tag } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { CallResponse } from '@portal/contract/call';
import { searchEvaluateList } from '@portal/contract/calls/customer-service/search-evaluate-list';
import { submitEvaluate } from '@portal/contract/calls/customer-service/submit-evaluate';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { EVALUATION_SUGGESTION_MAX } from '@portal/contract/limits';
import { EVALUATION_MESSAGES as M } from '@portal/contract/messages';
import { callApi } from '../../api/client.ts';
import { confirmError, maxPoint, ratingLabel, reasonsAfterRating, showsReasons, toggleReason } from './rating-rules.ts';
import { CS_TEXTS as T } from './texts.ts';
import styles from './RatingDialog.module.css';

type Options = CallResponse<typeof searchEvaluateList>;

export interface RatingOutcome {
  rated: boolean;
  /** The conversation can no longer be rated (window passed, already rated, never connected). */
  expired: boolean;
  doNotAsk: boolean;
}

/** Codes after which the rate button has no more use. */
const FINAL_CODES: ReadonlySet<number> = new Set([
  ERRORS.EVALUATION_EXPIRED.code,
  ERRORS.EVALUATION_DONE.code,
  ERRORS.EVALUATION_NOT_ALLOWED.code,
  ERRORS.CHAT_NOT_FOUND.code,
]);

function messageOf(err: unknown, fallback: string): string {
  if (err instanceof CallError && err.code === ERRORS.EVALUATION_EXPIRED.code) return M.expired;
  return err instanceof CallError && err.code > 0 && err.message ? err.message : fallback;
}

/**
 * The service evaluation of an ended human conversation (§4 Rating dialog, §5 Evaluation):
 * stars with names, reasons below the top score (one needed at 2 stars or fewer), a
 * suggestion, "3天内不再提醒", then the success dialog.
 */
export function RatingDialog({ uuid, onClose }: { uuid: string; onClose: (outcome: RatingOutcome) => void }) {
  const [options, setOptions] = useState<Options | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [point, setPoint] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [suggestion, setSuggestion] = useState('');
  const [doNotAsk, setDoNotAsk] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [final, setFinal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(searchEvaluateList, { uuid }).then(
      (o) => live && setOptions(o),
      (err: unknown) => {
        if (!live) return;
        setLoadError(messageOf(err, M.listFailed));
        setFinal(err instanceof CallError && FINAL_CODES.has(err.code));
      },
    );
    return () => {
      live = false;
    };
  }, [uuid]);

  const levels = options?.cibPfbzList ?? [];
  const max = maxPoint(levels);

  function rate(value: number) {
    setPoint(value);
    setSelected((s) => reasonsAfterRating(value, max, s));
    setError(null);
  }

  function toggle(uri: string) {
    const next = toggleReason(selected, uri);
    setSelected(next.selected);
    setError(next.error);
  }

  async function confirm() {
    const problem = confirmError(point, selected);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await callApi(submitEvaluate, { uuid, point, uri: selected, feedBackMsg: suggestion.trim() });
      setDone(true);
    } catch (err) {
      setError(messageOf(err, M.submitFailed));
      if (err instanceof CallError && FINAL_CODES.has(err.code)) setFinal(true);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Modal
        open
        centered
        width={360}
        title={null}
        closable={false}
        footer={
          <Button type="primary" onClick={() => onClose({ rated: true, expired: true, doNotAsk })}>
            {T.ratingDone}
          </Button>
        }
        onCancel={() => onClose({ rated: true, expired: true, doNotAsk })}
      >
        <div className={styles.success} role="status" data-testid="cs-rating-success">
          <CheckCircleFilled className={styles.successIcon} aria-hidden />
          <p>{M.success}</p>
        </div>
      </Modal>
    );
  }

  const cancel = () => onClose({ rated: false, expired: final, doNotAsk });
  const reasonsShown = showsReasons(point, max) && (options?.cibWjdcList.length ?? 0) > 0;

  return (
    <Modal
      open
      centered
      width={460}
      title={M.title}
      onCancel={cancel}
      closable={{ 'aria-label': T.close }}
      footer={[
        <Button key="cancel" onClick={cancel}>
          {T.ratingCancel}
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={!options || final} onClick={() => void confirm()}>
          {T.ratingConfirm}
        </Button>,
      ]}
    >
      <div className={styles.body} data-testid="cs-rating">
        {!options && !loadError && (
          <div className={styles.loading}>
            <Spin size="small" /> {T.ratingLoading}
          </div>
        )}
        {loadError && <Alert type={final ? 'warning' : 'error'} showIcon title={loadError} />}
        {options && (
          <>
            <div className={styles.stars}>
              <Rate
                count={levels.length}
                value={point}
                onChange={rate}
                tooltips={levels.map((l) => l.name)}
                aria-label={M.title}
                className={styles.rate}
              />
              <span className={styles.starLabel} data-testid="cs-rating-label">
                {ratingLabel(point, levels)}
              </span>
            </div>
            {reasonsShown && (
              <div className={styles.reasons}>
                <p className={styles.apology}>{M.apology}</p>
                <div className={styles.tags} role="group" aria-label={M.apology}>
                  {options.cibWjdcList.map((r) => (
                    <Tag.CheckableTag
                      key={r.uri}
                      checked={selected.includes(r.uri)}
                      onChange={() => toggle(r.uri)}
                      className={styles.tag}
                    >
                      {r.name}
                    </Tag.CheckableTag>
                  ))}
                </div>
              </div>
            )}
            <label className={styles.suggestionLabel} htmlFor="cs-rating-suggestion">
              {T.ratingSuggestion}
            </label>
            <Input.TextArea
              id="cs-rating-suggestion"
              value={suggestion}
              onChange={(e) => setSuggestion(e.target.value)}
              maxLength={EVALUATION_SUGGESTION_MAX}
              showCount
              rows={3}
              placeholder={M.suggestionPlaceholder}
            />
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </>
        )}
        <Checkbox className={styles.doNotAsk} checked={doNotAsk} onChange={(e) => setDoNotAsk(e.target.checked)}>
          {M.doNotAskAgain}
        </Checkbox>
      </div>
    </Modal>
  );
}
