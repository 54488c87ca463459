-- Applications for a seat at an announced buildathon (issue 72), for both stores; safe to run twice.
-- Every change of status goes through application_set_status(), which checks the allowed moves and
-- keeps accepted + confirmed + checked-in within the event's seats plus its overbooking allowance,
-- under a per-event lock, so two organisers accepting at once cannot both take the last seat.
-- The event's numbers live in content/, not here: each call that needs them is given them.
-- Supabase: row-level security on and no grant to the API roles; the operator's service role calls
-- the functions. The page's token-carrying calls come with the application form.

create table if not exists public.applications (
  id uuid primary key default gen_random_uuid(),
  event_id text not null,
  name text not null,
  -- The bare address, as sign-ups store it (0010).
  email text not null,
  idea text not null,
  experience text not null,
  dream_festival text,
  match_team boolean not null default false,
  status text not null default 'pending',
  -- Null until the address is confirmed from its mail: until then the organiser never sees it.
  confirmed_at timestamptz,
  -- Set on acceptance: the builder confirms the seat before it, or it is released.
  confirm_by timestamptz,
  -- Set when waitlisted, from one sequence: the lowest is promoted first.
  waitlist_position bigint,
  -- The status the builder was last mailed about, and when: `notify` mails the rest once.
  notified_status text,
  notified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_one_per_address unique (event_id, email),
  constraint applications_event_id_shape check (event_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  constraint applications_name_length check (char_length(name) between 1 and 100),
  constraint applications_email_length check (char_length(email) between 3 and 254),
  constraint applications_email_bare
    check (email ~ '^[^][[:space:]@()<>:;\\,"]+@[^][[:space:]@()<>:;\\,"]+$' and email = lower(btrim(email))),
  constraint applications_idea_length check (char_length(idea) between 1 and 500),
  constraint applications_experience check (experience in ('none', 'a_little', 'a_lot')),
  constraint applications_dream_festival_length check (char_length(dream_festival) between 1 and 100),
  constraint applications_status check (status in
    ('pending', 'accepted', 'waitlisted', 'declined', 'confirmed', 'released', 'cancelled', 'checked_in')),
  constraint applications_notified_status check (notified_status is null or notified_status in
    ('pending', 'accepted', 'waitlisted', 'declined', 'confirmed', 'released', 'cancelled', 'checked_in'))
);
create index if not exists applications_event_status on public.applications (event_id, status);
create sequence if not exists public.application_waitlist_order;

create table if not exists public.application_changes (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  -- Null for the application's arrival.
  from_status text,
  to_status text not null,
  actor text not null,
  at timestamptz not null default now(),
  constraint application_changes_actor check (actor in ('organiser', 'builder', 'site'))
);
create index if not exists application_changes_by_application on public.application_changes (application_id, id);

alter table public.applications enable row level security;
alter table public.application_changes enable row level security;
revoke all on table public.applications, public.application_changes from public, anon;
revoke all on sequence public.application_waitlist_order from public, anon;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on table public.applications, public.application_changes from authenticated;
    revoke all on sequence public.application_waitlist_order from authenticated;
  end if;
end
$$;

-- One row as the organiser's tools and the builder's page read it.
create or replace function public.application_json(application public.applications) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', application.id, 'event_id', application.event_id, 'name', application.name,
    'email', application.email, 'idea', application.idea, 'experience', application.experience,
    'dream_festival', application.dream_festival, 'match_team', application.match_team,
    'status', application.status, 'confirmed_at', application.confirmed_at,
    'confirm_by', application.confirm_by, 'waitlist_position', application.waitlist_position,
    'notified_status', application.notified_status, 'notified_at', application.notified_at,
    'created_at', application.created_at, 'updated_at', application.updated_at)
$$;

-- A new application, or a change to one whose address nobody has confirmed yet. A confirmed one is
-- left as it is, decided or not: anyone may send the form with any address, and must not be able to
-- replace its owner's answers or take them off the organiser's list. The answer is the same either
-- way: the id and whether the address is confirmed.
create or replace function public.application_submit(
  event text, applicant text, address text, plan text, built text, festival text, team boolean
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored_id uuid;
  is_confirmed boolean;
  is_new boolean;
begin
  insert into public.applications as a (event_id, name, email, idea, experience, dream_festival, match_team)
  values (event, applicant, address, plan, built, festival, team)
  on conflict (event_id, email) do update set
    name = excluded.name, idea = excluded.idea, experience = excluded.experience,
    dream_festival = excluded.dream_festival, match_team = excluded.match_team,
    updated_at = now()
  where a.status = 'pending' and a.confirmed_at is null
  returning id, confirmed_at is not null, (xmax = 0) into stored_id, is_confirmed, is_new;
  if stored_id is null then
    select id, confirmed_at is not null into stored_id, is_confirmed
    from public.applications where event_id = event and email = address;
  elsif is_new then
    insert into public.application_changes (application_id, from_status, to_status, actor)
    values (stored_id, null, 'pending', 'site');
  end if;
  return jsonb_build_object('id', stored_id, 'confirmed', is_confirmed);
end
$$;

-- The address behind the application's mailed link is confirmed; a second time keeps the first.
-- The id, or null when there is no such application.
create or replace function public.application_confirm_address(event text, address text) returns uuid
language sql
security definer
set search_path = ''
as $$
  update public.applications set confirmed_at = coalesce(confirmed_at, now())
  where event_id = event and email = address
  returning id
$$;

-- Seats taken at an event: accepted, confirmed and checked in.
create or replace function public.application_seats_taken(event text) returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::int from public.applications
  where event_id = event and status in ('accepted', 'confirmed', 'checked_in')
$$;

-- The only way a status changes. `capacity` is the event's seats plus its allowance; `confirm_days`
-- how long an accepted builder has to confirm. Answers 'changed', 'missing' (no such application,
-- or its address is unconfirmed), 'not_allowed' (not a move the rules allow from its status),
-- 'full' (no seat left) or 'too_late' (confirming after the confirm-by time).
-- A freed seat (released, cancelled) goes to the first on the waitlist, staged for the next notify.
create or replace function public.application_set_status(
  application uuid, to_status text, actor text, capacity integer, confirm_days integer
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  event text;
  was text;
  deadline timestamptz;
  next_in_line uuid;
begin
  select event_id into event from public.applications where id = application and confirmed_at is not null;
  if event is null then
    return 'missing';
  end if;
  -- One decision at a time per event: the seat count below is read and used under this lock.
  perform pg_advisory_xact_lock(hashtext('applications:' || event));
  select status, confirm_by into was, deadline from public.applications where id = application for update;
  if not (was, to_status) in (
    ('pending', 'accepted'), ('pending', 'waitlisted'), ('pending', 'declined'),
    ('accepted', 'confirmed'), ('accepted', 'released'),
    ('confirmed', 'cancelled'), ('confirmed', 'checked_in'),
    ('waitlisted', 'accepted')
  ) then
    return 'not_allowed';
  end if;
  if to_status = 'accepted' and public.application_seats_taken(event) >= capacity then
    return 'full';
  end if;
  if to_status = 'confirmed' and deadline < now() then
    return 'too_late';
  end if;
  update public.applications set
    status = to_status,
    updated_at = now(),
    confirm_by = case when to_status = 'accepted' then now() + make_interval(days => confirm_days) else confirm_by end,
    waitlist_position = case when to_status = 'waitlisted' then nextval('public.application_waitlist_order') end
  where id = application;
  insert into public.application_changes (application_id, from_status, to_status, actor)
  values (application, was, to_status, actor);
  if to_status in ('released', 'cancelled') then
    while public.application_seats_taken(event) < capacity loop
      select id into next_in_line from public.applications
      where event_id = event and status = 'waitlisted' order by waitlist_position limit 1 for update;
      exit when next_in_line is null;
      update public.applications set status = 'accepted', updated_at = now(), waitlist_position = null,
        confirm_by = now() + make_interval(days => confirm_days)
      where id = next_in_line;
      insert into public.application_changes (application_id, from_status, to_status, actor)
      values (next_in_line, 'waitlisted', 'accepted', 'site');
      next_in_line := null;
    end loop;
  end if;
  return 'changed';
end
$$;

-- Applications whose address is confirmed, oldest first, optionally of one event and statuses.
create or replace function public.application_list(event text, statuses text[]) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.application_json(a) order by a.created_at, a.id), '[]'::jsonb)
  from public.applications a
  where a.confirmed_at is not null
    and (event is null or a.event_id = event)
    and (statuses is null or a.status = any(statuses))
$$;

-- One application with its history, oldest change first; null when missing or unconfirmed.
create or replace function public.application_show(application uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.application_json(a) || jsonb_build_object('changes', (
    select coalesce(jsonb_agg(jsonb_build_object(
      'from_status', c.from_status, 'to_status', c.to_status, 'actor', c.actor, 'at', c.at) order by c.id), '[]'::jsonb)
    from public.application_changes c where c.application_id = a.id))
  from public.applications a
  where a.id = application and a.confirmed_at is not null
$$;

-- Builders to mail: a decision (accepted, waitlisted, declined, released) they were not yet
-- mailed about. The builder's own steps and the door's need no mail.
create or replace function public.application_staged(event text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.application_json(a) order by a.updated_at, a.id), '[]'::jsonb)
  from public.applications a
  where a.confirmed_at is not null
    and (event is null or a.event_id = event)
    and a.status in ('accepted', 'waitlisted', 'declined', 'released')
    and a.notified_status is distinct from a.status
$$;

-- Records that the builder was mailed about `mailed_status`; true only the first time, and only
-- while it is still their status.
create or replace function public.application_mark_notified(application uuid, mailed_status text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications set notified_status = status, notified_at = now()
  where id = application and status = mailed_status and notified_status is distinct from status;
  return found;
end
$$;

-- Counts per event: by status, and confirmed applications per day (UTC) of arrival.
create or replace function public.application_report(event text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'by_status', (select coalesce(jsonb_agg(jsonb_build_object('event_id', event_id, 'status', status, 'count', n)
                    order by event_id, status), '[]'::jsonb)
                  from (select event_id, status, count(*)::int as n from public.applications
                        where confirmed_at is not null and (event is null or event_id = event)
                        group by event_id, status) s),
    'by_day', (select coalesce(jsonb_agg(jsonb_build_object('event_id', event_id, 'day', day, 'count', n)
                 order by event_id, day), '[]'::jsonb)
               from (select event_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
                     from public.applications
                     where confirmed_at is not null and (event is null or event_id = event)
                     group by 1, 2) d))
$$;

-- Nobody but the owner (the embedded store, the CLI) and Supabase's service role runs these.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.application_json(public.applications)',
    'public.application_submit(text, text, text, text, text, text, boolean)',
    'public.application_confirm_address(text, text)',
    'public.application_seats_taken(text)',
    'public.application_set_status(uuid, text, text, integer, integer)',
    'public.application_list(text, text[])',
    'public.application_show(uuid)',
    'public.application_staged(text)',
    'public.application_mark_notified(uuid, text)',
    'public.application_report(text)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    if exists (select from pg_roles where rolname = 'authenticated') then
      execute format('revoke all on function %s from authenticated', fn);
    end if;
    if exists (select from pg_roles where rolname = 'service_role') then
      execute format('grant execute on function %s to service_role', fn);
    end if;
  end loop;
end
$$;
