import { Button, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { catalogueMenu, catalogueTypes } from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import { ZOpenApiTypeCode } from '@portal/contract/calls/open-platform/catalogue/fields';
import { isOpenApiCode, type OpenApiCode } from '@portal/contract/open-platform/apis';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { useLoaded } from '../../../api/use-loaded.ts';
import { OpenPlatformFrame, openPlatformStyles } from '../frame/OpenPlatformFrame.tsx';
import { ApiPage } from './ApiPage.tsx';
import { CATALOGUE_TEXTS as T } from './texts.ts';
import styles from './Catalogue.module.css';

/**
 * #/yqzl/apis (issue 26 point 1): the API catalogue. `type` narrows the menu to a category,
 * `code` opens an API's page; both live in the address so a page can be linked and reloaded.
 */
export default function CatalogueScreen() {
  const [params, setParams] = useSearchParams();
  const type = ZOpenApiTypeCode.safeParse(params.get('type')).data;
  const rawCode = params.get('code') ?? '';
  const code = isOpenApiCode(rawCode) ? rawCode : undefined;
  const types = useLoaded(() => callApi(catalogueTypes, {}), 'types');
  const menu = useLoaded(() => callApi(catalogueMenu, type ? { type } : {}), type ?? 'all');

  const go = (next: { type?: string | undefined; code?: string | undefined }) => {
    const p = new URLSearchParams();
    if (next.type) p.set('type', next.type);
    if (next.code) p.set('code', next.code);
    setParams(p);
  };
  const firstApi = menu.data?.menu.flatMap((g) => g.apis).find((a) => isOpenApiCode(a.code))?.code as OpenApiCode | undefined;
  const shown = code ?? firstApi;

  return (
    <OpenPlatformFrame title={T.title} testId="open-platform-catalogue">
      <p style={{ margin: 0 }}>{T.intro}</p>
      <nav className={styles.typeBar} aria-label={T.typesLabel}>
        <Button type={type ? 'default' : 'primary'} onClick={() => go({})}>
          {T.allTypes}
        </Button>
        {types.data?.types.map((t) => (
          <Button key={t.code} type={type === t.code ? 'primary' : 'default'} onClick={() => go({ type: t.code })}>
            {t.name}（{t.apiCount}）
          </Button>
        ))}
      </nav>
      <div className={styles.layout}>
        <nav className={`${openPlatformStyles.section} ${styles.menu}`} aria-label={T.menuLabel} data-testid="catalogue-menu">
          {menu.failed && (
            <>
              <p>{failureText(menu.error, T.loadFailed)}</p>
              <Button onClick={menu.reload}>{T.retry}</Button>
            </>
          )}
          {!menu.data && !menu.failed && <Spin />}
          {menu.data?.menu.map((g) => (
            <div key={g.code}>
              <p className={styles.menuGroup}>{g.name}</p>
              {g.apis.map((a) => (
                <button key={a.code} type="button" className={styles.menuItem} aria-current={a.code === shown ? 'page' : undefined} onClick={() => go({ type, code: a.code })}>
                  {a.name}
                </button>
              ))}
            </div>
          ))}
        </nav>
        {shown ? <ApiPage apiCode={shown} /> : <section className={openPlatformStyles.section}>{T.pick}</section>}
      </div>
    </OpenPlatformFrame>
  );
}
