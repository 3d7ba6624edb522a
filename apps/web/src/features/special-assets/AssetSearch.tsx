import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ASSET_TYPE_LABELS } from '@portal/contract/calls/special-assets/fields';
import { thinkLike, type Suggestion } from '@portal/contract/calls/special-assets/public-queries';
import { callApi } from '../../api/client.ts';
import { detailPath } from './format.ts';
import { SPECIAL_TEXTS as T } from './texts.ts';
import styles from './SpecialAssets.module.css';

const DEBOUNCE_MS = 200;

/** The search box: suggestions while typing (Chinese, pinyin, initials); Enter lists every match. */
export function AssetSearch({ initial = '', onSearch }: { initial?: string; onSearch?: (keyword: string) => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [options, setOptions] = useState<Suggestion[]>([]);

  useEffect(() => {
    const keyword = text.trim();
    if (keyword === '') return;
    let live = true;
    const timer = setTimeout(() => {
      callApi(thinkLike, { keyword }).then(
        (reply) => live && setOptions(reply.list),
        () => live && setOptions([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const search = (keyword: string) => {
    if (onSearch) onSearch(keyword.trim());
    else navigate(`/specialRes/list?pageCode=tszc&keyword=${encodeURIComponent(keyword.trim())}`);
  };

  return (
    <AutoComplete
      className={styles.search}
      value={text}
      options={text.trim() === '' ? [] : options.map((s) => ({ value: s.assetId, label: <span data-testid="asset-suggestion">{s.title}<span className={styles.meta}> · {ASSET_TYPE_LABELS[s.type]}·{s.province}</span></span> }))}
      onChange={(v: string) => setText(options.find((o) => o.assetId === v)?.title ?? v)}
      onSelect={(assetId: string) => navigate(detailPath(assetId))}
    >
      <Input.Search placeholder={T.searchPlaceholder} enterButton={T.search} maxLength={40} allowClear onSearch={search} aria-label={T.searchPlaceholder} data-testid="asset-search" />
    </AutoComplete>
  );
}
