import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The font billing embeds in invoices (services/billing INVOICE_FONT_PATH): Debian's fonts-dejavu-core. */
export const DEFAULT_INVOICE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const PACKAGE = 'fonts-dejavu-core';

export type FontPlan =
  | { action: 'use'; path: string }
  | { action: 'install'; path: string }
  | { action: 'fail'; reason: string };

/** What `make test` does about the invoice font; pure, like planChromium, so the decision is tested. */
export function planInvoiceFont(o: {
  override?: string;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
}): FontPlan {
  if (o.override) {
    return o.exists(o.override)
      ? { action: 'use', path: o.override }
      : { action: 'fail', reason: `INVOICE_FONT_PATH=${o.override} does not exist` };
  }
  if (o.exists(DEFAULT_INVOICE_FONT)) return { action: 'use', path: DEFAULT_INVOICE_FONT };
  if (!o.hasApt) {
    return {
      action: 'fail',
      reason: `${DEFAULT_INVOICE_FONT} is missing: install ${PACKAGE} or set INVOICE_FONT_PATH to a TrueType font with Cyrillic`,
    };
  }
  if (!o.isRoot) {
    return {
      action: 'fail',
      reason: `${DEFAULT_INVOICE_FONT} is missing: run \`sudo apt-get install ${PACKAGE}\` (or make test as root), or set INVOICE_FONT_PATH`,
    };
  }
  return { action: 'install', path: DEFAULT_INVOICE_FONT };
}

/** Makes sure billing's invoice tests find their font, installing Debian's fonts-dejavu-core as root. */
export function ensureInvoiceFont(log: (line: string) => void): string {
  const plan = planInvoiceFont({
    override: process.env.INVOICE_FONT_PATH,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasApt: existsSync('/usr/bin/apt-get'),
  });
  if (plan.action === 'fail') throw new Error(plan.reason);
  if (plan.action === 'install') {
    log(`${plan.path} not found: installing the Debian package ${PACKAGE}`);
    execFileSync(
      'sh',
      [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGE} >/dev/null`,
      ],
      { stdio: 'inherit' },
    );
    if (!existsSync(plan.path))
      throw new Error(`apt-get installed ${PACKAGE}, but ${plan.path} is still missing`);
  }
  return plan.path;
}
