-- One spelling per address: the sign-up check stores addresses in Unicode NFC, so a composed
-- "é" and an "e" followed by a combining accent are one address. Rows stored before that, whose
-- addresses differ only by normalisation, are merged into the earliest of them: it holds the
-- consent given first, and the later ones would have been told "already signed up". Says how
-- many it merged (a NOTICE, which psql, `supabase db push` and the embedded store's log show).
-- For both stores; safe to run twice (the second run merges nothing).

do $$
declare
  merged integer;
begin
  with spellings as (
    select id, row_number() over (partition by normalize(email, NFC) order by created_at, id) as place
    from public.email_submissions
  )
  delete from public.email_submissions as signup
  using spellings
  where signup.id = spellings.id and spellings.place > 1;
  get diagnostics merged = row_count;

  update public.email_submissions set email = normalize(email, NFC) where email is not nfc normalized;

  -- A new, empty table has nothing to report.
  if merged > 0 or exists (select from public.email_submissions) then
    raise notice 'email_submissions: merged % sign-up(s) whose address differed from an earlier one only by Unicode normalisation', merged;
  end if;

  -- Whoever inserts (the publishable key can, without the server), one address has one spelling.
  if not exists (select from pg_constraint where conname = 'email_submissions_email_nfc') then
    alter table public.email_submissions
      add constraint email_submissions_email_nfc check (email is nfc normalized);
  end if;
end
$$;
