import {
  createExternalDeviceRoute,
  listClockCredentialsRoute,
  listExternalDevicesRoute,
  postDeviceClockEventsRoute,
  renewExternalDeviceKeyRoute,
  setClockCredentialRoute,
  updateExternalDeviceRoute,
} from './external-devices.routes.ts';

// Time clocks (issue #16, /settings/externalDevices): terminals with a hashed API key, badge
// numbers and PINs, and the endpoint terminals post clock events to. Owns external_devices,
// clock_credentials and device_clock_events; clocking goes through modules/working-times.

export const externalDevicesRoutes = [
  listExternalDevicesRoute,
  createExternalDeviceRoute,
  listClockCredentialsRoute,
  setClockCredentialRoute,
  updateExternalDeviceRoute,
  renewExternalDeviceKeyRoute,
  postDeviceClockEventsRoute,
];
