import { Select } from 'antd';
import { FRAME_TEXTS } from './nav.ts';
import { useChosenEnterprise } from './chosen-enterprise.ts';
import styles from './OpenPlatformFrame.module.css';

/** 当前企业 for a user with seats in several enterprises; nothing for one with a single seat. */
export function EnterprisePicker() {
  const { enterprises, memberCustomerId, choose } = useChosenEnterprise();
  if (!enterprises || enterprises.length < 2) return null;
  return (
    <label className={styles.picker}>
      <span>{FRAME_TEXTS.enterprise}</span>
      <Select
        value={memberCustomerId ?? enterprises[0]!.id}
        onChange={choose}
        options={enterprises.map((e) => ({ value: e.id, label: e.name }))}
        className={styles.pickerSelect}
        aria-label={FRAME_TEXTS.enterprise}
        data-testid="yqzl-enterprise-picker"
      />
    </label>
  );
}
