import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { checkPageJson, problemText, type PageProblem } from '@portal/contract/calls/console/page-check';
import type { PageData } from '@portal/contract/page-config';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/**
 * The whole document as JSON for what the forms do not cover. Text edits stay here until
 * "校验并应用" passes the same checks the server runs; a syntax error names line and column.
 */
export function JsonPanel({ initial, pageCode, onText, onApply }: { initial: string; pageCode: string; onText: (text: string) => void; onApply: (page: PageData) => void }) {
  // The text lives here: a keystroke re-renders this panel, not every form of the editor.
  const [text, setText] = useState(initial);
  const [problems, setProblems] = useState<PageProblem[]>([]);
  const apply = () => {
    const checked = checkPageJson(text, pageCode);
    if (checked.ok) {
      setProblems([]);
      onApply(checked.page);
    } else setProblems(checked.problems);
  };
  return (
    <div>
      <p className={styles.hint}>{T.jsonHint}</p>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className={styles.block}
          title={T.problemsTitle(problems.length)}
          description={
            <ul className={styles.problemList} data-testid="json-problems">
              {problems.slice(0, 20).map((p, i) => (
                <li key={i}>{problemText(p)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Input.TextArea
        className={styles.json}
        value={text}
        spellCheck={false}
        rows={28}
        onChange={(e) => {
          setText(e.target.value);
          onText(e.target.value);
        }}
        aria-label={T.tabs.json}
        data-testid="page-json"
      />
      <Space className={styles.jsonActions}>
        <Button type="primary" onClick={apply} data-testid="json-apply">
          {T.applyJson}
        </Button>
      </Space>
    </div>
  );
}
