// k6 scenario for real environments (no k6 binary here; `make bench` drives the same flow with autocannon):
//   k6 run -e BASE_URL=https://staging.oslonac.rs -e EMAIL=klijent@oslonac.rs -e PASSWORD=... scripts/load/k6/signin.js
import { check, sleep } from 'k6';
import http from 'k6/http';

export const options = {
  scenarios: {
    signin: {
      executor: 'ramping-vus',
      stages: [
        { duration: '30s', target: 20 },
        { duration: '1m', target: 20 },
      ],
    },
  },
  thresholds: { http_req_failed: ['rate<0.01'], 'http_req_duration{name:signin}': ['p(95)<800'] },
};

const base = __ENV.BASE_URL || 'http://localhost:3000';

export default function () {
  const page = http.get(`${base}/app/login`);
  const jar = http.cookieJar();
  const csrf = jar.cookiesForURL(base).oslonac_csrf?.[0] ?? '';
  check(page, { 'login page 200': (r) => r.status === 200, 'csrf cookie set': () => Boolean(csrf) });
  const res = http.post(
    `${base}/api/v1/auth/password`,
    JSON.stringify({ email: __ENV.EMAIL, password: __ENV.PASSWORD }),
    {
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: base },
      tags: { name: 'signin' },
    },
  );
  check(res, { 'signed in': (r) => r.status === 200 });
  const me = http.get(`${base}/api/v1/me`, { tags: { name: 'me' } });
  check(me, { 'me 200': (r) => r.status === 200 });
  sleep(1);
}
