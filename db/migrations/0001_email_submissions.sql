-- Sign-ups for updates (spec §3 "Email submission record", §5, §6).
-- The one migration for both stores: applied by the embedded PGlite store at start, and by the
-- operator to Supabase (SQL editor or `supabase db push`). Safe to run twice.

-- Supabase already has the anon role; the embedded database needs it so the same grants and
-- policy apply (and can be tested) there.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
end
$$;

create table if not exists public.email_submissions (
  id bigint generated always as identity primary key,
  email text not null,
  suggested_festival text,
  created_at timestamptz not null default now(),
  constraint email_submissions_email_key unique (email),
  -- The server normalises before saving; these make a bypass impossible to store, and keep
  -- the unique constraint meaning "one sign-up per address" whatever the case or spacing.
  constraint email_submissions_email_length check (char_length(email) between 3 and 254),
  constraint email_submissions_email_normalised check (email = lower(btrim(email))),
  constraint email_submissions_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint email_submissions_festival_length
    check (char_length(suggested_festival) between 1 and 100),
  constraint email_submissions_festival_trimmed check (suggested_festival = btrim(suggested_festival))
);

alter table public.email_submissions enable row level security;

-- Supabase grants every table to anon and authenticated by default; take that back so the
-- public key can add a sign-up and do nothing else, not even read one back.
revoke all on table public.email_submissions from anon;
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticated') then
    revoke all on table public.email_submissions from authenticated;
  end if;
end
$$;
grant insert (email, suggested_festival) on table public.email_submissions to anon;

drop policy if exists "anon can add a sign-up" on public.email_submissions;
create policy "anon can add a sign-up" on public.email_submissions
  for insert to anon
  with check (true);
