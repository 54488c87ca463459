-- Applications on a store reached with the publishable key (Supabase), as 0007 did for sign-ups:
-- the public role makes an application's calls only with a token signed for its event and address
-- (lib/tokens.ts's application tokens), checked here against the stored secret. The builder's own
-- moves no longer take the event's seats from the caller: a freed seat goes to the waitlist by the
-- seats the organiser last decided with, kept in application_events, whose confirm days also start
-- an accepted builder's clock when notify tells them. For both stores; safe to run twice.

-- The seats each event's decisions were made with; written by application_set_status only.
create table if not exists public.application_events (
  event_id text primary key,
  capacity integer not null,
  confirm_days integer not null,
  updated_at timestamptz not null default now(),
  constraint application_events_numbers check (capacity >= 0 and confirm_days >= 0)
);
alter table public.application_events enable row level security;
revoke all on table public.application_events from public, anon;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on table public.application_events from authenticated;
  end if;
end
$$;

-- As 0007's, for every purpose lib/tokens.ts signs (0007 knew the sign-up's three): the caller's
-- `purposes` still decide which are accepted.
create or replace function public.mail_token_email(token text, purposes text[]) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  signing_key text;
  parts text[];
  signature bytea;
  address bytea;
  email text;
begin
  select secret into signing_key from public.mail_token_secret;
  if signing_key is null then
    raise exception 'no mail token secret is stored (docs/deploy.md)' using errcode = '55000';
  end if;
  parts := string_to_array(coalesce(token, ''), '.');
  if cardinality(parts) <> 4 or parts[2] !~ '^\d{1,12}$'
     or parts[1] not in ('confirm', 'unsubscribe', 'manage', 'apply-confirm', 'apply-manage') then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end if;
  signature := public.base64url_decode(parts[4]);
  address := public.base64url_decode(parts[3]);
  if signature is null or address is null then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end if;
  -- Hashing both sides first keeps the comparison's time from telling how much of it matched.
  if sha256(public.hmac_sha256(convert_to(signing_key, 'UTF8'),
                               convert_to(parts[1] || '.' || parts[2] || '.' || parts[3], 'UTF8')))
     <> sha256(signature) then
    raise exception 'mail token refused: bad_signature' using errcode = '28000';
  end if;
  if not parts[1] = any(purposes) then
    raise exception 'mail token refused: wrong_purpose' using errcode = '28000';
  end if;
  if to_timestamp(parts[2]::bigint) <= now() then
    raise exception 'mail token refused: expired' using errcode = '28000';
  end if;
  begin
    email := convert_from(address, 'UTF8');
  exception when others then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end;
  return email;
end
$$;

-- The event and address an application's token names (it signs `<event> <address>`), or 28000.
create or replace function public.application_token_subject(token text, purpose text, out event text, out address text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject text := public.mail_token_email(token, array[purpose]);
  space integer := position(' ' in subject);
begin
  if space <= 1 then
    raise exception 'mail token refused: malformed' using errcode = '28000';
  end if;
  event := left(subject, space - 1);
  address := substr(subject, space + 1);
end
$$;

-- The seats an event's decisions are made with, which the builder's own moves free seats by. The
-- organiser's decisions record them; release-overdue too, for a round under way when 0014 came.
create or replace function public.application_record_seats(event text, capacity integer, confirm_days integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.application_events as e (event_id, capacity, confirm_days)
  values (event, capacity, confirm_days)
  on conflict (event_id) do update set
    capacity = excluded.capacity, confirm_days = excluded.confirm_days, updated_at = now()
$$;

-- As 0013's, and a decision made or a seat released records the event's seats, and a builder not
-- yet told of their seat is never too late to confirm it.
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
  -- A builder not yet told of the seat has their full time from the mail still to come.
  if to_status = 'confirmed' and (select notified_status from public.applications where id = application) = 'accepted'
     and deadline <= now() then
    return 'too_late';
  end if;
  if actor <> 'builder' and to_status in ('accepted', 'waitlisted', 'declined', 'released') then
    perform public.application_record_seats(event, capacity, confirm_days);
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

-- The builder's own application, by the event and address their link names (confirmed only).
create or replace function public.application_own_id(event text, address text) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select id from public.applications where event_id = event and email = address and confirmed_at is not null
$$;

-- The builder confirms or gives up their seat, or withdraws: only to confirmed or cancelled, and by
-- the event's recorded seats. Answers as application_set_status.
create or replace function public.application_builder_move(event text, address text, to_status text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  own uuid := public.application_own_id(event, address);
  seats public.application_events;
begin
  if own is null then
    return 'missing';
  end if;
  if to_status not in ('confirmed', 'cancelled') then
    return 'not_allowed';
  end if;
  select * into seats from public.application_events where event_id = event;
  return public.application_set_status(own, to_status, 'builder', coalesce(seats.capacity, 0),
                                       coalesce(seats.confirm_days, 0));
end
$$;

-- The builder erases their application; a seat it held goes to the waitlist by the recorded seats.
create or replace function public.application_builder_erase(event text, address text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  own uuid := public.application_own_id(event, address);
  seats public.application_events;
begin
  if own is null then
    return false;
  end if;
  select * into seats from public.application_events where event_id = event;
  return public.application_erase(own, coalesce(seats.capacity, 0), coalesce(seats.confirm_days, 0));
end
$$;

-- The builder changes their answers while the application is pending (its address confirmed).
-- True when changed; false when there is none, or it is decided.
create or replace function public.application_change(
  event text, address text, applicant text, plan text, built text, festival text, team boolean
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications set
    name = applicant, idea = plan, experience = built, dream_festival = festival, match_team = team,
    updated_at = now()
  where event_id = event and email = address and confirmed_at is not null and status = 'pending';
  return found;
end
$$;

-- Claims the right to mail the builder's page link to an address whose application is confirmed,
-- when the form is sent with it again: the same budget as 0012's claim (one per interval, three a day).
create or replace function public.application_claim_link_mail(
  event text,
  address text,
  mailed_at timestamptz,
  min_interval_seconds integer
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications set
    mail_times = array(
      select sent from unnest(mail_times) as sent where sent > mailed_at - interval '1 day' order by sent
    ) || mailed_at
  where event_id = event and email = address and confirmed_at is not null
    and not exists (
      select from unnest(mail_times) as sent
      where sent > mailed_at - make_interval(secs => greatest(min_interval_seconds, 0))
    )
    and (select count(*) from unnest(mail_times) as sent where sent > mailed_at - interval '1 day') < 3;
  return found;
end
$$;

-- How many seats are held says nothing about anyone: the event page asks it with the public key.
create or replace function public.application_seats_taken(event text) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::int from public.applications
  where event_id = event and status in ('accepted', 'confirmed', 'checked_in')
$$;

-- An accepted builder's time to confirm starts when they are told: a seat promoted from the
-- waitlist, or accepted days before notify, still gets its full confirm days from the mail. The
-- confirm-by time a mail sent now would give, never earlier than the one stored.
create or replace function public.application_confirm_by_if_told(application public.applications)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select case when application.status = 'accepted' then greatest(application.confirm_by,
    now() + make_interval(days => coalesce(
      (select e.confirm_days from public.application_events e where e.event_id = application.event_id), 0)))
    else application.confirm_by end
$$;

-- As 0013's, each accepted builder with the confirm-by time their mail gives.
create or replace function public.application_staged(event text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.application_json(a)
           || jsonb_build_object('confirm_by', public.application_confirm_by_if_told(a))
           order by a.updated_at, a.id), '[]'::jsonb)
  from public.applications a
  where a.confirmed_at is not null
    and (event is null or a.event_id = event)
    and a.status in ('accepted', 'waitlisted', 'declined', 'released', 'confirmed')
    and a.notified_status is distinct from a.status
$$;

-- As 0011's, and the accepted builder's clock starts now that they are told.
create or replace function public.application_mark_notified(application uuid, mailed_status text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.applications a set
    notified_status = a.status,
    notified_at = now(),
    confirm_by = public.application_confirm_by_if_told(a)
  where a.id = application and a.status = mailed_status and a.notified_status is distinct from a.status;
  return found;
end
$$;

-- The calls the public role may make: each checks its token, then makes the owner's call for the
-- event and address the token names, never another. A mail's claim or release names a time within
-- five minutes of the database's, and the budget's ten-minute interval at least: a caller holding
-- their own link cannot reset their address's budget with a time of their choosing.
create or replace function public.application_submit_signed(
  token text, applicant text, plan text, built text, festival text, team boolean
) returns jsonb
language sql
security definer
set search_path = ''
as $$
  select public.application_submit(s.event, applicant, s.address, plan, built, festival, team)
  from public.application_token_subject(token, 'apply-confirm') s
$$;

create or replace function public.application_confirm_address_signed(token text) returns uuid
language sql
security definer
set search_path = ''
as $$
  select public.application_confirm_address(s.event, s.address)
  from public.application_token_subject(token, 'apply-confirm') s
$$;

create or replace function public.application_claim_mail_signed(
  token text, mailed_at timestamptz, min_interval_seconds integer
) returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.application_claim_mail(s.event, s.address, mailed_at, greatest(min_interval_seconds, 600))
  from public.application_token_subject(token, 'apply-confirm') s
  where abs(extract(epoch from mailed_at - now())) < 300
$$;

create or replace function public.application_release_mail_signed(token text, mailed_at timestamptz)
returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.application_release_mail(s.event, s.address, mailed_at)
  from public.application_token_subject(token, 'apply-confirm') s
  where abs(extract(epoch from mailed_at - now())) < 300
$$;

create or replace function public.application_claim_link_mail_signed(
  token text, mailed_at timestamptz, min_interval_seconds integer
) returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.application_claim_link_mail(s.event, s.address, mailed_at, greatest(min_interval_seconds, 600))
  from public.application_token_subject(token, 'apply-manage') s
  where abs(extract(epoch from mailed_at - now())) < 300
$$;

create or replace function public.application_find_signed(token text) returns jsonb
language sql
security definer
set search_path = ''
as $$
  select public.application_find(s.event, s.address)
  from public.application_token_subject(token, 'apply-manage') s
$$;

create or replace function public.application_builder_move_signed(token text, to_status text) returns text
language sql
security definer
set search_path = ''
as $$
  select public.application_builder_move(s.event, s.address, to_status)
  from public.application_token_subject(token, 'apply-manage') s
$$;

create or replace function public.application_builder_erase_signed(token text) returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.application_builder_erase(s.event, s.address)
  from public.application_token_subject(token, 'apply-manage') s
$$;

create or replace function public.application_change_signed(
  token text, applicant text, plan text, built text, festival text, team boolean
) returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.application_change(s.event, s.address, applicant, plan, built, festival, team)
  from public.application_token_subject(token, 'apply-manage') s
$$;

-- The owner's functions stay with the owner and the service role; the signed calls and the seat
-- count go to the public role too.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.application_token_subject(text, text)',
    'public.application_record_seats(text, integer, integer)',
    'public.application_set_status(uuid, text, text, integer, integer)',
    'public.application_mark_notified(uuid, text)',
    'public.application_confirm_by_if_told(public.applications)',
    'public.application_staged(text)',
    'public.application_own_id(text, text)',
    'public.application_builder_move(text, text, text)',
    'public.application_builder_erase(text, text)',
    'public.application_change(text, text, text, text, text, text, boolean)',
    'public.application_claim_link_mail(text, text, timestamptz, integer)',
    'public.application_seats_taken(text)',
    'public.application_submit_signed(text, text, text, text, text, boolean)',
    'public.application_confirm_address_signed(text)',
    'public.application_claim_mail_signed(text, timestamptz, integer)',
    'public.application_release_mail_signed(text, timestamptz)',
    'public.application_claim_link_mail_signed(text, timestamptz, integer)',
    'public.application_find_signed(text)',
    'public.application_builder_move_signed(text, text)',
    'public.application_builder_erase_signed(text)',
    'public.application_change_signed(text, text, text, text, text, boolean)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    if exists (select from pg_roles where rolname = 'authenticated') then
      execute format('revoke all on function %s from authenticated', fn);
    end if;
    if exists (select from pg_roles where rolname = 'service_role') then
      execute format('grant execute on function %s to service_role', fn);
    end if;
  end loop;
  foreach fn in array array[
    'public.application_seats_taken(text)',
    'public.application_submit_signed(text, text, text, text, text, boolean)',
    'public.application_confirm_address_signed(text)',
    'public.application_claim_mail_signed(text, timestamptz, integer)',
    'public.application_release_mail_signed(text, timestamptz)',
    'public.application_claim_link_mail_signed(text, timestamptz, integer)',
    'public.application_find_signed(text)',
    'public.application_builder_move_signed(text, text)',
    'public.application_builder_erase_signed(text)',
    'public.application_change_signed(text, text, text, text, text, boolean)'
  ] loop
    execute format('grant execute on function %s to anon', fn);
  end loop;
end
$$;
