import { useState } from 'react';
import { Alert } from 'antd';
import { productListByTypes } from '@portal/contract/calls/products/product-list-by-types';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { useCall } from '../../api/use-call.ts';
import type { Landing } from './landings.ts';
import { EmptyState, LoadState } from './LoadState.tsx';
import { ProductGrid } from './ProductCard.tsx';
import styles from './Products.module.css';
import landing from './Landing.module.css';

/** Cards a landing page shows per type. */
const PER_TYPE = 12;

/** A business line's landing page (/pension, /trust, /saasPlatform/detail): its strengths, then its published products. */
export function LandingScreen({ page }: { page: Landing }) {
  const [tick, setTick] = useState(0);
  const result = useCall(productListByTypes, { types: page.types, limit: PER_TYPE }, tick);
  return (
    <PageBand title={page.title} intro={page.intro} crumbs={[{ label: page.title }]}>
      <ol className={landing.points}>
        {page.points.map((p, i) => (
          <li key={p.title} className={landing.point}>
            <span className={landing.pointIndex}>{String(i + 1).padStart(2, '0')}</span>
            <h2 className={landing.pointTitle}>{p.title}</h2>
            <p className={landing.pointText}>{p.text}</p>
          </li>
        ))}
      </ol>
      <section className={styles.section} aria-labelledby="landing-products">
        <div className={styles.sectionHead}>
          <h2 id="landing-products" className={styles.sectionTitle}>
            {page.productsHeading}
          </h2>
        </div>
        <LoadState result={result} onRetry={() => setTick((t) => t + 1)} />
        {result.state === 'done' &&
          (result.data.groups.some((g) => g.items.length) ? <ProductGrid items={result.data.groups.flatMap((g) => g.items)} /> : <EmptyState />)}
      </section>
      <Alert className={landing.contact} type="info" showIcon title={page.contact} />
    </PageBand>
  );
}
