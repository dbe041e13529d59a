/** What receipt-photo.jpg shows (make-receipt-photo.ts draws it), for the OCR tests. */
export const RECEIPT_PHOTO_TRUTH = {
  vendorName: 'Schreibwaren Lindner GmbH',
  number: 'RE-2026-0815',
  issueDate: '2026-11-14',
  dueDate: '2026-11-28',
  net: '108.90',
  vat: '17.10',
  gross: '126.00',
  vatByRate: [
    { rate: '19', net: '79.00', tax: '15.01' },
    { rate: '7', net: '29.90', tax: '2.09' },
  ],
  iban: 'DE89370400440532013000',
  vatId: 'DE136695976',
} as const;
