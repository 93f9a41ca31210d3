-- Maxi's cost is bounded per client and in total, and n8n's chat side gets a role of its own (issue 24).
--
-- Every limit on Maxi used to be keyed on the sessionId, which the caller chooses: 1,000 fresh session ids
-- were 1,000 admitted agent runs. n8n's Chat Trigger never sees the caller's address, so the chat gateway
-- (a Cloudflare Pages Function on the site's origin, functions/api/chat.ts) now sits in front of it: it
-- computes an opaque client key from the address the host saw (HMAC-SHA-256, hex; IPv6 grouped by /48)
-- and forwards it with every message. n8n accepts only the gateway's calls (basic auth), and its
-- workflow calls maxi_admit_message(session_id, chat_input, client_key) before the agent runs.
--
-- The two-argument maxi_admit_message is dropped, not kept beside the new one: an old workflow must
-- fail loudly (no such function), never keep running with only the per-session bound.
--
-- A Maxi lead carrying a valid lead token is now attributed to the visitor's client key (a salted hash
-- of it), not to its conversation: 120 conversations from one client are one client to the form's
-- flood limit.

create schema if not exists private;

-- 1. The roles n8n and the scheduled jobs connect as ----------------------------------------------------

-- NOLOGIN here: the deploy steps (README → Deployment) run `alter role <name> with login password '…'`
-- once, so no password is ever in the repository. None of them owns anything, and none is the owner,
-- service_role, anon or authenticated: each gets exactly what its job needs, below and in the next
-- migrations.
--   maxi_chat      n8n's chat workflow: admit a message, read and write its own conversation memory
--   lead_notifier  n8n's lead-notification workflow and the local notifier: the outbox functions only
--   retention_job  the retention schedule (pg_cron, or the local backend): public.apply_retention() only
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'maxi_chat') then
    create role maxi_chat nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'lead_notifier') then
    create role lead_notifier nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'retention_job') then
    create role retention_job nologin;
  end if;
end
$$;

grant usage on schema public to maxi_chat, lead_notifier, retention_job;

-- 2. The numbers, in one place ------------------------------------------------------------------------

-- The site-wide daily ceiling is the one number the agency may want to move (it is the AI bill), so it
-- lives in a row rather than in code. Change it with one statement (SQL editor, as the owner):
--   update private.maxi_settings set max_site_messages_per_day = 3000;
create table private.maxi_settings (
  singleton boolean primary key default true check (singleton),
  max_site_messages_per_day integer not null default 2000 check (max_site_messages_per_day > 0)
);
insert into private.maxi_settings default values;

comment on table private.maxi_settings is
  'Maxi''s site-wide ceiling: admitted messages (agent runs) per 24 hours. update private.maxi_settings set max_site_messages_per_day = …;';

-- Every bound maxi_admit_message applies. The widget's copies of the first two are
-- src/components/chat/chat-limits.ts (a test compares them); the per-client ones are the gateway's
-- business as well as the database's. An admitted message is one agent run, at most 6 model requests.
drop function private.maxi_limits();

create function private.maxi_limits()
returns table (
  max_message_chars integer,
  max_messages_per_hour integer,
  max_client_messages_per_10_minutes integer,
  max_client_messages_per_day integer,
  max_site_messages_per_day integer,
  retention interval
)
language sql
stable
set search_path = ''
as $$
  select 1000, 30, 20, 100, s.max_site_messages_per_day, interval '30 days'
    from private.maxi_settings s
$$;

revoke all on function private.maxi_limits() from public, anon, authenticated, service_role;

-- 3. Admissions: who was admitted, when, and the lead token handed out ----------------------------------

-- The client key of each admission: what the per-client bounds count, and what a lead token is worth.
-- Rows are deleted after 24 hours (the longest window; public.apply_retention()).
alter table private.maxi_admissions add column client_key text;

create index maxi_admissions_client_idx on private.maxi_admissions (client_key, admitted_at) where client_key is not null;
create index maxi_admissions_admitted_at_idx on private.maxi_admissions (admitted_at);

drop function public.maxi_admit_message(text, text);

-- Checks, in this order, and answers the first refusal; a refused message is never counted:
--   bad_session  session_id is not what the widget makes (src/components/chat/session.ts: a lower-case
--                RFC 4122 version-4 UUID). Anything else, of any length or content, is refused here,
--                before it can reach an index or the memory table's varchar(255).
--   bad_client   client_key is not 64 lower-case hex digits (the gateway's HMAC-SHA-256).
--   too_long     chat_input over max_message_chars.
--   too_many     this session already had max_messages_per_hour admitted messages in the last hour.
--   client_busy  this client already had max_client_messages_per_10_minutes admitted in 10 minutes,
--                or max_client_messages_per_day in 24 hours.
--   site_busy    the whole site already had max_site_messages_per_day admitted in 24 hours.
-- Concurrent calls queue on advisory locks taken in one fixed order (session, client, site), so a burst
-- cannot slip past a count and two calls never wait on each other in a cycle. The site lock is taken
-- only by a message every other bound admitted, and only for one count and one insert.
-- The columns sessionId and chatInput carry the Chat Trigger's fields on to the agent and its memory.
create function public.maxi_admit_message(session_id text, chat_input text, client_key text)
returns table (admitted boolean, reason text, "sessionId" text, "chatInput" text, lead_token text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  refusal text;
  token text;
begin
  select * into limits from private.maxi_limits();
  if maxi_admit_message.session_id is null
     or maxi_admit_message.session_id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' then
    refusal := 'bad_session';
  elsif maxi_admit_message.client_key is null or maxi_admit_message.client_key !~ '^[0-9a-f]{64}$' then
    refusal := 'bad_client';
  elsif char_length(coalesce(chat_input, '')) > limits.max_message_chars then
    refusal := 'too_long';
  else
    perform pg_advisory_xact_lock(hashtextextended('maxi:session:' || maxi_admit_message.session_id, 0));
    if (select count(*)
          from private.maxi_admissions a
         where a.session_id = maxi_admit_message.session_id
           and a.admitted_at > now() - interval '1 hour') >= limits.max_messages_per_hour then
      refusal := 'too_many';
    else
      perform pg_advisory_xact_lock(hashtextextended('maxi:client:' || maxi_admit_message.client_key, 0));
      if (select count(*)
            from private.maxi_admissions a
           where a.client_key = maxi_admit_message.client_key
             and a.admitted_at > now() - interval '10 minutes') >= limits.max_client_messages_per_10_minutes
         or (select count(*)
               from private.maxi_admissions a
              where a.client_key = maxi_admit_message.client_key
                and a.admitted_at > now() - interval '24 hours') >= limits.max_client_messages_per_day then
        refusal := 'client_busy';
      else
        perform pg_advisory_xact_lock(hashtextextended('maxi:site', 0));
        if (select count(*)
              from private.maxi_admissions a
             where a.admitted_at > now() - interval '24 hours') >= limits.max_site_messages_per_day then
          refusal := 'site_busy';
        end if;
      end if;
    end if;
  end if;

  if refusal is not null then
    return query select false, refusal, maxi_admit_message.session_id, chat_input, null::text;
    return;
  end if;
  token := gen_random_uuid()::text || gen_random_uuid()::text;
  insert into private.maxi_admissions (session_id, client_key, lead_token_hash)
  values (maxi_admit_message.session_id, maxi_admit_message.client_key, encode(sha256(convert_to(token, 'UTF8')), 'hex'));
  return query select true, null::text, maxi_admit_message.session_id, chat_input, token;
end;
$$;

revoke all on function public.maxi_admit_message(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.maxi_admit_message(text, text, text) to maxi_chat;

-- 4. A Maxi lead counts against its visitor's client ---------------------------------------------------

drop function private.maxi_lead_conversation(text);

-- The client key of the admission a lead token was handed out for, if it was in the last 10 minutes (a
-- message's whole run, tools included, takes well under one); null otherwise.
create function private.maxi_lead_client(token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.client_key
    from private.maxi_admissions a
   where a.lead_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     and a.admitted_at > now() - interval '10 minutes'
     and a.client_key is not null
   limit 1
$$;

revoke all on function private.maxi_lead_client(text) from public, anon, authenticated, service_role;

-- As in 20261125090000_maxi_leads_per_conversation.sql, except the key of a Maxi row with a valid token:
-- the visitor's client (salted, like an address), so any number of conversations from one client share
-- one allowance. Without a valid token, by the requesting address as before.
create or replace function private.contacts_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visitor text;
begin
  if current_setting('role', true) in ('anon', 'authenticated') then
    if new.source = 'maxi' then
      visitor := private.maxi_lead_client(
        nullif(btrim(nullif(current_setting('request.headers', true), '')::json->>'x-maxi-lead-token'), '')
      );
    end if;
    if visitor is not null then
      new.client_hash := encode(sha256(convert_to((select s.salt from private.contacts_secret s) || '|maxi-client|' || visitor, 'UTF8')), 'hex');
    else
      new.client_hash := private.request_client_hash();
    end if;
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

-- 5. maxi_chat: admit a message, read and write the memory, nothing else -------------------------------

-- n8n's Postgres Chat Memory node (LangChain's PostgresChatMessageHistory) runs
--   CREATE TABLE IF NOT EXISTS maxi_chat_histories (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL)
-- before it reads or writes. PostgreSQL checks CREATE on the target schema before it looks for the
-- table (checked on PostgreSQL 15: "permission denied for schema public" with the table present), so
-- SELECT and INSERT alone are not enough. CREATE on public would let the internet-facing n8n put
-- objects (functions, operators) where every other role resolves names. The least privilege that works:
-- a schema of its own, maxi_memory, first on maxi_chat's search_path, where it may create (nobody else
-- searches it) and where a view of the same name already exists, so the statement finds it and skips.
-- The view is security_invoker: reads and writes through it are checked against maxi_chat's own grants
-- and row level security on public.maxi_chat_histories, the one real table (retention, limits).
grant select, insert on table public.maxi_chat_histories to maxi_chat;
grant usage on sequence public.maxi_chat_histories_id_seq to maxi_chat;

-- Row level security is on (20261124090100_maxi_chat.sql) and had no policy: the owner bypasses it.
create policy "Maxi's workflow reads the memory"
  on public.maxi_chat_histories for select
  to maxi_chat
  using (true);
create policy "Maxi's workflow writes the memory"
  on public.maxi_chat_histories for insert
  to maxi_chat
  with check (true);

create schema maxi_memory;
revoke all on schema maxi_memory from public;
grant usage, create on schema maxi_memory to maxi_chat;

create view maxi_memory.maxi_chat_histories
  with (security_invoker = true)
  as select h.id, h.session_id, h.message, h.created_at from public.maxi_chat_histories h;

revoke all on table maxi_memory.maxi_chat_histories from public;
grant select, insert on table maxi_memory.maxi_chat_histories to maxi_chat;

-- Applies when n8n logs in as maxi_chat, so the memory node's unqualified table name is the view above
-- (the node may also name it maxi_memory.maxi_chat_histories explicitly).
alter role maxi_chat set search_path = maxi_memory, public;
