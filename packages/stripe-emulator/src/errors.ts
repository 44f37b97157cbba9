/** Stripe's v1 error body (`{ "error": { … } }`) and the statuses it uses. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /** Stripe saves the result for an idempotency key only once the endpoint began executing. */
    readonly saveIdempotent = true,
  ) {
    super(body.message);
  }
}

const DOCS = 'https://stripe.com/docs/error-codes';

export function docUrl(code: string): string {
  return `${DOCS}/${code.replaceAll('_', '-')}`;
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param,
      message: `Missing required param: ${param}.`,
      doc_url: docUrl('parameter_missing'),
    },
    false,
  );
}

export function unknownParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    {
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      param,
      message: `Received unknown parameter: ${param}`,
      doc_url: docUrl('parameter_unknown'),
    },
    false,
  );
}

export function invalidParam(param: string, message: string, code?: string): StripeApiError {
  return new StripeApiError(
    400,
    { type: 'invalid_request_error', param, message, ...(code ? { code, doc_url: docUrl(code) } : {}) },
    false,
  );
}

/** `No such payment_intent: 'pi_…'` with the parameter that named it. */
export function resourceMissing(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
    doc_url: docUrl('resource_missing'),
  });
}

export function badState(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}
