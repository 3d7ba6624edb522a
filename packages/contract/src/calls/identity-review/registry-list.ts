import * as z from 'zod/mini';
import { ZEnterpriseRegistryStatus, ZIdDocumentType } from '../../codes.ts';
import { defineCall } from '../../call.ts';
import { ZKeyword, ZPage } from './fields.ts';

export const ZRegistrySource = z.enum(['seed', 'import']);

/**
 * The person registry the local three-element check reads: name, document type, masked
 * document and masked phone. The keyword matches a name, a phone number or a whole document
 * number (by its digest: numbers are not stored in clear).
 */
export const personRegistryList = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/registry/persons',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ keyword: ZKeyword, page: ZPage }),
  response: z.object({
    total: z.int(),
    items: z.array(
      z.object({
        id: z.int(),
        realName: z.string(),
        docType: ZIdDocumentType,
        docMasked: z.string(),
        phoneMasked: z.string(),
        source: ZRegistrySource,
        createdAt: z.string(),
        /** A reference photo on record for the local face check (issue 35). */
        hasReferenceFace: z.boolean(),
      }),
    ),
  }),
});

/** The enterprise registry (the business-registration extract), searched by name, credit code or legal representative. */
export const enterpriseRegistryList = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/registry/enterprises',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ keyword: ZKeyword, status: z.optional(ZEnterpriseRegistryStatus), page: ZPage }),
  response: z.object({
    total: z.int(),
    items: z.array(
      z.object({
        creditCode: z.string(),
        name: z.string(),
        legalRepName: z.string(),
        /** The legal representative's document type when the registry records the document (issue 35), else null. */
        legalRepDocType: z.nullable(ZIdDocumentType),
        registeredCapitalFen: z.number(),
        status: ZEnterpriseRegistryStatus,
        establishedOn: z.string(),
        address: z.string(),
        source: ZRegistrySource,
      }),
    ),
  }),
});
