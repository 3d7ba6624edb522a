import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { FooterItem } from '@portal/contract/page-config';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import styles from './Footer.module.css';

export type FooterColumnConfig = FooterItem & { list?: FooterItem[] | undefined };

interface FooterColumnProps {
  column: FooterColumnConfig;
  index: number;
  onPick: (name: string) => void;
}

/**
 * One footer menu column. A sub-item with `imgsrc` shows its QR image on hover or keyboard
 * focus; a column with its own `imgsrc` shows the image inline under the heading.
 */
export function FooterColumn({ column, index, onPick }: FooterColumnProps) {
  return (
    <div
      className={styles.column}
      style={column.width ? { width: column.width } : undefined}
      data-testid={`footer-column-${index}`}
    >
      <h2 className={styles.columnTitle}>
        {column.linkurl ? (
          <ConfigLink url={column.linkurl} newPage={column.newPage} onClick={() => onPick(column.name)}>
            {column.name}
          </ConfigLink>
        ) : (
          column.name
        )}
      </h2>
      {column.imgsrc && <img className={styles.inlineQr} src={column.imgsrc} alt={column.name} loading="lazy" />}
      {(column.list ?? []).length > 0 && (
        <ul className={styles.list}>
          {(column.list ?? []).map((item, i) => (
            <li key={`${item.name}-${i}`}>
              <ConfigLink
                className={styles.link}
                url={item.linkurl}
                newPage={item.newPage}
                onClick={() => onPick(item.name)}
              >
                {item.name}
                {item.imgsrc && <ShellIcon icon={QrcodeOutlined} className={styles.qrMark} />}
              </ConfigLink>
              {item.imgsrc && (
                <span className={styles.qrPop}>
                  <img src={item.imgsrc} alt={item.name} loading="lazy" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
