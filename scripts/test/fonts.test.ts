import { describe, expect, it } from '@jest/globals';
import { DEFAULT_INVOICE_FONT, planInvoiceFont } from '../infra/fonts';

const has =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('make test and the invoice font', () => {
  it('uses DejaVu Sans when it is there, and installs nothing', () => {
    expect(planInvoiceFont({ exists: has(DEFAULT_INVOICE_FONT), isRoot: true, hasApt: true })).toEqual({
      action: 'use',
      path: DEFAULT_INVOICE_FONT,
    });
  });

  it('installs fonts-dejavu-core with apt-get on a fresh Debian machine as root', () => {
    expect(planInvoiceFont({ exists: has(), isRoot: true, hasApt: true })).toEqual({
      action: 'install',
      path: DEFAULT_INVOICE_FONT,
    });
  });

  it('says how to get it when it cannot install it itself', () => {
    expect(planInvoiceFont({ exists: has(), isRoot: false, hasApt: true })).toMatchObject({
      action: 'fail',
      reason: expect.stringContaining('apt-get install fonts-dejavu-core'),
    });
    expect(planInvoiceFont({ exists: has(), isRoot: true, hasApt: false })).toMatchObject({
      action: 'fail',
      reason: expect.stringContaining('INVOICE_FONT_PATH'),
    });
  });

  it('takes INVOICE_FONT_PATH as given and never installs over it', () => {
    expect(
      planInvoiceFont({
        override: '/opt/f/Noto.ttf',
        exists: has('/opt/f/Noto.ttf'),
        isRoot: true,
        hasApt: true,
      }),
    ).toEqual({ action: 'use', path: '/opt/f/Noto.ttf' });
    expect(
      planInvoiceFont({
        override: '/opt/f/Noto.ttf',
        exists: has(DEFAULT_INVOICE_FONT),
        isRoot: true,
        hasApt: true,
      }),
    ).toEqual({ action: 'fail', reason: 'INVOICE_FONT_PATH=/opt/f/Noto.ttf does not exist' });
  });
});
