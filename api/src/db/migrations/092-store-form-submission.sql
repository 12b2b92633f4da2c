-- A form post's writes in one statement: the submission, the spend of its
-- bot-check solution and its outbox message, all or nothing. On the embedded database every statement
-- is CPU on the API's one event loop; as BEGIN + four statements + COMMIT a post cost about 1.05 ms of
-- it, as this one call (whose statements keep their plans between calls) about 0.6 ms.
--
-- A repeat of an idempotency key stores nothing and spends nothing: it answers the first submission
-- (is_duplicate). A solution already spent raises SQLSTATE RVB01, so the whole statement (and the
-- caller's transaction, if any) is rolled back; api/src/modules/bot-check/service.ts turns it into the 403.
-- Rows of bot_check_spent past their expiry are pruned here as new ones arrive (as before).
CREATE FUNCTION store_form_submission(
  p_reference_id text, p_form_type text, p_source_form text, p_idempotency_key text, p_fields jsonb,
  p_form_page text, p_user_uid text, p_session_uid text, p_lead_source_name text, p_lead_campaign_name text,
  p_event_name text, p_client_ip text, p_user_agent text,
  p_solution_signature text, p_solution_expires_at timestamptz,
  p_outbox_topic text, p_outbox_payload jsonb,
  OUT stored_id bigint, OUT stored_reference_id text, OUT is_duplicate boolean)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_submissions (reference_id, form_type, source_form, idempotency_key, fields, form_page,
    user_uid, session_uid, lead_source_name, lead_campaign_name, event_name, client_ip, user_agent)
  VALUES (p_reference_id, p_form_type, p_source_form, p_idempotency_key, p_fields, p_form_page,
    p_user_uid, p_session_uid, p_lead_source_name, p_lead_campaign_name, p_event_name, p_client_ip, p_user_agent)
  ON CONFLICT (source_form, idempotency_key) DO NOTHING
  RETURNING id INTO stored_id;

  IF stored_id IS NULL THEN
    SELECT s.id, s.reference_id INTO stored_id, stored_reference_id
      FROM form_submissions s WHERE s.source_form = p_source_form AND s.idempotency_key = p_idempotency_key;
    is_duplicate := true;
    RETURN;
  END IF;

  DELETE FROM bot_check_spent WHERE expires_at < now();
  INSERT INTO bot_check_spent (signature, expires_at) VALUES (p_solution_signature, p_solution_expires_at)
    ON CONFLICT (signature) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'bot-check solution already spent' USING ERRCODE = 'RVB01';
  END IF;

  INSERT INTO outbox (topic, payload)
    VALUES (p_outbox_topic, p_outbox_payload || jsonb_build_object('submissionId', stored_id));
  stored_reference_id := p_reference_id;
  is_duplicate := false;
END $$;
