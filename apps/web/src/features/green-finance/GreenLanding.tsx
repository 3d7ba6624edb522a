import { useState, type ReactNode } from 'react';
import { Alert } from 'antd';
import { productListByTypes } from '@portal/contract/calls/products/product-list-by-types';
import { useCall } from '../../api/use-call.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import type { Landing } from '../products/landings.ts';
import { EmptyState, LoadState } from '../products/LoadState.tsx';
import { ProductGrid } from '../products/ProductCard.tsx';
import landing from '../products/Landing.module.css';
import styles from './GreenFinance.module.css';

const PER_TYPE = 12;

/** A green-finance page: its strengths, what `children` adds (the tool, cases), then its published products. */
export function GreenLanding({ page, children, testId }: { page: Landing; children?: ReactNode; testId: string }) {
  const [tick, setTick] = useState(0);
  const result = useCall(productListByTypes, { types: page.types, limit: PER_TYPE }, tick);
  return (
    <PageBand title={page.title} intro={page.intro} crumbs={[{ label: page.title }]}>
      <div data-testid={testId}>
        <ol className={landing.points}>
          {page.points.map((p, i) => (
            <li key={p.title} className={landing.point}>
              <span className={landing.pointIndex}>{String(i + 1).padStart(2, '0')}</span>
              <h2 className={landing.pointTitle}>{p.title}</h2>
              <p className={landing.pointText}>{p.text}</p>
            </li>
          ))}
        </ol>
        {children}
        <section className={styles.section} aria-labelledby="green-products">
          <h2 id="green-products" className={styles.sectionTitle}>
            {page.productsHeading}
          </h2>
          <LoadState result={result} onRetry={() => setTick((t) => t + 1)} />
          {result.state === 'done' &&
            (result.data.groups.some((g) => g.items.length) ? <ProductGrid items={result.data.groups.flatMap((g) => g.items)} /> : <EmptyState />)}
        </section>
        <Alert className={landing.contact} type="info" showIcon title={page.contact} />
      </div>
    </PageBand>
  );
}
