import { describe, expect, it } from 'vitest';
import { SANDBOX_OPENAPI } from '@portal/contract/open-platform/openapi';
import { findOperation, schemaRows } from './openapi-model.ts';

describe('OpenAPI operation view', () => {
  it('finds an operation by its API code with $ref parameters and response fields resolved', () => {
    const op = findOperation(SANDBOX_OPENAPI, 'account.transactions')!;
    expect(op).toMatchObject({ method: 'GET', path: '/accounts/{accountNo}/transactions', server: '/openapi/sandbox/v1' });
    expect(op.parameters.map((p) => `${p.location}:${p.name}:${p.required}`)).toEqual(['path:accountNo:true', 'query:startDate:false', 'query:endDate:false', 'query:pageNo:false', 'query:pageSize:false']);
    const ok = op.responses.find((r) => r.status === '200')!;
    expect(ok.rows!.map((r) => r.name)).toContain('data.transactions[].transactionId');
    expect(ok.rows!.find((r) => r.name === 'data')!.type).toBe('TransactionPage');
    expect(JSON.parse(ok.example!)).toMatchObject({ code: 200, data: { total: 0, transactions: [{ direction: 'debit' }] } });
    // A POST operation's body is read too.
    expect(findOperation(SANDBOX_OPENAPI, 'payment.transfer')!.requestBody!.rows.length).toBeGreaterThan(0);
  });

  it('merges allOf, reads request bodies and survives a reference cycle', () => {
    const doc = {
      openapi: '3.0.3',
      paths: {
        '/x': {
          parameters: [{ name: 'traceId', in: 'header', schema: { type: 'string' } }],
          post: {
            operationId: 'x.create',
            requestBody: { $ref: '#/components/requestBodies/X' },
            responses: { '201': { description: '已创建' } },
          },
        },
      },
      components: {
        requestBodies: { X: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } },
        schemas: {
          Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
          Node: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { parent: { $ref: '#/components/schemas/Node' } } }] },
        },
      },
    };
    const op = findOperation(doc, 'x.create')!;
    expect(op.parameters[0]).toMatchObject({ name: 'traceId', location: 'header' });
    expect(op.requestBody!.rows.map((r) => `${r.name}:${r.required}`)).toEqual(['id:true', 'parent:false']);
    expect(op.responses).toEqual([{ status: '201', description: '已创建' }]);
    expect(schemaRows(doc, { $ref: '#/components/schemas/Missing' })).toEqual([]);
  });
});
