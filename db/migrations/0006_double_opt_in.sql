-- Double opt-in: a sign-up made through the Node server's embedded store waits, pending, until its
-- address is confirmed from the mail sent to it; a withdrawal is kept as the time it happened, never
-- by deleting the row, so an export never mails that person again.
-- For both stores; safe to run twice.
--
-- Rows from before this migration consented under the single opt-in form and count as confirmed
-- at their consent (docs/decisions/0037-existing-sign-ups-count-as-confirmed.md). A new row is
-- confirmed at once unless its insert says otherwise: the embedded store inserts every sign-up
-- pending (confirmed_at null), and Supabase's anonymous role, which still may only insert the
-- columns granted to it, keeps the single opt-in it had.

do $$
begin
  if not exists (
    select from information_schema.columns
    where table_schema = 'public' and table_name = 'email_submissions' and column_name = 'confirmed_at'
  ) then
    alter table public.email_submissions add column confirmed_at timestamptz;
    update public.email_submissions set confirmed_at = consented_at;
    alter table public.email_submissions alter column confirmed_at set default now();
  end if;
end
$$;

alter table public.email_submissions add column if not exists withdrawn_at timestamptz;
-- When the last confirmation mail was sent (or is being sent): re-sends wait ten minutes per address.
alter table public.email_submissions add column if not exists confirmation_mailed_at timestamptz;

create index if not exists email_submissions_pending_idx
  on public.email_submissions (created_at) where confirmed_at is null;
