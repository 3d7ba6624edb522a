import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { StaffMember } from '@portal/contract/calls/staff/staff-member';
import { StaffShell } from '../StaffShell.tsx';
import { STAFF_HOME_PATH } from '../staff-session.ts';
import { SERVICE_TEXTS as T } from './texts.ts';
import styles from './Service.module.css';

/** Anyone but an operator is told the screen is not theirs (the server refuses them too). */
function OperatorsOnly() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={T.onlyOperators}
      subTitle={T.onlyOperatorsHint}
      extra={
        <Button type="primary" onClick={() => navigate(STAFF_HOME_PATH)}>
          {T.backHome}
        </Button>
      }
      data-testid="service-refused"
    />
  );
}

/** Frame of an operator screen: the staff shell, a title with the way back, the role check. */
export function OperatorPage({ title, intro, extra, children }: { title: string; intro: string; extra?: ReactNode; children: ReactNode }) {
  const staff = useLoaderData() as StaffMember;
  return (
    <StaffShell staff={staff}>
      {staff.role !== 'operator' ? (
        <OperatorsOnly />
      ) : (
        <>
          <div className={styles.pageHead}>
            <div>
              <h1 className={styles.pageTitle}>
                <Link to={STAFF_HOME_PATH} className={styles.back} aria-label={T.backHome} title={T.backHome}>
                  <ArrowLeftOutlined />
                </Link>
                {title}
              </h1>
              <p className={styles.intro}>{intro}</p>
            </div>
            {extra}
          </div>
          {children}
        </>
      )}
    </StaffShell>
  );
}
