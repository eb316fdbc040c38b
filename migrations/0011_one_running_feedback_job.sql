-- Jobs already doubled by the race these indexes close: all but the newest running job of each essay (and of each resume) are failed first, so the indexes can be built.
UPDATE `feedback_jobs` SET `status` = 'failed', `error` = 'Replaced by a newer request.', `completed_at` = cast(unixepoch('subsecond') * 1000 as integer)
WHERE `status` IN ('queued', 'generating') AND EXISTS (
  SELECT 1 FROM `feedback_jobs` AS `newer`
  WHERE `newer`.`status` IN ('queued', 'generating') AND `newer`.`user_id` = `feedback_jobs`.`user_id` AND `newer`.`target` = `feedback_jobs`.`target`
    AND coalesce(`newer`.`essay_id`, '') = coalesce(`feedback_jobs`.`essay_id`, '')
    AND (`newer`.`created_at` > `feedback_jobs`.`created_at` OR (`newer`.`created_at` = `feedback_jobs`.`created_at` AND `newer`.`id` > `feedback_jobs`.`id`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `feedback_jobs_one_running_essay_idx` ON `feedback_jobs` (`essay_id`) WHERE status in ('queued', 'generating') and essay_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `feedback_jobs_one_running_resume_idx` ON `feedback_jobs` (`user_id`) WHERE status in ('queued', 'generating') and target = 'resume';
