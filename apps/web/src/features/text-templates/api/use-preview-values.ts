import {
  companyPlaceholderValues,
  customerPlaceholderValues,
  sampleValues,
  type EntityRecord,
  type PlaceholderValues,
} from '@kontor/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTenantSettings } from '../../../lib/queries/use-tenant-settings.ts';
import { useFirstContact } from './use-preview-customers.ts';

/**
 * What the preview fills in: the catalog's samples, with the real company, user and date, and the
 * chosen customer (addressed through its first contact when it is a company).
 */
export function usePreviewValues(customer: EntityRecord | null): {
  values: PlaceholderValues;
  loading: boolean;
} {
  const { i18n } = useTranslation();
  const userName = useSession((s) => s.user?.name);
  const company = useTenantSettings();
  const contact = useFirstContact(customer);
  const values: PlaceholderValues = {
    ...sampleValues,
    heute: formatDate(new Date(), i18n.language),
    ...(userName && { 'benutzer.name': userName }),
    ...(company.data?.company_name && companyPlaceholderValues(company.data)),
    ...(customer && customerPlaceholderValues(customer, contact.data?.data ?? null)),
  };
  return { values, loading: contact.isFetching };
}
