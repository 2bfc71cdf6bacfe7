-- Every write of the measurement is charged to its daily budget (docs/analytics.md), a lead's own
-- count too: that count is written by the statement that stores the lead (src/analytics/leads.ts),
-- in the lead's transaction, so the charge rides on the counter table itself. Two rows per count:
-- the counter row and the budget row. Charged to the day's budget row once there is one (the
-- day's first beacons write it); the trigger never creates it, so that no insert of the lead's
-- transaction can meet a budget row another statement writes at the same moment.
CREATE TRIGGER analytics_lead_count_charged AFTER INSERT ON analytics_counts WHEN NEW.event = 'lead'
BEGIN
  UPDATE analytics_budget SET rows_written = rows_written + 2 WHERE day = NEW.day;
END;

CREATE TRIGGER analytics_lead_recount_charged AFTER UPDATE OF count ON analytics_counts WHEN NEW.event = 'lead'
BEGIN
  UPDATE analytics_budget SET rows_written = rows_written + 2 WHERE day = NEW.day;
END;
