import autocannon from 'autocannon';
import { sealedRequestFactory } from './sealed-requests.ts';
const origin = process.argv[2]!;
const sealed = await sealedRequestFactory(origin, '/page/getPageData', { pageCode: 'index' });
const r = await autocannon({ url: origin + sealed.path, connections: 50, duration: 5, requests: [{ method: 'POST', setupRequest: sealed.setupRequest }] });
console.log('rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
