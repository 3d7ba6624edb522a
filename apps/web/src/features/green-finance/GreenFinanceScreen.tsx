import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { GreenCases } from './GreenCases.tsx';
import { GreenLanding } from './GreenLanding.tsx';
import { GREEN_FINANCE } from './green-pages.ts';
import styles from './GreenFinance.module.css';

const T = {
  toolTitle: '环境效益测算',
  toolIntro: '光伏、风电、建筑节能、新能源公交、污水处理……在线测算项目年节能量与减排量，以及本行贷款对应的环境效益。',
  toolButton: '开始测算',
  cases: '绿色金融案例与动态',
};

/** #/greenFinance (§2): the bank's green products from the product tables, the estimate tool, green cases. */
export default function GreenFinanceScreen() {
  const navigate = useNavigate();
  return (
    <GreenLanding page={GREEN_FINANCE} testId="green-finance">
      <section className={styles.tool} aria-labelledby="green-tool">
        <div className={styles.toolText}>
          <h2 id="green-tool" className={styles.toolTitle}>
            {T.toolTitle}
          </h2>
          <p className={styles.toolIntro}>{T.toolIntro}</p>
        </div>
        <Button type="primary" size="large" onClick={() => navigate('/measure')} data-testid="green-finance-measure">
          {T.toolButton}
        </Button>
      </section>
      <GreenCases heading={T.cases} />
    </GreenLanding>
  );
}
