-- Lead intake rules and the notification outbox (issue 10). Applied on top of 20250813120000_contacts.sql,
-- which may already be live: nothing here rewrites it, and rows stored before this migration are kept.
--
-- What changes for a request that reaches public.contacts through the API:
--   * no per-e-mail limit any more: nobody can lock a stranger's address out, and no answer depends on
--     whether an address was used before;
--   * one request stores at most one row (an array POST is refused whole);
--   * flooding is bounded per client connection (a salted hash of the address Supabase's gateway saw),
--     checked after the CHECK constraints, so an invalid row never reveals a count;
--   * required text must contain a visible character (contacts_is_blank);
--   * a filled honeypot (`website`) is stored and flagged for review, never dropped;
--   * every row waits in an outbox until a notifier (n8n in production, the local backend locally) has
--     e-mailed it, through the three service-role functions at the end of this file.

create schema if not exists private;
revoke all on schema private from public;

-- 1. The per-e-mail limit is gone ------------------------------------------------------------------------

drop trigger if exists contacts_rate_limit on public.contacts;
drop function if exists public.contacts_enforce_rate_limit();
drop index if exists public.contacts_email_created_at_idx;

-- 2. Visible characters ----------------------------------------------------------------------------------

-- A value is blank when every character is white space or invisible: JavaScript's \s (U+0009–U+000D,
-- U+0020, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF) plus
-- the invisible format and filler characters U+00AD, U+034F, U+061C, U+115F, U+1160, U+17B4, U+17B5,
-- U+180E, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+2800, U+3164, U+FFA0.
-- The form checks the same list (src/components/contact); keep both in step.
-- The API roles need EXECUTE: a CHECK constraint calls the function as the inserting role.
create function public.contacts_is_blank(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value ~ '^[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFFA0]*$'
$$;

comment on function public.contacts_is_blank(text) is
  'True when the text has no visible character (white space and invisible characters only).';

-- NOT VALID: rows stored before this rule are not re-checked (so `db push` cannot fail on an old row);
-- every row inserted from now on is.
alter table public.contacts
  add constraint contacts_name_visible check (not public.contacts_is_blank(name)) not valid,
  add constraint contacts_last_name_visible check (not public.contacts_is_blank(last_name)) not valid,
  add constraint contacts_company_sector_visible check (not public.contacts_is_blank(company_sector)) not valid,
  add constraint contacts_company_visible check (not public.contacts_is_blank(company)) not valid,
  add constraint contacts_message_visible check (not public.contacts_is_blank(message)) not valid;

-- 3. New columns -----------------------------------------------------------------------------------------

alter table public.contacts
  -- The form's hidden honeypot field, sent only when something filled it (a bot, or a browser's autofill).
  add column website text
    constraint contacts_website_length check (char_length(website) <= 500),
  -- Set by the database only: 'ok', 'suspect' (flagged for a person to judge) or 'test' (npm run check:backend).
  add column review_status text not null default 'ok'
    constraint contacts_review_status_allowed check (review_status in ('ok', 'suspect', 'test')),
  add column review_reason text,
  -- Salted SHA-256 of the client address the gateway saw (never the address itself): the flood limit's key.
  add column client_hash text,
  -- Outbox. A row is pending while notified_at is null.
  add column notified_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_last_error text,
  add column notify_claimed_until timestamptz,
  add column notify_claim_token uuid,
  add column notify_retry_at timestamptz;

-- Leads stored before the outbox existed were already read in the dashboard: don't e-mail them now.
-- (To have them sent: update public.contacts set notified_at = null where created_at > '…';)
update public.contacts set notified_at = now() where notified_at is null;

grant insert (website) on table public.contacts to anon, authenticated;

create index contacts_client_recent_idx on public.contacts (client_hash, created_at desc) where client_hash is not null;
create index contacts_pending_notification_idx on public.contacts (created_at) where notified_at is null;

-- 4. Who is asking: the client address from the gateway ------------------------------------------------

-- The secret that salts the address hashes. Only the owner can read it (schema private has no API access).
create table private.contacts_secret (
  singleton boolean primary key default true check (singleton),
  salt text not null
);
insert into private.contacts_secret (salt)
values (encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'));

-- PostgREST copies the HTTP request headers into the setting `request.headers` (JSON, lower-case names).
-- Which one to trust on hosted Supabase:
--   * `cf-connecting-ip`: every *.supabase.co request passes through Cloudflare, which sets this header to
--     the address that connected to it and overwrites any value the client sent
--     (https://developers.cloudflare.com/fundamentals/reference/http-headers/ ; observed in Supabase's
--     request.headers in https://github.com/orgs/supabase/discussions/34647).
--   * not the first entry of `x-forwarded-for`, although Supabase's guide "Securing your API" suggests it:
--     the client writes that entry itself (same discussion #34647; cloudflare/cloudflared#1426 shows
--     Cloudflare keeping client-sent entries in front and appending the real address).
--   * fallbacks for a gateway without Cloudflare (self-hosted Kong, the local stand-in): `x-real-ip`, then
--     the last `x-forwarded-for` entry, both written by the proxy nearest to PostgREST.
create function private.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text[];
begin
  if headers is null then
    return null;
  end if;
  forwarded := string_to_array(headers->>'x-forwarded-for', ',');
  return coalesce(
    nullif(btrim(headers->>'cf-connecting-ip'), ''),
    nullif(btrim(headers->>'x-real-ip'), ''),
    nullif(btrim(forwarded[array_length(forwarded, 1)]), '')
  );
end;
$$;

-- The limit's key. IPv6 clients are grouped by their /64 (one subscriber's network: a client can pick any
-- address inside it); IPv4-mapped IPv6 counts as the IPv4 address. A request without any address shares
-- one key ('unknown'), so a misconfigured gateway limits everyone together rather than no one.
create function private.request_client_hash()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := coalesce(private.request_client_address(), 'unknown');
  parsed inet;
begin
  begin
    parsed := address::inet;
    if family(parsed) = 6 and host(parsed) ~ '^::ffff:[0-9.]+$' then
      address := substr(host(parsed), 8);
    elsif family(parsed) = 6 then
      address := host(network(set_masklen(parsed, 64))) || '/64';
    else
      address := host(parsed);
    end if;
  exception when invalid_text_representation then
    null; -- not an address: hash the text as it came
  end;
  return encode(sha256(convert_to((select s.salt from private.contacts_secret s) || '|' || address, 'UTF8')), 'hex');
end;
$$;

-- 5. The limits ------------------------------------------------------------------------------------------

-- Stored requests per client connection. A genuine visitor sends one; a whole office, or thousands of
-- phones behind one carrier-grade NAT address, still sends a handful a day to a small agency. A bot
-- stores at most 10 rows per 10 minutes and 50 per day from one address.
create function private.contacts_client_limits()
returns table (time_window interval, max_requests integer)
language sql
immutable
as $$
  values (interval '10 minutes', 10), (interval '24 hours', 50)
$$;

-- Before each row: the server-owned columns (the API roles have no INSERT grant on them).
create function private.contacts_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) in ('anon', 'authenticated') then
    new.client_hash := private.request_client_hash();
  end if;
  new.website := nullif(new.website, '');
  if new.website is not null then
    new.review_status := 'suspect';
    new.review_reason := 'El campo oculto «website» llegó relleno: suele ser un bot, a veces el autorrelleno del navegador.';
  elsif new.message like '[check:backend]%' then
    new.review_status := 'test';
    new.review_reason := 'Fila de prueba de npm run check:backend: no es un cliente.';
  end if;
  return new;
end;
$$;

-- After the statement, once every row has passed the CHECK constraints: one row per request, then the
-- per-client limit. The advisory lock serialises concurrent requests of one client, so two of them cannot
-- both see the count below the limit; the count includes this request's row.
create function private.contacts_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text;
  limit_row record;
  recent integer;
begin
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return null;
  end if;
  if (select count(*) from inserted) > 1 then
    raise exception using
      errcode = '21000',
      message = 'Cada envío guarda una sola solicitud: envía un objeto JSON, no una lista.';
  end if;
  select i.client_hash into client from inserted i;
  if client is null then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contacts:client:' || client, 0));
  for limit_row in select * from private.contacts_client_limits() loop
    select count(*) into recent
      from public.contacts c
     where c.client_hash = client
       and c.created_at > now() - limit_row.time_window;
    if recent > limit_row.max_requests then
      raise exception using
        errcode = 'PT429',
        message = 'Demasiadas solicitudes desde esta conexión. Inténtalo de nuevo más tarde.',
        hint = 'Límites por conexión: 10 solicitudes cada 10 minutos y 50 cada 24 horas.';
    end if;
  end loop;
  return null;
end;
$$;

create trigger contacts_before_insert
  before insert on public.contacts
  for each row execute function private.contacts_before_insert();

create trigger contacts_after_insert
  after insert on public.contacts
  referencing new table as inserted
  for each statement execute function private.contacts_after_insert();

-- For `npm run check:backend`: proves this migration is applied and the gateway passes a client address.
create function public.contacts_intake_rules()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'one_row_per_request', true,
    'per_client_limits', (
      select json_agg(json_build_object('window_seconds', extract(epoch from l.time_window)::integer, 'max_requests', l.max_requests))
        from private.contacts_client_limits() l
    ),
    'client_address_seen', private.request_client_address() is not null
  )
$$;

-- 6. The outbox: the one delivery rule, for n8n and the local notifier alike -----------------------------

-- Claims up to `max_leads` pending leads, oldest first, for `lease_seconds`. A claimed lead is invisible to
-- other notifiers until the lease ends (SKIP LOCKED + the lease), so two notifiers never send the same
-- lead; if a notifier dies mid-send, the lease runs out and the lead is claimed again.
create function public.claim_pending_leads(max_leads integer default 10, lease_seconds integer default 300)
returns table (
  id uuid,
  created_at timestamptz,
  name text,
  last_name text,
  email text,
  phone text,
  company text,
  company_sector text,
  interested_service text,
  message text,
  website text,
  review_status text,
  review_reason text,
  notify_attempts integer,
  claim_token uuid
)
language sql
volatile
security definer
set search_path = ''
as $$
  with picked as (
    select c.id
      from public.contacts c
     where c.notified_at is null
       and (c.notify_claimed_until is null or c.notify_claimed_until <= now())
       and (c.notify_retry_at is null or c.notify_retry_at <= now())
     order by c.created_at, c.id
     limit greatest(1, least(coalesce(max_leads, 10), 100))
       for update skip locked
  ), claimed as (
    update public.contacts c
       set notify_claimed_until = now() + make_interval(secs => greatest(10, least(coalesce(lease_seconds, 300), 3600))),
           notify_claim_token = gen_random_uuid(),
           notify_attempts = c.notify_attempts + 1
      from picked
     where c.id = picked.id
    returning c.id, c.created_at, c.name, c.last_name, c.email, c.phone, c.company, c.company_sector,
              c.interested_service, c.message, c.website, c.review_status, c.review_reason, c.notify_attempts,
              c.notify_claim_token
  )
  select * from claimed order by created_at, id
$$;

-- The e-mail went out. True when this call recorded it; false when the lead was already marked delivered.
create function public.mark_lead_delivered(lead_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with delivered as (
    update public.contacts c
       set notified_at = now(),
           notify_claimed_until = null,
           notify_claim_token = null,
           notify_retry_at = null,
           notify_last_error = null
     where c.id = mark_lead_delivered.lead_id
       and c.notified_at is null
    returning 1
  )
  select exists (select 1 from delivered)
$$;

-- The send failed: keep the error, release the claim and retry after 30 s, 1, 2, 4, 8, then every 10
-- minutes. Returns the retry time, or null when the claim is no longer the caller's (its lease ran out
-- and another notifier claimed the lead, or it was delivered meanwhile).
create function public.record_lead_failure(lead_id uuid, claim_token uuid, error_message text)
returns timestamptz
language sql
volatile
security definer
set search_path = ''
as $$
  update public.contacts c
     set notify_last_error = left(coalesce(nullif(error_message, ''), 'error desconocido'), 1000),
         notify_claimed_until = null,
         notify_claim_token = null,
         notify_retry_at = now() + least(interval '10 minutes', interval '30 seconds' * power(2, least(greatest(c.notify_attempts - 1, 0), 10)))
   where c.id = record_lead_failure.lead_id
     and c.notified_at is null
     and c.notify_claim_token = record_lead_failure.claim_token
  returning c.notify_retry_at
$$;

-- 7. Who may call what -----------------------------------------------------------------------------------

-- Supabase grants EXECUTE on new functions in public to anon, authenticated and service_role by default:
-- take it back explicitly.
revoke all on function private.request_client_address() from public, anon, authenticated;
revoke all on function private.request_client_hash() from public, anon, authenticated;
revoke all on function private.contacts_client_limits() from public, anon, authenticated;
revoke all on function private.contacts_before_insert() from public, anon, authenticated;
revoke all on function private.contacts_after_insert() from public, anon, authenticated;

revoke all on function public.contacts_is_blank(text) from public;
grant execute on function public.contacts_is_blank(text) to anon, authenticated, service_role;

revoke all on function public.contacts_intake_rules() from public;
grant execute on function public.contacts_intake_rules() to anon, authenticated, service_role;

revoke all on function public.claim_pending_leads(integer, integer) from public, anon, authenticated;
revoke all on function public.mark_lead_delivered(uuid) from public, anon, authenticated;
revoke all on function public.record_lead_failure(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.claim_pending_leads(integer, integer) to service_role;
grant execute on function public.mark_lead_delivered(uuid) to service_role;
grant execute on function public.record_lead_failure(uuid, uuid, text) to service_role;
