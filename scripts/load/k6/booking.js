// k6 scenario for real environments: visitors read the free-slot board, and signed-in clients hold a free time and
// let it go again, so the run leaves nothing booked (no k6 binary here; `make bench` measures the board and holds
// with scripts/load/booking-bench.ts). One account per virtual user keeps within the per-client hold limit:
//   k6 run -e BASE_URL=https://staging.oslonac.rs -e EMAIL_PATTERN=load+{n}@oslonac.rs -e PASSWORD=... \
//     scripts/load/k6/booking.js
import { check, sleep } from 'k6';
import http from 'k6/http';

export const options = {
  scenarios: {
    board: {
      executor: 'constant-vus',
      vus: 20,
      duration: '2m',
      exec: 'board',
    },
    holds: {
      executor: 'constant-vus',
      vus: 10,
      duration: '2m',
      exec: 'hold',
    },
  },
  thresholds: {
    'http_req_duration{name:board}': ['p(95)<600'],
    'http_req_duration{name:hold}': ['p(95)<500'],
    // A hold may lose a race for a time (409 "Termin je upravo zauzet"); anything else is a failure.
    'checks{check:hold answered}': ['rate>0.99'],
  },
};

const base = __ENV.BASE_URL || 'http://localhost:3000';
const WINDOWS = ['48', '168'];

export function board() {
  const window = WINDOWS[Math.floor(Math.random() * WINDOWS.length)];
  const res = http.get(`${base}/api/v1/free-slots?window=${window}`, { tags: { name: 'board' } });
  check(res, { 'board 200': (r) => r.status === 200 });
  sleep(1 + Math.random() * 2);
}

function signIn() {
  http.get(`${base}/app/login`);
  const csrf = http.cookieJar().cookiesForURL(base).oslonac_csrf?.[0] ?? '';
  const email = (__ENV.EMAIL_PATTERN || 'load+{n}@oslonac.rs').replace('{n}', String(__VU));
  const res = http.post(`${base}/api/v1/auth/password`, JSON.stringify({ email, password: __ENV.PASSWORD }), {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: base },
  });
  check(res, { 'signed in': (r) => r.status === 200 });
  return csrf;
}

/** @type {string | undefined} */
let csrf;

/** @typedef {{ therapist: { slug: string }, slots: Array<{ startsAt: string }> }} BoardEntry */

export function hold() {
  if (!csrf) csrf = signIn();
  const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: base };
  const listed = http.get(`${base}/api/v1/free-slots?window=168`, { tags: { name: 'board' } });
  const entries = /** @type {BoardEntry[]} */ (listed.status === 200 ? listed.json('entries') : []);
  const withSlots = entries.filter((e) => e.slots.length > 0);
  if (withSlots.length === 0) return sleep(1);
  const entry = withSlots[Math.floor(Math.random() * withSlots.length)];
  const slot = entry.slots[Math.floor(Math.random() * entry.slots.length)];
  const res = http.post(
    `${base}/api/v1/bookings`,
    JSON.stringify({ therapistSlug: entry.therapist.slug, kind: 'individual', startsAt: slot.startsAt }),
    { headers, tags: { name: 'hold' } },
  );
  check(res, { 'hold answered': (r) => r.status === 201 || r.status === 409 });
  if (res.status === 201) {
    const id = res.json('booking.id');
    const cancelled = http.post(`${base}/api/v1/bookings/${id}/cancel`, JSON.stringify({}), {
      headers,
      tags: { name: 'release' },
    });
    check(cancelled, { released: (r) => r.status === 200 });
  }
  sleep(1 + Math.random());
}
