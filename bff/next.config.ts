import path from 'node:path';
import type { NextConfig } from 'next';
import { API_CSP, HSTS, STATIC_SECURITY_HEADERS } from './src/server/security-headers';

// Next 16 on Node 20 compiles this file to CommonJS, so __dirname is the bff folder; the fallback covers a
// native-ESM load (Node ≥ 22.10), which always runs from the bff folder in this repo's scripts.
const here = typeof __dirname === 'string' ? __dirname : process.cwd();
const monorepoRoot = path.resolve(here, '..');

const config: NextConfig = {
  output: 'standalone',
  // Workspace packages live above bff/: tracing and Turbopack must see the whole monorepo.
  outputFileTracingRoot: monorepoRoot,
  turbopack: { root: monorepoRoot },
  // grpc-js bundled twice breaks a shared channel ("Incorrect arguments passed"); protobuf runtime goes with
  // it. Sentry and the OpenTelemetry SDK patch Node's module loader and must load as real node modules.
  serverExternalPackages: [
    '@grpc/grpc-js',
    '@bufbuild/protobuf',
    '@sentry/node',
    '@opentelemetry/sdk-node',
    '@opentelemetry/exporter-trace-otlp-http',
  ],
  transpilePackages: ['@oslonac/web', '@oslonac/lang', '@oslonac/rtc', '@oslonac/proto', '@oslonac/kit'],
  poweredByHeader: false,
  // Metadata goes in <head> before the body for every visitor, not streamed after it: a streamed <title> is
  // missing while router.refresh() re-renders a page, and screen readers announce the page by its title.
  htmlLimitedBots: /.*/,
  // proxy.ts sets these with the CSP on everything it sees; this covers static files it skips.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
      // API answers are data, never documents: a CSP that allows nothing. HSTS goes out unconditionally here
      // because browsers ignore it on plain http (RFC 6797 §8.1).
      {
        source: '/api/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: API_CSP },
          { key: 'Strict-Transport-Security', value: HSTS },
        ],
      },
    ];
  },
  reactStrictMode: true,
};

export default config;
