-- The builder's own page (/apply/manage, issue 72): they find their application by its signed link
-- (event and address), withdraw while it is pending or waitlisted, and erase it. The confirmed seat
-- is now mailed too, for its door pass. Safe to run twice.

-- As 0011's, with the builder's withdrawal (pending or waitlisted -> cancelled, by the builder only)
-- and a seat offered and given up before it is confirmed (accepted -> cancelled, by the builder only).
-- A freed seat goes to the waitlist only when the application held one: a withdrawal frees none.
-- A seat is confirmed before its confirm-by time, not at it (0011 let the very moment through, and
-- a clock that ticks in milliseconds let a same-day acceptance be confirmed).
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
begin
  select event_id into event from public.applications where id = application and confirmed_at is not null;
  if event is null then
    return 'missing';
  end if;
  -- One decision at a time per event: the seat count below is read and used under this lock.
  perform pg_advisory_xact_lock(hashtext('applications:' || event));
  select status, confirm_by into was, deadline from public.applications where id = application for update;
  if not ((was, to_status) in (
    ('pending', 'accepted'), ('pending', 'waitlisted'), ('pending', 'declined'),
    ('accepted', 'confirmed'), ('accepted', 'released'),
    ('confirmed', 'cancelled'), ('confirmed', 'checked_in'),
    ('waitlisted', 'accepted')
  ) or (actor = 'builder' and (was, to_status) in (
    ('pending', 'cancelled'), ('waitlisted', 'cancelled'), ('accepted', 'cancelled')
  ))) then
    return 'not_allowed';
  end if;
  if to_status = 'accepted' and public.application_seats_taken(event) >= capacity then
    return 'full';
  end if;
  if to_status = 'confirmed' and deadline <= now() then
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
  if to_status in ('released', 'cancelled') and was in ('accepted', 'confirmed') then
    perform public.application_fill_seats(event, capacity, confirm_days);
  end if;
  return 'changed';
end
$$;

-- Gives the event's free seats to the waitlist, first in line first, each staged for the next notify.
-- Called under the event's lock by the functions that free a seat.
create or replace function public.application_fill_seats(event text, capacity integer, confirm_days integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_in_line uuid;
begin
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
end
$$;

-- The application a builder's signed link names, with its history; null when there is none or its
-- address is unconfirmed (as application_show).
create or replace function public.application_find(event text, address text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.application_show(a.id) from public.applications a
  where a.event_id = event and a.email = address and a.confirmed_at is not null
$$;

-- The builder erases their application and its history. A seat it held goes to the waitlist, as a
-- cancellation's would. True when there was one to erase.
create or replace function public.application_erase(application uuid, capacity integer, confirm_days integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  event text;
  was text;
begin
  select event_id into event from public.applications where id = application;
  if event is null then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtext('applications:' || event));
  delete from public.applications where id = application returning status into was;
  if was in ('accepted', 'confirmed') then
    perform public.application_fill_seats(event, capacity, confirm_days);
  end if;
  return was is not null;
end
$$;

-- As 0011's, and the confirmed seat too: its mail carries the door pass.
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
    and a.status in ('accepted', 'waitlisted', 'declined', 'released', 'confirmed')
    and a.notified_status is distinct from a.status
$$;

-- As 0011: no API role calls these; the server's own store and the service role do.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.application_set_status(uuid, text, text, integer, integer)',
    'public.application_fill_seats(text, integer, integer)',
    'public.application_find(text, text)',
    'public.application_erase(uuid, integer, integer)',
    'public.application_staged(text)'
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
