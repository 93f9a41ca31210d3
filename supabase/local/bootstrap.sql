-- Local-only (tools/local-backend, tests): the roles a Supabase project already has, so the
-- migrations run unchanged on an embedded Postgres. Never part of supabase/migrations.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
-- Supabase's default privileges hand every new table and function in public to these roles; mirror that
-- so the migrations' revokes are tested against the same starting point as production.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
