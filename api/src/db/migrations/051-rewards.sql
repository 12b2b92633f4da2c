-- The gamification service (dealer spec: entities and fields, "Gamification user", levels; rewards platform).
-- Points are a ledger written by the events that earn them (a claimed spiff, a completed course);
-- totals, levels, achievements, missions and leaderboards are computed from it.
CREATE TABLE reward_accounts (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  uuid uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Levels, achievements and missions: reached when the sum of point_names earned (between starts_on
-- and ends_on for a mission) is at least threshold.
CREATE TABLE reward_definitions (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('level', 'achievement', 'mission')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  tag text NOT NULL DEFAULT '',
  point_names text[] NOT NULL,
  threshold integer NOT NULL CHECK (threshold >= 0),
  starts_on date,
  ends_on date,
  sequence integer NOT NULL DEFAULT 0
);

CREATE TABLE reward_activities (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- behaviour: something the user did; reward: something the user reached (a level, an achievement).
  kind text NOT NULL CHECK (kind IN ('behaviour', 'reward')),
  verb text NOT NULL,
  description text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  source_ref text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reward_activities_user ON reward_activities (user_id, created_at DESC);
CREATE INDEX reward_activities_tags ON reward_activities USING gin (tags);

CREATE TABLE reward_points (
  id bigserial PRIMARY KEY,
  activity_id bigint NOT NULL REFERENCES reward_activities (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  point_name text NOT NULL,
  amount integer NOT NULL,
  brand_code text,
  earned_at timestamptz NOT NULL
);
CREATE INDEX reward_points_user ON reward_points (user_id, point_name, earned_at);
CREATE INDEX reward_points_time ON reward_points (earned_at, point_name);

CREATE TABLE reward_coupons (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  expires_on date NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reward_notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX reward_notifications_user ON reward_notifications (user_id, created_at DESC);

-- The profile image uploaded at users/{id}/image; checked for type and size before it is stored.
CREATE TABLE reward_user_images (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  content bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
