import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createLogger, errorSummary } from '../src/log';

/** A logger whose lines land in an array, as they would on stdout. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger('log-test', 'info', sink), lines };
}

/** What node-postgres emits when the server ends an idle connection: the error carries the whole client. */
function lostConnection(): Error {
  const err = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
    client: new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' }),
  });
  return err;
}

describe('errorSummary', () => {
  it('logs a lost database connection as one short line with the code and message', () => {
    const { log, lines } = capture();
    log.warn({ error: errorSummary(lostConnection()) }, 'outbox relay pool error');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line.error).toEqual({
      type: 'Error',
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(lines[0]?.length).toBeLessThan(300);
    expect(lines[0]).not.toContain('connectionParameters');
  });

  it('reads the message of a refused connection from its inner errors', () => {
    const refused = Object.assign(
      new AggregateError(
        [new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );
    expect(errorSummary(refused)).toEqual({
      type: 'AggregateError',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    });
  });

  it('takes the code from the cause when the error wraps one, and copes with non-errors', () => {
    const wrapped = new Error('query failed', {
      cause: Object.assign(new Error('deadlock'), { code: '40P01' }),
    });
    expect(errorSummary(wrapped)).toEqual({ type: 'Error', code: '40P01', message: 'query failed' });
    expect(errorSummary('plain text')).toEqual({ type: 'string', message: 'plain text' });
  });
});
