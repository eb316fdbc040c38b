-- Dates applicants entered were stored as sent, not as checked (#27): a zone or time with spaces
-- or a CR/LF broke the owner's pages, their calendar file and the hourly reminder sweep. Trim what
-- can be trimmed; a date, time or zone that still does not pass the form's own check
-- (validateEnteredDeadline) is cleared, so its owner is asked for the date again.
UPDATE `user_school_plans`
SET `entered_date` = trim(`entered_date`, ' ' || char(9) || char(10) || char(13)),
    `entered_time` = nullif(trim(`entered_time`, ' ' || char(9) || char(10) || char(13)), ''),
    `entered_time_zone` = trim(`entered_time_zone`, ' ' || char(9) || char(10) || char(13))
WHERE `entered_date` IS NOT NULL OR `entered_time` IS NOT NULL OR `entered_time_zone` IS NOT NULL;
--> statement-breakpoint
UPDATE `user_school_plans`
SET `entered_date` = NULL, `entered_time` = NULL, `entered_time_zone` = NULL
WHERE (`entered_date` IS NOT NULL OR `entered_time` IS NOT NULL OR `entered_time_zone` IS NOT NULL)
  AND (
    `entered_date` IS NULL
    OR `entered_date` NOT GLOB '20[0-9][0-9]-[0-1][0-9]-[0-3][0-9]'
    OR date(`entered_date`) IS NOT `entered_date`
    OR (`entered_time` IS NOT NULL AND NOT (`entered_time` GLOB '[0-1][0-9]:[0-5][0-9]' OR `entered_time` GLOB '2[0-3]:[0-5][0-9]'))
    OR `entered_time_zone` IS NULL
    OR `entered_time_zone` NOT IN ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Toronto', 'Europe/London', 'Europe/Paris', 'Europe/Madrid', 'Europe/Zurich', 'Asia/Dubai', 'Asia/Kolkata', 'Asia/Singapore', 'Asia/Hong_Kong', 'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Sydney', 'UTC')
  );
