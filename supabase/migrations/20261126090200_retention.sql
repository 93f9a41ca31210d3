-- Every retention promise of the privacy policy (content/privacy.json) is kept by the database itself,
-- on a schedule of its own that does not depend on n8n or Maxi being switched on (issue 24):
--
--   * contact requests: deleted 12 months after the last request from the same e-mail address. Deleted,
--     not anonymised: the policy promises at most 12 months, an anonymised lead is of no use to the team,
--     and the only figures kept about leads (how many arrived) need no old row;
--   * the salted address hashes (client_hash, network_hash): cleared after 24 hours, the longest window
--     of the flood bounds and the e-mail quotas, their only use;
--   * Maxi's admissions (session ids, client keys, lead-token hashes): deleted after 24 hours, the
--     longest window of the chat's bounds;
--   * Maxi's conversations (maxi_chat_histories): deleted after 30 days, whether or not Maxi is active;
--   * sent digest records: after 12 months, like the rows they listed.
--
-- public.apply_retention() does all of it, as retention_job (EXECUTE on it and nothing else). Where
-- pg_cron exists (Supabase: yes; PGlite, Debian's PostgreSQL: no) this migration schedules it every
-- 15 minutes; the local backend runs it itself. contacts_intake_rules() reports both, for
-- npm run check:backend.

create table private.retention_runs (
  singleton boolean primary key default true check (singleton),
  last_run_at timestamptz not null,
  last_result json not null
);

-- The periods, once: the privacy policy states the same (a test compares them).
create function private.retention_periods()
returns table (contact_requests interval, address_hashes interval, chat_admissions interval, conversations interval)
language sql
stable
set search_path = ''
as $$
  select interval '12 months', interval '24 hours', interval '24 hours', (select l.retention from private.maxi_limits() l)
$$;

-- The rules at a given moment. Only the owner may choose the moment (tests move the clock through it);
-- the schedule calls public.apply_retention(), which is always now.
create function private.apply_retention_at(at timestamptz)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  periods record;
  contacts_deleted integer;
  hashes_cleared integer;
  admissions_deleted integer;
  conversations_deleted integer;
  digests_deleted integer;
begin
  select * into periods from private.retention_periods();

  delete from public.contacts c
   where lower(c.email) in (
     select lower(e.email) from public.contacts e
      group by lower(e.email)
     having max(e.created_at) < at - periods.contact_requests
   );
  get diagnostics contacts_deleted = row_count;

  update public.contacts c
     set client_hash = null, network_hash = null
   where (c.client_hash is not null or c.network_hash is not null)
     and c.created_at < at - periods.address_hashes;
  get diagnostics hashes_cleared = row_count;

  delete from private.maxi_admissions a where a.admitted_at < at - periods.chat_admissions;
  get diagnostics admissions_deleted = row_count;

  delete from public.maxi_chat_histories h where h.created_at < at - periods.conversations;
  get diagnostics conversations_deleted = row_count;

  delete from private.lead_digests d where d.sent_at < at - periods.contact_requests;
  get diagnostics digests_deleted = row_count;

  return json_build_object(
    'contacts_deleted', contacts_deleted,
    'hashes_cleared', hashes_cleared,
    'admissions_deleted', admissions_deleted,
    'conversations_deleted', conversations_deleted,
    'digests_deleted', digests_deleted
  );
end;
$$;

create index contacts_created_at_idx on public.contacts (created_at) where client_hash is not null or network_hash is not null;

-- What the schedule runs: the rules now, and a note of when they last ran (for check:backend).
create function public.apply_retention()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result json := private.apply_retention_at(now());
begin
  insert into private.retention_runs (last_run_at, last_result) values (now(), result)
  on conflict (singleton) do update set last_run_at = excluded.last_run_at, last_result = excluded.last_result;
  return result;
end;
$$;

revoke all on function private.retention_periods() from public, anon, authenticated, service_role;
revoke all on function private.apply_retention_at(timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.apply_retention() from public, anon, authenticated, service_role;
grant execute on function public.apply_retention() to retention_job;

-- The nightly purge the Maxi workflow used to run is folded in above: conversations are purged whether
-- or not Maxi (or n8n) is on.
drop function public.maxi_purge_chat_histories();

-- The schedule, where pg_cron exists. Supabase's documented way to enable it (Database → Extensions does
-- the same); the job runs as the scheduling user, which switches to retention_job, so the job can do
-- nothing but apply_retention(). cron.schedule with an existing name replaces that job.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available here: run public.apply_retention() from another scheduler (the local backend does).';
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
    execute format('grant retention_job to %I', current_user);
    perform cron.schedule('apply-retention', '*/15 * * * *', 'set role retention_job; select public.apply_retention();');
  exception when others then
    -- e.g. pg_cron installed but not preloaded. check:backend reports the missing schedule.
    raise warning 'Could not schedule apply-retention with pg_cron: %', sqlerrm;
  end;
end
$$;

-- For npm run check:backend: whether the schedule exists (the pg_cron job) and when the rules last ran
-- (the local backend's own timer, or any other scheduler).
create or replace function public.contacts_intake_rules()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scheduled boolean := false;
begin
  if to_regclass('cron.job') is not null then
    execute 'select exists (select 1 from cron.job where jobname = $1 and active)' into scheduled using 'apply-retention';
  end if;
  return json_build_object(
    'one_row_per_request', true,
    'per_client_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_client_limits() l
    ),
    'per_network_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_network_limits() l
    ),
    'delivery', (
      select json_build_object(
        'max_alerts_per_network_per_day', d.max_alerts_per_network_per_day,
        'max_alerts_per_email_per_day', d.max_alerts_per_email_per_day,
        'max_alerts_per_hour', d.max_alerts_per_hour,
        'digest_time', to_char(d.digest_time, 'HH24:MI') || ' ' || d.digest_time_zone
      ) from private.lead_delivery_limits() d
    ),
    'retention', json_build_object(
      'scheduled', scheduled,
      'last_run_at', (select r.last_run_at from private.retention_runs r)
    ),
    'client_address_seen', private.request_client_address() is not null
  );
end;
$$;

revoke all on function public.contacts_intake_rules() from public;
grant execute on function public.contacts_intake_rules() to anon, authenticated, service_role;
