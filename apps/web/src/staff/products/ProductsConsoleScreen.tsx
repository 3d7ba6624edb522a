import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ForexTab } from './ForexTab.tsx';
import { FundsTab } from './FundsTab.tsx';
import { ProductsTab } from './ProductsTab.tsx';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';

const TABS = ['products', 'funds', 'forex'] as const;
type Tab = (typeof TABS)[number];

/** #/staff/products: products, funds and the forex board, with the imports of bank-internal data. */
export default function ProductsConsoleScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'products';
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'products', label: T.tabs.products, children: <ProductsTab /> },
          { key: 'funds', label: T.tabs.funds, children: <FundsTab /> },
          { key: 'forex', label: T.tabs.forex, children: <ForexTab /> },
        ]}
      />
    </OperatorPage>
  );
}
