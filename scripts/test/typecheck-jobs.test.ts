import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { sharedIncludes, typecheckJobs } from '../ci/typecheck';
import { root } from '../stack/paths';

describe('typecheck jobs', () => {
  it('takes a project into the shared program only when its tsconfig is the base plus its files', () => {
    const plain = JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src/**/*.ts', 'test'] });
    expect(sharedIncludes('services/booking', plain)).toEqual([
      path.join(root, 'services/booking/src/**/*.ts'),
      path.join(root, 'services/booking/test'),
    ]);
    const ownOptions = JSON.stringify({
      extends: '../../tsconfig.base.json',
      compilerOptions: { types: [] },
      include: ['src'],
    });
    expect(sharedIncludes('packages/lang', ownOptions)).toBeNull();
    expect(
      sharedIncludes('services/x', JSON.stringify({ extends: './other.json', include: ['src'] })),
    ).toBeNull();
    expect(sharedIncludes('services/x', '{ // comments are not JSON\n }')).toBeNull();
  });

  it('checks every service in one program and every project with its own options on its own', () => {
    const titles = typecheckJobs().map((j) => j.title);
    const shared = titles.find((t) => t.endsWith('(one program)'));
    for (const service of ['kit', 'identity', 'booking', 'sessions', 'admin']) {
      expect(shared).toContain(`services/${service}`);
    }
    expect(titles).toEqual(
      expect.arrayContaining(['typecheck packages/lang', 'typecheck web', 'typecheck bff']),
    );
  });
});
