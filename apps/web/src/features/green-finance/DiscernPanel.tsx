import { useRef, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { discern, type EnvCandidate } from '@portal/contract/calls/green-finance/env-calls';
import { ENV_MESSAGES } from '@portal/contract/calls/green-finance/env-fields';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { MEASURE_TEXTS as T } from './texts.ts';
import styles from './Measure.module.css';

/** Describe the project in words; the server's discern suggests types to pick from. */
export function DiscernPanel({ onPick }: { onPick: (modelCode: string) => void }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [candidates, setCandidates] = useState<EnvCandidate[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  /** Bumped by every attempt and edit: a reply lands only while its text is still the one shown. */
  const attempt = useRef(0);

  async function run() {
    const trimmed = text.trim();
    // A new attempt: the suggestions for the text before it go (issue 37).
    const mine = ++attempt.current;
    setCandidates([]);
    if (trimmed.length < 2 || trimmed.length > 500) {
      setMessage(ENV_MESSAGES.discernText);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const reply = await callApi(discern, { text: trimmed });
      if (mine !== attempt.current) return;
      setCandidates(reply.candidates);
      setMessage(reply.message ?? null);
    } catch (err) {
      if (mine === attempt.current) setMessage(failureText(err, T.calcFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.block} aria-labelledby="measure-discern-title">
      <h2 id="measure-discern-title" className={styles.blockTitle}>
        {T.discernTitle}
      </h2>
      <div className={styles.discernRow}>
        <Input.TextArea
          value={text}
          onChange={(e) => {
            // The suggestions and their message belong to the text they were made for.
            attempt.current++;
            setText(e.target.value);
            setCandidates([]);
            setMessage(null);
          }}
          placeholder={T.discernPlaceholder}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={500}
          aria-label={T.discernTitle}
          data-testid="measure-discern-text"
        />
        <Button onClick={() => void run()} loading={busy} data-testid="measure-discern">
          {T.discernButton}
        </Button>
      </div>
      {message && <Alert type="info" showIcon title={message} className={styles.discernMessage} data-testid="measure-discern-message" />}
      {candidates.length > 0 && (
        <div className={styles.candidates} data-testid="measure-candidates">
          <span>{T.discernPick}</span>
          {candidates.map((c) => (
            <Button key={c.modelCode} size="small" onClick={() => onPick(c.modelCode)} data-testid={`measure-candidate-${c.modelCode}`}>
              {c.modelName}（{T.confidence(c.confidence)}）
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
