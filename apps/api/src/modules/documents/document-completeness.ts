import { isInvoiceLike, type DocumentLine, type DocumentType, type TenantSettings } from '@kontor/contracts';
import type { CustomerRecord } from './document-parties.ts';
import type { DocumentRow } from './documents.repository.ts';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * What a document still lacks before it may be finalized, as German sentences by field
 * (empty = complete). §14 (4) UStG: full names and addresses, tax number or VAT id of the
 * seller, date of supply; §13b / intra-EU supplies need the customer's VAT id.
 */
export function missingForFinalize(
  row: DocumentRow,
  customer: CustomerRecord | undefined,
  settings: Pick<TenantSettings, 'tax_number' | 'vat_id' | 'street' | 'zip' | 'city'>,
): Record<string, string> {
  const type = row.type as DocumentType;
  const header = row.header;
  const lines = row.lines as DocumentLine[];
  const items = lines.filter((l) => l.kind === 'item');
  const missing: Record<string, string> = {};
  if (!customer) missing.customer_id = 'Bitte einen Kunden wählen.';
  if (
    isInvoiceLike(type) &&
    !filled(header.service_date) &&
    !(filled(header.service_period_start) && filled(header.service_period_end))
  ) {
    missing.service_date = 'Bitte ein Leistungsdatum oder einen Leistungszeitraum angeben.';
  }
  if (items.length === 0) missing.lines = 'Bitte mindestens eine Position erfassen.';
  if (
    customer &&
    items.some((l) => l.vat_category === 'AE' || l.vat_category === 'K') &&
    !filled(customer.data.vat_id)
  ) {
    missing['customer.vat_id'] =
      'Für Steuerschuldnerschaft des Leistungsempfängers oder innergemeinschaftliche Leistungen braucht der Kunde eine USt-IdNr.';
  }
  // BT-120: a tax-free line names its §4 UStG case; one breakdown group carries one reason.
  const exemptions = items.filter((l) => l.vat_category === 'E').map((l) => l.vat_exemption ?? null);
  if (exemptions.includes(null)) {
    missing.vat_exemption =
      'Bitte bei steuerfreien Positionen den Grund der Steuerbefreiung (§ 4 UStG) wählen.';
  } else if (new Set(exemptions).size > 1) {
    missing.vat_exemption =
      'Steuerfreie Positionen mit verschiedenen Befreiungsgründen bitte auf getrennte Rechnungen verteilen.';
  }
  if (isInvoiceLike(type) && !filled(settings.tax_number) && !filled(settings.vat_id)) {
    missing['seller.tax_number'] = 'In den Firmendaten fehlt die Steuernummer oder USt-IdNr. (§ 14 UStG).';
  }
  if (!filled(settings.street) || !filled(settings.zip) || !filled(settings.city)) {
    missing['seller.address'] = 'In den Firmendaten fehlt die vollständige Firmenanschrift.';
  }
  return missing;
}
