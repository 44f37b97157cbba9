// Every gateway calls its service through this: the kit's unary call (deadline, retries, actor token, trace
// context) with gRPC failures turned into the typed errors of errors.ts.

import type * as grpc from '@grpc/grpc-js';
import { unary as kitUnary, type UnaryMethod, type UnaryOptions } from '@oslonac/kit/grpc-client';
import { toUpstreamError } from './errors';

export async function unary<Req, Res>(
  client: grpc.Client,
  method: UnaryMethod<Req, Res>,
  req: Req,
  opts: UnaryOptions = {},
): Promise<Res> {
  try {
    return await kitUnary(client, method, req, opts);
  } catch (err) {
    throw toUpstreamError(err);
  }
}
