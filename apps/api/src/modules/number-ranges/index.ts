import { listNumberRangesRoute } from './routes/list-number-ranges.route.ts';
import { previewNumberRangeRoute } from './routes/preview-number-range.route.ts';
import { updateNumberRangeRoute } from './routes/update-number-range.route.ts';

export { allocateNumber, ensureNumberRange } from './allocate-number.ts';

export const numberRangesRoutes = [listNumberRangesRoute, previewNumberRangeRoute, updateNumberRangeRoute];
