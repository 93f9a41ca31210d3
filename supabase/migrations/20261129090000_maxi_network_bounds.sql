-- Maxi's daily ceiling is shared fairly under a flood from many addresses (issue 34).
--
-- A client used to be an IPv4 address or an IPv6 /48. A /48 is what one household, office or tunnel-broker
-- account may get, so 65,536 subscribers' /64s behind one provider's /48 shared one client's allowance,
-- while a script with 254 addresses of one IPv4 /24 had 254 clients' allowances: 25,400 messages a day,
-- twelve times the site's ceiling. Now the gateway (gateway/client-key.ts) sends three keys, each an
-- HMAC-SHA-256 under its secret, never an address:
--   client_key    the IPv4 address or the IPv6 /64 (one subscriber): the per-client bounds, as before
--   network_key   the IPv4 /24 or the IPv6 /48 (one site, office or small provider)
--   provider_key  the IPv6 /32 (a provider's usual allocation from its registry); null for IPv4
-- and each network and each provider block may use at most a share of the site's daily ceiling; past it
-- the message is refused as network_busy, and the gateway answers in reduced mode as for client_busy.
--
-- Why these shares (of max_site_messages_per_day, default 2,000):
--   10 % per network (200 a day): twice one client's daily bound (100), so two visitors who exhaust
--       their own allowance fit, and an office or a carrier's NAT pool of ordinary visitors (a few
--       messages each) fits many times over; a flood from one /24 or one /48 leaves 90 % of the day to
--       everyone else, and exhausting the site takes at least ten networks.
--   25 % per provider block (500 a day): a /32 holds 65,536 /48s, so a flood spread over one provider's
--       block (cheap to rent on some clouds) still stops at a quarter of the day, while a large
--       provider's genuine visitors, spread over many /48s, keep two and a half networks' room; exhausting
--       the site from IPv6 alone takes at least four providers.
-- The shares are columns of private.maxi_settings: changing one is one statement, as the owner:
--   update private.maxi_settings set network_share_percent = 15, provider_share_percent = 30;
--
-- A refusal for a busy client, network, provider block or site now also says which key was full
-- (busy_key: the client, network or provider key; null for the site) and in how many seconds it frees a
-- place (retry_after), so the gateway can answer that key's next messages itself, without running n8n,
-- until then (gateway/refusal-memory.ts). The database stays the authority; the gateway only saves work.
--
-- The three-argument maxi_admit_message(session_id, chat_input, client_key) stays, for tools that know
-- only a client key (the abuse benchmark, a workflow not yet re-imported): it applies every bound but the
-- network ones. n8n's workflow (n8n/maxi.json) calls the five-argument one.

-- 1. The shares, beside the ceiling they divide -----------------------------------------------------------

alter table private.maxi_settings
  add column network_share_percent integer not null default 10
    check (network_share_percent between 1 and 100),
  add column provider_share_percent integer not null default 25
    check (provider_share_percent between 1 and 100);

comment on table private.maxi_settings is
  'Maxi''s site-wide ceiling (admitted messages per 24 hours) and the share of it one network (IPv4 /24, IPv6 /48) and one IPv6 /32 may use. update private.maxi_settings set max_site_messages_per_day = …, network_share_percent = …, provider_share_percent = …;';

drop function private.maxi_limits();

-- As in 20261126090000_maxi_client_bounds.sql, with each share as a number of messages (rounded down, at
-- least one) so the function and the tests read the bound, not the arithmetic.
create function private.maxi_limits()
returns table (
  max_message_chars integer,
  max_messages_per_hour integer,
  max_client_messages_per_10_minutes integer,
  max_client_messages_per_day integer,
  max_network_messages_per_day integer,
  max_provider_messages_per_day integer,
  max_site_messages_per_day integer,
  retention interval
)
language sql
stable
set search_path = ''
as $$
  select 1000, 30, 20, 100,
         greatest(1, s.max_site_messages_per_day * s.network_share_percent / 100),
         greatest(1, s.max_site_messages_per_day * s.provider_share_percent / 100),
         s.max_site_messages_per_day, interval '30 days'
    from private.maxi_settings s
$$;

revoke all on function private.maxi_limits() from public, anon, authenticated, service_role;

-- 2. Which network and provider block each admission came from ------------------------------------------

-- Deleted with the row after 24 hours, the longest window (public.apply_retention()).
alter table private.maxi_admissions
  add column network_key text,
  add column provider_key text;

create index maxi_admissions_network_idx on private.maxi_admissions (network_key, admitted_at) where network_key is not null;
create index maxi_admissions_provider_idx on private.maxi_admissions (provider_key, admitted_at) where provider_key is not null;

-- 3. The admission ---------------------------------------------------------------------------------------

-- Checks, in this order, and answers the first refusal; a refused message is never counted:
--   bad_session   session_id is not what the widget makes (a lower-case RFC 4122 version-4 UUID).
--   bad_client    client_key is not 64 lower-case hex digits (the gateway's HMAC-SHA-256).
--   bad_network   network_key, or provider_key when not null, is not 64 lower-case hex digits.
--   too_long      chat_input over max_message_chars.
--   too_many      this session already had max_messages_per_hour admitted messages in the last hour.
--   client_busy   this client already had max_client_messages_per_10_minutes admitted in 10 minutes,
--                 or max_client_messages_per_day in 24 hours.
--   network_busy  this network already had max_network_messages_per_day admitted in 24 hours, or this
--                 provider block max_provider_messages_per_day.
--   site_busy     the whole site already had max_site_messages_per_day admitted in 24 hours.
-- A null network_key or provider_key skips that bound (only the three-argument form passes null
-- network_key; IPv4 has no provider block).
--
-- A bound is full when its max-th most recent admission is still inside the window; it frees a place
-- when that admission leaves it. One indexed read gives both, so the check and retry_after agree.
--
-- Concurrent calls queue on advisory locks taken in one fixed order (session, client, network,
-- provider, site), each only after every earlier bound admitted the message, so a burst cannot slip past
-- a count and two calls never wait on each other in a cycle. The site lock is held only for one count
-- and one insert.
create function private.maxi_admit(
  session_id text,
  chat_input text,
  client_key text,
  network_key text,
  provider_key text
)
returns table (
  admitted boolean,
  reason text,
  "sessionId" text,
  "chatInput" text,
  lead_token text,
  retry_after integer,
  busy_key text
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  limits record;
  refusal text;
  busy text;
  free_at timestamptz;
  token text;
begin
  select * into limits from private.maxi_limits();
  if maxi_admit.session_id is null
     or maxi_admit.session_id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' then
    refusal := 'bad_session';
  elsif maxi_admit.client_key is null or maxi_admit.client_key !~ '^[0-9a-f]{64}$' then
    refusal := 'bad_client';
  elsif maxi_admit.network_key !~ '^[0-9a-f]{64}$' or maxi_admit.provider_key !~ '^[0-9a-f]{64}$' then
    refusal := 'bad_network';
  elsif char_length(coalesce(maxi_admit.chat_input, '')) > limits.max_message_chars then
    refusal := 'too_long';
  else
    perform pg_advisory_xact_lock(hashtextextended('maxi:session:' || maxi_admit.session_id, 0));
    if (select count(*)
          from private.maxi_admissions a
         where a.session_id = maxi_admit.session_id
           and a.admitted_at > now() - interval '1 hour') >= limits.max_messages_per_hour then
      refusal := 'too_many';
    end if;

    if refusal is null then
      perform pg_advisory_xact_lock(hashtextextended('maxi:client:' || maxi_admit.client_key, 0));
      free_at := greatest(
        (select a.admitted_at + interval '10 minutes'
           from private.maxi_admissions a
          where a.client_key = maxi_admit.client_key
            and a.admitted_at > now() - interval '10 minutes'
          order by a.admitted_at desc
         offset limits.max_client_messages_per_10_minutes - 1 limit 1),
        (select a.admitted_at + interval '24 hours'
           from private.maxi_admissions a
          where a.client_key = maxi_admit.client_key
            and a.admitted_at > now() - interval '24 hours'
          order by a.admitted_at desc
         offset limits.max_client_messages_per_day - 1 limit 1));
      if free_at is not null then
        refusal := 'client_busy';
        busy := maxi_admit.client_key;
      end if;
    end if;

    if refusal is null and maxi_admit.network_key is not null then
      perform pg_advisory_xact_lock(hashtextextended('maxi:network:' || maxi_admit.network_key, 0));
      free_at := (select a.admitted_at + interval '24 hours'
                    from private.maxi_admissions a
                   where a.network_key = maxi_admit.network_key
                     and a.admitted_at > now() - interval '24 hours'
                   order by a.admitted_at desc
                  offset limits.max_network_messages_per_day - 1 limit 1);
      if free_at is not null then
        refusal := 'network_busy';
        busy := maxi_admit.network_key;
      end if;
    end if;

    if refusal is null and maxi_admit.provider_key is not null then
      perform pg_advisory_xact_lock(hashtextextended('maxi:provider:' || maxi_admit.provider_key, 0));
      free_at := (select a.admitted_at + interval '24 hours'
                    from private.maxi_admissions a
                   where a.provider_key = maxi_admit.provider_key
                     and a.admitted_at > now() - interval '24 hours'
                   order by a.admitted_at desc
                  offset limits.max_provider_messages_per_day - 1 limit 1);
      if free_at is not null then
        refusal := 'network_busy';
        busy := maxi_admit.provider_key;
      end if;
    end if;

    if refusal is null then
      perform pg_advisory_xact_lock(hashtextextended('maxi:site', 0));
      free_at := (select a.admitted_at + interval '24 hours'
                    from private.maxi_admissions a
                   where a.admitted_at > now() - interval '24 hours'
                   order by a.admitted_at desc
                  offset limits.max_site_messages_per_day - 1 limit 1);
      if free_at is not null then
        refusal := 'site_busy';
      end if;
    end if;
  end if;

  if refusal is not null then
    return query select false, refusal, maxi_admit.session_id, maxi_admit.chat_input, null::text,
      case when free_at is null then null
           else greatest(1, ceil(extract(epoch from free_at - now())))::integer end,
      busy;
    return;
  end if;
  token := gen_random_uuid()::text || gen_random_uuid()::text;
  insert into private.maxi_admissions (session_id, client_key, network_key, provider_key, lead_token_hash)
  values (maxi_admit.session_id, maxi_admit.client_key, maxi_admit.network_key, maxi_admit.provider_key,
          encode(sha256(convert_to(token, 'UTF8')), 'hex'));
  return query select true, null::text, maxi_admit.session_id, maxi_admit.chat_input, token, null::integer, null::text;
end;
$$;

revoke all on function private.maxi_admit(text, text, text, text, text) from public, anon, authenticated, service_role;

-- What n8n's workflow calls: every bound. A missing network key is refused (bad_network), not skipped;
-- an empty provider key is none (IPv4), as n8n may write a null query parameter.
create function public.maxi_admit_message(
  session_id text,
  chat_input text,
  client_key text,
  network_key text,
  provider_key text
)
returns table (
  admitted boolean,
  reason text,
  "sessionId" text,
  "chatInput" text,
  lead_token text,
  retry_after integer,
  busy_key text
)
language sql
volatile
security definer
set search_path = ''
as $$
  select * from private.maxi_admit(session_id, chat_input, client_key, coalesce(network_key, ''), nullif(provider_key, ''))
$$;

revoke all on function public.maxi_admit_message(text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.maxi_admit_message(text, text, text, text, text) to maxi_chat;

-- The three-argument form, same answer columns as before: every bound but the network ones.
create or replace function public.maxi_admit_message(session_id text, chat_input text, client_key text)
returns table (admitted boolean, reason text, "sessionId" text, "chatInput" text, lead_token text)
language sql
volatile
security definer
set search_path = ''
as $$
  select m.admitted, m.reason, m."sessionId", m."chatInput", m.lead_token
    from private.maxi_admit(session_id, chat_input, client_key, null, null) m
$$;
