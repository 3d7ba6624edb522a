import { Button, Card, Input, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Banner } from '@portal/contract/page-config';
import { ImageField } from './ImageField.tsx';
import { freshId, move, removeAt, replaceAt, type ProblemAt } from './list-edit.ts';
import { RowTools } from './RowTools.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/** Home banners: image (upload), title, link, order and on/off. */
export function BannerEditor({ banners, problemAt, onChange }: { banners: readonly Banner[]; problemAt: ProblemAt; onChange: (banners: Banner[]) => void }) {
  const add = () => {
    const bannerId = freshId('banner', banners.map((b) => b.bannerId));
    onChange([...banners, { bannerId, title: T.newBanner, imgsrc: '', trackId: bannerId }]);
  };
  return (
    <div>
      <p className={styles.hint}>{T.bannerHint}</p>
      {banners.map((banner, i) => {
        const at = (field: string) => problemAt(['pageContent', 'bannerList', i, field]);
        const set = (patch: Partial<Banner>) => onChange(replaceAt(banners, i, { ...banner, ...patch }));
        const name = banner.title || T.untitledBanner;
        return (
          <Card
            key={banner.bannerId + i}
            size="small"
            className={`${styles.bannerCard} ${banner.hide ? styles.hiddenRow : ''}`}
            data-testid={`banner-${i}`}
            title={`${i + 1}. ${name}`}
            extra={
              <span className={styles.cardExtra}>
                <Switch size="small" checked={banner.hide !== true} onChange={(on) => set({ hide: on ? undefined : true })} aria-label={`${T.bannerShow} ${name}`} />
                <span>{T.bannerShow}</span>
                <RowTools name={name} index={i} count={banners.length} onMove={(by) => onChange(move(banners, i, by))} onRemove={() => onChange(removeAt(banners, i))} />
              </span>
            }
          >
            <div className={styles.formGrid}>
              <label className={styles.formLabel}>{T.bannerTitle}</label>
              <div>
                <Input size="small" value={banner.title} maxLength={60} status={at('title') ? 'error' : undefined} onChange={(e) => set({ title: e.target.value })} aria-label={`${T.bannerTitle} ${i + 1}`} />
                {at('title') && <div className={styles.fieldError}>{at('title')}</div>}
              </div>
              <label className={styles.formLabel}>{T.bannerSubtitle}</label>
              <Input size="small" value={banner.subtitle ?? ''} maxLength={120} onChange={(e) => set({ subtitle: e.target.value || undefined })} aria-label={`${T.bannerSubtitle} ${i + 1}`} />
              <label className={styles.formLabel}>{T.bannerLink}</label>
              <div>
                <Input size="small" value={banner.url ?? ''} placeholder={T.urlPlaceholder} status={at('url') ? 'error' : undefined} onChange={(e) => set({ url: e.target.value || undefined })} aria-label={`${T.bannerLink} ${i + 1}`} />
                {at('url') && <div className={styles.fieldError}>{at('url')}</div>}
              </div>
              <label className={styles.formLabel}>{T.bannerImage}</label>
              <ImageField value={banner.imgsrc} label={`${T.bannerImage} ${i + 1}`} purpose="轮播图" problem={at('imgsrc')} onChange={(imgsrc) => set({ imgsrc })} />
            </div>
          </Card>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={add} disabled={banners.length >= 10}>
        {T.addBanner}
      </Button>
    </div>
  );
}
