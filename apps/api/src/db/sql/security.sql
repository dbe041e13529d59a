-- Applied after every migration run (idempotent). Roles, grants, row-level security and the
-- few SECURITY DEFINER look-ups that sign-in needs before a tenant is known.

-- kontor_app: the role request work runs as (ADR 9). On PostgreSQL the API logs in as it (the
-- password is set from the API process, derived from SECRET_KEY); on PGlite it is SET LOCAL ROLE.
-- kontor_auth: owns the SECURITY DEFINER look-ups; cannot log in. Roles are cluster-wide, so
-- another database on the same server may have created them already, maybe at this very moment.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kontor_app') THEN
    CREATE ROLE kontor_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kontor_auth') THEN
    CREATE ROLE kontor_auth NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
DO $$
BEGIN
  -- Needed to hand the SECURITY DEFINER functions below over to kontor_auth.
  IF NOT pg_has_role(current_user, 'kontor_auth', 'MEMBER') THEN
    EXECUTE format('GRANT kontor_auth TO %I', current_user);
  END IF;
END $$;
-- A non-superuser owner may only give a function in schema public to a role that may create
-- there (PostgreSQL 15 revoked that from PUBLIC). kontor_auth cannot log in, so only the
-- functions below ever act as it.
DO $$
BEGIN
  IF NOT has_schema_privilege('kontor_auth', 'public', 'CREATE') THEN
    GRANT CREATE ON SCHEMA public TO kontor_auth;
  END IF;
END $$;

-- The app role reads and writes business tables; it never owns them.
GRANT USAGE ON SCHEMA public TO kontor_app, kontor_auth;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO kontor_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO kontor_app;
-- History is append-only for the application (GoBD).
REVOKE UPDATE, DELETE, TRUNCATE ON history_items FROM kontor_app;
-- So is the journal (the triggers of migration 0010 refuse it for the owner too).
REVOKE UPDATE, DELETE, TRUNCATE ON journal_entries, journal_movements FROM kontor_app;
-- Tenants are created by provisioning (owner), not by requests.
REVOKE INSERT, DELETE, TRUNCATE ON tenants FROM kontor_app;
-- Signing keys, the sign-in throttle and reset links belong to the owner's work (sign-in, key
-- rotation, the password-reset link): request work never touches them. Sessions are opened at
-- sign-in; a request may only read and end its own user's (policies below).
REVOKE ALL ON signing_keys, login_attempts, password_reset_tokens FROM kontor_app;
REVOKE INSERT, DELETE, TRUNCATE ON sessions FROM kontor_app;
GRANT SELECT ON tenants, memberships, roles TO kontor_auth;

-- Every table with a tenant_id column: ENABLE + FORCE RLS and the one tenant policy.
DO $$
DECLARE
  t record;
  tenant_expr constant text := 'tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int';
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t.relname);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', t.relname, tenant_expr, tenant_expr);
  END LOOP;
END $$;

-- The tenants table itself: a request sees only its active tenant.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS tenant_isolation ON tenants;
CREATE POLICY tenant_isolation ON tenants
  USING (id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::int);

-- Sign-in must list a user's tenants before any tenant is active. Only these functions may,
-- running as kontor_auth, which can read nothing but tenants, memberships and roles.
DROP POLICY IF EXISTS auth_lookup ON tenants;
CREATE POLICY auth_lookup ON tenants FOR SELECT TO kontor_auth USING (true);
DROP POLICY IF EXISTS auth_lookup ON memberships;
CREATE POLICY auth_lookup ON memberships FOR SELECT TO kontor_auth USING (true);
DROP POLICY IF EXISTS auth_lookup ON roles;
CREATE POLICY auth_lookup ON roles FOR SELECT TO kontor_auth USING (true);

CREATE OR REPLACE FUNCTION kontor_user_memberships(p_user_id int)
RETURNS TABLE (tenant_id int, tenant_name text, role_name text, permissions text[])
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT m.tenant_id, t.name, r.name, r.permissions
  FROM memberships m
  JOIN tenants t ON t.id = m.tenant_id
  JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id
  WHERE m.user_id = p_user_id
  ORDER BY m.tenant_id
$$;
ALTER FUNCTION kontor_user_memberships(int) OWNER TO kontor_auth;
REVOKE ALL ON FUNCTION kontor_user_memberships(int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION kontor_user_memberships(int) TO kontor_app;

-- Under FORCE RLS PostgreSQL evaluates a condition before the tenant policy — and so through an
-- index — only if its function is LEAKPROOF. Case-insensitive matching and lower() reveal nothing
-- about other rows (their errors depend only on the pattern), so marking them lets list search use
-- the trigram index and name sorting its index (ADR 6). translate() and replace() make up
-- kontor_sort_key (inlined into the keyset condition of a cursor page); like lower() they fail only
-- on results beyond 1 GB, so marking them lets page 100 start in the name index instead of
-- filtering the 5,000 rows before it. Needs a superuser; where the migrating user is none (managed
-- databases), search and paging stay correct, just without the index.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.lower(text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.translate(text, text, text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.replace(text, text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'kontor: cannot mark texticlike/lower/translate/replace LEAKPROOF (not a superuser); list search and paging run without their index';
END $$;

-- Invitations: the invited person is not a member
-- of the inviting tenant yet, so their open invitations and the mail link's token are looked up
-- across tenants — only through these two functions, running as kontor_auth.
GRANT SELECT ON invitations TO kontor_auth;
DROP POLICY IF EXISTS auth_lookup ON invitations;
CREATE POLICY auth_lookup ON invitations FOR SELECT TO kontor_auth USING (true);

CREATE OR REPLACE FUNCTION kontor_open_invitations(p_email text)
RETURNS TABLE (tenant_id int, id uuid, tenant_name text, role_name text, expires_at timestamptz, new_account boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT i.tenant_id, i.id, t.name, r.name, i.expires_at, i.new_account
  FROM invitations i
  JOIN tenants t ON t.id = i.tenant_id
  JOIN roles r ON r.tenant_id = i.tenant_id AND r.id = i.role_id
  WHERE lower(i.email) = lower(p_email)
    AND i.accepted_at IS NULL AND i.declined_at IS NULL AND i.revoked_at IS NULL
    AND i.expires_at > now()
  ORDER BY i.created_at, i.id
$$;
ALTER FUNCTION kontor_open_invitations(text) OWNER TO kontor_auth;
REVOKE ALL ON FUNCTION kontor_open_invitations(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION kontor_open_invitations(text) TO kontor_app;

CREATE OR REPLACE FUNCTION kontor_invitation_by_token(p_token_hash text)
RETURNS TABLE (tenant_id int, id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT i.tenant_id, i.id FROM invitations i WHERE i.token_hash = p_token_hash
$$;
ALTER FUNCTION kontor_invitation_by_token(text) OWNER TO kontor_auth;
REVOKE ALL ON FUNCTION kontor_invitation_by_token(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION kontor_invitation_by_token(text) TO kontor_app;

-- Sessions and second factors (ADR 9). Request work binds its session with
-- set_config('app.session_id', …) and then sees only that session's user's sessions, factors and
-- challenges. A session id is a random UUID kontor_app cannot list, so it works as a capability:
-- without another user's session id no statement reaches their sessions or MFA secrets.
-- Not FORCEd: the owner opens sessions at sign-in.
GRANT SELECT ON sessions TO kontor_auth;
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS auth_lookup ON sessions;
CREATE POLICY auth_lookup ON sessions FOR SELECT TO kontor_auth USING (true);

CREATE OR REPLACE FUNCTION kontor_session_user()
RETURNS int
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT s.user_id FROM sessions s
  WHERE s.id = nullif(current_setting('app.session_id', true), '')::uuid AND s.revoked_at IS NULL
$$;
ALTER FUNCTION kontor_session_user() OWNER TO kontor_auth;
REVOKE ALL ON FUNCTION kontor_session_user() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION kontor_session_user() TO kontor_app;

DROP POLICY IF EXISTS own_sessions ON sessions;
CREATE POLICY own_sessions ON sessions TO kontor_app USING (user_id = kontor_session_user());

ALTER TABLE mfa_factors ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS own_factors ON mfa_factors;
CREATE POLICY own_factors ON mfa_factors TO kontor_app USING (user_id = kontor_session_user());

-- A challenge is visible with its factor (the throttle counts a factor's challenges of all sessions).
ALTER TABLE mfa_challenges ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS own_challenges ON mfa_challenges;
CREATE POLICY own_challenges ON mfa_challenges TO kontor_app
  USING (EXISTS (SELECT 1 FROM mfa_factors f WHERE f.id = factor_id));

-- Time clocks (issue #16): a terminal presents only its API key, so which tenant it belongs to is
-- looked up across tenants by the key's hash — only through this function, running as kontor_auth.
GRANT SELECT ON external_devices TO kontor_auth;
DROP POLICY IF EXISTS auth_lookup ON external_devices;
CREATE POLICY auth_lookup ON external_devices FOR SELECT TO kontor_auth USING (true);

CREATE OR REPLACE FUNCTION kontor_device_by_key_hash(p_key_hash text)
RETURNS TABLE (tenant_id int, id int, active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT d.tenant_id, d.id, d.active FROM external_devices d WHERE d.key_hash = p_key_hash
$$;
ALTER FUNCTION kontor_device_by_key_hash(text) OWNER TO kontor_auth;
REVOKE ALL ON FUNCTION kontor_device_by_key_hash(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION kontor_device_by_key_hash(text) TO kontor_app;
