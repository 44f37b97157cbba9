// k6 scenario for real environments: visitors searching the catalogue in both scripts and opening /terapeuti
// (no k6 binary here; `make bench` measures the same searches and the same page with scripts/load/catalog-bench.ts):
//   k6 run -e BASE_URL=https://staging.oslonac.rs scripts/load/k6/catalog.js
import { check, sleep } from 'k6';
import http from 'k6/http';

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      stages: [
        { duration: '30s', target: 30 },
        { duration: '2m', target: 30 },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:search}': ['p(95)<400'],
    'http_req_duration{name:terapeuti}': ['p(95)<800'],
  },
};

const base = __ENV.BASE_URL || 'http://localhost:3000';
// What people type: Latin with and without diacritics, Cyrillic, a city, and filters alone.
const QUERIES = [
  'q=anksioznost',
  'q=%D0%BF%D1%81%D0%B8%D1%85%D0%BE%D0%BB%D0%BE%D0%B3%20%D0%B0%D0%BD%D0%BA%D1%81%D0%B8%D0%BE%D0%B7%D0%BD%D0%BE%D1%81%D1%82',
  'q=cacak',
  'q=partnerski%20odnosi&couples=true',
  'specialty=depresija&sort=price_asc',
  'language=en&page=2',
  'dostupno=7',
];

export default function () {
  const query = QUERIES[Math.floor(Math.random() * QUERIES.length)];
  const res = http.get(`${base}/api/v1/therapists?${query}`, { tags: { name: 'search' } });
  check(res, { 'search 200': (r) => r.status === 200 });
  const page = http.get(`${base}/terapeuti?${query}`, { tags: { name: 'terapeuti' } });
  check(page, { 'page 200': (r) => r.status === 200 });
  sleep(1 + Math.random() * 2);
}
