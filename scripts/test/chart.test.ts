import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { credentials } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Bus, consume, createLogger, generateActorKeyPair, outboxSql, pgTransactions } from '@oslonac/kit';
import {
  createTestDatabase,
  eventually,
  freePort,
  type NatsServerHandle,
  startNatsServer,
  type TestDatabase,
  testNatsUrl,
  testStreamPrefix,
  uniqueTestPrefix,
} from '@oslonac/kit/testing';
import { HealthCheckResponse_ServingStatus, HealthClient } from '@oslonac/proto/grpc/health/v1/health';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import pg from 'pg';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { bundle, bundleService } from '../chart/bundle-service.mjs';
import { SERVICES } from '../stack/services';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chart = path.join(root, 'charts/oslonac');
const release = 'oslonac';
const work = mkdtempSync(path.join(tmpdir(), 'oslonac-chart-'));
let helmBin = '';
const quiet = createLogger('chart-test', 'silent');

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
}

interface HelmResult {
  status: number | null;
  output: string;
}

function helm(args: string[]): HelmResult {
  const result = spawnSync(helmBin, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let valuesCounter = 0;
function valuesFile(values: object): string {
  const file = path.join(work, `values-${++valuesCounter}.yaml`);
  writeFileSync(file, stringify(values));
  return file;
}

/** The one value the chart has no default for: every install names the site's public origin. */
const site = { publicUrl: 'https://oslonac.example' };

function valueArgs(values: Array<object | string>): string[] {
  return [site, ...values].flatMap((v) => [
    '-f',
    typeof v === 'string' ? path.join(chart, v) : valuesFile(v),
  ]);
}

function lint(...values: Array<object | string>): HelmResult {
  return helm(['lint', '--strict', chart, ...valueArgs(values)]);
}

function render(...values: Array<object | string>): K8sObject[] {
  const result = helm(['template', release, chart, '--namespace', release, ...valueArgs(values)]);
  if (result.status !== 0) throw new Error(`helm template failed:\n${result.output}`);
  const objects: K8sObject[] = [];
  for (const doc of parseAllDocuments(result.output)) {
    if (doc.errors.length > 0) throw new Error(`rendered YAML does not parse: ${doc.errors[0]?.message}`);
    const value = doc.toJS() as K8sObject | null;
    if (value) objects.push(value);
  }
  return objects;
}

/** Validates with the model class of the object's apiVersion/kind, e.g. kubernetes-models/apps/v1/Deployment. */
async function validate(object: K8sObject): Promise<void> {
  const module = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<
    string,
    new (
      data: unknown,
    ) => { validate(): void }
  >;
  const Model = module[object.kind];
  if (!Model) throw new Error(`kubernetes-models has no ${object.apiVersion}/${object.kind}`);
  new Model(object).validate();
}

function all<T>(objects: K8sObject[], kind: string): T[] {
  return objects.filter((o) => o.kind === kind) as unknown as T[];
}

function one<T>(objects: K8sObject[], kind: string, name: string): T {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found)
    throw new Error(
      `no ${kind} ${name} among ${objects.map((o) => `${o.kind}/${o.metadata.name}`).join(', ')}`,
    );
  return found as unknown as T;
}

function container(deployment: IDeployment | IJob): IContainer {
  const c = deployment.spec?.template.spec?.containers[0];
  if (!c) throw new Error(`${deployment.metadata?.name} has no container`);
  return c;
}

function env(c: IContainer): Record<string, string | undefined> {
  return Object.fromEntries((c.env ?? []).map((e) => [e.name, e.value]));
}

const defaultValues = parse(readFileSync(path.join(chart, 'values.yaml'), 'utf8')) as {
  image: { registry: string };
  services: Record<
    string,
    {
      kind?: string;
      ports?: { grpc?: number; http?: number };
      database?: boolean;
      env?: Record<string, string>;
    }
  >;
};

/** Two services added the way future ones will be, each with its own scale. */
const twoMoreServices = {
  services: {
    booking: { database: true, ports: { grpc: 50053, http: 8083 }, autoscaling: { maxReplicas: 10 } },
    journal: {
      database: true,
      replicas: 3,
      ports: { grpc: 50054, http: 8084 },
      resources: { requests: { cpu: '500m', memory: '512Mi' }, limits: { memory: '1Gi' } },
      autoscaling: { maxReplicas: 30, targetCPUUtilizationPercentage: 60 },
      networkPolicy: { httpFromOslonac: true },
    },
  },
};

beforeAll(() => {
  const unpacked = spawnSync('bash', ['scripts/chart/helm.sh'], { cwd: root, encoding: 'utf8' });
  if (unpacked.status !== 0) throw new Error(`scripts/chart/helm.sh failed: ${unpacked.stderr}`);
  helmBin = unpacked.stdout.trim();
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('scripts/chart/helm.sh', () => {
  it('unpacks helm once into .tools/helm and reuses it', () => {
    expect(helmBin).toBe(path.join(root, '.tools/helm/helm'));
    const before = statSync(helmBin).mtimeMs;
    const again = spawnSync('bash', ['scripts/chart/helm.sh'], { cwd: root, encoding: 'utf8' });
    expect(again.stdout.trim()).toBe(helmBin);
    expect(statSync(helmBin).mtimeMs).toBe(before);
    expect(helm(['version', '--short']).output).toMatch(/^v\d+\.\d+\.\d+/);
  });
});

describe('helm lint --strict', () => {
  it('refuses the default values alone: the public URL has no default', () => {
    const result = helm(['lint', '--strict', chart]);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/missing property 'publicUrl'/);
  });

  it('passes with the default values and the public URL', () => {
    const result = lint();
    expect(result.output).toContain('0 chart(s) failed');
    expect(result.status).toBe(0);
  });

  it('passes with production-like values', () => {
    const result = lint('ci/prod-values.yaml');
    expect(result.output).toContain('0 chart(s) failed');
    expect(result.status).toBe(0);
  });

  it('passes with services added as new entries', () => {
    expect(lint(twoMoreServices).status).toBe(0);
  });
});

describe('values.schema.json turns away values an operator gets wrong', () => {
  const cases: Array<[string, object, RegExp]> = [
    ['zero replicas', { services: { identity: { replicas: 0 } } }, /services\/identity\/replicas.*minimum/],
    ['no image registry', { image: { registry: null } }, /\/image.*registry/],
    ['an empty image registry', { image: { registry: '' } }, /image\/registry/],
    ['a misspelt service key', { services: { sessions: { replica: 3 } } }, /additional properties 'replica'/],
    ['a service name that is not a DNS label', { services: { Booking_Service: {} } }, /Booking_Service/],
    [
      'a CPU request that is not a quantity',
      { services: { bff: { resources: { requests: { cpu: 'lots' } } } } },
      /cpu/,
    ],
    ['an unknown service kind', { services: { booking: { kind: 'worker' } } }, /kind/],
    ['resources removed from the defaults', { serviceDefaults: { resources: null } }, /resources/],
    ['a localhost public URL', { publicUrl: 'http://localhost:3000' }, /publicUrl/],
    ['a public URL with a path', { publicUrl: 'https://oslonac.rs/app' }, /publicUrl/],
    ['an unknown NATS sign-in', { services: { booking: { nats: { auth: 'token' } } } }, /nats\/auth/],
  ];
  it.each(cases)('rejects %s', (_title, values, message) => {
    const result = lint(values);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(message);
  });

  // Rules that compare two values live in the templates; helm lint only logs a template's fail(), but
  // helm template, install and upgrade stop on it.
  it.each([
    [
      'replicas above what the HPA allows',
      { services: { bff: { replicas: 9 } } },
      'services.bff: 9 replicas is above autoscaling.maxReplicas (6)',
    ],
    [
      'an ingress without hosts',
      { services: { bff: { ingress: { enabled: true } } } },
      'services.bff.ingress.enabled needs at least one entry in services.bff.ingress.hosts',
    ],
  ])('refuses to render %s and names the fix', (_title, values, message) => {
    const result = helm(['template', release, chart, ...valueArgs([values])]);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(message);
  });
});

describe('every rendered object is a valid Kubernetes object', () => {
  const variants: Array<[string, Array<object | string>]> = [
    ['default values', []],
    ['production values', ['ci/prod-values.yaml']],
    ['added services', [twoMoreServices]],
    [
      'sessions on hostPorts with TURN',
      [
        {
          services: { sessions: { rtc: { hostNetwork: false, minPort: 40000, maxPort: 40009 } } },
          turn: { urls: ['turn:turn.example:3478'], username: 'u', credential: 'dev-only' },
        },
      ],
    ],
    [
      'dev secrets and no autoscaling',
      [
        {
          serviceDefaults: { autoscaling: { enabled: false }, pdb: { enabled: false } },
          services: {
            identity: { secret: { values: { DATABASE_URL: 'postgresql://dev@db/identity' } } },
            booking: { nats: { password: 'dev-only' } },
          },
        },
      ],
    ],
  ];
  it.each(variants)('%s', async (_title, values) => {
    const objects = render(...values);
    expect(objects.filter((o) => o.kind === 'Deployment').length).toBeGreaterThanOrEqual(2);
    for (const object of objects) {
      await expect(validate(object)).resolves.toBeUndefined();
      expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('oslonac');
      expect(object.metadata.labels?.['app.kubernetes.io/managed-by']).toBe('Helm');
    }
  });

  it('kubernetes-models rejects a malformed object, so the check above can fail', async () => {
    const [deployment] = all<IDeployment>(render(), 'Deployment');
    const broken = structuredClone(deployment!) as unknown as K8sObject & IDeployment;
    container(broken).ports = [{ name: 'grpc', containerPort: 'fifty' as unknown as number }];
    await expect(validate(broken)).rejects.toThrow(/containerPort must be integer/);
  });
});

describe('with the default values', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render();
  });

  it('renders each object kind per service', () => {
    const names = (kind: string) =>
      objects
        .filter((o) => o.kind === kind)
        .map((o) => o.metadata.name)
        .sort();
    const every = [
      'oslonac-admin',
      'oslonac-bff',
      'oslonac-billing',
      'oslonac-booking',
      'oslonac-identity',
      'oslonac-messaging',
      'oslonac-sessions',
      'oslonac-therapists',
    ];
    for (const kind of [
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
    ]) {
      expect([kind, names(kind)]).toEqual([kind, every]);
    }
    expect(names('ServiceAccount')).toEqual(every);
    // Services with a database get a migration Job; the bff has none.
    expect(names('Job')).toEqual([
      'oslonac-admin-migrate',
      'oslonac-billing-migrate',
      'oslonac-booking-migrate',
      'oslonac-identity-migrate',
      'oslonac-messaging-migrate',
      'oslonac-sessions-migrate',
      'oslonac-therapists-migrate',
    ]);
    // No Secret values given: the chart invents none.
    expect(names('Secret')).toEqual([]);
    expect(names('Ingress')).toEqual([]);
  });

  it('gives every Deployment resources, probes and a locked-down non-root container', () => {
    const deployments = all<IDeployment>(objects, 'Deployment');
    expect(deployments).toHaveLength(8);
    for (const d of deployments) {
      const pod = d.spec!.template.spec!;
      const c = container(d);
      expect(c.resources?.requests?.cpu).toBeTruthy();
      expect(c.resources?.requests?.memory).toBeTruthy();
      expect(c.resources?.limits?.memory).toBeTruthy();
      expect(c.readinessProbe).toBeDefined();
      expect(c.livenessProbe).toBeDefined();
      expect(c.startupProbe).toBeDefined();
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(c.securityContext).toMatchObject({
        runAsNonRoot: true,
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.serviceAccountName).toBe(d.metadata!.name);
      // A read-only root still needs a writable /tmp.
      const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
      expect(pod.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
      expect(c.lifecycle?.preStop?.sleep?.seconds).toBeGreaterThan(0);
    }
  });

  it('probes the services over gRPC health and the bff readiness on /api/health', () => {
    const identity = container(one<IDeployment>(objects, 'Deployment', 'oslonac-identity'));
    const grpcPort = identity.ports?.find((p) => p.name === 'grpc')?.containerPort;
    expect(grpcPort).toBe(50051);
    for (const probe of [identity.startupProbe, identity.readinessProbe, identity.livenessProbe]) {
      expect(probe?.grpc?.port).toBe(grpcPort);
    }
    const bff = container(one<IDeployment>(objects, 'Deployment', 'oslonac-bff'));
    expect(bff.readinessProbe?.httpGet).toMatchObject({ path: '/api/health', port: 'http' });
    // /api/health is 503 while identity is down: that must not restart every bff pod.
    for (const probe of [bff.startupProbe, bff.livenessProbe]) {
      expect(probe?.httpGet).toBeUndefined();
      expect(probe?.tcpSocket?.port).toBe('http');
    }
    expect(bff.ports?.map((p) => p.name)).toEqual(['http']);
  });

  it('pulls <registry>/oslonac-<name>:<appVersion> for each service', () => {
    const appVersion = (parse(readFileSync(path.join(chart, 'Chart.yaml'), 'utf8')) as { appVersion: string })
      .appVersion;
    for (const name of ['identity', 'bff']) {
      const d = one<IDeployment>(objects, 'Deployment', `oslonac-${name}`);
      expect(container(d).image).toBe(`${defaultValues.image.registry}/oslonac-${name}:${appVersion}`);
    }
  });

  it('lets the HPA own the replica count and points it at its own Deployment', () => {
    for (const name of ['oslonac-identity', 'oslonac-bff']) {
      const hpa = one<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', name);
      expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.spec?.metrics?.[0]?.resource?.name).toBe('cpu');
      expect(one<IDeployment>(objects, 'Deployment', name).spec?.replicas).toBeUndefined();
    }
  });

  it('routes every Service port to a named container port', () => {
    for (const service of all<IService>(objects, 'Service')) {
      expect(service.spec?.type).toBe('ClusterIP');
      const d = one<IDeployment>(objects, 'Deployment', service.metadata!.name!);
      expect(service.spec?.selector).toEqual(d.spec?.selector.matchLabels);
      const containerPorts = new Map(container(d).ports?.map((p) => [p.name, p.containerPort]));
      for (const port of service.spec?.ports ?? []) {
        expect(containerPorts.get(String(port.targetPort))).toBe(port.port);
      }
    }
  });

  it('wires the actor keys: a private key Secret for identity, the JWKS URL for everyone else', () => {
    const identity = container(one<IDeployment>(objects, 'Deployment', 'oslonac-identity'));
    const key = identity.env?.find((e) => e.name === 'ACTOR_PRIVATE_JWK');
    expect(key?.value).toBeUndefined();
    expect(key?.valueFrom?.secretKeyRef).toEqual({ name: 'oslonac-identity', key: 'ACTOR_PRIVATE_JWK' });
    expect(env(identity).ACTOR_JWKS_URL).toBeUndefined();

    const bff = env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-bff')));
    expect(bff.ACTOR_JWKS_URL).toBe('http://oslonac-identity:8081/.well-known/jwks.json');
    expect(bff.IDENTITY_GRPC_ADDR).toBe('oslonac-identity:50051');
    expect(bff.IDENTITY_HTTP_URL).toBe('http://oslonac-identity:8081');
    // The addresses point at ports the identity Service really has.
    const ports = one<IService>(objects, 'Service', 'oslonac-identity').spec?.ports?.map((p) => p.port);
    expect(ports).toEqual([50051, 8081]);
  });

  it('configures the processes through env only, each variable once', () => {
    for (const d of [...all<IDeployment>(objects, 'Deployment'), ...all<IJob>(objects, 'Job')]) {
      const names = (container(d).env ?? []).map((e) => e.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual(expect.arrayContaining(['NODE_ENV', 'SERVICE_NAME', 'SHUTDOWN_GRACE_MS']));
    }
    const identity = env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-identity')));
    expect(identity).toMatchObject({ GRPC_PORT: '50051', HTTP_PORT: '8081', MIGRATE_ON_START: 'false' });
    expect(env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-bff'))).PORT).toBe('3000');
  });

  it('runs migrations in a hook Job before new pods, with the service image and env', () => {
    const job = one<IJob>(objects, 'Job', 'oslonac-identity-migrate');
    expect(job.metadata?.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const c = container(job);
    expect(c.command).toEqual(['node', 'dist/migrate.js']);
    const deployment = container(one<IDeployment>(objects, 'Deployment', 'oslonac-identity'));
    expect(c.image).toBe(deployment.image);
    expect(c.env).toEqual(deployment.env);
    expect(c.securityContext).toEqual(deployment.securityContext);
    expect(job.spec?.template.spec?.restartPolicy).toBe('Never');
    // Its pods must not count as oslonac pods for the NetworkPolicy.
    expect(job.spec?.template.metadata?.labels?.['app.kubernetes.io/component']).toBe('identity-migrate');
  });

  it('lets only oslonac pods reach the services over gRPC, and identity JWKS over HTTP', () => {
    const policy = one<INetworkPolicy>(objects, 'NetworkPolicy', 'oslonac-identity');
    expect(policy.spec?.podSelector?.matchLabels?.['app.kubernetes.io/component']).toBe('identity');
    const rules = policy.spec?.ingress ?? [];
    const oslonacPods = {
      podSelector: {
        matchLabels: { 'app.kubernetes.io/name': 'oslonac', 'app.kubernetes.io/instance': release },
        matchExpressions: [
          {
            key: 'app.kubernetes.io/component',
            operator: 'In',
            values: ['admin', 'bff', 'billing', 'booking', 'identity', 'messaging', 'sessions', 'therapists'],
          },
        ],
      },
    };
    for (const port of ['grpc', 'http']) {
      const admitting = rules.filter((r) => r.ports?.some((p) => p.port === port));
      expect(admitting.length).toBeGreaterThan(0);
      for (const rule of admitting) expect(rule.from).toEqual([oslonacPods]);
    }
    // The bff is the public door.
    const bff = one<INetworkPolicy>(objects, 'NetworkPolicy', 'oslonac-bff');
    expect(bff.spec?.ingress).toEqual([{ ports: [{ port: 'http', protocol: 'TCP' }] }]);
  });

  it('derives every name and address from the release name', () => {
    const result = helm(['template', 'staging', chart, ...valueArgs([])]);
    expect(result.status).toBe(0);
    const staged = parseAllDocuments(result.output)
      .map((d) => d.toJS() as K8sObject | null)
      .filter((o): o is K8sObject => o !== null);
    expect(staged.filter((o) => o.kind === 'Service').map((o) => o.metadata.name)).toEqual([
      'staging-admin',
      'staging-bff',
      'staging-billing',
      'staging-booking',
      'staging-identity',
      'staging-messaging',
      'staging-sessions',
      'staging-therapists',
    ]);
    const bff = env(container(one<IDeployment>(staged, 'Deployment', 'staging-bff')));
    expect(bff.ACTOR_JWKS_URL).toBe('http://staging-identity:8081/.well-known/jwks.json');
    expect(bff.IDENTITY_GRPC_ADDR).toBe('staging-identity:50051');
  });

  it('gives every pod the public URL the links point at, and the bff one trusted proxy hop', () => {
    for (const d of all<IDeployment>(objects, 'Deployment')) {
      expect([d.metadata?.name, env(container(d)).PUBLIC_URL]).toEqual([d.metadata?.name, site.publicUrl]);
    }
    const bff = env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-bff')));
    expect(bff.TRUSTED_PROXY_HOPS).toBe('1');
    const trailing = render({ publicUrl: 'https://oslonac.rs/' });
    expect(env(container(one<IDeployment>(trailing, 'Deployment', 'oslonac-identity'))).PUBLIC_URL).toBe(
      'https://oslonac.rs',
    );
  });

  it('signs every backend in to NATS as itself, with the password from its own Secret', () => {
    for (const name of ['admin', 'booking', 'identity', 'therapists']) {
      const c = container(one<IDeployment>(objects, 'Deployment', `oslonac-${name}`));
      expect(env(c).NATS_USER).toBe(name);
      const password = c.env?.find((e) => e.name === 'NATS_PASSWORD');
      expect(password?.value).toBeUndefined();
      expect(password?.valueFrom?.secretKeyRef).toEqual({
        name: `oslonac-${name}-nats`,
        key: 'NATS_PASSWORD',
      });
    }
    // The bff signs in as itself too: the inbox's live streams subscribe to messaging's subjects.
    const bff = container(one<IDeployment>(objects, 'Deployment', 'oslonac-bff'));
    expect(env(bff).NATS_USER).toBe('bff');
    expect(bff.env?.find((e) => e.name === 'NATS_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({
      name: 'oslonac-bff-nats',
      key: 'NATS_PASSWORD',
    });
  });

  it('lets PDBs drain nodes one pod at a time', () => {
    for (const pdb of all<IPodDisruptionBudget>(objects, 'PodDisruptionBudget')) {
      expect(pdb.spec?.maxUnavailable).toBe(1);
      const d = one<IDeployment>(objects, 'Deployment', pdb.metadata!.name!);
      expect(pdb.spec?.selector?.matchLabels).toEqual(d.spec?.selector.matchLabels);
    }
  });
});

describe('with production-like values', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render('ci/prod-values.yaml');
  });

  it('reads Secrets the operator manages and creates none', () => {
    expect(all<ISecret>(objects, 'Secret')).toEqual([]);
    const identity = container(one<IDeployment>(objects, 'Deployment', 'oslonac-identity'));
    expect(identity.envFrom).toEqual([{ secretRef: { name: 'oslonac-identity-env' } }]);
    expect(identity.env?.find((e) => e.name === 'ACTOR_PRIVATE_JWK')?.valueFrom?.secretKeyRef?.name).toBe(
      'oslonac-identity-env',
    );
    const job = container(one<IJob>(objects, 'Job', 'oslonac-identity-migrate'));
    expect(job.envFrom).toEqual(identity.envFrom);
  });

  it('puts the bff behind a TLS ingress on its http port', () => {
    const ingress = one<IIngress>(objects, 'Ingress', 'oslonac-bff');
    expect(ingress.spec?.tls?.[0]?.hosts).toEqual(['oslonac.rs']);
    const paths = ingress.spec?.rules?.[0]?.http?.paths ?? [];
    expect(paths.find((p) => p.path === '/')?.backend.service).toEqual({
      name: 'oslonac-bff',
      port: { name: 'http' },
    });
  });

  it("routes Stripe's webhooks on the bff's hosts to billing's http port, and nothing else of billing", () => {
    const ingress = one<IIngress>(objects, 'Ingress', 'oslonac-bff');
    const paths = ingress.spec?.rules?.[0]?.http?.paths ?? [];
    expect(paths.filter((p) => p.backend.service?.name === 'oslonac-billing')).toEqual([
      {
        path: '/webhooks/stripe',
        pathType: 'Exact',
        backend: { service: { name: 'oslonac-billing', port: { name: 'http' } } },
      },
    ]);
    const policy = one<INetworkPolicy>(objects, 'NetworkPolicy', 'oslonac-billing');
    const http = policy.spec?.ingress?.find(
      (r) => r.ports?.some((p) => p.port === 'http') && !r.from?.[0]?.podSelector,
    );
    expect(http?.from?.[0]?.namespaceSelector?.matchLabels).toEqual({
      'kubernetes.io/metadata.name': 'ingress-nginx',
    });
    const billing = container(one<IDeployment>(objects, 'Deployment', 'oslonac-billing'));
    expect(billing.env?.find((e) => e.name === 'STRIPE_API_BASE')).toBeUndefined();
    expect(
      billing.env
        ?.filter((e) => e.name.startsWith('STRIPE_'))
        .map((e) => [e.name, e.valueFrom?.secretKeyRef?.name, e.valueFrom?.secretKeyRef?.key]),
    ).toEqual([
      ['STRIPE_SECRET_KEY', 'oslonac-billing-env', 'STRIPE_SECRET_KEY'],
      ['STRIPE_WEBHOOK_SECRET', 'oslonac-billing-env', 'STRIPE_WEBHOOK_SECRET'],
    ]);
  });

  it('scales each service by its own numbers', () => {
    const hpa = (name: string) =>
      one<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', name).spec;
    expect(hpa('oslonac-identity')).toMatchObject({ minReplicas: 3, maxReplicas: 12 });
    expect(hpa('oslonac-bff')).toMatchObject({ minReplicas: 4, maxReplicas: 20 });
    expect(hpa('oslonac-bff')?.metrics?.[0]?.resource?.target.averageUtilization).toBe(60);
  });

  it('narrows who may reach the bff and scrape metrics', () => {
    const bff = one<INetworkPolicy>(objects, 'NetworkPolicy', 'oslonac-bff');
    expect(bff.spec?.ingress?.[0]?.from?.[0]?.namespaceSelector?.matchLabels).toEqual({
      'kubernetes.io/metadata.name': 'ingress-nginx',
    });
    const identity = one<INetworkPolicy>(objects, 'NetworkPolicy', 'oslonac-identity');
    const monitoring = identity.spec?.ingress?.find((r) => r.from?.some((f) => f.namespaceSelector));
    expect(monitoring?.ports).toEqual([{ port: 'http', protocol: 'TCP' }]);
  });
});

describe('services added as entries scale on their own', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(twoMoreServices);
  });

  it('gives each its own Deployment, HPA, PDB, NetworkPolicy and migration Job', () => {
    for (const name of ['booking', 'journal']) {
      for (const kind of [
        'Deployment',
        'Service',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'NetworkPolicy',
      ]) {
        expect(
          one<K8sObject>(objects, kind, `oslonac-${name}`).metadata.labels?.['app.kubernetes.io/component'],
        ).toBe(name);
      }
      expect(container(one<IJob>(objects, 'Job', `oslonac-${name}-migrate`)).image).toBe(
        `${defaultValues.image.registry}/oslonac-${name}:0.1.0`,
      );
    }
    const hpa = (name: string) =>
      one<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', name).spec;
    expect(hpa('oslonac-journal')).toMatchObject({ minReplicas: 3, maxReplicas: 30 });
    expect(hpa('oslonac-booking')).toMatchObject({ minReplicas: 2, maxReplicas: 10 });
    // Unchanged neighbours keep their own numbers.
    expect(hpa('oslonac-identity')).toMatchObject({ minReplicas: 2, maxReplicas: 6 });
    const pdb = one<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', 'oslonac-journal');
    expect(pdb.spec?.selector?.matchLabels?.['app.kubernetes.io/component']).toBe('journal');
    const journal = container(one<IDeployment>(objects, 'Deployment', 'oslonac-journal'));
    expect(journal.resources).toEqual({
      requests: { cpu: '500m', memory: '512Mi' },
      limits: { memory: '1Gi' },
    });
  });

  it('renders a fixed replica count when autoscaling is off for one service', () => {
    const fixed = render(twoMoreServices, { services: { journal: { autoscaling: { enabled: false } } } });
    expect(one<IDeployment>(fixed, 'Deployment', 'oslonac-journal').spec?.replicas).toBe(3);
    expect(
      fixed.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'oslonac-journal'),
    ).toBe(false);
    expect(one<IDeployment>(fixed, 'Deployment', 'oslonac-booking').spec?.replicas).toBeUndefined();
  });

  it('tells every pod where the new services are and admits them as oslonac peers', () => {
    const bff = env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-bff')));
    expect(bff.JOURNAL_GRPC_ADDR).toBe('oslonac-journal:50054');
    expect(bff.BOOKING_GRPC_ADDR).toBe('oslonac-booking:50053');
    const booking = env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-booking')));
    expect(booking.ACTOR_JWKS_URL).toBe('http://oslonac-identity:8081/.well-known/jwks.json');
    expect(booking.JOURNAL_GRPC_ADDR).toBe('oslonac-journal:50054');
    expect(booking.BOOKING_GRPC_ADDR).toBeUndefined();
    const policy = one<INetworkPolicy>(objects, 'NetworkPolicy', 'oslonac-identity');
    expect(policy.spec?.ingress?.[0]?.from?.[0]?.podSelector?.matchExpressions?.[0]?.values).toEqual([
      'admin',
      'bff',
      'billing',
      'booking',
      'identity',
      'journal',
      'messaging',
      'sessions',
      'therapists',
    ]);
  });
});

describe('sessions, the media server', () => {
  const sessionsValues = () =>
    (defaultValues.services.sessions ?? {}) as {
      terminationGracePeriodSeconds: number;
      rtc: { minPort: number; maxPort: number; drainMarginSeconds: number };
      autoscaling: { maxReplicas: number };
    };
  const sessions = (objects: K8sObject[]) => one<IDeployment>(objects, 'Deployment', 'oslonac-sessions');
  const envRef = (c: IContainer, name: string) => c.env?.find((e) => e.name === name);
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render();
  });

  it('runs on the node network, one pod per node, with the media port range and address from values', () => {
    const d = sessions(objects);
    const pod = d.spec!.template.spec!;
    expect(pod.hostNetwork).toBe(true);
    expect(pod.dnsPolicy).toBe('ClusterFirstWithHostNet');
    expect(pod.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution).toEqual([
      { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: d.spec?.selector.matchLabels } },
    ]);
    const c = container(d);
    const { rtc } = sessionsValues();
    expect(env(c)).toMatchObject({
      RTC_MIN_PORT: String(rtc.minPort),
      RTC_MAX_PORT: String(rtc.maxPort),
      RTC_LISTEN_IP: '0.0.0.0',
    });
    expect(rtc.maxPort).toBeGreaterThan(rtc.minPort);
    // Browsers send media to the node the pod runs on.
    expect(envRef(c, 'RTC_ANNOUNCED_ADDRESS')?.valueFrom?.fieldRef?.fieldPath).toBe('status.hostIP');
    expect(
      c.env?.filter((e) => e.valueFrom?.secretKeyRef).map((e) => [e.name, e.valueFrom?.secretKeyRef?.key]),
    ).toEqual(
      expect.arrayContaining([
        ['DATA_MASTER_KEY', 'DATA_MASTER_KEY'],
        ['JOIN_TOKEN_SECRET', 'JOIN_TOKEN_SECRET'],
      ]),
    );
    // Nothing else moves onto the node network.
    for (const other of all<IDeployment>(objects, 'Deployment').filter((x) => x !== d)) {
      expect([other.metadata?.name, other.spec?.template.spec?.hostNetwork]).toEqual([
        other.metadata?.name,
        undefined,
      ]);
    }
  });

  it('takes the port range, the announced address and the grace period from values', () => {
    const custom = render({
      services: {
        sessions: {
          terminationGracePeriodSeconds: 7200,
          rtc: { minPort: 45000, maxPort: 45499, announcedAddress: '203.0.113.7' },
        },
      },
    });
    const d = sessions(custom);
    expect(d.spec?.template.spec?.terminationGracePeriodSeconds).toBe(7200);
    const c = container(d);
    expect(env(c)).toMatchObject({
      RTC_MIN_PORT: '45000',
      RTC_MAX_PORT: '45499',
      RTC_ANNOUNCED_ADDRESS: '203.0.113.7',
      RTC_DRAIN_MAX_MS: String((7200 - 5 - 60) * 1000),
    });
    expect(c.env?.filter((e) => e.name === 'RTC_ANNOUNCED_ADDRESS')).toHaveLength(1);
  });

  it('lets calls run for hours when the pod stops, and stops taking rooms meanwhile', () => {
    const d = sessions(objects);
    const pod = d.spec!.template.spec!;
    const { terminationGracePeriodSeconds: grace } = sessionsValues();
    expect(grace).toBeGreaterThanOrEqual(4 * 3600);
    expect(pod.terminationGracePeriodSeconds).toBe(grace);
    const c = container(d);
    const e = env(c);
    const drain = Number(e.RTC_DRAIN_MAX_MS);
    const preStop = c.lifecycle?.preStop?.sleep?.seconds ?? 0;
    // The calls' drain is slightly shorter than the grace period, and closing the rest fits in what is left.
    expect(drain).toBeGreaterThan((grace - 5 * 60) * 1000);
    expect(preStop * 1000 + drain + Number(e.SHUTDOWN_GRACE_MS)).toBeLessThanOrEqual(grace * 1000);
    // Ready only while it takes new rooms; alive while it drains (gRPC health says NOT_SERVING then).
    expect(c.readinessProbe?.httpGet).toMatchObject({ path: '/readyz', port: 'http' });
    expect(c.livenessProbe?.httpGet).toMatchObject({ path: '/healthz', port: 'http' });
    expect(c.livenessProbe?.grpc).toBeUndefined();
    // The others keep their short grace and gRPC probes.
    const identity = one<IDeployment>(objects, 'Deployment', 'oslonac-identity');
    expect(identity.spec?.template.spec?.terminationGracePeriodSeconds).toBe(30);
    expect(container(identity).readinessProbe?.grpc?.port).toBe(50051);
    expect(env(container(identity)).RTC_DRAIN_MAX_MS).toBeUndefined();
  });

  it('scales on rooms per pod with CPU as the fallback, between the replicas from values', () => {
    const hpa = one<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', 'oslonac-sessions').spec;
    expect(hpa?.maxReplicas).toBe(sessionsValues().autoscaling.maxReplicas);
    expect(hpa?.metrics?.map((m) => m.type)).toEqual(['Pods', 'Resource']);
    expect(hpa?.metrics?.[0]?.pods).toEqual({
      metric: { name: 'sessions_active_rooms' },
      target: { type: 'AverageValue', averageValue: '40' },
    });
    expect(hpa?.metrics?.[1]?.resource?.name).toBe('cpu');
    const custom = one<IHorizontalPodAutoscaler>(
      render({ services: { sessions: { autoscaling: { minReplicas: 4, maxReplicas: 40 } } } }),
      'HorizontalPodAutoscaler',
      'oslonac-sessions',
    ).spec;
    expect(custom).toMatchObject({ minReplicas: 4, maxReplicas: 40 });
    // Other services scale on CPU alone.
    const identity = one<IHorizontalPodAutoscaler>(
      objects,
      'HorizontalPodAutoscaler',
      'oslonac-identity',
    ).spec;
    expect(identity?.metrics?.map((m) => m.type)).toEqual(['Resource']);
  });

  it('routes /rtc on the public hosts to sessions, hashed on the session, with long WebSocket timeouts', () => {
    const prod = render('ci/prod-values.yaml');
    const bff = one<IIngress>(prod, 'Ingress', 'oslonac-bff');
    const rtc = one<IIngress>(prod, 'Ingress', 'oslonac-sessions-rtc');
    expect(rtc.metadata?.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/upstream-hash-by': '$arg_session',
      'nginx.ingress.kubernetes.io/proxy-read-timeout': '3600',
    });
    expect(rtc.spec?.ingressClassName).toBe(bff.spec?.ingressClassName);
    expect(rtc.spec?.tls).toEqual(bff.spec?.tls);
    expect(rtc.spec?.rules?.map((r) => r.host)).toEqual(bff.spec?.rules?.map((r) => r.host));
    expect(rtc.spec?.rules?.[0]?.http?.paths).toEqual([
      {
        path: '/rtc',
        pathType: 'Exact',
        backend: { service: { name: 'oslonac-sessions', port: { name: 'http' } } },
      },
    ]);
    // The bff's own Ingress keeps its annotations (hashing there would pin whole sites to one bff).
    expect(bff.metadata?.annotations?.['nginx.ingress.kubernetes.io/upstream-hash-by']).toBeUndefined();
    // The ingress controller may reach the signalling port.
    const policy = one<INetworkPolicy>(prod, 'NetworkPolicy', 'oslonac-sessions');
    const http = policy.spec?.ingress?.find(
      (r) => r.ports?.some((p) => p.port === 'http') && r.from?.[0]?.namespaceSelector,
    );
    expect(http?.from?.[0]?.namespaceSelector?.matchLabels).toEqual({
      'kubernetes.io/metadata.name': 'ingress-nginx',
    });
    // No public ingress, no route.
    expect(objects.filter((o) => o.kind === 'Ingress')).toEqual([]);
  });

  it('hands the TURN values to sessions, the credential from a Secret', () => {
    const turn = {
      turn: {
        urls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349?transport=tcp'],
        username: 'oslonac',
        credential: 'dev-only-credential',
      },
    };
    const withTurn = render(turn);
    const c = container(sessions(withTurn));
    expect(env(c)).toMatchObject({
      TURN_URLS: 'turn:turn.example:3478?transport=udp,turns:turn.example:5349?transport=tcp',
      TURN_USERNAME: 'oslonac',
    });
    expect(envRef(c, 'TURN_CREDENTIAL')?.value).toBeUndefined();
    expect(envRef(c, 'TURN_CREDENTIAL')?.valueFrom?.secretKeyRef).toEqual({
      name: 'oslonac-turn',
      key: 'TURN_CREDENTIAL',
    });
    expect(one<ISecret>(withTurn, 'Secret', 'oslonac-turn').stringData).toEqual({
      TURN_CREDENTIAL: 'dev-only-credential',
    });
    // An operator's Secret instead: the chart creates none.
    const managed = render({ turn: { ...turn.turn, credential: '', existingSecret: 'coturn-users' } });
    expect(envRef(container(sessions(managed)), 'TURN_CREDENTIAL')?.valueFrom?.secretKeyRef?.name).toBe(
      'coturn-users',
    );
    expect(all<ISecret>(managed, 'Secret')).toEqual([]);
    // Without TURN: no relay offered and no Secret asked for.
    const none = container(sessions(objects));
    expect(env(none).TURN_URLS).toBe('');
    expect(envRef(none, 'TURN_CREDENTIAL')).toBeUndefined();
    expect(
      env(container(one<IDeployment>(withTurn, 'Deployment', 'oslonac-booking'))).TURN_URLS,
    ).toBeUndefined();
  });

  it('without the node network, opens each media port as a hostPort and admits it from anywhere', () => {
    const ported = render({
      services: { sessions: { rtc: { hostNetwork: false, minPort: 40000, maxPort: 40099 } } },
    });
    const d = sessions(ported);
    expect(d.spec?.template.spec?.hostNetwork).toBeUndefined();
    expect(d.spec?.template.spec?.affinity).toBeUndefined();
    const media = container(d).ports?.filter((p) => p.hostPort) ?? [];
    expect(media).toHaveLength(200);
    expect(media.filter((p) => p.protocol === 'UDP').map((p) => p.hostPort)).toEqual(
      Array.from({ length: 100 }, (_, i) => 40000 + i),
    );
    const policy = one<INetworkPolicy>(ported, 'NetworkPolicy', 'oslonac-sessions');
    const open = policy.spec?.ingress?.find((r) => r.ports?.some((p) => p.protocol === 'UDP'));
    expect(open?.from).toBeUndefined();
    expect(open?.ports).toEqual([
      { port: 40000, endPort: 40099, protocol: 'UDP' },
      { port: 40000, endPort: 40099, protocol: 'TCP' },
    ]);
  });

  it.each([
    [
      'a port range upside down',
      { rtc: { minPort: 41000, maxPort: 40000 } },
      'minPort 41000 is above maxPort 40000',
    ],
    [
      'too many hostPorts',
      { rtc: { hostNetwork: false } },
      'without hostNetwork every media port is a hostPort',
    ],
    [
      'a grace period the drain does not fit in',
      { terminationGracePeriodSeconds: 60 },
      'terminationGracePeriodSeconds must exceed preStopSleepSeconds + rtc.drainMarginSeconds',
    ],
  ])('refuses to render %s and names the fix', (_title, sessionsOverride, message) => {
    const result = helm([
      'template',
      release,
      chart,
      ...valueArgs([{ services: { sessions: sessionsOverride } }]),
    ]);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(message);
  });
});

describe('development Secrets created by the chart', () => {
  const dev = {
    services: { identity: { secret: { values: { DATABASE_URL: 'postgresql://dev@db/identity' } } } },
  };

  it('exist before the migration Job that reads them and roll the pods when they change', () => {
    const objects = render(dev);
    const secret = one<ISecret>(objects, 'Secret', 'oslonac-identity');
    expect(secret.stringData).toEqual({ DATABASE_URL: 'postgresql://dev@db/identity' });
    const job = one<IJob>(objects, 'Job', 'oslonac-identity-migrate');
    const weight = (o: { metadata?: { annotations?: Record<string, string> } }) =>
      Number(o.metadata?.annotations?.['helm.sh/hook-weight']);
    expect(secret.metadata?.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(weight(secret)).toBeLessThan(weight(job));
    expect(container(job).envFrom).toEqual([{ secretRef: { name: 'oslonac-identity' } }]);

    const checksum = (objs: K8sObject[]) =>
      one<IDeployment>(objs, 'Deployment', 'oslonac-identity').spec?.template.metadata?.annotations?.[
        'checksum/secret'
      ];
    const changed = render({
      services: { identity: { secret: { values: { DATABASE_URL: 'postgresql://dev@db2/identity' } } } },
    });
    expect(checksum(changed)).not.toBe(checksum(objects));
  });
});

describe('NATS credentials', () => {
  const natsEnv = (objects: K8sObject[], name: string) =>
    (container(one<IDeployment>(objects, 'Deployment', `oslonac-${name}`)).env ?? []).filter((e) =>
      e.name.match(/^NATS_(USER|PASSWORD|NKEY_SEED)$/),
    );

  it('creates a development Secret from a password in values, before the migration Job needs it', () => {
    const objects = render({ services: { booking: { nats: { password: 'dev-only' } } } });
    const secret = one<ISecret>(objects, 'Secret', 'oslonac-booking-nats');
    expect(secret.stringData).toEqual({ NATS_PASSWORD: 'dev-only' });
    expect(secret.metadata?.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const job = container(one<IJob>(objects, 'Job', 'oslonac-booking-migrate'));
    expect(job.env?.find((e) => e.name === 'NATS_PASSWORD')?.valueFrom?.secretKeyRef?.name).toBe(
      'oslonac-booking-nats',
    );
    // Only the service that was given one.
    expect(all<ISecret>(objects, 'Secret').map((o) => o.metadata?.name)).toEqual(['oslonac-booking-nats']);
  });

  it('reads an nkey seed, an operator-managed Secret and a chosen user name', () => {
    const objects = render({
      services: {
        booking: { nats: { auth: 'nkey', existingSecret: 'booking-nats-creds' } },
        identity: { nats: { user: 'oslonac-identity' } },
      },
    });
    expect(natsEnv(objects, 'booking')).toEqual([
      {
        name: 'NATS_NKEY_SEED',
        valueFrom: { secretKeyRef: { name: 'booking-nats-creds', key: 'NATS_NKEY_SEED' } },
      },
    ]);
    expect(env(container(one<IDeployment>(objects, 'Deployment', 'oslonac-identity'))).NATS_USER).toBe(
      'oslonac-identity',
    );
    expect(all<ISecret>(objects, 'Secret')).toEqual([]);
  });

  it('sets no credentials for a server without authorization', () => {
    const objects = render({ serviceDefaults: { nats: { auth: 'none' } } });
    for (const name of ['admin', 'booking', 'identity', 'therapists'])
      expect(natsEnv(objects, name)).toEqual([]);
  });

  it('rolls the pods when the NATS credentials change', () => {
    const checksum = (objs: K8sObject[]) =>
      one<IDeployment>(objs, 'Deployment', 'oslonac-booking').spec?.template.metadata?.annotations?.[
        'checksum/secret'
      ];
    const a = render({ services: { booking: { nats: { password: 'one' } } } });
    const b = render({ services: { booking: { nats: { password: 'two' } } } });
    expect(checksum(a)).not.toBe(checksum(b));
  });
});

describe('the NATS permissions README.md gives booking', () => {
  // The block from the README as written, plus a platform user standing in for the other services.
  const readme = readFileSync(path.join(chart, 'README.md'), 'utf8');
  const block = /```nats-server\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const password = 'booking-nats-test';
  let server: NatsServerHandle;
  let db: TestDatabase;
  let pool: pg.Pool;
  let platform: Bus;
  const url = () => server.url;

  beforeAll(async () => {
    expect(block).toContain('user: booking');
    server = await startNatsServer({
      storeDir: path.join(work, 'nats-permissions'),
      auth: {
        config: block
          .replace('$BOOKING_NATS_PASSWORD', JSON.stringify(password))
          .replace('users = [', 'users = [ { user: platform, password: platform }'),
      },
    });
    platform = await Bus.connect({
      url: url(),
      name: 'platform',
      log: quiet,
      auth: { user: 'platform', password: 'platform' },
    });
    db = await createTestDatabase('chart_nats_permissions');
    pool = new pg.Pool({ connectionString: db.url });
    await pool.query(outboxSql());
  });

  afterAll(async () => {
    await platform?.close();
    await pool?.end();
    await db?.drop();
    await server?.stop();
  });

  it('let booking keep its stream, publish its events and consume what its contract names, and nothing else', async () => {
    const booking = await Bus.connect({
      url: url(),
      name: 'booking',
      log: quiet,
      auth: { user: 'booking', password },
    });
    try {
      // What Service.create and the relay do.
      await booking.ensureStream('OSLONAC_BOOKING', ['booking.>']);
      await expect(booking.js.publish('booking.hold.created.v1', new Uint8Array([1]))).resolves.toMatchObject(
        {
          stream: 'OSLONAC_BOOKING',
        },
      );
      // What booking's consumer does, with the kit's consume.
      const handled: string[] = [];
      const consumer = await consume({
        bus: booking,
        stream: await booking.ensureStreamOf('therapists'),
        durable: 'booking-therapist-profiles',
        subject: 'therapists.profile.updated.v1',
        decode: (b) => new TextDecoder().decode(b),
        prisma: pgTransactions(pool),
        log: quiet,
        handle: async (event) => {
          handled.push(event);
        },
      });
      try {
        await platform.js.publish('therapists.profile.updated.v1', new TextEncoder().encode('profil'), {
          msgID: 'p1',
        });
        await eventually('booking handled the profile', async () => handled.length === 1);
        await eventually('and acked it', async () => {
          const info = await platform.jsm.consumers.info('OSLONAC_THERAPISTS', 'booking-therapist-profiles');
          return info.num_ack_pending === 0 && info.num_pending === 0;
        });
      } finally {
        await consumer.stop();
      }
      // Forging another service's event is refused by the server.
      await expect(
        booking.js.publish('therapists.profile.approved.v1', new Uint8Array([1]), { timeout: 2000 }),
      ).rejects.toThrow(/permission/i);
      expect((await platform.jsm.streams.info('OSLONAC_THERAPISTS')).state.messages).toBe(1);
    } finally {
      await booking.close();
    }
  });
});

describe('deploy/Dockerfile agrees with the chart', () => {
  const dockerfile = readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'));
  const stages = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of dockerfile) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = [line];
      if (from[2]) stages.set(from[2], current);
    } else current.push(line);
  }
  /** The stage and its ancestors, nearest first. */
  const lineage = (name: string): string[][] => {
    const stage = stages.get(name);
    if (!stage) return [];
    const base = /^FROM\s+(\S+)/i.exec(stage[0]!)![1]!;
    return [stage, ...lineage(base)];
  };
  const inherited = (name: string) => lineage(name).flat();

  const backends = Object.entries(defaultValues.services).filter(([, svc]) => svc.kind !== 'web');

  it('builds every backend service of the chart from the one service target, as the registry lists them', () => {
    expect(stages.has('service')).toBe(true);
    expect(stages.has('bff')).toBe(true);
    // scripts/stack/services.ts is the one list of services: the chart deploys exactly those, on the same ports.
    expect(backends.map(([name]) => name).sort()).toEqual(SERVICES.map((s) => s.name).sort());
    for (const [name, svc] of backends) {
      const spec = SERVICES.find((s) => s.name === name);
      expect([name, spec?.grpcPort, spec?.httpPort]).toEqual([name, svc.ports?.grpc, svc.ports?.http]);
    }
  });

  it("expects an erasure report from every backend service (identity's ERASURE_SERVICES)", () => {
    const listed = defaultValues.services.identity?.env?.ERASURE_SERVICES?.split(',') ?? [];
    expect(listed.sort()).toEqual(SERVICES.map((s) => s.name).sort());
  });

  it('builds sessions from its own target: the service image plus the mediasoup worker and its libraries', () => {
    const sessions = stages.get('sessions') ?? [];
    expect(/^FROM\s+service\s+AS\s+sessions$/i.test(sessions[0] ?? '')).toBe(true);
    const text = sessions.join('\n');
    for (const lib of [
      'libssl3',
      'libuv1',
      'libsrtp2-1',
      'libusrsctp2',
      'libabsl20220623',
      'libflatbuffers2',
    ]) {
      expect([lib, text.includes(lib)]).toEqual([lib, true]);
    }
    expect(sessions).toContain(
      'COPY --from=build-mediasoup-worker /out/mediasoup-worker /usr/local/bin/mediasoup-worker',
    );
    expect(sessions).toContain('ENV MEDIASOUP_WORKER_BIN=/usr/local/bin/mediasoup-worker');
    // Built as root to install the libraries, run as the chart's user.
    expect(sessions.filter((l) => l.startsWith('USER')).at(-1)).toBe('USER 10001:10001');
    const worker = stages.get('build-mediasoup-worker')!.join('\n');
    expect(worker).toContain('bash scripts/mediasoup/build-worker.sh');
    for (const deb of [
      'meson',
      'ninja-build',
      'libsrtp2-dev',
      'libusrsctp-dev',
      'libabsl-dev',
      'flatbuffers-compiler',
    ]) {
      expect([deb, worker.includes(deb)]).toEqual([deb, true]);
    }
    // The other services' image has no worker and no media libraries.
    expect(inherited('service').join('\n')).not.toMatch(/mediasoup|libsrtp/);
  });

  it('copies every workspace manifest before npm ci', () => {
    const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const deps = stages.get('deps')!;
    const npmCi = deps.findIndex((l) => l.includes('npm ci'));
    const copyAt = deps.findIndex((l) => l.startsWith('COPY --parents '));
    expect(npmCi).toBeGreaterThan(copyAt);
    expect(copyAt).toBeGreaterThan(0);
    const globs = deps[copyAt]!.split(/\s+/).slice(2, -1);
    const copied = (file: string) =>
      globs.some((g) => new RegExp(`^${g.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}$`).test(file));
    for (const pattern of rootPackage.workspaces) {
      const dirs = pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
        : [pattern];
      for (const dir of dirs) {
        if (!existsSync(path.join(root, dir, 'package.json'))) continue;
        // The directory rides along so a failure names the manifest that is missing.
        expect([dir, copied(`${dir}/package.json`)]).toEqual([dir, true]);
      }
    }
    expect(copied('package-lock.json')).toBe(true);
  });

  it('exposes the port the chart probes on the bff and runs as the chart user', () => {
    for (const target of ['service', 'bff']) expect(inherited(target)).toContain('USER 10001:10001');
    const exposed = inherited('bff')
      .filter((l) => l.startsWith('EXPOSE'))
      .flatMap((l) => l.split(/\s+/).slice(1))
      .map(Number);
    expect(exposed).toEqual([defaultValues.services.bff?.ports?.http]);
    const deployment = container(one<IDeployment>(render(), 'Deployment', 'oslonac-identity'));
    expect(deployment.securityContext).toMatchObject({ runAsUser: 10001, runAsGroup: 10001 });
  });

  it('ships the bundle and migrations where the Job and the server look for them', () => {
    const lines = inherited('service');
    // The bundler maps import.meta.url onto the repository layout: the image must keep it.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the Dockerfile's own build argument, not a template
    expect(lines.find((l) => l.startsWith('WORKDIR'))).toBe('WORKDIR /app/services/${SERVICE}');
    expect(lines).toContain('COPY --from=build-service /out/dist ./dist');
    expect(lines).toContain('COPY --from=build-service /out/prisma/migrations ./prisma/migrations');
    // Migrations take the kit's shared tables by name (`-- @kit outbox.sql`), read from the repository layout.
    expect(lines).toContain('COPY --from=source /src/services/kit/sql /app/services/kit/sql');
    expect(lines).toContain('CMD ["node", "--enable-source-maps", "dist/main.js"]');
    const build = stages.get('build-service')!.join('\n');
    expect(build).toContain('node scripts/chart/bundle-service.mjs "$SERVICE"');
    expect(build).toContain('mv "services/$SERVICE/dist" /out/dist');
    expect(build).toContain('cp -R "services/$SERVICE/prisma/migrations/." /out/prisma/migrations/');
    const bff = inherited('bff');
    expect(bff).toContain('CMD ["node", "bff/server.js"]');
    // The root filesystem is read-only: the chart's writable mount must be the cache of the server Next runs.
    const workdir = bff.find((l) => l.startsWith('WORKDIR'))!.split(/\s+/)[1]!;
    const mounts = container(one<IDeployment>(render(), 'Deployment', 'oslonac-bff')).volumeMounts?.map(
      (m) => m.mountPath,
    );
    expect(mounts).toContain(path.posix.join(workdir, 'bff', '.next/cache'));
  });
});

describe('scripts/chart/bundle-service.mjs', () => {
  it('produces a bundle that runs without node_modules, native addon included', async () => {
    // The entry sits inside the repository so it resolves the workspace's packages; the output goes where no
    // node_modules can be found, as in the runtime image.
    const entryDir = path.join(root, '.tools', `bundle-probe-${process.pid}`);
    mkdirSync(entryDir, { recursive: true });
    const out = path.join(work, 'dist');
    try {
      writeFileSync(
        path.join(entryDir, 'probe.ts'),
        [
          "import { hash, verify } from '@node-rs/argon2';",
          "import pg from 'pg';",
          "import { pino } from 'pino';",
          "const stored = await hash('lozinka-za-probu');",
          "const ok = await verify(stored, 'lozinka-za-probu');",
          'const log = pino({ base: null, timestamp: false });',
          "log.info({ ok, pg: typeof pg.Pool, dirname: typeof __dirname }, 'bundle works');",
        ].join('\n'),
      );
      const files = await bundle({ entryPoints: { probe: path.join(entryDir, 'probe.ts') }, outdir: out });
      expect(files).toContain('probe.js');
      expect(files.some((f) => f.endsWith('.node'))).toBe(true);
    } finally {
      rmSync(entryDir, { recursive: true, force: true });
    }
    const run = spawnSync(process.execPath, ['probe.js'], {
      cwd: out,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      level: 30,
      ok: true,
      pg: 'function',
      dirname: 'string',
      msg: 'bundle works',
    });
  });
});

describe('the identity image, laid out the way deploy/Dockerfile lays it out', () => {
  // The runtime stage holds /app/services/identity/{dist,prisma/migrations}, /app/services/kit/sql and no node_modules; this builds
  // the same tree in a temporary directory with the same bundler and runs the chart's commands in it.
  const layout = path.join(work, 'image');
  const serviceDir = path.join(layout, 'services/identity');
  const subjectPrefix = uniqueTestPrefix();
  let db: TestDatabase;

  beforeAll(async () => {
    await bundleService('identity', { layoutRoot: layout });
    cpSync(
      path.join(root, 'services/identity/prisma/migrations'),
      path.join(serviceDir, 'prisma/migrations'),
      {
        recursive: true,
      },
    );
    cpSync(path.join(root, 'services/kit/sql'), path.join(layout, 'services/kit/sql'), { recursive: true });
    db = await createTestDatabase('chart_identity');
  });

  afterAll(async () => {
    await db?.drop();
    const nc = await connect({ servers: testNatsUrl() });
    const jsm = await jetstreamManager(nc);
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${testStreamPrefix(subjectPrefix)}_`))
        await jsm.streams.delete(stream.config.name);
    }
    await nc.close();
  });

  it('migrates with the Job command, and a second run changes nothing', async () => {
    const job = container(one<IJob>(render(), 'Job', 'oslonac-identity-migrate'));
    const [command, ...args] = job.command!;
    expect(command).toBe('node');
    const run = () =>
      spawnSync(process.execPath, args, {
        cwd: serviceDir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env(job), DATABASE_URL: db.url },
      });
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('migrations applied');
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('database already up to date');

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from _prisma_migrations where finished_at is not null',
      );
      const shipped = readdirSync(path.join(serviceDir, 'prisma/migrations'), { withFileTypes: true }).filter(
        (e) => e.isDirectory(),
      );
      expect(shipped.length).toBeGreaterThan(0);
      expect(rows[0]?.n).toBe(shipped.length);
    } finally {
      await client.end();
    }
  });

  it('serves gRPC health where the chart probes it and drains on SIGTERM', async () => {
    const deployment = container(one<IDeployment>(render(), 'Deployment', 'oslonac-identity'));
    const [grpcPort, httpPort] = [await freePort(), await freePort()];
    const { privateJwk } = await generateActorKeyPair();
    const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serviceDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        // What the chart sets, with only the addresses this machine needs swapped in.
        ...env(deployment),
        GRPC_PORT: String(grpcPort),
        HTTP_PORT: String(httpPort),
        DATABASE_URL: db.url,
        NATS_URL: testNatsUrl(),
        // The shared test server admits anyone; its chart NATS_PASSWORD lives in a Secret this run has not got.
        NATS_USER: '',
        EVENT_SUBJECT_PREFIX: subjectPrefix,
        STREAM_PREFIX: testStreamPrefix(subjectPrefix),
        ACTOR_PRIVATE_JWK: JSON.stringify(privateJwk),
        // From identity's own Secret in the chart (it seals TOTP secrets); a throwaway key here.
        DATA_MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
        // From identity's Secret in the chart (production requires it); no mail is sent in this test.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SHUTDOWN_GRACE_MS: '3000',
      },
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

    const health = new HealthClient(`127.0.0.1:${grpcPort}`, credentials.createInsecure());
    const check = () =>
      new Promise<HealthCheckResponse_ServingStatus | null>((resolve) =>
        health.check({ service: '' }, (err, res) => resolve(err ? null : res.status)),
      );
    try {
      let status: HealthCheckResponse_ServingStatus | null = null;
      for (let i = 0; i < 100 && status !== HealthCheckResponse_ServingStatus.SERVING; i++) {
        if (server.exitCode !== null) break;
        status = await check();
        if (status !== HealthCheckResponse_ServingStatus.SERVING)
          await new Promise((r) => setTimeout(r, 200));
      }
      expect([status, output]).toEqual([HealthCheckResponse_ServingStatus.SERVING, output]);

      // The JWKS every other service's ACTOR_JWKS_URL points at.
      const jwks = (await (await fetch(`http://127.0.0.1:${httpPort}/.well-known/jwks.json`)).json()) as {
        keys: Array<{ kid: string }>;
      };
      expect(jwks.keys.map((k) => k.kid)).toEqual([privateJwk.kid]);
    } finally {
      health.close();
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('service stopped');
  });
});
