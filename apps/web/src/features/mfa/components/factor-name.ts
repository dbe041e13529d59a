import type { Factor } from '@kontor/contracts';
import type { TFunction } from 'i18next';

/** The name the user gave, else the kind of factor ("Authenticator-App", "Telefon"). */
export const factorName = (factor: Pick<Factor, 'friendly_name' | 'factor_type'>, t: TFunction<'mfa'>) =>
  factor.friendly_name ?? t(`factor.${factor.factor_type}`);
