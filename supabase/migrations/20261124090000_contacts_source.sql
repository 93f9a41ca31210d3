-- Where a lead came from (issue 19): the contact form or Maxi, the chat assistant. Maxi stores a lead
-- through the same REST endpoint, anon key and rules as the form, sending `source: "maxi"`; rows stored
-- before this migration, and every form request (which sends no source), are 'form'.

alter table public.contacts
  add column source text not null default 'form'
    constraint contacts_source_allowed check (source in ('form', 'maxi'));

comment on column public.contacts.source is 'form: the contact form on /contacto/; maxi: the chat assistant, after the visitor consented.';

-- Like the form's own columns: the API roles may set it, never read it back.
grant insert (source) on table public.contacts to anon, authenticated;

-- Notifiers show the source in the team's e-mail. A function's result columns cannot change in place,
-- so claim_pending_leads is dropped and created again: the same rule, one more column.
drop function public.claim_pending_leads(integer, integer);

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
  claim_token uuid,
  source text
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
              c.notify_claim_token, c.source
  )
  select * from claimed order by created_at, id
$$;

revoke all on function public.claim_pending_leads(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_pending_leads(integer, integer) to service_role;
