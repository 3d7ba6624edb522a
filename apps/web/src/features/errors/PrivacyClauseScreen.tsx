import { useId } from 'react';
import { Button } from 'antd';
import { PRIVACY_POLICY, type PolicyBlock } from './privacy-policy-text.ts';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';
import styles from './PrivacyClauseScreen.module.css';

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'h':
      return <h3 className={styles.subTitle}>{block.text}</h3>;
    case 'p':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}

/**
 * /privacyClause: the portal's privacy policy, with a table of contents. The contents scroll
 * by button rather than `#fragment` links, which would clash with the hash router.
 */
export default function PrivacyClauseScreen() {
  const go = useErrorActions();
  const idPrefix = useId();
  const sectionId = (id: string) => `${idPrefix}-${id}`;

  return (
    <div className={styles.page} data-testid="error-page-privacyClause">
      <nav className={styles.toc} aria-label={PRIVACY_POLICY.tocTitle}>
        <p className={styles.tocTitle}>{PRIVACY_POLICY.tocTitle}</p>
        <ul className={styles.tocList}>
          {PRIVACY_POLICY.sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className={styles.tocButton}
                onClick={() => {
                  const target = document.getElementById(sectionId(section.id));
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  target?.focus({ preventScroll: true });
                }}
              >
                {section.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title}>{PRIVACY_POLICY.title}</h1>
        <p className={styles.dates}>
          <span>{PRIVACY_POLICY.updatedAt}</span>
          <span>{PRIVACY_POLICY.effectiveAt}</span>
        </p>
        {PRIVACY_POLICY.intro.map((text) => (
          <p key={text} className={styles.paragraph}>
            {text}
          </p>
        ))}
        {PRIVACY_POLICY.sections.map((section) => (
          <section
            key={section.id}
            id={sectionId(section.id)}
            className={styles.section}
            tabIndex={-1}
            aria-labelledby={`${sectionId(section.id)}-title`}
          >
            <h2 id={`${sectionId(section.id)}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
        <div className={styles.actions}>
          <Button type="primary" size="large" onClick={go.home}>
            {ERROR_TEXTS.backHome}
          </Button>
        </div>
      </article>
    </div>
  );
}
