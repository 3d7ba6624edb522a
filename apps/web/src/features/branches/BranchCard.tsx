import { Tag } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { branchServiceName, type BranchCard as Branch } from '@portal/contract/calls/branches/fields';
import { telHref } from './tel.ts';
import { BRANCH_TEXTS as T } from './texts.ts';
import styles from './Branches.module.css';

/** One branch of the result list: where it is, how to call it, when it opens, what it does. */
export function BranchCard({ branch }: { branch: Branch }) {
  return (
    <li className={styles.card} data-testid="branch-card">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{branch.name}</h3>
        <span className={styles.region}>
          {branch.city === branch.province ? branch.city : `${branch.province} ${branch.city}`} · {branch.district}
        </span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <EnvironmentOutlined aria-hidden /> {T.address}
          </dt>
          <dd>{branch.address}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <PhoneOutlined aria-hidden /> {T.phone}
          </dt>
          <dd>
            <a href={telHref(branch.phone)} aria-label={T.call(branch.phone)} data-testid="branch-phone">
              {branch.phone}
            </a>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <ClockCircleOutlined aria-hidden /> {T.hours}
          </dt>
          <dd>
            <span className={styles.hours}>
              {T.weekday} {branch.weekdayHours}
            </span>
            <span className={styles.hours}>
              {T.weekend} {branch.weekendHours}
            </span>
          </dd>
        </div>
      </dl>
      <ul className={styles.serviceTags} aria-label={T.services}>
        {branch.services.map((code) => (
          <li key={code}>
            <Tag color="blue" bordered={false}>
              {branchServiceName(code)}
            </Tag>
          </li>
        ))}
      </ul>
    </li>
  );
}
