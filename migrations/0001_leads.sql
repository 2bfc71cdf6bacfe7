-- Placeholder so migrations/ exists; the leads issue defines the tables.
SELECT 1;
