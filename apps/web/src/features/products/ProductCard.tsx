import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ProductCard as Card } from '@portal/contract/calls/products/fields';
import { productDetailPath } from './paths.ts';
import { PRODUCT_TEXTS as T } from './texts.ts';
import styles from './Products.module.css';

/** Facts a card has room for; the detail page shows them all. */
const CARD_ATTRS = 4;

/** One product as a card: type, name, summary, its first facts and tags, linking to its detail. */
export function ProductCard({ product }: { product: Card }) {
  return (
    <Link to={productDetailPath(product.productCode)} className={styles.card} data-testid="product-card">
      <span className={styles.cardType}>{product.typeName}</span>
      <h3 className={styles.cardTitle}>{product.name}</h3>
      <p className={styles.cardSummary}>{product.summary}</p>
      {product.attrs.length > 0 && (
        <dl className={styles.attrs}>
          {product.attrs.slice(0, CARD_ATTRS).map((a) => (
            <div key={a.label} className={styles.attr}>
              <dt>{a.label}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.cardFoot}>
        <div className={styles.tags}>
          {product.tags.map((t) => (
            <Tag key={t} color="blue" bordered={false}>
              {t}
            </Tag>
          ))}
        </div>
        <span className={styles.more}>{T.viewDetail} ›</span>
      </div>
    </Link>
  );
}

export function ProductGrid({ items }: { items: Card[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((p) => (
        <li key={p.productCode}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
