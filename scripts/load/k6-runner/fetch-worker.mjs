// The HTTP side of the k6 runner: k6's http calls are synchronous, Node's fetch is not. The runner's thread posts a
// request here and sleeps on a shared flag (Atomics.wait) until this thread has the whole response.
import { parentPort, workerData } from 'node:worker_threads';

const flag = new Int32Array(workerData.shared);
const port = workerData.port;

port.on('message', async (req) => {
  let answer;
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    const headers = {};
    res.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    answer = {
      status: res.status,
      headers,
      setCookies: res.headers.getSetCookie(),
      body: await res.text(),
    };
  } catch (err) {
    answer = { status: 0, headers: {}, setCookies: [], body: '', error: String(err?.cause ?? err) };
  }
  port.postMessage(answer);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
parentPort?.postMessage('ready');
