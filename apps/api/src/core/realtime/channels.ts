/** NOTIFY channel for change events: payload {tenantId, entity, id, action}. */
export const CHANGES_CHANNEL = 'kontor_changes';
/** NOTIFY channel for ended sessions: payload is the session id. */
export const SESSIONS_CHANNEL = 'kontor_sessions_revoked';
