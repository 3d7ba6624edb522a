import { useState } from 'react';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';
import { ChangeList } from './ChangeList.tsx';
import { SeatGate } from './SeatGate.tsx';
import { StaffList } from './StaffList.tsx';
import { STAFF_TEXTS as T } from './texts.ts';
import styles from './staff.module.css';

/**
 * #/qywy/staff (员工管理, issue 23): the enterprise's staff users with maker-checker. Directors
 * submit; directors and approvers review others' changes; the maker withdraws their own.
 */
export default function StaffScreen() {
  const [tab, setTab] = useState('staff');
  // Any change refreshes every list: a submission shows in 待审核, a decision in the staff list.
  const [tick, setTick] = useState(0);
  const changed = () => setTick((t) => t + 1);
  return (
    <PageBand title={T.staffTitle} intro={T.staffIntro} crumbs={[{ label: T.staffTitle }]}>
      <div className={styles.sheet}>
        <SeatGate roles={['director', 'approver']} deniedText={T.notManager}>
          {(seat) => (
            <WrappingTabs
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: 'staff', label: T.tabStaff, children: <StaffList seat={seat} tick={tick} onChanged={changed} /> },
                { key: 'pending', label: T.tabPending, children: <ChangeList seat={seat} pending tick={tick} onChanged={changed} /> },
                { key: 'history', label: T.tabHistory, children: <ChangeList seat={seat} pending={false} tick={tick} onChanged={changed} /> },
              ]}
            />
          )}
        </SeatGate>
      </div>
    </PageBand>
  );
}
