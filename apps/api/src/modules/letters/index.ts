import {
  createLetterRoute,
  createLetterSeriesRoute,
  deleteLetterRoute,
  downloadLetterPdfRoute,
  downloadLetterSeriesPdfRoute,
  finalizeLetterRoute,
  getLetterRoute,
  listLettersRoute,
  markLetterPrintedRoute,
  previewLetterRoute,
  sendLetterRoute,
  updateLetterRoute,
} from './routes/letters.routes.ts';

// `/api/letters/series` before `/api/letters/:id` reads better; the router matches static first anyway.
export const lettersRoutes = [
  listLettersRoute,
  createLetterRoute,
  createLetterSeriesRoute,
  downloadLetterSeriesPdfRoute,
  getLetterRoute,
  updateLetterRoute,
  deleteLetterRoute,
  previewLetterRoute,
  downloadLetterPdfRoute,
  finalizeLetterRoute,
  markLetterPrintedRoute,
  sendLetterRoute,
];

// For the demo tenant: letters written and finalized like a user would.
export { createLetter } from './letters.service.ts';
export { finalizeLetter, markLetterPrinted } from './letter-delivery.service.ts';
