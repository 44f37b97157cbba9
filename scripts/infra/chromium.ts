import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the browser journeys look for the browser (bff/e2e/browser.ts): CHROMIUM_PATH, else Debian's chromium. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export type ChromiumPlan =
  | { action: 'use'; path: string }
  | { action: 'install'; path: string }
  | { action: 'fail'; reason: string };

/** What `make test` does about the browser; pure, so the decision is tested without removing anyone's chromium. */
export function planChromium(o: {
  override?: string;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
}): ChromiumPlan {
  if (o.override) {
    return o.exists(o.override)
      ? { action: 'use', path: o.override }
      : { action: 'fail', reason: `CHROMIUM_PATH=${o.override} does not exist` };
  }
  if (o.exists(DEFAULT_CHROMIUM)) return { action: 'use', path: DEFAULT_CHROMIUM };
  if (!o.hasApt) {
    return {
      action: 'fail',
      reason: `${DEFAULT_CHROMIUM} is missing: install chromium or set CHROMIUM_PATH`,
    };
  }
  if (!o.isRoot) {
    return {
      action: 'fail',
      reason: `${DEFAULT_CHROMIUM} is missing: run \`sudo apt-get install chromium\` (or make test as root), or set CHROMIUM_PATH`,
    };
  }
  return { action: 'install', path: DEFAULT_CHROMIUM };
}

/** Makes sure the browser the journeys drive is there, installing Debian's chromium as `make up` does nats-server. */
export function ensureChromium(log: (line: string) => void): string {
  const plan = planChromium({
    override: process.env.CHROMIUM_PATH,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasApt: existsSync('/usr/bin/apt-get'),
  });
  if (plan.action === 'fail') throw new Error(plan.reason);
  if (plan.action === 'install') {
    log(`${plan.path} not found: installing the Debian package chromium`);
    execFileSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
      ],
      { stdio: 'inherit' },
    );
    if (!existsSync(plan.path))
      throw new Error(`apt-get installed chromium, but ${plan.path} is still missing`);
  }
  return plan.path;
}
