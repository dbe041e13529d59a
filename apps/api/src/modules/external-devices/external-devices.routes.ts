import {
  createExternalDevice,
  listClockCredentials,
  listExternalDevices,
  postDeviceClockEvents,
  renewExternalDeviceKey,
  setClockCredential,
  updateExternalDevice,
} from '@kontor/contracts';
import { actorOf } from '../../core/auth/request-auth.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { authenticateDevice, receiveClockEvents } from './device-clock.service.ts';
import * as devices from './external-devices.service.ts';

export const listExternalDevicesRoute = defineRoute(listExternalDevices, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, devices.listDevices),
}));

export const createExternalDeviceRoute = defineRoute(createExternalDevice, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => devices.createDevice(tx, actorOf(auth), body)),
);

export const updateExternalDeviceRoute = defineRoute(updateExternalDevice, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => devices.updateDevice(tx, actorOf(auth), params.id, body)),
);

export const renewExternalDeviceKeyRoute = defineRoute(renewExternalDeviceKey, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => devices.renewDeviceKey(tx, actorOf(auth), params.id)),
);

export const listClockCredentialsRoute = defineRoute(listClockCredentials, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => devices.listCredentials(tx, auth.tenantId)),
}));

export const setClockCredentialRoute = defineRoute(setClockCredential, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    devices.setCredential(tx, deps.config.secretKey, actorOf(auth), params.profile_id, body),
  ),
);

/** No user session: the terminal's key is the credential. */
export const postDeviceClockEventsRoute = defineRoute(
  postDeviceClockEvents,
  async ({ body, deps, request }) => {
    const device = await authenticateDevice(deps, request);
    return { results: await receiveClockEvents(deps, device, body.events) };
  },
);
