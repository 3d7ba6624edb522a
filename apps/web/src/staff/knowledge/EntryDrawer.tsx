import { useState } from 'react';
import { Alert, AutoComplete, Button, Drawer, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { knowledgeCreate } from '@portal/contract/calls/operator/knowledge-create';
import { KB_FIELD_MESSAGES as M, KB_LIMITS, type KbContent, type KbEntry } from '@portal/contract/calls/operator/knowledge-fields';
import { knowledgeUpdate } from '@portal/contract/calls/operator/knowledge-update';
import { callApi } from '../../api/client.ts';
import { KNOWLEDGE_TEXTS as T } from './texts.ts';
import styles from './Knowledge.module.css';
import { showRefusedSave } from '../refused-save.ts';

const FIELDS = ['category', 'question', 'similarQuestions', 'answer'] as const;

const length = (min: number, max: number, short: string, long: string) => [
  { required: true, whitespace: true, message: short },
  { min, message: short, transform: (v: string) => v?.trim() },
  { max, message: long },
];

/** Which form field a server error names (`similarQuestions.2` → the third phrasing). */
function fieldOf(path: string): (string | number)[] | null {
  const [head, index] = path.split('.');
  if (!FIELDS.includes(head as (typeof FIELDS)[number])) return null;
  return index !== undefined && /^\d+$/.test(index) ? [head!, Number(index)] : [head!];
}

/**
 * The editor of one entry (new when `entry` is null), mounted while it is open. Nothing typed
 * is lost on a failed save: the drawer stays open with the server's message at the field.
 */
export function EntryDrawer({
  entry,
  categories,
  onClose,
  onSaved,
}: {
  entry: KbEntry | null;
  categories: readonly string[];
  onClose: () => void;
  onSaved: (entry: KbEntry) => void;
}) {
  const [form] = Form.useForm<KbContent>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const initialValues: KbContent = entry
    ? { category: entry.category, question: entry.question, similarQuestions: entry.similarQuestions, answer: entry.answer }
    : { category: '', question: '', similarQuestions: [''], answer: '' };

  async function save(values: KbContent) {
    setSaving(true);
    setError(null);
    const content: KbContent = {
      category: values.category.trim(),
      question: values.question.trim(),
      similarQuestions: (values.similarQuestions ?? []).map((s) => s?.trim() ?? '').filter(Boolean),
      answer: values.answer.trim(),
    };
    try {
      const saved = entry ? await callApi(knowledgeUpdate, { id: entry.id, ...content }) : await callApi(knowledgeCreate, content);
      onSaved(saved.entry);
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, fieldOf));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={entry ? T.drawerEdit(entry.id) : T.drawerNew}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="kb-save">
            {T.save}
          </Button>
        </Space>
      }
      data-testid="kb-drawer"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)} requiredMark>
        <Form.Item
          name="category"
          label={T.category}
          rules={[{ required: true, whitespace: true, message: M.categoryRequired }, { max: KB_LIMITS.categoryMax, message: M.categoryTooLong }]}
        >
          <AutoComplete
            options={categories.map((c) => ({ value: c }))}
            placeholder={T.categoryPlaceholder}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            aria-label={T.category}
          />
        </Form.Item>
        <Form.Item name="question" label={T.question} rules={length(KB_LIMITS.questionMin, KB_LIMITS.questionMax, M.questionTooShort, M.questionTooLong)}>
          <Input placeholder={T.questionPlaceholder} showCount maxLength={KB_LIMITS.questionMax} aria-label={T.question} data-testid="kb-question" />
        </Form.Item>
        <Form.Item label={T.similar} extra={T.similarHint} required={false}>
          <Form.List name="similarQuestions">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <div key={field.key} className={styles.similarRow}>
                    <Form.Item
                      name={field.name}
                      rules={[
                        { min: KB_LIMITS.questionMin, message: M.similarTooShort, transform: (v: string) => v?.trim() },
                        { max: KB_LIMITS.questionMax, message: M.similarTooLong },
                      ]}
                    >
                      <Input placeholder={T.similarPlaceholder(index + 1)} maxLength={KB_LIMITS.questionMax} aria-label={T.similarPlaceholder(index + 1)} />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={T.removeSimilar} title={T.removeSimilar} />
                  </div>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= KB_LIMITS.similarMax} onClick={() => add('')} block>
                  {T.addSimilar}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="answer" label={T.answer} rules={length(KB_LIMITS.answerMin, KB_LIMITS.answerMax, M.answerTooShort, M.answerTooLong)}>
          <Input.TextArea rows={9} placeholder={T.answerPlaceholder} showCount maxLength={KB_LIMITS.answerMax} aria-label={T.answer} data-testid="kb-answer" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
