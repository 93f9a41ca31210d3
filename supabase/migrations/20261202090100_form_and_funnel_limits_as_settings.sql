-- The form's and the funnel's numbers are settings too, as Maxi's are (issue 37).
--
-- The per-client and per-network bounds of the form, the e-mail quotas and the digest, and the funnel's
-- per-client and per-network bounds were literals in private.contacts_client_limits(),
-- contacts_network_limits(), lead_delivery_limits() and funnel_limits(): changing one meant re-creating a
-- function. Each is now a column of private.contacts_settings or private.funnel_settings, with the value
-- it had as its default (the reasons for each stay in the migration that chose it), and each function
-- is re-created this last time to read them. A later change is one statement, e.g.
--   update private.contacts_settings set max_client_requests_per_day = 80;
--   update private.funnel_settings set max_client_hits_per_10_minutes = 90;
-- The time zone (Europe/Madrid) is a fact about the agency, not a bound: it stays in the functions.

-- 1. The form: requests stored per client and per network, the e-mails and the digest -------------------

alter table private.contacts_settings
  add column max_client_requests_per_10_minutes integer not null default 10
    check (max_client_requests_per_10_minutes > 0),
  add column max_client_requests_per_day integer not null default 50 check (max_client_requests_per_day > 0),
  add column max_network_requests_per_10_minutes integer not null default 30
    check (max_network_requests_per_10_minutes > 0),
  add column max_network_requests_per_day integer not null default 150 check (max_network_requests_per_day > 0),
  add column max_alerts_per_network_per_day integer not null default 3 check (max_alerts_per_network_per_day > 0),
  add column max_alerts_per_email_per_day integer not null default 1 check (max_alerts_per_email_per_day > 0),
  add column digest_time time not null default time '08:00',
  add column max_digest_rows integer not null default 200 check (max_digest_rows > 0);

comment on table private.contacts_settings is
  'Every bound on the form''s requests and the team''s e-mails: per client (IPv4 address, IPv6 /64) and per network (IPv6 /48) in 10 minutes and 24 hours, site-wide per 24 hours; individual alerts per network and per address a day, per hour; the grouped alerts'' slot and size; the digest''s time (Madrid) and size. update private.contacts_settings set max_client_requests_per_day = …;';

create or replace function private.contacts_client_limits()
returns table (time_window interval, max_requests integer)
language sql
stable
set search_path = ''
as $$
  select w.time_window, w.max_requests
    from private.contacts_settings s,
         lateral (values (1, interval '10 minutes', s.max_client_requests_per_10_minutes),
                         (2, interval '24 hours', s.max_client_requests_per_day)) as w (n, time_window, max_requests)
   order by w.n
$$;

create or replace function private.contacts_network_limits()
returns table (time_window interval, max_requests integer)
language sql
stable
set search_path = ''
as $$
  select w.time_window, w.max_requests
    from private.contacts_settings s,
         lateral (values (1, interval '10 minutes', s.max_network_requests_per_10_minutes),
                         (2, interval '24 hours', s.max_network_requests_per_day)) as w (n, time_window, max_requests)
   order by w.n
$$;

create or replace function private.lead_delivery_limits()
returns table (
  max_alerts_per_network_per_day integer,
  max_alerts_per_email_per_day integer,
  max_alerts_per_hour integer,
  digest_time time,
  digest_time_zone text,
  max_digest_rows integer
)
language sql
stable
set search_path = ''
as $$
  select s.max_alerts_per_network_per_day, s.max_alerts_per_email_per_day, s.max_alerts_per_hour,
         s.digest_time, 'Europe/Madrid', s.max_digest_rows
    from private.contacts_settings s
$$;

-- 2. The funnel: hits per client and per network, a hit's size, the report's time ------------------------

alter table private.funnel_settings
  add column max_client_hits_per_10_minutes integer not null default 60 check (max_client_hits_per_10_minutes > 0),
  add column max_client_hits_per_day integer not null default 600 check (max_client_hits_per_day > 0),
  add column max_network_hits_per_10_minutes integer not null default 180
    check (max_network_hits_per_10_minutes > 0),
  add column max_network_hits_per_day integer not null default 1800 check (max_network_hits_per_day > 0),
  add column max_body_chars integer not null default 400 check (max_body_chars between 100 and 10000),
  add column report_time time not null default time '08:00';

comment on table private.funnel_settings is
  'Every bound on the funnel''s counting: hits per client (IPv4 address, IPv6 /64) and per network (IPv6 /48) in 10 minutes and a day, site-wide a day, new referring domains and new article and case slugs a day, a hit''s characters; the Monday report''s time (Madrid) and the first week reported. update private.funnel_settings set max_client_hits_per_day = …;';

create or replace function private.funnel_limits()
returns table (
  max_client_hits_per_10_minutes integer,
  max_client_hits_per_day integer,
  max_network_hits_per_10_minutes integer,
  max_network_hits_per_day integer,
  max_site_hits_per_day integer,
  max_referrers_per_day integer,
  max_body_chars integer,
  report_time time,
  time_zone text
)
language sql
stable
set search_path = ''
as $$
  select s.max_client_hits_per_10_minutes, s.max_client_hits_per_day,
         s.max_network_hits_per_10_minutes, s.max_network_hits_per_day,
         s.max_site_hits_per_day, s.max_referrers_per_day, s.max_body_chars, s.report_time, 'Europe/Madrid'
    from private.funnel_settings s
$$;
