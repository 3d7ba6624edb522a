import type { FastifyInstance } from 'fastify';
import { getFundByProCode } from '@portal/contract/calls/products/get-fund-by-pro-code';
import { initFundList } from '@portal/contract/calls/products/init-fund-list';
import { operatorForexList } from '@portal/contract/calls/products/operator-forex';
import { operatorFundList, operatorFundSave, operatorFundSetStatus } from '@portal/contract/calls/products/operator-funds';
import { operatorImport, operatorImportTemplate } from '@portal/contract/calls/products/operator-import';
import { operatorProductList, operatorProductSave, operatorProductSetStatus } from '@portal/contract/calls/products/operator-products';
import { pmdQueryCur } from '@portal/contract/calls/products/pmd-query-cur';
import { productList } from '@portal/contract/calls/products/product-list';
import { productListByTypes } from '@portal/contract/calls/products/product-list-by-types';
import { productQuery } from '@portal/contract/calls/products/product-query';
import { queryProductListByIds } from '@portal/contract/calls/products/query-product-list-by-ids';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createImportService } from './import-service.ts';
import { createProductService } from './service.ts';

/** Imports are heavy (a file parsed, many rows written): a few per minute per address. */
const IMPORT_RATE = { max: 20, timeWindow: 60_000 };

/** Issue 5 (products): products, funds and forex for visitors; the operators' console and imports. */
export function productRoutes(app: FastifyInstance): void {
  const service = createProductService(app.database.db);
  const imports = createImportService(app.database.db);

  registerCall(app, productListByTypes, (input) => service.byTypes(input.types, input.limit));
  registerCall(app, queryProductListByIds, (input) => service.byCodes(input.productCodes));
  registerCall(app, productList, (input) => service.list(input));
  registerCall(app, productQuery, (input) => service.detail(input.productCode));
  registerCall(app, getFundByProCode, (input) => service.fund(input.proCode, input.range));
  registerCall(app, initFundList, (input) => service.fundList(input.fundType));
  registerCall(app, pmdQueryCur, (input) => service.forex(input.pageNo, input.pageSize));

  registerCall(app, operatorProductList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return service.adminProducts(input);
  });
  registerCall(app, operatorProductSave, async (input, ctx) => service.saveProduct(input, await operatorEditor(app, ctx)));
  registerCall(app, operatorProductSetStatus, async (input, ctx) =>
    service.setProductStatus(input.productCode, input.status, await operatorEditor(app, ctx)),
  );
  registerCall(app, operatorFundList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return service.adminFunds();
  });
  registerCall(app, operatorFundSave, async (input, ctx) => service.saveFund(input, await operatorEditor(app, ctx)));
  registerCall(app, operatorFundSetStatus, async (input, ctx) => service.setFundStatus(input.proCode, input.status, await operatorEditor(app, ctx)));
  registerCall(app, operatorForexList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return service.adminForex();
  });
  registerCall(app, operatorImportTemplate, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return imports.template(input.kind, input.format);
  });
  registerUpload(
    app,
    operatorImport,
    async (input, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      const [file] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING');
      return imports.run(input.kind, { name: file.name, bytes: file.bytes }, editor);
    },
    { rateLimit: IMPORT_RATE },
  );
}
