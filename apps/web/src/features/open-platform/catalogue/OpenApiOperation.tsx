import { Tag } from 'antd';
import { SANDBOX_OPENAPI } from '@portal/contract/open-platform/openapi';
import { findOperation, type FieldRow } from './openapi-model.ts';
import { CATALOGUE_TEXTS as T } from './texts.ts';
import styles from './Catalogue.module.css';

function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <div className={styles.tableWrap} tabIndex={0}>
      <table className={styles.table} aria-label={caption}>
        <thead>
          <tr>
            <th>{T.field}</th>
            <th>{T.type}</th>
            <th>{T.required}</th>
            <th>{T.description}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td style={{ paddingLeft: 8 + r.depth * 14 }}>
                <code>{r.name}</code>
              </td>
              <td>{r.type}</td>
              <td>{r.required ? T.yes : T.no}</td>
              <td>{r.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The API's operation of the sandbox's OpenAPI document, readable: method, path, parameters, bodies, examples. */
export function OpenApiOperation({ apiCode, doc = SANDBOX_OPENAPI }: { apiCode: string; doc?: unknown }) {
  const op = findOperation(doc, apiCode);
  if (!op) return <p className={styles.muted}>{T.noOperation}</p>;
  return (
    <div data-testid="openapi-operation">
      <p className={styles.endpoint}>
        <Tag color={op.method === 'GET' ? '#1d6f37' : '#1f5fa8'}>{op.method}</Tag>
        <code>
          {op.server}
          {op.path}
        </code>
        {op.deprecated && <Tag color="#b42318">{T.deprecated}</Tag>}
      </p>
      {op.description && <p className={styles.para}>{op.description}</p>}
      {op.parameters.length > 0 && (
        <>
          <h4>{T.parameters}</h4>
          <div className={styles.tableWrap} tabIndex={0}>
            <table className={styles.table} aria-label={T.parameters}>
              <thead>
                <tr>
                  <th>{T.field}</th>
                  <th>{T.location}</th>
                  <th>{T.type}</th>
                  <th>{T.required}</th>
                  <th>{T.description}</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.location}:${p.name}`}>
                    <td>
                      <code>{p.name}</code>
                    </td>
                    <td>{T.location_[p.location] ?? p.location}</td>
                    <td>{p.type}</td>
                    <td>{p.required ? T.yes : T.no}</td>
                    <td>{p.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {op.requestBody && (
        <>
          <h4>
            {T.requestBody} <span className={styles.muted}>{op.requestBody.mediaType}</span>
          </h4>
          <FieldTable rows={op.requestBody.rows} caption={T.requestBody} />
          {op.requestBody.example && <pre className={styles.code} tabIndex={0}>{op.requestBody.example}</pre>}
        </>
      )}
      {op.responses.map((r) => (
        <section key={r.status} aria-label={`${T.responses} ${r.status}`}>
          <h4>
            {T.responses} {r.status} <span className={styles.muted}>{r.description}</span>
          </h4>
          <FieldTable rows={r.rows ?? []} caption={`${T.responses} ${r.status}`} />
          {r.example && (
            <>
              <p className={styles.muted}>{T.example}</p>
              <pre className={styles.code} tabIndex={0}>{r.example}</pre>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
