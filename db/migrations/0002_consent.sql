-- A record of consent with each sign-up (issue 21): when it was given, which privacy notice
-- the visitor was shown, and whether the form was posted by the page's script or without it.
-- For both stores, like 0001; safe to run twice.

alter table public.email_submissions add column if not exists consented_at timestamptz;
-- Sign-ups from before this migration consented when they signed up, before any notice existed:
-- their notice_version and form_path stay null, meaning "not recorded".
update public.email_submissions set consented_at = created_at where consented_at is null;
alter table public.email_submissions
  alter column consented_at set default now(),
  alter column consented_at set not null;

alter table public.email_submissions add column if not exists notice_version text;
alter table public.email_submissions add column if not exists form_path text;

do $$
begin
  if not exists (select from pg_constraint where conname = 'email_submissions_form_path') then
    alter table public.email_submissions
      add constraint email_submissions_form_path check (form_path in ('script', 'no-script'));
  end if;
  if not exists (select from pg_constraint where conname = 'email_submissions_notice_version_length') then
    alter table public.email_submissions
      add constraint email_submissions_notice_version_length
      check (char_length(notice_version) between 1 and 40);
  end if;
end
$$;

-- The public key may say which notice and which form; the time is the database's own.
grant insert (notice_version, form_path) on table public.email_submissions to anon;
