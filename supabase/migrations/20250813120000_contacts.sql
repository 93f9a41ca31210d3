-- Contact requests sent by the form on /contacto (spec §3, §5).
-- The site inserts with the public anon key, so this table is insert-only for the API roles:
-- constraints mirror the form's rules (the browser can be bypassed), nobody but the owner can read.

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null
    constraint contacts_name_format check (name = btrim(name, E' \t\r\n') and char_length(name) between 1 and 100),
  last_name text not null
    constraint contacts_last_name_format check (last_name = btrim(last_name, E' \t\r\n') and char_length(last_name) between 1 and 100),
  email text not null
    constraint contacts_email_format check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  phone text not null
    constraint contacts_phone_format check (phone ~ '^[0-9]{9}$'),
  company text
    constraint contacts_company_format check (company = btrim(company, E' \t\r\n') and char_length(company) between 1 and 150),
  company_sector text not null
    constraint contacts_company_sector_format check (company_sector = btrim(company_sector, E' \t\r\n') and char_length(company_sector) between 1 and 100),
  interested_service text not null
    constraint contacts_interested_service_allowed check (interested_service in (
      'Inteligencia Artificial y Automatizaciones', 'Marketing Digital', 'Ambos', 'Aún no lo tengo claro'
    )),
  message text
    constraint contacts_message_format check (message = btrim(message, E' \t\r\n') and char_length(message) between 1 and 5000)
);

comment on table public.contacts is 'Leads from the contact form. Insert-only for anon; read them with the service role or the dashboard.';

-- Serves the abuse limit below and the newest-first listing.
create index contacts_email_created_at_idx on public.contacts (lower(email), created_at desc);

alter table public.contacts enable row level security;

-- Signed-in visitors share the site's Supabase client (the auth context), so their requests arrive as
-- `authenticated`; they may send the form too. No select, update or delete policy exists on purpose.
create policy "Visitors can send contact requests"
  on public.contacts for insert
  to anon, authenticated
  with check (true);

revoke all on table public.contacts from anon, authenticated;
grant insert (name, last_name, email, phone, company, company_sector, interested_service, message)
  on table public.contacts to anon, authenticated;

-- Abuse limit: at most 5 requests per e-mail address per hour. SECURITY DEFINER because the API roles
-- cannot read the table; the advisory lock stops concurrent inserts for one address racing past it.
-- SQLSTATE PT429 makes PostgREST answer HTTP 429 with this message.
create function public.contacts_enforce_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtext('contacts:' || lower(new.email)));
  select count(*) into recent
    from public.contacts
   where lower(email) = lower(new.email)
     and created_at > now() - interval '1 hour';
  if recent >= 5 then
    raise exception using
      errcode = 'PT429',
      message = 'Demasiadas solicitudes con este email. Inténtalo de nuevo más tarde.',
      hint = 'Límite: 5 solicitudes por email y hora.';
  end if;
  return new;
end;
$$;

revoke all on function public.contacts_enforce_rate_limit() from public, anon, authenticated;

create trigger contacts_rate_limit
  before insert on public.contacts
  for each row execute function public.contacts_enforce_rate_limit();
