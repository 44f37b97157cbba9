import { requestHelpers } from '@oslonac/kit';
import { z } from 'zod';
import { errors } from '../domain/errors';

// Outer bounds shared by the handlers: anything past them is a broken or hostile client. The domain gives the
// precise rules (and the messages people see) for what is inside them.

export const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: () => errors.notFound(),
});

export const uuid = z.uuid();
