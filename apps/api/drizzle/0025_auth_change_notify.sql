-- Every API process keeps the session check of recent requests in memory (core/auth/session-cache.ts).
-- Whatever changes what that check reads — a session revoked or moved to another tenant, a user's
-- pending password change, a second factor, a membership, a role's permissions, a tenant's name —
-- notifies `kontor_auth_changed` on commit, whichever process, job or tool wrote it, so every
-- process forgets its cached checks at once. Touching last_seen_at does not notify.
CREATE OR REPLACE FUNCTION kontor_notify_auth_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kontor_auth_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
     OR OLD.active_tenant_id IS DISTINCT FROM NEW.active_tenant_id
     OR OLD.user_id IS DISTINCT FROM NEW.user_id
     OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION kontor_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION kontor_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OF must_change_password, id OR DELETE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION kontor_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER mfa_factors_auth_changed AFTER INSERT OR UPDATE OR DELETE ON "mfa_factors" FOR EACH STATEMENT
  EXECUTE FUNCTION kontor_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_auth_changed AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH STATEMENT
  EXECUTE FUNCTION kontor_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON "roles" FOR EACH STATEMENT
  EXECUTE FUNCTION kontor_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_changed AFTER UPDATE OF name OR DELETE ON "tenants" FOR EACH STATEMENT
  EXECUTE FUNCTION kontor_notify_auth_changed();
