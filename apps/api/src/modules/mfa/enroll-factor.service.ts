import {
  DEFAULT_TOTP_ISSUER,
  MAX_FACTORS_PER_USER,
  type EnrollFactorBody,
  type EnrolledFactor,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { findUserById } from '../../core/auth/users.repository.ts';
import { conflict, unauthorized } from '../../core/http/errors.ts';
import { withSession } from '../../db/with-tenant.ts';
import { toFactorView } from './factor-view.ts';
import { insertFactor, listUserFactors, lockUserFactors } from './factors.repository.ts';
import { mfaRequired } from './mfa-errors.ts';
import { recordMfaEvent } from './mfa-history.ts';
import { newTotpSecret, totpUri } from './totp.ts';

const sameName = (a: string | null, b: string) => a?.toLocaleLowerCase('de') === b.toLocaleLowerCase('de');

/**
 * Creates an unverified factor; the first successful verification enrols it. Once a user has a
 * verified factor, adding another needs aal2 — otherwise a stolen password alone could enrol an
 * attacker's authenticator and reach aal2 with it.
 */
export async function enrollFactor(
  deps: AppDeps,
  auth: AuthContext,
  input: EnrollFactorBody,
): Promise<EnrolledFactor> {
  const { row, totp } = await withSession(deps.db, auth, async (tx) => {
    await lockUserFactors(tx, auth.userId);
    const factors = await listUserFactors(tx, auth.userId);
    if (auth.aal !== 'aal2' && factors.some((f) => f.status === 'verified')) throw mfaRequired();
    if (factors.length >= MAX_FACTORS_PER_USER) {
      throw conflict(
        `Sie können höchstens ${MAX_FACTORS_PER_USER} Faktoren einrichten. Bitte entfernen Sie zuerst einen.`,
      );
    }
    const name = input.friendly_name ?? null;
    if (name !== null && factors.some((f) => sameName(f.friendlyName, name))) {
      throw conflict(`Sie haben bereits einen Faktor mit dem Namen „${name}“.`);
    }
    const user = await findUserById(tx, auth.userId);
    if (!user) throw unauthorized();

    const issuer = input.issuer ?? DEFAULT_TOTP_ISSUER;
    const secret = input.factor_type === 'totp' ? newTotpSecret() : null;
    const created = await insertFactor(tx, {
      userId: auth.userId,
      factorType: input.factor_type,
      friendlyName: name,
      secretEncrypted: secret === null ? null : deps.box.seal(secret),
      issuer: input.factor_type === 'totp' ? issuer : null,
      phone: input.factor_type === 'phone' ? input.phone! : null,
    });
    await recordMfaEvent(tx, auth, created.id, 'enrolled', {
      factor_type: { from: null, to: created.factorType },
      friendly_name: { from: null, to: created.friendlyName },
    });
    return {
      row: created,
      totp: secret === null ? null : { secret, uri: totpUri(secret, issuer, user.email) },
    };
  });

  if (!totp) return toFactorView(row);
  // Loaded here, not at start-up: only enrolment draws a QR code.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(totp.uri, { type: 'svg', margin: 1 });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { ...toFactorView(row), totp: { qr_code: qrCode, secret: totp.secret, uri: totp.uri } };
}
