import { Alert, Button, Tag } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { productQuery } from '@portal/contract/calls/products/product-query';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { useCall } from '../../api/use-call.ts';
import { RichText } from '../../ui/RichText.tsx';
import { formatDate } from '../../ui/format-date.ts';
import { LoadState } from './LoadState.tsx';
import { productCentrePath, productDetailPath } from './paths.ts';
import { PRODUCT_TEXTS as T } from './texts.ts';
import styles from './Products.module.css';

/**
 * /bankProduct/detail?code= and /productDetails?code=: one product's facts, detail and the
 * other products of its type.
 */
export default function ProductDetailScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  const result = useCall(productQuery, code ? { productCode: code } : null);

  if (!code) {
    return (
      <PageBand title={T.detailCrumb} crumbs={[{ label: T.centreTitle, to: productCentrePath() }, { label: T.detailCrumb }]}>
        <Alert type="info" showIcon title={T.missingCode} action={<Button onClick={() => navigate(productCentrePath())}>{T.backToCentre}</Button>} />
      </PageBand>
    );
  }
  const product = result.state === 'done' ? result.data.product : null;
  return (
    <PageBand
      title={product?.name ?? T.detailCrumb}
      crumbs={[
        { label: T.centreTitle, to: productCentrePath() },
        ...(product ? [{ label: product.typeName, to: productCentrePath(product.type) }] : []),
        { label: T.detailCrumb },
      ]}
    >
      <LoadState result={result} rows={10} />
      {result.state === 'failed' && (
        <div style={{ textAlign: 'center' }}>
          <Button type="primary" onClick={() => navigate(productCentrePath())}>
            {T.backToCentre}
          </Button>
        </div>
      )}
      {product && result.state === 'done' && (
        <article data-testid="product-detail">
          <header className={styles.detailHead}>
            <div>
              <span className={styles.cardType}>{product.typeName}</span>
              <h2 className={styles.detailTitle}>{product.name}</h2>
              <p className={styles.detailSummary}>{product.summary}</p>
              <div className={styles.tags}>
                {product.tags.map((t) => (
                  <Tag key={t} color="blue" bordered={false}>
                    {t}
                  </Tag>
                ))}
              </div>
            </div>
            {product.publishedAt && <span className={styles.count}>{T.publishedAt(formatDate(product.publishedAt))}</span>}
          </header>
          {product.attrs.length > 0 && (
            <dl className={styles.factsGrid} aria-label={T.facts}>
              {product.attrs.map((a) => (
                <div key={a.label} className={styles.fact}>
                  <dt>{a.label}</dt>
                  <dd>{a.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className={styles.detailBody}>
            <RichText html={product.detailHtml} className={styles.rich} />
            <aside className={styles.aside}>
              {result.data.related.length > 0 && (
                <>
                  <h3 className={styles.asideTitle}>{T.related}</h3>
                  <ul className={styles.asideList}>
                    {result.data.related.map((r) => (
                      <li key={r.productCode}>
                        <Link to={productDetailPath(r.productCode)}>{r.name}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h3 className={styles.asideTitle}>{T.consult}</h3>
              <p className={styles.asideHint}>{T.consultHint}</p>
            </aside>
          </div>
        </article>
      )}
    </PageBand>
  );
}
