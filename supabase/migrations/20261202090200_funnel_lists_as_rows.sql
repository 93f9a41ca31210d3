-- The funnel's lists are rows (issue 37).
--
-- The pages, events, calls to action and devices the funnel admits were VALUES lists inside
-- private.funnel_pages() and its siblings, so each new page or button re-created a function whole (the
-- blog's and the cases' migrations each did). They are now tables, filled here from those functions'
-- last answer, and the functions read them: adding a page is one statement in a new migration,
--   insert into private.funnel_page_names (page, label, sort) values ('/nueva-pagina/', 'Nueva página', 14);
-- with the same name in src/contracts/funnel-names.ts (__tests__/funnel/funnel-names.test.ts compares them).

create table private.funnel_page_names (
  page text primary key,
  label text not null,
  sort integer not null unique
);
insert into private.funnel_page_names select * from private.funnel_pages();

create table private.funnel_event_names (
  event text primary key,
  label text not null,
  reported_by text not null
);
insert into private.funnel_event_names select * from private.funnel_events();

create table private.funnel_cta_names (
  cta text primary key,
  label text not null
);
insert into private.funnel_cta_names select * from private.funnel_ctas();

create table private.funnel_device_names (
  device text primary key,
  label text not null,
  sort integer not null unique
);
insert into private.funnel_device_names select * from private.funnel_devices();

comment on table private.funnel_page_names is
  'The pages the funnel counts (a page kind such as /blog/:slug/ stands for all its pages), with the report''s label and order. The site''s list: src/contracts/funnel-names.ts.';
comment on table private.funnel_cta_names is
  'The calls to action the funnel counts, with the report''s label. The site''s list: src/contracts/funnel-names.ts.';

-- The API roles reach none of them: only the owner's functions read them.
revoke all on private.funnel_page_names, private.funnel_event_names, private.funnel_cta_names,
  private.funnel_device_names from public, anon, authenticated, service_role;

create or replace function private.funnel_pages()
returns table (page text, label text, sort integer)
language sql
stable
set search_path = ''
as $$
  select p.page, p.label, p.sort from private.funnel_page_names p
$$;

create or replace function private.funnel_events()
returns table (event text, label text, reported_by text)
language sql
stable
set search_path = ''
as $$
  select e.event, e.label, e.reported_by from private.funnel_event_names e
$$;

create or replace function private.funnel_ctas()
returns table (cta text, label text)
language sql
stable
set search_path = ''
as $$
  select c.cta, c.label from private.funnel_cta_names c
$$;

create or replace function private.funnel_devices()
returns table (device text, label text, sort integer)
language sql
stable
set search_path = ''
as $$
  select d.device, d.label, d.sort from private.funnel_device_names d
$$;
