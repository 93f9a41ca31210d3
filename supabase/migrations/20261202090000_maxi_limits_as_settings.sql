-- Every Maxi limit is a setting, written once (issue 37).
--
-- Until now only the site's daily ceiling and the network shares were rows of private.maxi_settings; the
-- per-message, per-session and per-client numbers were literals in private.maxi_limits(), so each change
-- re-created that function whole, and n8n's refusal texts restated them ("1000", "30"). Now:
--   * each number is a column of private.maxi_settings, and a later change is one statement in a
--     migration (and, for the two the widget checks before sending, the same number in
--     src/contracts/chat-limits.ts; __tests__/supabase/maxi.test.ts compares them):
--       update private.maxi_settings set max_messages_per_hour = 40;
--   * a refusal says which number it met (bound), and the workflow's texts print that number, so n8n
--     restates none of them.
-- private.maxi_limits() keeps its columns, so private.maxi_admit() and the retention job read it as before.

-- 1. The numbers, beside the ceiling and the shares ------------------------------------------------------

alter table private.maxi_settings
  add column max_message_chars integer not null default 1000 check (max_message_chars > 0),
  add column max_messages_per_hour integer not null default 30 check (max_messages_per_hour > 0),
  add column max_client_messages_per_10_minutes integer not null default 20
    check (max_client_messages_per_10_minutes > 0),
  add column max_client_messages_per_day integer not null default 100 check (max_client_messages_per_day > 0);

comment on table private.maxi_settings is
  'Every bound on Maxi''s messages: characters per message, messages per conversation and hour, per client and 10 minutes, per client and 24 hours, per site and 24 hours, and the share of the site''s day one network (IPv4 /24, IPv6 /48) and one IPv6 /32 may use. Change one with one statement, e.g. update private.maxi_settings set max_messages_per_hour = 40; the widget''s copies of the first two are in src/contracts/chat-limits.ts.';

-- The last time this function is re-created to change a number: it now reads them all. The 30 days of
-- chat memory stay here, as they are the privacy policy's promise (content/privacy.json), not a cost bound.
create or replace function private.maxi_limits()
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
  select s.max_message_chars, s.max_messages_per_hour,
         s.max_client_messages_per_10_minutes, s.max_client_messages_per_day,
         greatest(1, s.max_site_messages_per_day * s.network_share_percent / 100),
         greatest(1, s.max_site_messages_per_day * s.provider_share_percent / 100),
         s.max_site_messages_per_day, interval '30 days'
    from private.maxi_settings s
$$;

-- 2. Which number a refusal met ---------------------------------------------------------------------------

-- The bound a refusal of private.maxi_admit() met, from its reason and the key it names: null for the
-- malformed calls (bad_*), which no number refuses. A client is refused by its 10-minute bound when that
-- window is full (the count is the one maxi_admit just made, in the same statement), else by its day.
create function private.maxi_refusal_bound(reason text, client_key text, network_key text, busy_key text)
returns integer
language sql
stable
set search_path = ''
as $$
  select case maxi_refusal_bound.reason
           when 'too_long' then l.max_message_chars
           when 'too_many' then l.max_messages_per_hour
           when 'client_busy' then
             case when (select count(*)
                          from private.maxi_admissions a
                         where a.client_key = maxi_refusal_bound.client_key
                           and a.admitted_at > now() - interval '10 minutes') >= l.max_client_messages_per_10_minutes
                  then l.max_client_messages_per_10_minutes
                  else l.max_client_messages_per_day end
           when 'network_busy' then
             case when maxi_refusal_bound.busy_key = maxi_refusal_bound.network_key
                  then l.max_network_messages_per_day
                  else l.max_provider_messages_per_day end
           when 'site_busy' then l.max_site_messages_per_day
         end
    from private.maxi_limits() l
$$;

revoke all on function private.maxi_refusal_bound(text, text, text, text) from public, anon, authenticated, service_role;

-- The workflow's admission gains the bound column (a new column is a new return type: drop and create).
drop function public.maxi_admit_message(text, text, text, text, text);

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
  busy_key text,
  bound integer
)
language sql
volatile
security definer
set search_path = ''
as $$
  select m.*,
         case when m.reason is null then null
              else private.maxi_refusal_bound(m.reason, client_key, network_key, m.busy_key) end
    from private.maxi_admit(session_id, chat_input, client_key, coalesce(network_key, ''), nullif(provider_key, '')) m
$$;

revoke all on function public.maxi_admit_message(text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.maxi_admit_message(text, text, text, text, text) to maxi_chat;
