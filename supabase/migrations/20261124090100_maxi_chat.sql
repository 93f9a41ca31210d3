-- Maxi's conversations and limits (issue 19), kept in the database so that no n8n process holds state:
-- any number of n8n workers (queue mode) share them.
--
--   * maxi_chat_histories: the memory of n8n's Postgres Chat Memory node (one row per message, as LangChain
--     writes it: session_id + message). The node creates a table like this if it is missing; creating it
--     here adds created_at, which the purge and the limits need, and keeps it out of the API.
--   * maxi_admit_message(): the workflow calls it before the agent; it refuses a message that is too long
--     or beyond the per-session hourly limit (the widget enforces the same numbers first).
--   * maxi_purge_chat_histories(): deletes conversations older than the privacy policy's 30 days; the
--     workflow runs it every night.

create schema if not exists private;

create table public.maxi_chat_histories (
  id serial primary key,
  session_id varchar(255) not null,
  message jsonb not null,
  created_at timestamptz not null default now()
);

create index maxi_chat_histories_session_idx on public.maxi_chat_histories (session_id, id);
create index maxi_chat_histories_created_at_idx on public.maxi_chat_histories (created_at);

comment on table public.maxi_chat_histories is 'Maxi''s conversation memory (n8n Postgres Chat Memory). Purged after 30 days; never exposed to the API roles.';

alter table public.maxi_chat_histories enable row level security;
revoke all on table public.maxi_chat_histories from anon, authenticated;
revoke all on sequence public.maxi_chat_histories_id_seq from anon, authenticated;

-- One row per admitted message: what the hourly limit counts (the memory only holds answered ones).
create table private.maxi_admissions (
  session_id text not null,
  admitted_at timestamptz not null default now()
);

create index maxi_admissions_session_idx on private.maxi_admissions (session_id, admitted_at);

-- The limits, once; the widget's copy is src/components/chat/chat-limits.ts: change both together.
create function private.maxi_limits()
returns table (max_message_chars integer, max_messages_per_hour integer, retention interval)
language sql
immutable
as $$
  values (1000, 30, interval '30 days')
$$;

-- Returns the message with `admitted` and, when refused, `reason` ('too_long' or 'too_many'). The columns
-- sessionId and chatInput carry the Chat Trigger's fields on to the agent and its memory unchanged.
create function public.maxi_admit_message(session_id text, chat_input text)
returns table (admitted boolean, reason text, "sessionId" text, "chatInput" text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  recent integer;
begin
  select * into limits from private.maxi_limits();
  if coalesce(session_id, '') = '' then
    return query select false, 'no_session'::text, session_id, chat_input;
    return;
  end if;
  if char_length(coalesce(chat_input, '')) > limits.max_message_chars then
    return query select false, 'too_long'::text, session_id, chat_input;
    return;
  end if;
  -- Concurrent messages of one session queue here, so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtextextended('maxi:' || session_id, 0));
  select count(*) into recent
    from private.maxi_admissions a
   where a.session_id = maxi_admit_message.session_id
     and a.admitted_at > now() - interval '1 hour';
  if recent >= limits.max_messages_per_hour then
    return query select false, 'too_many'::text, session_id, chat_input;
    return;
  end if;
  insert into private.maxi_admissions (session_id) values (maxi_admit_message.session_id);
  return query select true, null::text, session_id, chat_input;
end;
$$;

-- Deletes every message older than the retention period and admissions older than a day. Returns the
-- number of messages deleted.
create function public.maxi_purge_chat_histories()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.maxi_chat_histories h
   where h.created_at < now() - (select l.retention from private.maxi_limits() l);
  get diagnostics deleted = row_count;
  delete from private.maxi_admissions a where a.admitted_at < now() - interval '1 day';
  return deleted;
end;
$$;

-- The workflow connects as the database owner (its Postgres credential); the API roles get nothing.
revoke all on function private.maxi_limits() from public, anon, authenticated;
revoke all on function public.maxi_admit_message(text, text) from public, anon, authenticated;
revoke all on function public.maxi_purge_chat_histories() from public, anon, authenticated;
