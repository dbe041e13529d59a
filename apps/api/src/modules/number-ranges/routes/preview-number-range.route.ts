import { previewNumberRange } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { previewNumber } from '../number-ranges.service.ts';

// Pure formatting of the checked input: no tenant data, so no transaction.
export const previewNumberRangeRoute = defineRoute(previewNumberRange, async ({ body }) =>
  previewNumber(body.pattern, body.next_counter),
);
