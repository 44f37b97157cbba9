import { describe, expect, it } from '@jest/globals';
import { planChromium } from '../infra/chromium';

const has =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('make test and the browser', () => {
  it('uses Debian chromium when it is there, and installs nothing', () => {
    expect(planChromium({ exists: has('/usr/bin/chromium'), isRoot: true, hasApt: true })).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('installs it with apt-get on a fresh Debian machine when running as root', () => {
    expect(planChromium({ exists: has(), isRoot: true, hasApt: true })).toEqual({
      action: 'install',
      path: '/usr/bin/chromium',
    });
  });

  it('says how to get it when it cannot install it itself', () => {
    const notRoot = planChromium({ exists: has(), isRoot: false, hasApt: true });
    expect(notRoot).toMatchObject({
      action: 'fail',
      reason: expect.stringContaining('apt-get install chromium'),
    });
    const noApt = planChromium({ exists: has(), isRoot: true, hasApt: false });
    expect(noApt).toMatchObject({ action: 'fail', reason: expect.stringContaining('CHROMIUM_PATH') });
  });

  it('takes CHROMIUM_PATH as given and never installs over it', () => {
    expect(
      planChromium({ override: '/opt/c/chrome', exists: has('/opt/c/chrome'), isRoot: true, hasApt: true }),
    ).toEqual({
      action: 'use',
      path: '/opt/c/chrome',
    });
    expect(
      planChromium({
        override: '/opt/c/chrome',
        exists: has('/usr/bin/chromium'),
        isRoot: true,
        hasApt: true,
      }),
    ).toEqual({
      action: 'fail',
      reason: 'CHROMIUM_PATH=/opt/c/chrome does not exist',
    });
  });
});
