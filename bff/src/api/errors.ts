// The typed refusals of the services, as pages and server actions catch them (the gateways make them).
export {
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  RateLimited,
  Unauthenticated,
  Unavailable,
  UpstreamError,
} from '../server/gateways/errors';
