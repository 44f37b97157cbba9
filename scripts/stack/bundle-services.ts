/** Bundles every service of the registry for the test stacks (see bundles.ts). */
import { bundleServices } from './bundles';
import { SERVICES } from './services';

await bundleServices(SERVICES.map((s) => s.name));
