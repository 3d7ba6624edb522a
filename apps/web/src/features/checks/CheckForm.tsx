import type { ReactNode } from 'react';
import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { CHECK_TEXTS as T } from './texts.ts';
import styles from './Checks.module.css';

export interface CheckField {
  name: string;
  label: string;
  placeholder: string;
  maxLength: number;
}

/** The form of a check tool: its fields, 查询 and 重新输入, the public-tool note and a failure above the result. */
export function CheckForm(props: {
  form: FormInstance<Record<string, string>>;
  fields: CheckField[];
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  /** An edit (the fields changed): the screen takes the verdict and those fields' messages away. */
  onChange: (changed: Record<string, unknown>) => void;
  onReset: () => void;
  testId: string;
  children?: ReactNode;
}) {
  const { form, fields, busy, error, onSubmit, onChange, onReset, testId } = props;
  return (
    <Form form={form} layout="vertical" className={styles.form} onFinish={onSubmit} onValuesChange={(changed: Record<string, unknown>) => onChange(changed)} data-testid={testId} requiredMark={false}>
      <div className={styles.fields}>
        {fields.map((f) => (
          <Form.Item key={f.name} label={f.label} name={f.name} validateTrigger={[]}>
            <Input placeholder={f.placeholder} maxLength={f.maxLength} autoComplete="off" allowClear data-testid={`${testId}-${f.name}`} />
          </Form.Item>
        ))}
      </div>
      {error && <Alert className={styles.note} type="error" showIcon title={error} data-testid={`${testId}-error`} />}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-submit`}>
          {busy ? T.querying : T.query}
        </Button>
        <Button onClick={onReset}>{T.reset}</Button>
      </div>
      <p className={styles.note}>{T.publicNote}</p>
    </Form>
  );
}
