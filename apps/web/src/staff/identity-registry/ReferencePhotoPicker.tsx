import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { REGISTRY_IMPORT_LIMITS } from '@portal/contract/calls/identity-review/registry-import';
import { formatSize } from '../../features/documents/download.ts';
import { acceptOf } from '../../ui/ImagePicker/image-rules.ts';
import { addPhotos, PHOTO_EXTENSIONS, type PhotoRefusal } from './photo-picks.ts';
import { REGISTRY_TEXTS } from './texts.ts';
import styles from './Registry.module.css';

const T = REGISTRY_TEXTS.photos;

const refusalText = (r: PhotoRefusal) => (r.kind === 'tooMany' ? T.tooMany(r.left) : r.kind === 'format' ? T.wrongType(r.name) : T.tooLarge(r.name));

/** A small preview, so the operator sees which face goes with which name before sending. */
function Thumb({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  // The address lives as long as the thumbnail shows this file, then its memory is given back.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} className={styles.photoThumb} alt="" />;
}

/**
 * The reference photos sent with a persons file: chosen before the file, listed by name and
 * size, each removable. What the server would refuse outright (type, size, count) is refused here
 * with its reason; whether a photo shows one face is the server's judgement, reported by row.
 */
export function ReferencePhotoPicker({ photos, onChange, disabled }: { photos: File[]; onChange(photos: File[]): void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<PhotoRefusal[]>([]);
  const full = photos.length >= REGISTRY_IMPORT_LIMITS.maxPhotos;

  function picked(list: FileList | null) {
    const added = addPhotos(photos, Array.from(list ?? []), REGISTRY_IMPORT_LIMITS);
    setRefused(added.refused);
    onChange(added.photos);
  }

  return (
    <div className={styles.photos} data-testid="registry-photos">
      <div className={styles.photosHead}>
        <Button icon={<PictureOutlined />} disabled={disabled || full} onClick={() => input.current?.click()} data-testid="registry-photos-choose">
          {T.choose}
        </Button>
        {photos.length > 1 && (
          <Button type="link" disabled={disabled} onClick={() => onChange([])}>
            {T.clearAll}
          </Button>
        )}
        <span className={styles.muted}>{T.hint(photos.length)}</span>
      </div>
      <input
        ref={input}
        type="file"
        accept={acceptOf(PHOTO_EXTENSIONS)}
        multiple
        hidden
        data-testid="registry-photos-file"
        onChange={(e) => {
          const list = e.target.files;
          picked(list);
          e.target.value = '';
        }}
      />
      {refused.length > 0 && (
        <Alert
          className={styles.photosRefused}
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          title={T.refusedTitle}
          description={
            <ul className={styles.refusedList}>
              {refused.map((r) => (
                <li key={r.kind === 'tooMany' ? r.kind : `${r.kind}:${r.name}`}>{refusalText(r)}</li>
              ))}
            </ul>
          }
          data-testid="registry-photos-refused"
        />
      )}
      {photos.length > 0 && (
        <ul className={styles.photoList} aria-label={T.listLabel} data-testid="registry-photos-list">
          {photos.map((file) => (
            <li key={file.name} className={styles.photoItem}>
              <Thumb file={file} />
              <span className={styles.photoName} title={file.name}>
                {file.name}
              </span>
              <span className={`${styles.muted} ${styles.num}`}>{formatSize(file.size)}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={T.remove(file.name)}
                disabled={disabled}
                onClick={() => onChange(photos.filter((p) => p !== file))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
